import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { augmentationProgressSignal } from '../../kinds/augmentation/contracts/augmentation.js';
import { progressSignalBudget, signalsInHistory } from '../helpers/workflow-signals.js';
import { openDataset } from '../../core/lerobot/index.js';
import { decodeRgbFrames, meanRgb } from '../../core/media/decode.js';
import { runFfmpeg } from '../../core/media/ffmpeg.js';
import { LocalGitHub } from '../../backends/hub/local-git.js';
import { accountNamespace, grantHubNamespace } from '../../db/hub-namespaces.js';
import { createAugmentation, getAugmentation, pushTinyDataset, waitForAugmentation, type AugmentationBody } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

async function meanLuma(path: string): Promise<number> {
  return luminance(meanRgb(await decodeRgbFrames(path, { width: 16, height: 16 })));
}

describe('relight augmentation end to end over HTTP', () => {
  let stack: TestStack;
  let account: TestAccount;
  let commit: string;

  beforeAll(async () => {
    stack = await startStack();
    account = await stack.createAccount({ credits: 1000 });
    ({ commit } = await pushTinyDataset(stack, 'demo/tiny', { episodes: 2, frames: 8 }));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('relights one camera, downloads through signed links, charges and records the event', async () => {
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/tiny' },
      instructions: 'one stop darker on the top camera',
      config: { relight: { top: { exposure: -1 } } },
      webhook_metadata: { batch: 7 },
    }, { 'Idempotency-Key': 'relight-1' });
    expect(created.status).toBe('processing');
    expect(created.id).toMatch(/^aug_/);
    expect('files' in created.output).toBe(false);

    const seen: AugmentationBody[] = [];
    const done = await waitForAugmentation(stack, account, created.id, { seen });
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.model).toBe('relight');
    expect(done.config.episode_count).toBe(2);
    expect(done.plan?.engine).toBe('relight');
    expect(done.plan?.source_revision).toBe(commit);
    expect(Object.keys(done.plan?.relight ?? {})).toEqual(['observation.images.top']);
    expect(done.progress).toBe(1);
    expect(done.tokens.charged).toBeGreaterThan(0);
    const phases = new Set(seen.map((s) => s.phase));
    expect([...phases].filter((p) => p !== null).every((p) => ['import', 'generate', 'publish'].includes(p!))).toBe(true);
    // Progress reaches the workflow's history only at phase changes and 10 % steps; GET showed finer progress from the row.
    const progress = progressSignalBudget(await signalsInHistory(stack.temporal, created.id), augmentationProgressSignal.name, (arg) => arg.phase);
    expect(progress.count, JSON.stringify(progress)).toBeLessThanOrEqual(progress.most);

    // Download every file through its signed link (no Authorization header) and read the dataset back.
    const files = done.output.files!;
    expect(files.length).toBeGreaterThan(3);
    // Only the dataset: no temporary, partial or job-state files.
    expect(files.filter((f) => f.path.split('/').some((part) => part.startsWith('.')))).toEqual([]);
    const out = join(stack.dataDir, 'downloaded');
    for (const file of files) {
      const url = new URL(file.url);
      expect(url.searchParams.size).toBeGreaterThan(0);
      const response = await stack.request(url.pathname + url.search);
      expect(response.status, file.path).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(file.bytes);
      await mkdir(dirname(join(out, file.path)), { recursive: true });
      await writeFile(join(out, file.path), bytes);
    }
    const dataset = await openDataset(out);
    const source = await openDataset(await stack.deps.hub.checkout('demo/tiny', commit));
    expect(dataset.episodes.map((e) => e.length)).toEqual(source.episodes.map((e) => e.length));
    expect(dataset.cameras.map((c) => c.key)).toEqual(source.cameras.map((c) => c.key));
    const top = source.episodes[0]!.videos['observation.images.top']!.path;
    const front = source.episodes[0]!.videos['observation.images.front']!.path;
    expect(await meanLuma(join(out, top))).toBeLessThan((await meanLuma(join(source.root, top))) * 0.8);
    expect((await readFile(join(out, front))).equals(await readFile(join(source.root, front)))).toBe(true);

    // The fallback route needs the key and serves ranges.
    const direct = `/v1/augmentations/${created.id}/files/meta/info.json`;
    expect((await stack.request(direct)).status).toBe(401);
    const ranged = await stack.request(direct, { headers: { ...account.headers, Range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(10);

    // Lists never carry output.files.
    const list = (await (await stack.request('/v1/augmentations', { headers: account.headers })).json()) as { data: AugmentationBody[] };
    const listed = list.data.find((a) => a.id === created.id)!;
    expect(listed.status).toBe('succeeded');
    expect('files' in listed.output).toBe(false);

    // Money: the charge is in /v1/usage; nothing refunded for a success.
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; charged: number; refunded: number }[] };
    const record = usage.data.find((r) => r.resource_id === created.id)!;
    expect(record.charged).toBe(done.tokens.charged);
    expect(record.refunded).toBe(0);

    // The event: augmentation.completed, webhook_metadata, no output.files.
    const events = (await (await stack.request(`/v1/events?resource_id=${created.id}`, { headers: account.headers })).json()) as {
      data: { type: string; webhook_metadata: unknown; idempotency_key: string | null; data: { object: AugmentationBody } }[];
    };
    expect(events.data.map((e) => e.type)).toEqual(['augmentation.completed']);
    expect(events.data[0]!.webhook_metadata).toEqual({ batch: 7 });
    expect(events.data[0]!.idempotency_key).toBe('relight-1');
    expect('files' in events.data[0]!.data.object.output).toBe(false);

    // Operations view of the same run.
    const op = (await (await stack.request(`/v1/operations/${created.id}`, { headers: account.headers })).json()) as { status: string; kind: string };
    expect(op).toMatchObject({ status: 'succeeded', kind: 'augmentation' });

    // A second cancel of an ended run is 409.
    const cancel = await stack.request(`/v1/augmentations/${created.id}/cancel`, { method: 'POST', headers: account.headers });
    expect(cancel.status).toBe(409);
    expect(((await cancel.json()) as { error: { code: string } }).error.code).toBe('not_cancelable');
  });

  it('auto with a reference photo: the planner reads it and records the plan and its reason', async () => {
    const png = join(stack.dataDir, 'dark.png');
    await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=0x181410:s=64x64', '-frames:v', '1', png]);
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/tiny' },
      instructions: 'match the look of this photo',
      reference_images: [{ data: (await readFile(png)).toString('base64'), media_type: 'image/png', camera: 'top' }],
    });
    expect(created.model).toBe('auto');
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.model).toBe('relight');
    expect(done.plan?.reason).toBeTruthy();
    expect(done.plan?.relight?.['observation.images.top']?.exposure).toBeLessThan(0);
  });

  it('publishes to the hub as a new commit tagged with the codebase version', async () => {
    const hub = stack.deps.hub as LocalGitHub;
    await hub.push('team/relit', join(stack.dataDir, `src-demo__tiny`), { message: 'existing', tags: [] });
    await grantHubNamespace(stack.sql, 'team', account.account.id);
    const before = await hub.summary('team/relit');
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/tiny' },
      instructions: 'warmer',
      model: 'relight',
      config: { relight: { '*': { temperature: 3200 } } },
      output: { type: 'hub', repo_id: 'team/relit', private: true },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    // The repo, never where this server keeps it (issue 23, F6): not in the run, not in its events.
    expect(done.output.url).toBe('hub://team/relit');
    const events = await stack.sql<{ data: unknown }[]>`select data from events where resource_id = ${created.id}`;
    expect(events.length).toBeGreaterThan(0);
    for (const text of [JSON.stringify(done), JSON.stringify(events)]) {
      expect(text).not.toContain('file://');
      expect(text).not.toContain(stack.dataDir);
    }
    const after = await hub.summary('team/relit');
    expect(after.head).not.toBe(before.head);
    expect(after.tags.find((t) => t.name === 'v3.0')?.commit).toBe(after.head);
    expect(after.private).toBe(true);
    const pushed = await openDataset(await hub.checkout('team/relit', after.head!));
    expect(pushed.episodes.length).toBe(2);
    const again = await getAugmentation(stack, account, created.id);
    expect(again.output).toMatchObject({ type: 'hub', repo_id: 'team/relit' });
  });
});

describe('a LeRobot v2.1 source', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
    await pushTinyDataset(stack, 'demo/old', { episodes: 2, frames: 4, version: 'v2.1' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is relit into a new hub repo tagged v2.1, public when asked', async () => {
    const account = await stack.createAccount({ credits: 100 });
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/old' },
      instructions: 'less saturated',
      config: { relight: { '*': { saturation: 0.3 } } },
      output: { type: 'hub', private: false },
    });
    expect(created.output.repo_id).toBe(`${accountNamespace(account.account.id)}/old-aug-${created.id.slice(4).toLowerCase()}`);
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    const hub = stack.deps.hub as LocalGitHub;
    const summary = await hub.summary(created.output.repo_id!);
    expect(summary.tags.map((t) => t.name)).toEqual(['v2.1']);
    expect(summary.private).toBe(false);
    const pushed = await openDataset(await hub.checkout(created.output.repo_id!, summary.head!));
    expect(pushed.version).toBe('v2.1');
    expect(pushed.episodes.map((e) => e.length)).toEqual([4, 4]);
  });
});

describe('download links when storage signing is off', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ env: { STORAGE_SIGNING_SECRET: 'off' } });
    await pushTinyDataset(stack, 'demo/tiny', { episodes: 1, frames: 4 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('output.files point at /v1/augmentations/{id}/files/{path}, which needs the key and serves ranges', async () => {
    const account = await stack.createAccount({ credits: 100 });
    const created = await createAugmentation(stack, account, { source: { repo_id: 'demo/tiny' }, instructions: 'darker', config: { relight: { front: { exposure: -2 } } } });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    const info = done.output.files!.find((f) => f.path === 'meta/info.json')!;
    expect(info.url).toBe(`http://api.test/v1/augmentations/${created.id}/files/meta/info.json`);
    const path = new URL(info.url).pathname;
    expect((await stack.request(path)).status).toBe(401);
    const whole = await stack.request(path, { headers: account.headers });
    expect(whole.status).toBe(200);
    expect(JSON.parse(await whole.text()).codebase_version).toBe('v3.0');
    const tail = await stack.request(path, { headers: { ...account.headers, Range: `bytes=-5` } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('Content-Range')).toBe(`bytes ${info.bytes - 5}-${info.bytes - 1}/${info.bytes}`);
    const beyond = await stack.request(path, { headers: { ...account.headers, Range: `bytes=${info.bytes + 10}-` } });
    expect(beyond.status).toBe(416);
    const stranger = await stack.createAccount();
    expect((await stack.request(path, { headers: stranger.headers })).status).toBe(404);
  });
});
