import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataset } from '../../core/lerobot/index.js';
import { createAugmentation, pushTinyDataset, waitForAugmentation } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { TestVideoEngine } from '../helpers/test-video-engine.js';

describe('video augmentation orchestration with the test-only generator', () => {
  let stack: TestStack;
  let account: TestAccount;
  const engine = new TestVideoEngine();

  beforeAll(async () => {
    stack = await startStack({ videoEngine: engine });
    account = await stack.createAccount({ credits: 1000, features: ['video_augmentation'] });
    await pushTinyDataset(stack, 'demo/tiny', { episodes: 4, frames: 6 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('generates one episode per prompt from the start of the dataset, reports episodes and refunds the ones never generated', async () => {
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/tiny' },
      instructions: 'different weather',
      model: 'video',
      config: { variation_prompts: ['sunset light', 'please fail here', 'rain on the table'] },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.model).toBe('video');
    expect(done.tokens.charged).toBe(120);
    expect(engine.submitted.filter((j) => j.augmentationId === created.id).map((j) => [j.sourceEpisodeIndex, j.prompt])).toEqual([
      [0, 'sunset light'],
      [1, 'please fail here'],
      [2, 'rain on the table'],
    ]);

    const page1 = (await (await stack.request(`/v1/augmentations/${created.id}/episodes?limit=2`, { headers: account.headers })).json()) as {
      data: { object: string; index: number; status: string; source_episode_index: number; error: string | null }[];
      has_more: boolean;
      next_cursor: string;
    };
    expect(page1.data.map((e) => [e.index, e.status, e.source_episode_index])).toEqual([
      [0, 'succeeded', 0],
      [1, 'failed', 1],
    ]);
    expect(page1.data[1]!.error).toMatch(/refuses/);
    expect(page1.has_more).toBe(true);
    const page2 = (await (await stack.request(`/v1/augmentations/${created.id}/episodes?limit=2&starting_after=${page1.next_cursor}`, { headers: account.headers })).json()) as typeof page1;
    expect(page2.data.map((e) => [e.index, e.status])).toEqual([[2, 'succeeded']]);
    expect(page2.has_more).toBe(false);

    // One episode never generated: 40 tokens back, visible in /v1/usage; charged stays 120.
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; charged: number; refunded: number }[] };
    expect(usage.data.find((r) => r.resource_id === created.id)).toMatchObject({ charged: 120, refunded: 40 });

    // The published dataset holds the two generated episodes with the source's trajectories.
    const out = join(stack.dataDir, 'video-download');
    for (const file of done.output.files!) {
      const url = new URL(file.url);
      const response = await stack.request(url.pathname + url.search);
      expect(response.status).toBe(200);
      await mkdir(dirname(join(out, file.path)), { recursive: true });
      await writeFile(join(out, file.path), Buffer.from(await response.arrayBuffer()));
    }
    const dataset = await openDataset(out);
    expect(dataset.episodes.map((e) => e.length)).toEqual([6, 6]);
    expect(dataset.cameras.map((c) => c.key)).toEqual(['observation.images.front', 'observation.images.top']);
  });

  it('more prompts than the dataset has episodes: one episode per prompt, sources cycling from the start, priced per prompt', async () => {
    const prompts = ['one', 'two', 'three', 'four', 'five', 'six'];
    const estimate = (await (
      await stack.request('/v1/augmentations/estimate', {
        method: 'POST',
        headers: { ...account.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ source: { repo_id: 'demo/tiny' }, instructions: 'different weather', model: 'video', config: { variation_prompts: prompts } }),
      })
    ).json()) as { tokens: number };
    expect(estimate.tokens).toBe(6 * 40);
    const created = await createAugmentation(stack, account, { source: { repo_id: 'demo/tiny' }, instructions: 'different weather', model: 'video', config: { variation_prompts: prompts } });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.tokens.charged).toBe(6 * 40);
    const episodes = (await (await stack.request(`/v1/augmentations/${created.id}/episodes`, { headers: account.headers })).json()) as { data: { index: number; status: string; source_episode_index: number }[] };
    expect(episodes.data.map((e) => [e.index, e.source_episode_index, e.status])).toEqual([
      [0, 0, 'succeeded'],
      [1, 1, 'succeeded'],
      [2, 2, 'succeeded'],
      [3, 3, 'succeeded'],
      [4, 0, 'succeeded'],
      [5, 1, 'succeeded'],
    ]);
  });

  it('cancel stops the GPU job; the episodes end canceled and are refunded', async () => {
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/tiny' },
      instructions: 'different weather',
      model: 'video',
      config: { variation_prompts: ['sunset light', 'slow fog', 'rain'] },
    });
    // Every episode's job starts at once; the slow one is still running when the other two are done.
    await waitForAugmentation(stack, account, created.id, { until: (a) => /2\/3 done/.test(a.status_message ?? '') });
    const response = await stack.request(`/v1/augmentations/${created.id}/cancel`, { method: 'POST', headers: account.headers });
    expect(((await response.json()) as { status: string }).status).toBe('canceling');
    expect((await waitForAugmentation(stack, account, created.id, { until: (a) => a.status === 'canceled' })).status).toBe('canceled');
    // The job of the episode in progress is canceled too.
    await expect.poll(() => engine.canceled, { timeout: 60_000, interval: 100 }).toContain(`${created.id}-1`);
    const episodes = (await (await stack.request(`/v1/augmentations/${created.id}/episodes`, { headers: account.headers })).json()) as { data: { index: number; status: string }[] };
    expect(episodes.data.map((e) => [e.index, e.status])).toEqual([
      [0, 'succeeded'],
      [1, 'canceled'],
      [2, 'succeeded'],
    ]);
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; charged: number; refunded: number }[] };
    expect(usage.data.find((r) => r.resource_id === created.id)).toMatchObject({ charged: 120, refunded: 40 });
  });

  it('a relight run has no episodes to list', async () => {
    const created = await createAugmentation(stack, account, { source: { repo_id: 'demo/tiny' }, instructions: 'darker', model: 'relight' });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status).toBe('succeeded');
    const episodes = (await (await stack.request(`/v1/augmentations/${created.id}/episodes`, { headers: account.headers })).json()) as { data: unknown[] };
    expect(episodes.data).toEqual([]);
  });
});

describe('auto never picks an unavailable video engine', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
    await pushTinyDataset(stack, 'demo/tiny', { episodes: 2, frames: 4 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('fails the run with capacity and refunds everything charged', async () => {
    const account = await stack.createAccount({ credits: 1000, features: ['video_augmentation'] });
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'demo/tiny' },
      instructions: 'replace the cube with a banana',
      config: { episode_count: 2 },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status).toBe('failed');
    expect(done.error?.code).toBe('capacity');
    expect(done.model).toBe('video');
    expect(done.plan?.engine).toBe('video');
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; charged: number; refunded: number }[] };
    const record = usage.data.find((r) => r.resource_id === created.id)!;
    expect(record.charged).toBe(done.tokens.charged);
    expect(record.refunded).toBe(record.charged);
    const events = (await (await stack.request(`/v1/events?resource_id=${created.id}`, { headers: account.headers })).json()) as { data: { type: string }[] };
    expect(events.data.map((e) => e.type)).toEqual(['augmentation.failed']);
  });
});
