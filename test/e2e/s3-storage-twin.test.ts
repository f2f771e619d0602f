import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { TWIN_STAGES } from '../../kinds/twin/contracts/twin.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { startS3Server, type S3TestServer } from '../helpers/s3-server.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { ended, requireSimEnvironment, waitForTwin } from '../helpers/twins.js';
import { downloadElsewhere } from '../helpers/api-elsewhere.js';
import { rlEnded, rlJobLogs, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';

const run = promisify(execFile);

describe('a twin with STORAGE_BACKEND=s3 (moto server), and an RL run in its scene: inputs and outputs staged through the bucket', () => {
  let s3: S3TestServer;
  let stack: TestStack;
  let alice: TestAccount;
  let twinId: string;

  beforeAll(async () => {
    await requireSimEnvironment();
    s3 = await startS3Server();
    const env = s3.env(await s3.createBucket('rlp-twin'));
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) process.env[name] = env[name];
    stack = await startStack({ env: { ...env, SIM_MODELS_DIR: MODELS_DIR } });
    await seedDemoDataset(stack.deps.hub);
    alice = await stack.createAccount({ credits: 100, features: ['twins', 'rl_runs'] });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await s3?.stop();
  });

  it('builds to succeeded and its archive downloads by a redirect to a presigned link, with the sha256 it advertises', async () => {
    const response = await stack.request('/v1/twins', { method: 'POST', headers: alice.headers, json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    twinId = id;
    // Staging the robot models through moto takes minutes on a loaded two-core machine.
    const twin = await waitForTwin(stack, alice, id, ended, [], 540_000);
    expect(twin.status, JSON.stringify(twin.error)).toBe('succeeded');
    expect(twin.stages.map((s: { stage: string }) => s.stage)).toEqual([...TWIN_STAGES]);
    expect(twin.camera).toMatchObject({ scene: 'top' });

    const jobDirs = (await readdir(stack.config.jobsDir)).filter((name) => name.startsWith(id));
    const log = await readFile(stack.deps.compute.logPath(jobDirs[0]!), 'utf8');
    expect(log).toMatch(/\[stage\] stage-in: \d+ files for dataset\//);
    expect(log).toMatch(/\[stage\] stage-in: \d+ files for models\//);
    expect(log).toMatch(/\[stage\] stage-out: \d+ files from output\//);
    expect(await stack.deps.storage.list(`staging/twins/${id}/output`)).toEqual([]);

    const archive = await stack.request(`/v1/twins/${id}/archive`, { headers: alice.headers });
    expect(archive.status).toBe(302);
    const location = new URL(archive.headers.get('location')!);
    expect(location.origin).toBe(s3.endpoint);
    const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(bytes.length).toBe(twin.download.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(twin.download.sha256);
    const file = join(stack.dataDir, `${id}.tar.gz`);
    await writeFile(file, bytes);
    expect((await run('tar', ['-tzf', file])).stdout).toContain(`${id}/scene.xml`);
  }, 600_000);

  const jobLog = (jobId: string) => readFile(stack.deps.compute.logPath(jobId), 'utf8').catch(() => '');

  it("trains an RL run in the twin's scene, which the job gets from the bucket (the twin's archive, unpacked on the node)", async () => {
    expect(twinId, 'the twin was built by the test above').toMatch(/^twin_/);
    const created = await stack.request('/v1/rl_runs', {
      method: 'POST',
      headers: alice.headers,
      json: { spec: { robot: 'so101', objective: { type: 'reach' }, scene: { twin_id: twinId }, budget: { env_steps: 2048, n_envs: 2 } } },
    });
    const body = (await created.json()) as RlBody;
    expect(created.status, JSON.stringify(body)).toBe(201);
    const id = body.data[0].id as string;
    const done = await waitForRlRun(stack, alice, id, rlEnded);
    expect(done.status, `${JSON.stringify(done.error)}\n${await rlJobLogs(stack, id)}`).toBe('succeeded');

    const log = await jobLog(id);
    expect(log).toContain(`[stage] stage-in: unpacked ${twinId}.tar.gz into scene/`);
    expect(log).toContain(`in twin ${twinId}`);

    const report = (await stack.request(`/v1/rl_runs/${id}/report`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(report.scene).toMatchObject({ twin_id: twinId });
    const archive = await downloadElsewhere(stack, alice.headers, `/v1/rl_runs/${id}/archive`, s3.endpoint);
    expect(archive.length).toBe(done.outputs.archive.bytes);
    expect(createHash('sha256').update(archive).digest('hex')).toBe(done.outputs.archive.sha256);
  }, 900_000);
});
