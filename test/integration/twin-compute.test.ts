import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCompute } from '../../backends/compute/local.js';
import { TERMINAL_JOB_STATES, type JobStatus } from '../../core/ports/compute.js';
import { parseTwinEvent, readTwinStages, TWIN_STAGES, twinJobCommand } from '../../jobs/twin/job.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR } from '../helpers/twin-job.js';

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

describe('twin job through the local compute backend', () => {
  it('runs in its job directory, logs its JSON progress lines and leaves the stage files the API will read', async () => {
    const backend = new LocalCompute({ jobsDir: scratch.path, tiers: ['cpu'], slots: { cpu: 1 } });
    const jobId = 'twin_compute_ep3';
    const { command, env } = twinJobCommand({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 3, outputDir: backend.outputDir(jobId), modelsDir: MODELS_DIR, twinId: jobId });
    await backend.submit({ jobId, tier: 'cpu', gpus: 0, command, env });
    const status = await finished(backend, jobId);
    const log = await readFile(backend.logPath(jobId), 'utf8');
    expect(status, log).toMatchObject({ state: 'succeeded', exitCode: 0 });
    const events = log.split('\n').map(parseTwinEvent).filter((e) => e !== undefined);
    expect(events.filter((e) => e.event === 'stage_done').map((e) => e.stage)).toEqual([...TWIN_STAGES]);
    expect(events.at(-1)).toMatchObject({ event: 'done', ok: true, archive: `${jobId}.tar.gz` });
    const stages = await readTwinStages(backend.outputDir(jobId));
    expect(stages.map((s) => [s.stage, s.ok, s.attempts])).toEqual(TWIN_STAGES.map((s) => [s, true, 1]));
    expect(stages.find((s) => s.stage === 'objects')!.measurement).toMatch(/^pick at \(0\.\d+, 0\.\d+, -?0\.\d+\) m, object ≈ \d+ mm, from \d+ grasp/);
  });
});
