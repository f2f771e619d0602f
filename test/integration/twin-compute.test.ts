import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCompute } from '../../backends/compute/local.js';
import { TERMINAL_JOB_STATES, type JobStatus } from '../../core/ports/compute.js';
import { twinJobCommand } from '../../backends/compute/job-programs.js';
import { parseTwinEvent, readTwinStages, TWIN_STAGES } from '../../core/jobs/twin.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR, runTwinJob } from '../helpers/twin-job.js';

let scratch: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  scratch = await makeTempDir('twin-compute');
});
afterAll(() => scratch.cleanup());

async function finished(backend: LocalCompute, jobId: string): Promise<JobStatus> {
  for (;;) {
    const status = await backend.status(jobId);
    if (TERMINAL_JOB_STATES.includes(status.state)) return status;
    await sleep(200);
  }
}

// Not niced (nice: 0): on a loaded two-core machine a niced build can take minutes.
describe('twin job through the local compute backend', () => {
  it('runs in its job directory, logs its JSON progress lines and leaves the stage files the API will read', async () => {
    const backend = new LocalCompute({ jobsDir: scratch.path, tiers: ['cpu'], slots: { cpu: 1 }, nice: 0, cgroup: 'off', cpus: 'all' });
    const jobId = 'twin_compute_ep3';
    const { command, env } = twinJobCommand({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 3, outputDir: backend.outputDir(jobId), modelsDir: MODELS_DIR, twinId: jobId });
    await backend.submit({ jobId, tier: 'cpu', gpus: 0, command, env });
    const status = await finished(backend, jobId);
    const log = await readFile(backend.logPath(jobId), 'utf8');
    expect(status, log).toMatchObject({ state: 'succeeded', exitCode: 0 });
    const events = log.split('\n').map(parseTwinEvent).filter((e) => e !== undefined);
    expect(events.filter((e) => e.event === 'phase_done').map((e) => e.phase)).toEqual([...TWIN_STAGES]);
    expect(events.at(-1)).toMatchObject({ event: 'done', ok: true, archive: `${jobId}.tar.gz` });
    const stages = await readTwinStages(backend.outputDir(jobId));
    expect(stages.map((s) => [s.stage, s.ok, s.attempts])).toEqual(TWIN_STAGES.map((s) => [s, true, 1]));
    expect(stages.find((s) => s.stage === 'objects')!.measurement).toMatch(/^pick at \(0\.\d+, 0\.\d+\) m, object ≈ \d+ mm, from \d+ grasp/);
  }, 300_000);

  it('a job canceled mid-stage records the stage as canceled; the next run resumes there, the stage on its second attempt', async () => {
    const backend = new LocalCompute({ jobsDir: join(scratch.path, 'cancel'), tiers: ['cpu'], slots: { cpu: 1 }, nice: 0, cgroup: 'off', cpus: 'all' });
    const jobId = 'twin_cancel_ep2';
    const outputDir = join(scratch.path, 'cancel-out');
    const { command, env } = twinJobCommand({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 2, outputDir, modelsDir: MODELS_DIR, twinId: jobId });
    await backend.submit({ jobId, tier: 'cpu', gpus: 0, command, env });
    const started = () => readFile(backend.logPath(jobId), 'utf8').then((log) => log.includes('{"event":"phase","phase":"validate"'), () => false);
    while (!(await started())) {
      expect((await backend.status(jobId)).state).toBe('running');
      await sleep(100);
    }
    await backend.cancel(jobId);
    expect((await finished(backend, jobId)).state).toBe('canceled');
    const log = (await readFile(backend.logPath(jobId), 'utf8')).split('\n').map(parseTwinEvent).filter((e) => e !== undefined);
    expect(log.at(-1)).toMatchObject({ event: 'error', phase: 'validate', code: 'canceled', resumable: true });
    expect(existsSync(join(outputDir, `${jobId}.tar.gz`))).toBe(false);

    const resumed = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 2, outputDir, twinId: jobId });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.events.filter((e) => e.event === 'phase').map((e) => e.phase)).toEqual(['validate', 'package']);
    const stages = await readTwinStages(outputDir);
    expect(stages.map((s) => [s.stage, s.attempts])).toEqual([['check', 1], ['kinematics', 1], ['objects', 1], ['calibrate', 1], ['cameras', 1], ['scene', 1], ['validate', 2], ['package', 1]]);
  }, 300_000);
});
