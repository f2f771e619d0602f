import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { batchScript, shellQuote, slurmTimeLimit } from '../../backends/compute/slurm-batch-script.js';
import { jobStateOf, mayHaveProcesses, parseSacctLine, parseSqueueLine } from '../../backends/compute/slurm-states.js';
import { SlurmCompute } from '../../backends/compute/slurm.js';
import { loadConfig } from '../../core/config.js';

describe('Slurm backend parts', () => {
  it('maps Slurm states onto job states', () => {
    expect(['PENDING', 'CONFIGURING', 'REQUEUED'].map(jobStateOf)).toEqual(['pending', 'pending', 'pending']);
    expect(['RUNNING', 'COMPLETING', 'SUSPENDED'].map(jobStateOf)).toEqual(['running', 'running', 'running']);
    expect(jobStateOf('COMPLETED')).toBe('succeeded');
    expect(jobStateOf('CANCELLED by 0')).toBe('canceled'); // sacct's spelling
    expect(['FAILED', 'TIMEOUT', 'NODE_FAIL', 'OUT_OF_MEMORY', 'BOOT_FAIL', 'PREEMPTED'].map(jobStateOf)).toEqual(Array(6).fill('failed'));
    expect(mayHaveProcesses('COMPLETING')).toBe(true);
    expect(mayHaveProcesses('CANCELLED')).toBe(false);
  });

  it('reads squeue and sacct lines', () => {
    expect(parseSqueueLine('12|PENDING|N/A|N/A|Resources')).toMatchObject({ slurmJobId: '12', slurmState: 'PENDING', startedAt: null, reason: 'Resources' });
    const done = parseSacctLine('12|OUT_OF_MEMORY|0:125|2026-11-21T17:42:48|2026-11-21T17:43:01')!;
    expect(done.exitCode).toBe(0);
    expect(done.endedAt!.getTime() - done.startedAt!.getTime()).toBe(13_000);
  });

  it('writes a batch script that passes arguments and environment through bash unchanged', () => {
    const weird = `it's "$HOME" \`id\` $(rm -rf /) \\ ;|&`;
    expect(execFileSync('bash', ['-c', `printf %s ${shellQuote(weird)}`], { encoding: 'utf8' })).toBe(weird);
    const script = batchScript({ jobId: 'j1', tier: 'cpu', gpus: 0, command: ['echo', weird], env: { X: weird } }, '/jobs/j1', { PATH: '/bin', SECRET: 's' });
    expect(script).toContain(`export X=${shellQuote(weird)}`);
    expect(script).toContain("export PATH='/bin'");
    expect(script).not.toContain('SECRET');
    expect(slurmTimeLimit(30)).toBe('1');
    expect(slurmTimeLimit(3601)).toBe('61');
  });

  it('picks partitions per tier from the configuration', () => {
    const config = loadConfig({ SLURM_PARTITION: 'cpu-q', SLURM_GPU_PARTITION: 'gpu-q', SLURM_TIER_PARTITIONS: 'h100-80gb=hopper, a100-80gb = ampere' });
    const slurm = new SlurmCompute(config.slurm);
    expect(slurm.partitionFor('cpu', 0)).toBe('cpu-q');
    expect(slurm.partitionFor('t4', 1)).toBe('gpu-q');
    expect(slurm.partitionFor('h100-80gb', 1)).toBe('hopper');
    expect(slurm.partitionFor('a100-80gb', 1)).toBe('ampere');
    expect(() => loadConfig({ SLURM_TIER_PARTITIONS: 't4' })).toThrow(/SLURM_TIER_PARTITIONS/);
  });
});
