import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { batchScript, sbatchArgs, shellQuote, slurmTimeLimit } from '../../backends/compute/slurm-batch-script.js';
import { findHardwareTier } from '../../core/catalog/hardware-tiers.js';
import { jobStateOf, mayHaveProcesses, parseSacctLine, parseSqueueLine } from '../../backends/compute/slurm-states.js';
import { type SlurmJobFacts, jobStatusFrom } from '../../backends/compute/slurm-job-status.js';
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

  it('asks sbatch for GPUs, partition, time and (when configured) the tier\'s cores and memory', () => {
    const cpu = sbatchArgs({ jobId: 'trn_1', tier: 'cpu', gpus: 0, command: ['true'] }, { jobDir: '/shared/jobs/trn_1' });
    expect(cpu).toEqual(['--parsable', '--job-name=trn_1', '--output=/shared/jobs/trn_1/slurm.log', '--open-mode=append', '--chdir=/shared/jobs/trn_1', '--export=NONE', '--ntasks=1', '/shared/jobs/trn_1/job.sh']);
    const gpu = sbatchArgs({ jobId: 'trn_2', tier: 'a100-80gb', gpus: 1, command: ['true'], timeLimitSeconds: 7200 }, { jobDir: '/j', partition: 'ampere', tierResources: findHardwareTier('a100-80gb') });
    expect(gpu).toEqual(expect.arrayContaining(['--partition=ampere', '--gres=gpu:1', '--cpus-per-task=12', '--mem=120G', '--time=120']));
    expect(gpu.at(-1)).toBe('/j/job.sh');
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

  describe('one verdict from Slurm and the job directory', () => {
    const facts = (over: Partial<SlurmJobFacts>): SlurmJobFacts => ({
      jobId: 'trn_1',
      slurmJobId: '42',
      record: null,
      exitStatus: null,
      startedAtEpoch: null,
      cancelRequestedAt: null,
      slurmNotice: null,
      ...over,
    });
    const record = (slurmState: string, reason: string | null = null) => ({ slurmJobId: '42', slurmState, startedAt: null, endedAt: null, reason, exitCode: null });

    it('trusts the exit file once Slurm has forgotten the job (no accounting)', () => {
      expect(jobStatusFrom(facts({ exitStatus: { exit_code: 0, ended_at: 1_800_000_000 } }))).toMatchObject({ state: 'succeeded', exitCode: 0, endedAt: new Date(1_800_000_000_000) });
      expect(jobStatusFrom(facts({ exitStatus: { exit_code: 3, ended_at: 1 } }))).toMatchObject({ state: 'failed', exitCode: 3 });
    });

    it('calls a job killed without an exit file failed, quoting Slurm', () => {
      const status = jobStatusFrom(facts({ startedAtEpoch: 5, slurmNotice: 'JOB 42 ON vm CANCELLED AT 2026-11-21T18:00:00 DUE TO TIME LIMIT' }));
      expect(status).toMatchObject({ state: 'failed', exitCode: null, startedAt: new Date(5000) });
      expect(status.reason).toContain('DUE TO TIME LIMIT');
    });

    it("lets Slurm's verdict win when it killed the job after the script wrote an exit code", () => {
      expect(jobStatusFrom(facts({ record: record('TIMEOUT', 'TimeLimit'), exitStatus: { exit_code: 143, ended_at: 1 } }))).toMatchObject({ state: 'failed', exitCode: 143, reason: expect.stringContaining('time limit') });
      expect(jobStatusFrom(facts({ record: record('OUT_OF_MEMORY') }))).toMatchObject({ state: 'failed', reason: expect.stringContaining('memory') });
      expect(jobStatusFrom(facts({ record: record('FAILED', 'NonZeroExitCode'), exitStatus: { exit_code: 2, ended_at: 1 } }))).toMatchObject({ state: 'failed', exitCode: 2, reason: 'the job exited with code 2' });
    });

    it('reports a requested cancel only once Slurm no longer runs the job', () => {
      const at = new Date('2026-11-21T18:00:00Z');
      expect(jobStatusFrom(facts({ record: record('COMPLETING'), cancelRequestedAt: at })).state).toBe('running');
      expect(jobStatusFrom(facts({ record: record('CANCELLED'), cancelRequestedAt: at }))).toMatchObject({ state: 'canceled', endedAt: at });
      // canceled while pending: squeue shows a StartTime, but the job never ran
      const neverRan = { ...record('CANCELLED'), startedAt: at, endedAt: at };
      expect(jobStatusFrom(facts({ record: neverRan, cancelRequestedAt: at })).startedAt).toBeNull();
      expect(jobStatusFrom(facts({ record: neverRan, cancelRequestedAt: at, startedAtEpoch: 7 })).startedAt).toEqual(new Date(7000));
      expect(jobStatusFrom(facts({ cancelRequestedAt: at })).state).toBe('canceled');
      expect(jobStatusFrom(facts({ record: record('CANCELLED') })).reason).toMatch(/outside the platform/);
    });

    it('says why a pending job waits and gives it no start time', () => {
      const pending = { ...record('PENDING', 'Resources'), startedAt: new Date() }; // squeue's %S is the expected start
      expect(jobStatusFrom(facts({ record: pending }))).toMatchObject({ state: 'pending', startedAt: null, reason: 'waiting in the queue: Resources' });
    });
  });
});
