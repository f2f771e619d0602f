import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { TWIN_BUILD_TOKENS } from '../../core/pricing.js';
import { resumeTwinSignal, TWIN_STAGES, twinProgressSignal } from '../../kinds/twin/contracts/twin.js';
import { progressSignalBudget, signalsInHistory } from '../helpers/workflow-signals.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { ended, eventsOf, getTwin, ledgerOf, requireSimEnvironment, waitForTwin, type TwinBody } from '../helpers/twins.js';

const run = promisify(execFile);

let stack: TestStack;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  await requireSimEnvironment();
  stack = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR } });
  await seedDemoDataset(stack.deps.hub);
  alice = await stack.createAccount({ credits: 100, features: ['twins'] });
  bob = await stack.createAccount({ credits: 100, features: ['twins'] });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const demo = { source: { repo_id: DEMO_DATASET }, episode_index: 0 };

async function create(account: TestAccount, body: unknown, headers: Record<string, string> = {}) {
  const response = await stack.request('/v1/twins', { method: 'POST', headers: { ...account.headers, ...headers }, json: body });
  return { status: response.status, body: (await response.json()) as TwinBody, headers: response.headers };
}

async function post(account: TestAccount, path: string) {
  const response = await stack.request(path, { method: 'POST', headers: account.headers });
  return { status: response.status, body: (await response.json()) as TwinBody };
}

describe('GET /v1/twins/catalog', () => {
  it('names the default engine (the one twin.json names), the camera engine unavailable with why, and every robot model', async () => {
    const response = await stack.request('/v1/twins/catalog', { headers: alice.headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { engines: { id: string; available: boolean; default: boolean; reason: string | null }[]; robots: { robot: string; available: boolean; reason: string | null }[] };
    expect(body.engines.filter((e) => e.default)).toEqual([expect.objectContaining({ id: 'trajectory-v1', available: true })]);
    expect(body.engines.find((e) => e.id === 'camera-v1')).toMatchObject({ available: false, reason: expect.stringContaining('GPU') });
    expect(body.robots.find((r) => r.robot === 'so101')).toMatchObject({ available: true, reason: null });
    expect(body.robots.find((r) => r.robot === 'koch')).toMatchObject({ available: false, reason: expect.any(String) });
  });
});

describe('POST /v1/twins/validate', () => {
  it('finds the demo episode, its robot model and the camera that seeds the room, for free', async () => {
    const balance = async () => Number((await stack.sql<{ balance: string }[]>`select balance from accounts where id = ${alice.account.id}`)[0]!.balance);
    const before = await balance();
    const response = await stack.request('/v1/twins/validate', { method: 'POST', headers: alice.headers, json: demo });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TwinBody;
    expect(body).toMatchObject({
      object: 'twin_validation',
      ok: true,
      episode_index: 0,
      robot_type: 'so101_follower',
      robot_model: { robot: 'so101', available: true, license: 'Apache-2.0' },
      camera: { scene: 'top', wrist: null, available: ['front', 'top'] },
      frames: 280,
      fps: 30,
      tokens: TWIN_BUILD_TOKENS,
      problems: [],
    });
    expect(body.estimate_seconds).toBeGreaterThan(0);
    expect(await balance()).toBe(before);
  });

  it('says up front that Koch has no model, and create refuses it with the same reason', async () => {
    const koch = { ...demo, config: { robot_model: 'koch' } };
    const response = await stack.request('/v1/twins/validate', { method: 'POST', headers: alice.headers, json: koch });
    const body = (await response.json()) as TwinBody;
    expect(body.ok).toBe(false);
    expect(body.robot_model).toMatchObject({ robot: 'koch', available: false });
    expect(body.robot_model.reason).toMatch(/No Koch v1\.1 MJCF model is published/);
    expect(body.problems).toEqual([expect.objectContaining({ code: 'robot_model_missing', param: 'config.robot_model' })]);

    const created = await create(alice, koch);
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: 'robot_model_missing', param: 'config.robot_model' });
    expect(created.body.error.message).toMatch(/koch/);
  });

  it('names the field of every bad input', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...demo, episode_index: 99 }, 'episode_not_found', 'episode_index'],
      [{ ...demo, config: { camera: { name: 'wrist' } } }, 'camera_not_found', 'config.camera.name'],
      [{ ...demo, config: { objects: [{ pos: [0.2] }] } }, 'parameter_invalid', 'config.objects.0.pos'],
      [{ ...demo, config: { table_height: 0.7 } }, 'parameter_invalid', 'config.table_height'],
      [{ source: { repo_id: 'demo/none-such' } }, 'dataset_not_found', 'source.repo_id'],
    ];
    for (const [body, code, param] of cases) {
      const { status, body: answer } = await create(alice, body);
      expect([status, answer.error?.code, answer.error?.param], JSON.stringify(body)).toEqual([code === 'dataset_not_found' ? 404 : 400, code, param]);
    }
  });
});

describe('POST /v1/twins gates', () => {
  it('is 403 feature_not_enabled without the twins feature, and 402 when the balance does not cover a build', async () => {
    const plain = await stack.createAccount({ credits: 100 });
    const forbidden = await create(plain, demo);
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'feature_not_enabled']);

    const poor = await stack.createAccount({ credits: TWIN_BUILD_TOKENS - 1, features: ['twins'] });
    const refused = await create(poor, demo);
    expect([refused.status, refused.body.error.code]).toEqual([402, 'insufficient_tokens']);
    expect((await stack.request('/v1/twins', { headers: poor.headers }).then((r) => r.json() as Promise<TwinBody>)).data).toEqual([]);
  });
});

describe('a twin of the demo dataset, episode 0', () => {
  let twin: TwinBody;

  it('builds through the API to succeeded, stage by stage, charged once with one terminal event', async () => {
    const withCameras = { ...demo, config: { calibrate_cameras: true }, webhook_metadata: { batch: 3 } };
    const created = await create(alice, withCameras, { 'Idempotency-Key': 'twin-demo-0' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'twin', status: 'queued', stages: [], download: null, webhook_metadata: { batch: 3 } });
    expect(created.body.id).toMatch(/^twin_[0-9A-HJKMNP-TV-Z]{26}$/);
    const replay = await create(alice, withCameras, { 'Idempotency-Key': 'twin-demo-0' });
    expect([replay.status, replay.body.id, replay.headers.get('Idempotent-Replayed')]).toEqual([201, created.body.id, 'true']);

    const notReady = await stack.request(`/v1/twins/${created.body.id}/files`, { headers: alice.headers });
    const early = (await getTwin(stack, alice, created.body.id)).status;
    if (early !== 'succeeded') expect([notReady.status, ((await notReady.json()) as TwinBody).error.code]).toEqual([409, 'twin_not_ready']);

    const seen: TwinBody[] = [];
    twin = await waitForTwin(stack, alice, created.body.id, ended, seen);
    expect(twin.status, JSON.stringify(twin.error)).toBe('succeeded');
    expect(twin.stages.map((s: TwinBody) => [s.stage, s.ok, s.attempts])).toEqual(TWIN_STAGES.map((s) => [s, true, 1]));
    expect(twin.stages.every((s: TwinBody) => s.measurement.length > 0 && s.seconds >= 0)).toBe(true);
    expect(twin.camera).toEqual({ scene: 'top', wrist: null, available: ['front', 'top'] });
    expect(twin).toMatchObject({ progress: 1, error: null, eta_seconds: null, tokens: { charged: TWIN_BUILD_TOKENS } });
    // The client saw the build move through its stages in order.
    const stagesSeen = [...new Set(seen.map((t) => t.stage).filter((s) => s !== null))];
    expect(stagesSeen.length).toBeGreaterThan(0);
    expect(stagesSeen).toEqual(TWIN_STAGES.filter((s) => stagesSeen.includes(s)));
    expect(seen.some((t) => t.status === 'processing' && t.eta_seconds > 0)).toBe(true);

    expect(await ledgerOf(stack, twin.id)).toEqual([['charge', TWIN_BUILD_TOKENS]]);
    expect(await eventsOf(stack, twin.id)).toEqual(['twin.completed']);
    const operation = await stack.request(`/v1/operations/${twin.id}`, { headers: alice.headers }).then((r) => r.json());
    expect(operation).toMatchObject({ kind: 'twin', status: 'succeeded', progress: 1, resource_url: `/v1/twins/${twin.id}` });
    const listed = (await stack.request('/v1/twins', { headers: alice.headers }).then((r) => r.json())) as TwinBody;
    const inList = listed.data.find((t: TwinBody) => t.id === twin.id);
    expect(inList).toMatchObject({ status: 'succeeded', stages: twin.stages, download: { sha256: twin.download.sha256, bytes: twin.download.bytes } });
  }, 900_000);

  it('downloads as a .tar.gz that extracts to <twin id>/scene.xml and assets/, with the sha256 it advertises', async () => {
    expect(twin.download).toMatchObject({ requires_auth: false, filename: `${twin.id}.tar.gz`, scene: `${twin.id}/scene.xml` });
    const archive = await stack.request(`/v1/twins/${twin.id}/archive`, { headers: alice.headers });
    expect(archive.status).toBe(302);
    const link = new URL(archive.headers.get('Location')!);
    const response = await stack.request(link.pathname + link.search);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(twin.download.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(twin.download.sha256);

    const out = join(stack.dataDir, 'twin-download');
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'twin.tar.gz'), bytes);
    await run('tar', ['-xzf', 'twin.tar.gz'], { cwd: out });
    expect((await readdir(out)).sort()).toEqual(['twin.tar.gz', twin.id].sort());
    expect((await stat(join(out, twin.id, 'scene.xml'))).isFile()).toBe(true);
    expect((await stat(join(out, twin.id, 'assets'))).isDirectory()).toBe(true);
    expect((await readdir(join(out, twin.id, 'assets'))).length).toBeGreaterThan(0);

    const preview = await stack.request(new URL(twin.download.preview_url).pathname + new URL(twin.download.preview_url).search);
    expect([preview.status, preview.headers.get('Content-Type')]).toEqual([200, 'image/png']);
  });

  it('lists its files page by page with after = the last path, matching the archive', async () => {
    const paths: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const query: string = `limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const body = (await stack.request(`/v1/twins/${twin.id}/files?${query}`, { headers: alice.headers }).then((r) => r.json())) as TwinBody;
      expect(body.object).toBe('list');
      expect(body.data.length).toBeLessThanOrEqual(3);
      paths.push(...body.data.map((f: TwinBody) => f.path));
      if (!body.has_more) break;
      expect(body.next_cursor).toBe(body.data.at(-1).path);
      after = body.next_cursor;
    }
    expect(paths.length).toBeGreaterThan(3);
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(`${twin.id}/scene.xml`);
    expect(paths).toContain(`${twin.id}/twin.json`);
    const { stdout } = await run('tar', ['-tzf', join(stack.dataDir, 'twin-download', 'twin.tar.gz')]);
    const inArchive = stdout.split('\n').filter((line) => line !== '' && !line.endsWith('/'));
    expect([...inArchive].sort()).toEqual([...paths].sort());
  });

  it('lists the recorded cameras it solved; each check image downloads as a PNG by its listed path, other files are archive-only', async () => {
    expect(twin.cameras.map((c: TwinBody) => [c.key, c.solved, c.width, c.height])).toEqual([['front', true, 320, 240], ['top', true, 320, 240]]);
    const listed = (await stack.request(`/v1/twins/${twin.id}/files?limit=100`, { headers: alice.headers }).then((r) => r.json())) as TwinBody;
    const paths = listed.data.map((f: TwinBody) => f.path);
    for (const camera of twin.cameras) {
      expect(camera.check).toBe(`${twin.id}/cameras/${camera.key}/check.png`);
      expect(paths).toContain(camera.check);
      const signed = await stack.request(`/v1/twins/${twin.id}/files/${camera.check}`, { headers: alice.headers });
      expect(signed.status).toBe(302);
      const link = new URL(signed.headers.get('Location')!);
      const image = await stack.request(link.pathname + link.search);
      expect([image.status, image.headers.get('Content-Type')]).toEqual([200, 'image/png']);
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(listed.data.find((f: TwinBody) => f.path === camera.check).sha256);
    }
    const archiveOnly = await stack.request(`/v1/twins/${twin.id}/files/${twin.id}/scene.xml`, { headers: alice.headers });
    expect([archiveOnly.status, ((await archiveOnly.json()) as TwinBody).error.param]).toEqual([404, 'path']);
  });

  it('is 409 on cancel and resume once succeeded, and 404 to another account on every route', async () => {
    expect((await post(alice, `/v1/twins/${twin.id}/cancel`)).body.error.code).toBe('not_cancelable');
    expect((await post(alice, `/v1/twins/${twin.id}/resume`)).body.error.code).toBe('not_resumable');
    for (const [method, path] of [
      ['GET', `/v1/twins/${twin.id}`],
      ['GET', `/v1/twins/${twin.id}/files`],
      ['GET', `/v1/twins/${twin.id}/archive`],
      ['GET', `/v1/twins/${twin.id}/files/${twin.id}/cameras/front/check.png`],
      ['GET', `/v1/operations/${twin.id}`],
      ['POST', `/v1/twins/${twin.id}/cancel`],
      ['POST', `/v1/twins/${twin.id}/resume`],
    ] as const) {
      const response = await stack.request(path, { method, headers: bob.headers });
      expect([path, response.status, ((await response.json()) as TwinBody).error.code]).toEqual([path, 404, 'resource_not_found']);
    }
    expect((await stack.request('/v1/twins', { headers: bob.headers }).then((r) => r.json() as Promise<TwinBody>)).data).toEqual([]);
  });
});

describe('cancel and resume', () => {
  it('a twin canceled mid-stage resumes to succeeded without redoing its finished stages', async () => {
    const created = await create(alice, demo);
    const id = created.body.id as string;
    // Cancel once two stages are done and a later one is running.
    const running = await waitForTwin(stack, alice, id, (t) => ended(t) || (t.stages.length >= 2 && t.stage !== null && t.stages.length < TWIN_STAGES.length - 1));
    expect(running.status).toBe('processing');
    // The cancel answers at once with the twin `canceling`; the workflow stops the job, then GET shows `canceled`.
    const cancel = await post(alice, `/v1/twins/${id}/cancel`);
    expect([cancel.status, cancel.body.status]).toEqual([200, 'canceling']);
    const canceled = await waitForTwin(stack, alice, id, ended);
    expect(canceled.status).toBe('canceled');
    const before = (await getTwin(stack, alice, id)).stages as TwinBody[];
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThan(TWIN_STAGES.length);
    expect(await eventsOf(stack, id)).toEqual(['twin.canceled']);
    expect((await stack.request(`/v1/twins/${id}/files`, { headers: alice.headers })).status).toBe(409);

    const resumed = await post(alice, `/v1/twins/${id}/resume`);
    expect([resumed.status, resumed.body.status]).toEqual([200, 'processing']);
    const done = await waitForTwin(stack, alice, id, ended);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.stages.map((s: TwinBody) => s.stage)).toEqual([...TWIN_STAGES]);
    // The stages finished before the cancel are the same records: not run again.
    expect(done.stages.slice(0, before.length)).toEqual(before);
    // The stage the cancel interrupted ran again (its stage file counts the try: 2); the rest ran once. A cancel that lands
    // between two stages (the job stopped after one's record, before the next began: seen on a loaded machine) interrupted none.
    const attempts = done.stages.map((s: TwinBody) => s.attempts as number);
    expect(attempts.filter((_: number, i: number) => i !== before.length)).toEqual(TWIN_STAGES.slice(1).map(() => 1));
    expect([1, 2]).toContain(attempts[before.length]);
    // Charged when work started, not refunded for a cancel, not charged again for the resume.
    expect(await ledgerOf(stack, id)).toEqual([['charge', TWIN_BUILD_TOKENS]]);
    expect(await eventsOf(stack, id)).toEqual(['twin.canceled', 'twin.completed']);
  }, 900_000);

  it('a cancel right after a resume is accepted while the twin builds again, not 409 (F9)', async () => {
    const id = (await create(alice, demo)).body.id as string;
    await waitForTwin(stack, alice, id, (t) => t.status === 'processing');
    expect((await post(alice, `/v1/twins/${id}/cancel`)).status).toBe(200);
    expect((await waitForTwin(stack, alice, id, ended)).status).toBe('canceled');
    const resumed = await post(alice, `/v1/twins/${id}/resume`);
    expect([resumed.status, resumed.body.status]).toEqual([200, 'processing']);
    const again = await post(alice, `/v1/twins/${id}/cancel`);
    expect([again.status, again.body.status, again.body.error?.code]).toEqual([200, 'canceling', undefined]);
    expect((await waitForTwin(stack, alice, id, ended)).status).toBe('canceled');
    expect(await eventsOf(stack, id)).toEqual(['twin.canceled', 'twin.canceled']);
  }, 900_000);

  it('a worker restarted mid-stage: the build finishes on the new worker without rerunning finished stages', async () => {
    const id = (await create(alice, demo)).body.id as string;
    const seen: TwinBody[] = [];
    const running = await waitForTwin(stack, alice, id, (t) => ended(t) || (t.stages.length >= 1 && t.stage !== null && t.stages.length < TWIN_STAGES.length - 1), seen);
    expect(running.status).toBe('processing');
    const before = (await getTwin(stack, alice, id)).stages as TwinBody[];
    await stack.restartWorker();
    const done = await waitForTwin(stack, alice, id, ended, seen);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    // The stage a client polls never steps back across the restart (live query and row agree), nor do finished stages.
    const building = seen.filter((t) => t.status === 'processing');
    const stageIndices = building.map((t) => (t.stage === null ? -1 : TWIN_STAGES.indexOf(t.stage)));
    expect(stageIndices.some((i, n) => n > 0 && i < stageIndices[n - 1]!), building.map((t) => t.stage).join(' → ')).toBe(false);
    const finishedCounts = building.map((t) => t.stages.length);
    expect(finishedCounts.some((c, n) => n > 0 && c < finishedCounts[n - 1]!)).toBe(false);
    expect(done.stages.map((s: TwinBody) => s.stage)).toEqual([...TWIN_STAGES]);
    expect(done.stages.slice(0, before.length)).toEqual(before);
    expect(await ledgerOf(stack, id)).toEqual([['charge', TWIN_BUILD_TOKENS]]);
    expect(await eventsOf(stack, id)).toEqual(['twin.completed']);
  }, 900_000);

  it("an operator's resume signal (Temporal client, as the UI sends it) resumes a failed twin", async () => {
    // Break the worker's twin work folder so the build fails for a reason on our side.
    const twinsDir = join(stack.config.jobsDir, 'twins');
    await rm(twinsDir, { recursive: true, force: true });
    await mkdir(stack.config.jobsDir, { recursive: true });
    await writeFile(twinsDir, 'not a directory');
    const created = await create(alice, demo);
    const id = created.body.id as string;
    const failed = await waitForTwin(stack, alice, id, ended);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({ code: 'system', resumable: true });
    expect(failed.error.message).not.toMatch(/\/tmp\//);
    expect(await ledgerOf(stack, id)).toEqual([['charge', TWIN_BUILD_TOKENS], ['refund', TWIN_BUILD_TOKENS]]);

    await rm(twinsDir, { force: true });
    await stack.temporal.workflow.getHandle(id).signal(resumeTwinSignal);
    const done = await waitForTwin(stack, alice, id, (t) => t.status === 'succeeded' || (t.status === 'failed' && t.error?.message !== failed.error.message));
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.stages.map((s: TwinBody) => s.stage)).toEqual([...TWIN_STAGES]);
    // Refunded when it failed; the resumed build is paid once.
    expect(await ledgerOf(stack, id)).toEqual([['charge', TWIN_BUILD_TOKENS], ['refund', TWIN_BUILD_TOKENS], ['charge', TWIN_BUILD_TOKENS]]);
    expect(await eventsOf(stack, id)).toEqual(['twin.failed', 'twin.completed']);
    // An operator finds the resume among a few signals: progress reaches the history only at stage changes and 10 % steps.
    const signals = await signalsInHistory(stack.temporal, id);
    expect(signals.filter((s) => s.name === resumeTwinSignal.name)).toHaveLength(1);
    const progress = progressSignalBudget(signals, twinProgressSignal.name, (arg) => `${(arg.stages as unknown[]).length} ${String(arg.stage)}`);
    expect(progress.count, JSON.stringify(progress)).toBeLessThanOrEqual(progress.most);
    expect(signals.length, signals.map((s) => s.name).join(' ')).toBeLessThanOrEqual(25);
  }, 900_000);
});

describe('after the resume window', () => {
  let short: TestStack;
  let carol: TestAccount;
  beforeAll(async () => {
    short = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR, TWIN_RESUME_WINDOW_SECONDS: '1' } });
    await seedDemoDataset(short.deps.hub);
    carol = await short.createAccount({ credits: 100, features: ['twins'] });
  }, 120_000);
  afterAll(async () => {
    await short?.stop();
  });

  it("a canceled twin's workflow ends; resume starts a continuation that reuses the finished stages", async () => {
    const response = await short.request('/v1/twins', { method: 'POST', headers: carol.headers, json: demo });
    const id = ((await response.json()) as TwinBody).id as string;
    await waitForTwin(short, carol, id, (t) => ended(t) || (t.stages.length >= 2 && t.stage !== null && t.stages.length < TWIN_STAGES.length - 1));
    const canceled = await short.request(`/v1/twins/${id}/cancel`, { method: 'POST', headers: carol.headers });
    expect(canceled.status).toBe(200);
    // The workflow gives up waiting for resume after the window and ends.
    await short.temporal.workflow.getHandle(id).result();
    const before = (await getTwin(short, carol, id)).stages as TwinBody[];
    expect(before.length).toBeGreaterThanOrEqual(2);

    const resumed = await short.request(`/v1/twins/${id}/resume`, { method: 'POST', headers: carol.headers });
    expect(resumed.status).toBe(200);
    const done = await waitForTwin(short, carol, id, ended);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.stages.slice(0, before.length)).toEqual(before);
    expect(await ledgerOf(short, id)).toEqual([['charge', TWIN_BUILD_TOKENS]]);
    expect(await eventsOf(short, id)).toEqual(['twin.canceled', 'twin.completed']);
  }, 900_000);
});
