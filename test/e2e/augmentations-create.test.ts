import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTinyDataset } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

interface ErrorBody {
  error: { type: string; code: string; param: string | null; message: string; details: Record<string, unknown> | null };
}

const valid = { source: { repo_id: 'demo/tiny' }, instructions: 'one stop darker' };
const image = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

describe('POST /v1/augmentations: validation, source checks, money and features', () => {
  let stack: TestStack;
  let account: TestAccount;

  beforeAll(async () => {
    // No worker: these requests are judged at create; runs they start are not needed here.
    stack = await startStack({ worker: false });
    account = await stack.createAccount({ credits: 1000 });
    await pushTinyDataset(stack, 'demo/tiny', { episodes: 2, frames: 4 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const post = async (json: unknown, who: TestAccount = account, path = '/v1/augmentations') => {
    const response = await stack.request(path, { method: 'POST', headers: who.headers, json });
    return { status: response.status, body: (await response.json()) as ErrorBody & Record<string, unknown> };
  };

  const cases: [string, unknown, string][] = [
    ['instructions too short', { ...valid, instructions: 'ab' }, 'instructions'],
    ['instructions too long', { ...valid, instructions: 'x'.repeat(2001) }, 'instructions'],
    ['instructions missing', { source: valid.source }, 'instructions'],
    ['repo_id too short', { ...valid, source: { repo_id: 'ab' } }, 'source.repo_id'],
    ['repo_id too long', { ...valid, source: { repo_id: `a/${'b'.repeat(499)}` } }, 'source.repo_id'],
    ['source type other than hub', { ...valid, source: { type: 'url', repo_id: 'demo/tiny' } }, 'source.type'],
    ['episode_count 0', { ...valid, config: { episode_count: 0 } }, 'config.episode_count'],
    ['episode_count 501', { ...valid, config: { episode_count: 501 } }, 'config.episode_count'],
    ['episode_count not an integer', { ...valid, config: { episode_count: 1.5 } }, 'config.episode_count'],
    ['episode_count over 50 for video', { ...valid, model: 'video', config: { episode_count: 51 } }, 'config.episode_count'],
    ['501 variation prompts', { ...valid, config: { variation_prompts: Array(501).fill('sunset') } }, 'config.variation_prompts'],
    ['51 variation prompts for video', { ...valid, model: 'video', config: { variation_prompts: Array(51).fill('sunset') } }, 'config.variation_prompts'],
    ['exposure below -5', { ...valid, config: { relight: { top: { exposure: -5.1 } } } }, 'config.relight.top.exposure'],
    ['exposure above 3', { ...valid, config: { relight: { top: { exposure: 3.5 } } } }, 'config.relight.top.exposure'],
    ['temperature below 1500', { ...valid, config: { relight: { '*': { temperature: 1000 } } } }, 'config.relight.*.temperature'],
    ['temperature above 12000', { ...valid, config: { relight: { '*': { temperature: 12001 } } } }, 'config.relight.*.temperature'],
    ['tint outside -1..1', { ...valid, config: { relight: { top: { tint: 1.2 } } } }, 'config.relight.top.tint'],
    ['contrast below 0.5', { ...valid, config: { relight: { top: { contrast: 0.4 } } } }, 'config.relight.top.contrast'],
    ['saturation above 2', { ...valid, config: { relight: { top: { saturation: 2.1 } } } }, 'config.relight.top.saturation'],
    ['unknown relight field', { ...valid, config: { relight: { top: { gamma: 1 } } } }, 'config.relight.top.gamma'],
    ['unknown model', { ...valid, model: 'diffusion' }, 'model'],
    ['unknown output type', { ...valid, output: { type: 's3' } }, 'output.type'],
    ['7 reference images', { ...valid, reference_images: Array(7).fill({ data: image(10) }) }, 'reference_images'],
    ['reference image over 5 MB', { ...valid, reference_images: [{ data: image(5 * 1024 * 1024 + 3) }] }, 'reference_images.0.data'],
    ['reference images over 20 MB in total', { ...valid, reference_images: Array(5).fill({ data: image(4.5 * 1024 * 1024) }) }, 'reference_images'],
    ['reference image of another media type', { ...valid, reference_images: [{ data: image(10), media_type: 'image/gif' }] }, 'reference_images.0.media_type'],
    ['reference image data not base64', { ...valid, reference_images: [{ data: 'not base64!' }] }, 'reference_images.0.data'],
    ['unknown top-level field', { ...valid, colour: 'red' }, 'colour'],
    ['hub output repo_id not owner/name', { ...valid, output: { type: 'hub', repo_id: 'no-slash' } }, 'output.repo_id'],
    ['hub output private not a boolean', { ...valid, output: { type: 'hub', repo_id: 'me/out', private: 'yes' } }, 'output.private'],
  ];

  it.each(cases)('%s → 400 parameter_invalid naming the field', async (_name, json, param) => {
    const { status, body } = await post(json);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.error.code).toBe('parameter_invalid');
    expect(body.error.param).toBe(param);
  });

  it('accepts every limit at its edge', async () => {
    const { status, body } = await post({
      ...valid,
      config: { episode_count: 500, relight: { top: { exposure: -5, temperature: 12000, tint: -1, contrast: 0.5, saturation: 2 }, '*': { exposure: 3 } } },
      reference_images: [...Array(3).fill({ data: image(5 * 1024 * 1024), media_type: 'image/png' }), { data: image(10), media_type: 'image/webp', camera: 'front' }],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.status).toBe('processing');
  });

  it('a camera the dataset lacks → 400 camera_not_found listing the cameras, short and full names accepted', async () => {
    const { status, body } = await post({ ...valid, config: { relight: { wrist: { exposure: -1 } } } });
    expect(status).toBe(400);
    expect(body.error.code).toBe('camera_not_found');
    expect(body.error.param).toBe('config.relight.wrist');
    expect(body.error.details?.cameras).toEqual([
      { key: 'observation.images.front', name: 'front' },
      { key: 'observation.images.top', name: 'top' },
    ]);
    const byImage = await post({ ...valid, reference_images: [{ data: image(10), camera: 'side' }] });
    expect(byImage.body.error.code).toBe('camera_not_found');
    expect(byImage.body.error.param).toBe('reference_images.0.camera');
    const full = await post({ ...valid, config: { relight: { 'observation.images.top': { exposure: -1 }, front: { saturation: 0 } } } });
    expect(full.status).toBe(201);
  });

  it('a missing or unreadable source is a 4xx at create', async () => {
    const missing = await post({ ...valid, source: { repo_id: 'demo/nothing-here' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('dataset_not_found');
    expect(missing.body.error.param).toBe('source.repo_id');
    const badId = await post({ ...valid, source: { repo_id: 'no-slash-here' } });
    expect(badId.status).toBe(400);
    expect(badId.body.error.param).toBe('source.repo_id');
  });

  it('402 insufficient_tokens when the estimate exceeds the balance', async () => {
    const poor = await stack.createAccount({ credits: 0 });
    const { status, body } = await post(valid, poor);
    expect(status).toBe(402);
    expect(body.error.code).toBe('insufficient_tokens');
    expect(body.error.details).toMatchObject({ balance: 0 });
  });

  it('model video with no video engine configured → 403 feature_not_enabled', async () => {
    const withFeature = await stack.createAccount({ credits: 1000, features: ['video_augmentation'] });
    const { status, body } = await post({ ...valid, model: 'video', config: { episode_count: 2 } }, withFeature);
    expect(status).toBe(403);
    expect(body.error.code).toBe('feature_not_enabled');
    expect(body.error.message).toMatch(/no video engine/i);
  });

  it('needs augmentations:write; read-only keys may list and estimate', async () => {
    const reader = await stack.createAccount({ credits: 1000, scopes: ['augmentations:read'] });
    const { status, body } = await post(valid, reader);
    expect(status).toBe(403);
    expect(body.error.code).toBe('missing_scope');
    const estimate = await post({ ...valid, model: 'relight' }, reader, '/v1/augmentations/estimate');
    expect(estimate.status).toBe(200);
    expect(estimate.body).toMatchObject({ object: 'augmentation_estimate', model: 'relight' });
    expect(estimate.body.tokens).toBeGreaterThan(0);
    const video = await post({ ...valid, model: 'video', config: { episode_count: 2 } }, reader, '/v1/augmentations/estimate');
    expect(video.body).toMatchObject({ model: 'video', tokens: 80, breakdown: { episodes: 2, tokens_per_episode: 40 } });
  });

  it('the estimate shows the balance only to keys that hold usage:read', async () => {
    const reader = await stack.createAccount({ credits: 1000, scopes: ['augmentations:read'] });
    const priceOnly = await post({ ...valid, model: 'relight' }, reader, '/v1/augmentations/estimate');
    expect(priceOnly.status).toBe(200);
    expect(priceOnly.body).not.toHaveProperty('balance');
    const accountant = await stack.createAccount({ credits: 1000, scopes: ['augmentations:read', 'usage:read'] });
    const withBalance = await post({ ...valid, model: 'relight' }, accountant, '/v1/augmentations/estimate');
    expect(withBalance.body).toMatchObject({ object: 'augmentation_estimate', balance: 1000 });
  });

  it('Idempotency-Key replays the same augmentation; another payload is 409', async () => {
    const headers = { ...account.headers, 'Idempotency-Key': 'create-once' };
    const first = await stack.request('/v1/augmentations', { method: 'POST', headers, json: valid });
    const second = await stack.request('/v1/augmentations', { method: 'POST', headers, json: valid });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await second.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const other = await stack.request('/v1/augmentations', { method: 'POST', headers, json: { ...valid, instructions: 'brighter' } });
    expect(other.status).toBe(409);
    expect(((await other.json()) as ErrorBody).error.code).toBe('idempotency_key_reused');
  });

  it('another account reads the id as missing; OpenAPI documents every route', async () => {
    const { body } = await post(valid);
    const stranger = await stack.createAccount({ credits: 10 });
    for (const path of [`/v1/augmentations/${body.id}`, `/v1/augmentations/${body.id}/episodes`]) {
      const response = await stack.request(path, { headers: stranger.headers });
      expect(response.status).toBe(404);
    }
    const cancel = await stack.request(`/v1/augmentations/${body.id}/cancel`, { method: 'POST', headers: stranger.headers });
    expect(cancel.status).toBe(404);
    const spec = (await (await stack.request('/v1/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of ['/v1/augmentations', '/v1/augmentations/estimate', '/v1/augmentations/{id}', '/v1/augmentations/{id}/cancel', '/v1/augmentations/{id}/episodes', '/v1/augmentations/{id}/files/{path}']) {
      expect(spec.paths[path], path).toBeDefined();
    }
  });
});
