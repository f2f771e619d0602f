import { readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAugmentation, pushTinyDataset, waitForAugmentation, type AugmentationBody } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

interface UsageBody {
  data: { resource_id: string; charged: number; refunded: number; entries: { kind: string; amount: number }[] }[];
}

async function finishedFiles(root: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  try {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.mp4')) continue;
      const path = join(entry.parentPath, entry.name);
      out.set(relative(root, path), (await stat(path)).ino);
    }
  } catch {
    // not there yet
  }
  return out;
}

describe('augmentation lifecycle: cancel, resume after a worker restart, failure refunds', () => {
  let stack: TestStack;
  let account: TestAccount;
  const previousPreset = process.env.RELIGHT_SVTAV1_PRESET;

  beforeAll(async () => {
    // Slow encodes (one at a time, a slow SVT-AV1 preset) so there is time to act mid-run.
    process.env.RELIGHT_SVTAV1_PRESET = '2';
    stack = await startStack({ env: { RELIGHT_CONCURRENCY: '1' } });
    account = await stack.createAccount({ credits: 10_000 });
    await pushTinyDataset(stack, 'demo/longer', { episodes: 8, frames: 60, episodesPerFile: 1, size: 128 });
  });
  afterAll(async () => {
    if (previousPreset === undefined) delete process.env.RELIGHT_SVTAV1_PRESET;
    else process.env.RELIGHT_SVTAV1_PRESET = previousPreset;
    await stack?.stop();
  });

  const usageOf = async (id: string) => {
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as UsageBody;
    return usage.data.find((r) => r.resource_id === id);
  };

  it('cancel stops the relight, ends canceled, emits augmentation.canceled and publishes nothing', async () => {
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/longer' },
      instructions: 'darker',
      config: { relight: { '*': { exposure: -1 } } },
    });
    await waitForAugmentation(stack, account, created.id, { until: (a) => a.phase === 'generate' && a.progress > 0 });
    const cancelHeaders = { ...account.headers, 'Idempotency-Key': `cancel-${created.id}` };
    const response = await stack.request(`/v1/augmentations/${created.id}/cancel`, { method: 'POST', headers: cancelHeaders });
    const body = (await response.json()) as AugmentationBody;
    expect(response.status).toBe(200);
    // The cancel answers at once; the workflow stops ffmpeg and writes the ending, which GET then shows.
    expect(body.status).toBe('canceling');
    expect('files' in body.output).toBe(false);
    expect((await waitForAugmentation(stack, account, created.id, { until: (a) => a.status === 'canceled' })).status).toBe('canceled');
    const events = (await (await stack.request(`/v1/events?resource_id=${created.id}`, { headers: account.headers })).json()) as { data: { type: string }[] };
    expect(events.data.map((e) => e.type)).toEqual(['augmentation.canceled']);
    const again = await stack.request(`/v1/augmentations/${created.id}/cancel`, { method: 'POST', headers: account.headers });
    expect(again.status).toBe(409);
    const replay = await stack.request(`/v1/augmentations/${created.id}/cancel`, { method: 'POST', headers: cancelHeaders });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    // tokens.charged stays as charged; the work folder (and so any ffmpeg output) is gone.
    expect(body.tokens.charged).toBeGreaterThan(0);
    expect(await finishedFiles(join(stack.config.jobsDir, 'augmentations', created.id))).toEqual(new Map());
  });

  it('resumes after a worker restart without redoing finished files', async () => {
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/longer' },
      instructions: 'darker',
      config: { relight: { top: { exposure: -1 } } },
    });
    const outputDir = join(stack.config.jobsDir, 'augmentations', created.id, 'output');
    // Wait until some relit files are finished, then take the worker away mid-run.
    let before = new Map<string, number>();
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      before = new Map([...(await finishedFiles(outputDir))].filter(([path]) => path.includes('observation.images.top')));
      if (before.size >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(before.size).toBeGreaterThanOrEqual(2);
    await stack.restartWorker();

    // While the resumed attempt runs, the files finished before the restart are never rewritten.
    const rewritten: string[] = [];
    const scans: Promise<void>[] = [];
    const scan = () =>
      finishedFiles(outputDir).then((now) => {
        for (const [path, ino] of before) if (now.has(path) && now.get(path) !== ino) rewritten.push(path);
      });
    const seen: AugmentationBody[] = [];
    const done = await waitForAugmentation(stack, account, created.id, {
      seen,
      timeoutMs: 240_000,
      until: (a) => {
        scans.push(scan());
        return a.status !== 'processing';
      },
    });
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    // Every scan taken while it ran has landed, and one more after the end.
    await Promise.all(scans);
    await scan();
    expect(scans.length).toBeGreaterThan(0);
    expect(rewritten).toEqual([]);
    expect(seen.some((s) => /resum/.test(s.status_message ?? ''))).toBe(true);
    const record = await usageOf(created.id);
    expect(record?.entries.filter((e) => e.kind === 'charge')).toHaveLength(1);
  });

  it('a relight that fails is refunded in full when the run ends; tokens.charged does not shrink', async () => {
    const { dir } = await pushTinyDataset(stack, 'demo/broken', { episodes: 2, frames: 6 });
    // Same files, but the top camera's video is no longer a video.
    const video = (await readdir(join(dir, 'videos'), { recursive: true })).find((p) => p.includes('observation.images.top') && p.endsWith('.mp4'))!;
    await writeFile(join(dir, 'videos', video), 'not a video');
    await stack.deps.hub.push('demo/broken', dir, { message: 'break the top camera', tags: ['v3.0'] });
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/broken' },
      instructions: 'darker',
      config: { relight: { top: { exposure: -1 } } },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status).toBe('failed');
    expect(['pipeline_failed', 'incompatible_dataset']).toContain(done.error?.code);
    expect(done.error?.message).toBeTruthy();
    // Safe to show: the broken file is named within the dataset; nothing of the worker's disk shows.
    expect(done.error?.message).not.toMatch(/\/tmp\/|rlp-stack|hub-cache/);
    expect(done.tokens.charged).toBeGreaterThan(0);
    const record = await usageOf(created.id);
    expect(record).toMatchObject({ charged: done.tokens.charged, refunded: done.tokens.charged });
    const events = (await (await stack.request(`/v1/events?resource_id=${created.id}`, { headers: account.headers })).json()) as { data: { type: string; data: { object: AugmentationBody } }[] };
    expect(events.data.map((e) => e.type)).toEqual(['augmentation.failed']);
    expect(events.data[0]!.data.object.error?.code).toBe(done.error?.code);
  });
});
