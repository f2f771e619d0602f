import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadElsewhere } from '../helpers/api-elsewhere.js';
import { rlCheckpoints, rlEnded, rlJobLogs, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';
import { startS3Server, type S3TestServer } from '../helpers/s3-server.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { eventsOf, requireSimEnvironment } from '../helpers/twins.js';

describe('RL runs with STORAGE_BACKEND=s3 (moto server): the robot model and the output staged through the bucket', () => {
  let s3: S3TestServer;
  let stack: TestStack;
  let alice: TestAccount;

  beforeAll(async () => {
    await requireSimEnvironment();
    s3 = await startS3Server();
    const env = s3.env(await s3.createBucket('rlp-rl'));
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) process.env[name] = env[name];
    stack = await startStack({ env: { ...env, SIM_MODELS_DIR: MODELS_DIR } });
    alice = await stack.createAccount({ credits: 100, features: ['rl_runs'] });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await s3?.stop();
  });

  const create = async (spec: unknown) => {
    const response = await stack.request('/v1/rl_runs', { method: 'POST', headers: alice.headers, json: { spec } });
    const body = (await response.json()) as RlBody;
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.data[0].id as string;
  };
  const jobLog = (jobId: string) => readFile(stack.deps.compute.logPath(jobId), 'utf8').catch(() => '');
  const download = (path: string) => downloadElsewhere(stack, alice.headers, path, s3.endpoint);

  it('completes with its policy, bundle and checkpoints downloaded through presigned links from an API that shares no disk with the worker', async () => {
    const id = await create({ robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 2048, n_envs: 2 } });
    const done = await waitForRlRun(stack, alice, id, rlEnded);
    expect(done.status, `${JSON.stringify(done.error)}\n${await rlJobLogs(stack, id)}`).toBe('succeeded');

    const log = await jobLog(id);
    expect(log).toMatch(/\[stage\] stage-in: \d+ files for models\/so101\//);
    expect(log).toMatch(/\[stage\] stage-out: \d+ files from output\//);
    // The job's command names the scratch folder on the node, never a folder of the worker's.
    const submitted = await readFile(join(stack.config.jobsDir, id, 'spec.json'), 'utf8');
    for (const folder of [stack.config.jobsDir, MODELS_DIR, stack.config.storageDir]) expect(submitted).not.toContain(folder);
    expect(await stack.deps.storage.list(`staging/rl_runs/${id}/output`)).toEqual([]);

    const archive = await download(`/v1/rl_runs/${id}/archive`);
    expect(archive.length).toBe(done.outputs.archive.bytes);
    expect(createHash('sha256').update(archive).digest('hex')).toBe(done.outputs.archive.sha256);
    const files = (await stack.request(`/v1/rl_runs/${id}/files`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    for (const name of ['policy.onnx', 'report.json', 'clip.mp4']) {
      const listed = files.data.find((f: RlBody) => f.path === name) as RlBody;
      expect(createHash('sha256').update(await download(`/v1/rl_runs/${id}/files/${name}`)).digest('hex'), name).toBe(listed.sha256);
    }

    const checkpoints = await rlCheckpoints(stack, alice, id);
    expect(checkpoints.length).toBeGreaterThan(0);
    const last = checkpoints.at(-1)!;
    expect(last.env_steps).toBe(done.outputs.env_steps);
    for (const format of ['onnx', 'checkpoint'] as const) {
      const link = new URL(last[format].url);
      expect((await download(link.pathname + link.search)).length).toBe(last[format].bytes);
    }
    expect(await eventsOf(stack, id)).toEqual(['rl_run.completed']);
  }, 900_000);

  it('canceled mid-training, the job packages its latest policy on SIGTERM and the stager uploads it: the run ends canceled with its outputs', async () => {
    const budget = 200_000;
    const id = await create({ robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: budget } });
    // Staged, checkpoints reach the API when the job's output comes back; the job's own log says when it saved one.
    while (!(await jobLog(id)).includes('"event":"checkpoint"')) {
      const run = (await stack.request(`/v1/rl_runs/${id}`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
      expect(rlEnded(run), `${JSON.stringify(run)}\n${await rlJobLogs(stack, id)}`).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const cancel = await stack.request(`/v1/rl_runs/${id}/cancel`, { method: 'POST', headers: alice.headers });
    expect(cancel.status).toBe(200);
    const canceled = await waitForRlRun(stack, alice, id, rlEnded);
    expect(canceled.status, `${JSON.stringify(canceled.error)}\n${await rlJobLogs(stack, id)}`).toBe('canceled');
    // One SIGTERM reached the job (the stager passes none on), so it packaged its policy itself: no package-only job.
    expect(canceled.outputs.stop_reason).toBe('canceled');
    expect(canceled.outputs.env_steps).toBeGreaterThan(0);
    expect(canceled.outputs.env_steps).toBeLessThan(budget);
    expect(await jobLog(id)).toMatch(/\[stage\] stage-out: \d+ files from output\//);
    expect((await rlCheckpoints(stack, alice, id)).length).toBeGreaterThan(0);
    expect((await download(`/v1/rl_runs/${id}/archive`)).length).toBe(canceled.outputs.archive.bytes);
    expect(await stack.deps.storage.list(`staging/rl_runs/${id}/output`)).toEqual([]);
    expect(await eventsOf(stack, id)).toEqual(['rl_run.canceled']);
  }, 900_000);
});
