import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlRunProgressSignal } from '../../kinds/rl_run/contracts/rl-run.js';
import { progressSignalBudget, signalsInHistory } from '../helpers/workflow-signals.js';
import { checkOnnxParity } from '../../kinds/rl_run/core/onnx-parity.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { eventsOf, ledgerOf, requireSimEnvironment } from '../helpers/twins.js';
import { getRlRun, rlCheckpoints, rlEnded, rlJobLogs, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';

const run = promisify(execFile);

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  await requireSimEnvironment();
  stack = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR } });
  alice = await stack.createAccount({ credits: 100, concurrencyLimit: 4, features: ['rl_runs'] });
  bob = await stack.createAccount({ credits: 100, features: ['rl_runs'] });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function create(account: TestAccount, body: unknown) {
  const response = await stack.request('/v1/rl_runs', { method: 'POST', headers: account.headers, json: body });
  return { status: response.status, body: (await response.json()) as RlBody };
}

async function fetchStored(path: string, account: TestAccount): Promise<Buffer> {
  const first = await stack.request(path, { headers: account.headers });
  const response = first.status === 302 ? await stack.request(new URL(first.headers.get('Location')!).pathname + new URL(first.headers.get('Location')!).search) : first;
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('a default reach run for so101, through the API', () => {
  let done: RlBody;
  const seen: RlBody[] = [];

  it('trains with live metrics and passes its verdict (success ≥ 0.8 on 100 fixed episodes)', async () => {
    const created = await create(alice, { spec: { robot: 'so101', objective: { type: 'reach' } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toHaveLength(1);
    const id = created.body.data[0].id as string;
    expect(id).toMatch(/^rl_/);
    done = await waitForRlRun(stack, alice, id, rlEnded, seen);
    expect(done.status, `${JSON.stringify(done.error)}\n${await rlJobLogs(stack, id)}`).toBe('succeeded');

    const training = seen.find((r) => r.status === 'processing' && r.phase === 'training' && r.metrics.env_steps > 0);
    expect(training, 'GET by id showed live training metrics').toBeDefined();
    expect(Object.keys(training!.metrics.reward_terms).sort()).toEqual(['action', 'distance', 'proximity']);
    // Progress reaches the history only at phase changes and 10 % steps, while GET showed many more points (from the row).
    const progress = progressSignalBudget(await signalsInHistory(stack.temporal, id), rlRunProgressSignal.name, (arg) => arg.phase);
    expect(progress.count, JSON.stringify(progress)).toBeLessThanOrEqual(progress.most);
    expect(new Set(seen.filter((r) => r.phase === 'training').map((r) => r.metrics.env_steps)).size).toBeGreaterThan(progress.count);

    expect(done).toMatchObject({ phase: 'completed', verdict: 'pass', progress: 1, outputs: { stop_reason: 'budget' } });
    // PPO trains whole rollouts (8 envs × 128 steps): the budget, rounded up to one.
    expect(done.outputs.env_steps).toBe(Math.ceil(200_000 / 1024) * 1024);
    const report = (await stack.request(`/v1/rl_runs/${id}/report`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(report.verdict).toBe('pass');
    expect(report.evaluation.episodes).toBe(100);
    expect(report.evaluation.success_rate).toBeGreaterThanOrEqual(0.8);
    expect(report.checks.every((c: RlBody) => c.passed)).toBe(true);
    expect(report.checks.map((c: RlBody) => c.name)).toContain('onnx_parity_node');
    expect(report.judge.sentences.length).toBeGreaterThan(0);
    for (const sentence of report.judge.sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
  }, 1_200_000);

  it('its archive holds the policy, the checkpoint, the scene, the curve, the report and a clip that plays; the ONNX runs in onnxruntime-node and matches the job', async () => {
    const bytes = await fetchStored(`/v1/rl_runs/${done.id}/archive`, alice);
    expect(bytes.length).toBe(done.outputs.archive.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(done.outputs.archive.sha256);
    const out = join(stack.dataDir, 'rl-download');
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'bundle.zip'), bytes);
    await run('unzip', ['-q', 'bundle.zip', '-d', 'bundle'], { cwd: out });
    const bundle = join(out, 'bundle');
    for (const name of ['policy.onnx', 'checkpoint.zip', 'scene/scene.xml', 'metrics.jsonl', 'report.json', 'clip.mp4', 'parity.json']) {
      await expect(readFile(join(bundle, name)).then((b) => b.length > 0), name).resolves.toBe(true);
    }

    const parity = await checkOnnxParity(bundle);
    expect(parity.pairs).toBeGreaterThan(0);
    expect(parity.maxAbsDifference).toBeLessThanOrEqual(1e-5);
    expect(done.outputs.onnx_parity.max_abs_difference).toBeLessThanOrEqual(1e-5);

    const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-count_frames', '-show_entries', 'stream=nb_read_frames,r_frame_rate,codec_name', '-of', 'json', join(bundle, 'clip.mp4')]);
    const stream = (JSON.parse(stdout) as { streams: { nb_read_frames: string; r_frame_rate: string; codec_name: string }[] }).streams[0]!;
    expect(Number(stream.nb_read_frames)).toBeGreaterThan(10);
    const [num, den] = stream.r_frame_rate.split('/').map(Number);
    expect(num! / den!).toBeGreaterThan(0);

    const files = (await stack.request(`/v1/rl_runs/${done.id}/files`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    const listed = new Map(files.data.map((f: RlBody) => [f.path, f]));
    for (const name of ['policy.onnx', 'clip.mp4', 'report.json']) {
      const file = listed.get(name) as RlBody;
      expect(file.sha256).toBe(createHash('sha256').update(await readFile(join(bundle, name))).digest('hex'));
    }
  });

  it('lists its training curve and its checkpoints, each downloadable as ONNX or the training checkpoint', async () => {
    const curve = (await stack.request(`/v1/rl_runs/${done.id}/metrics?limit=1000`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(curve.data.length).toBeGreaterThan(1);
    const steps = curve.data.map((p: RlBody) => p.env_steps);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(Object.keys(curve.data.at(-1).reward_terms).sort()).toEqual(['action', 'distance', 'proximity']);
    expect(curve.data.at(-1).wall_seconds).toBeGreaterThan(0);

    const checkpoints = await rlCheckpoints(stack, alice, done.id);
    expect(checkpoints.length).toBeGreaterThan(0);
    const last = checkpoints.at(-1)!;
    expect(last.env_steps).toBe(done.outputs.env_steps);
    const onnx = await fetchStored(new URL(last.onnx.url).pathname + new URL(last.onnx.url).search, alice);
    expect(onnx.length).toBe(last.onnx.bytes);
    const zip = await fetchStored(new URL(last.checkpoint.url).pathname + new URL(last.checkpoint.url).search, alice);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
  });

  it('charged exactly (CPU is free), wrote one rl_run.completed event, is 409 on cancel, and 404 to another account on every route', async () => {
    expect(await ledgerOf(stack, done.id)).toEqual([]);
    expect(done.tokens).toEqual({ charged: 0, refunded: 0 });
    expect(await eventsOf(stack, done.id)).toEqual(['rl_run.completed']);
    const cancel = await stack.request(`/v1/rl_runs/${done.id}/cancel`, { method: 'POST', headers: alice.headers });
    expect([cancel.status, ((await cancel.json()) as RlBody).error.code]).toEqual([409, 'not_cancelable']);
    const operation = (await stack.request(`/v1/operations/${done.id}`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(operation).toMatchObject({ kind: 'rl_run', status: 'succeeded', resource_url: `/v1/rl_runs/${done.id}` });
    for (const [method, path] of [
      ['GET', `/v1/rl_runs/${done.id}`],
      ['GET', `/v1/rl_runs/${done.id}/metrics`],
      ['GET', `/v1/rl_runs/${done.id}/checkpoints`],
      ['GET', `/v1/rl_runs/${done.id}/checkpoints/200000/onnx`],
      ['GET', `/v1/rl_runs/${done.id}/report`],
      ['GET', `/v1/rl_runs/${done.id}/files`],
      ['GET', `/v1/rl_runs/${done.id}/files/policy.onnx`],
      ['GET', `/v1/rl_runs/${done.id}/archive`],
      ['GET', `/v1/operations/${done.id}`],
      ['POST', `/v1/rl_runs/${done.id}/cancel`],
    ] as const) {
      const response = await stack.request(path, { method, headers: bob.headers });
      expect([path, response.status, ((await response.json()) as RlBody).error.code]).toEqual([path, 404, 'resource_not_found']);
    }
    expect(((await stack.request('/v1/rl_runs', { headers: bob.headers }).then((r) => r.json())) as RlBody).data).toEqual([]);
  });
});

describe('cancel and worker restarts', () => {
  it('a run canceled after its first checkpoint ends canceled with a packaged policy', async () => {
    // Checkpoints come every tenth of the budget: the first at 10,000 steps, long before the budget ends.
    const created = await create(alice, { spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 100_000 } } });
    const id = created.body.data[0].id as string;
    const checkpointed = await waitUntilCheckpoint(id);
    expect(checkpointed).toBe(true);
    const cancel = await stack.request(`/v1/rl_runs/${id}/cancel`, { method: 'POST', headers: alice.headers });
    const accepted = (await cancel.json()) as RlBody;
    // The cancel answers at once (F12); the run evaluates and packages its latest checkpoint in its workflow.
    expect([cancel.status, accepted.status], JSON.stringify(accepted)).toEqual([200, 'canceling']);
    const canceled = await waitForRlRun(stack, alice, id, (run) => ['succeeded', 'failed', 'canceled'].includes(run.status));
    expect(canceled.status, `${JSON.stringify(canceled.error)}\n${await rlJobLogs(stack, id)}`).toBe('canceled');
    expect(canceled.verdict).toMatch(/^(pass|fail)$/);
    expect(canceled.outputs.stop_reason).toMatch(/^(canceled|package_only)$/);
    expect(canceled.outputs.env_steps).toBeGreaterThan(0);
    expect(canceled.outputs.env_steps).toBeLessThan(100_000);
    const report = (await stack.request(`/v1/rl_runs/${id}/report`, { headers: alice.headers }).then((r) => r.json())) as RlBody;
    expect(report.notes.join(' ')).toContain('stopped early');
    expect((await fetchStored(`/v1/rl_runs/${id}/archive`, alice)).length).toBe(canceled.outputs.archive.bytes);
    expect(await eventsOf(stack, id)).toEqual(['rl_run.canceled']);
    expect(await ledgerOf(stack, id)).toEqual([]);
    const again = await stack.request(`/v1/rl_runs/${id}/cancel`, { method: 'POST', headers: alice.headers });
    expect(again.status).toBe(409);
  }, 900_000);

  it('a worker restarted mid-training, whose job then died, resumes from the checkpoint and finishes', async () => {
    // The first checkpoint at 10,000 steps; the job is killed while it trains, long before its 100,000.
    const budget = 100_000;
    const created = await create(alice, { spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: budget } } });
    const id = created.body.data[0].id as string;
    expect(await waitUntilCheckpoint(id)).toBe(true);
    // The job outlives the worker (a deploy leaves it running); it dies too while no worker runs, as on a crashed machine.
    await stack.restartWorker(async () => {
      const pid = JSON.parse(await readFile(join(stack.config.jobsDir, id, 'pid'), 'utf8')) as { pid: number };
      process.kill(-pid.pid, 'SIGKILL');
    });
    const done = await waitForRlRun(stack, alice, id, rlEnded);
    expect(done.status, `${JSON.stringify(done.error)}\n${await rlJobLogs(stack, id)}`).toBe('succeeded');
    // Whole rollouts from wherever the checkpoint was: the budget, and less than one rollout more.
    expect(done.outputs.env_steps).toBeGreaterThanOrEqual(budget);
    expect(done.outputs.env_steps).toBeLessThan(budget + 1024);
    // A later job on the same output folder picked training up from the checkpoint.
    expect(await rlJobLogs(stack, id, Infinity)).toMatch(/\{"event":"resumed","phase":"training","env_steps":[1-9]/);
    expect(await eventsOf(stack, id)).toEqual(['rl_run.completed']);
    expect(await ledgerOf(stack, id)).toEqual([]);
  }, 900_000);
});

/** Waits (polling the checkpoints route, as a client would) until the run has saved a checkpoint. */
async function waitUntilCheckpoint(id: string): Promise<boolean> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if ((await rlCheckpoints(stack, alice, id)).length > 0) return true;
    const run = await getRlRun(stack, alice, id);
    if (rlEnded(run)) throw new Error(`the run ended (${run.status}) before its first checkpoint: ${JSON.stringify(run.error)}\n${await rlJobLogs(stack, id)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
