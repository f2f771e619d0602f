import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { RESOURCE_FEATURES } from '../../core/kinds.js';

let stack: TestStack;
let user: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  // Every kind's feature: the lists of flagged kinds answer their own 400s, not 403 feature_not_enabled.
  user = await stack.createAccount({ credits: 100, features: [...RESOURCE_FEATURES] });
});
afterAll(() => stack?.stop());

const post = (path: string, json: unknown) => stack.request(path, { method: 'POST', headers: user.headers, json });
const errorOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; param: string | null; message: string } }).error });
const training = (webhook_metadata: unknown) => ({ dataset: { uri: 'demo/none' }, policies: ['mlp'], hardware_tier: 'cpu', webhook_metadata });

describe('webhook_metadata bounds (as Stripe bounds metadata)', () => {
  it('refuses more than 50 keys, keys over 40 characters, strings over 500, over 5 levels or over 16 KB, naming the field', async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(await errorOf(await post('/v1/training_runs', training(many)))).toMatchObject({ status: 400, code: 'parameter_invalid', param: 'webhook_metadata' });
    expect(await errorOf(await post('/v1/training_runs', training({ ['k'.repeat(41)]: 1 })))).toMatchObject({ status: 400, param: `webhook_metadata.${'k'.repeat(41)}` });
    expect(await errorOf(await post('/v1/training_runs', training({ note: 'x'.repeat(501) })))).toMatchObject({ status: 400, param: 'webhook_metadata.note' });
    expect(await errorOf(await post('/v1/training_runs', training({ a: { b: { c: { d: { e: { f: 1 } } } } } })))).toMatchObject({ status: 400, param: 'webhook_metadata.a.b.c.d.e' });
    const big = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x'.repeat(450)]));
    const tooBig = await errorOf(await post('/v1/training_runs', training(big)));
    expect(tooBig).toMatchObject({ status: 400, param: 'webhook_metadata' });
    expect(tooBig.message).toMatch(/16384/);
    // A 3 MB value, as the review sent, never reaches the database.
    expect(await errorOf(await post('/v1/augmentations', { source: { repo_id: 'demo/x' }, instructions: 'warmer', model: 'relight', config: { relight: { '*': { temperature: 3200 } } }, output: { type: 'download' }, webhook_metadata: { blob: 'x'.repeat(3_000_000) } }))).toMatchObject({ status: 400, param: 'webhook_metadata' });
  });

  it('accepts metadata at the bounds', async () => {
    const atBounds = { ...Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`k${i}`, i])), ['k'.repeat(40)]: { a: { b: { c: 'x'.repeat(500) } } } };
    const response = await errorOf(await post('/v1/training_runs', training(atBounds)));
    expect(response).toMatchObject({ status: 404, code: 'dataset_not_found' }); // got past validation to the dataset check
  });
});

describe('validation messages', () => {
  it('say the expected type for a present value of the wrong type, and "required" only when missing', async () => {
    const wrongType = await errorOf(await post('/v1/training_runs', { dataset: { uri: 42 }, policies: ['mlp'] }));
    expect(wrongType).toMatchObject({ status: 400, param: 'dataset.uri' });
    expect(wrongType.message).toBe("'dataset.uri' must be of type string, not number.");
    const missing = await errorOf(await post('/v1/training_runs', { policies: ['mlp'] }));
    expect(missing.message).toBe("'dataset' is required.");
  });

  it('reject impossible calendar dates instead of rolling them over', async () => {
    for (const start of ['2026-02-30', '2026-02-30T10:00:00Z', '2026-13-01']) {
      const response = await stack.request(`/v1/usage?start=${start}&end=2026-03-10`, { headers: user.headers });
      expect(await errorOf(response)).toMatchObject({ status: 400, param: 'start' });
    }
    expect((await stack.request('/v1/usage?start=2024-02-29&end=2024-03-10', { headers: user.headers })).status).toBe(200);
    expect(await errorOf(await stack.request('/v1/events?created[gte]=2026-02-30', { headers: user.headers }))).toMatchObject({ status: 400, param: 'created[gte]' });
  });
});

describe('source repo_id bounds (the contract: 3..500 characters)', () => {
  const relight = (repo_id: string) => ({ source: { repo_id }, instructions: 'warmer', model: 'relight', config: { relight: { '*': { temperature: 3200 } } }, output: { type: 'download' } });
  const long = `owner-${'o'.repeat(150)}/name-${'n'.repeat(300)}`;
  const tooLong = `owner/${'n'.repeat(495)}`;

  it('takes a 400-character id as an id that names no dataset (404), not as a bad parameter', async () => {
    expect(long.length).toBeLessThanOrEqual(500);
    expect(await errorOf(await post('/v1/datasets/inspect', { repo_id: long }))).toMatchObject({ status: 404, code: 'dataset_not_found', param: 'repo_id' });
    for (const path of ['/v1/augmentations/estimate', '/v1/augmentations']) {
      expect(await errorOf(await post(path, relight(long))), path).toMatchObject({ status: 404, code: 'dataset_not_found', param: 'source.repo_id' });
    }
  });

  it('refuses 501 characters and fewer than 3, naming the field', async () => {
    expect(tooLong.length).toBe(501);
    expect(await errorOf(await post('/v1/datasets/inspect', { repo_id: tooLong }))).toMatchObject({ status: 400, code: 'parameter_invalid', param: 'repo_id' });
    expect(await errorOf(await post('/v1/augmentations', relight(tooLong)))).toMatchObject({ status: 400, param: 'source.repo_id' });
    expect(await errorOf(await post('/v1/augmentations', relight('a/')))).toMatchObject({ status: 400, param: 'source.repo_id' });
  });
});

describe('whole numbers in query and path parameters are decimal digits only', () => {
  const get = (path: string) => stack.request(path, { headers: user.headers });

  it.each(['1e1', '0x5', '5.0', '+5', ' 5', '1_0'])('limit=%s is 400 on every list', async (value) => {
    for (const list of ['/v1/augmentations', '/v1/training_runs', '/v1/twins', '/v1/rl_runs', '/v1/events']) {
      const response = await get(`${list}?limit=${encodeURIComponent(value)}`);
      expect(response.status, `${list} ${value}`).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'parameter_invalid', param: 'limit' });
    }
  });

  it('a checkpoint step or env_steps written 1e2 is 400 naming it', async () => {
    expect(await errorOf(await get('/v1/training_runs/trn_01ABCDEFGHJKMNPQRSTVWXYZ00/checkpoints/1e2/download'))).toMatchObject({ status: 400, param: 'step' });
    expect(await errorOf(await get('/v1/rl_runs/rl_01ABCDEFGHJKMNPQRSTVWXYZ00/checkpoints/1e2/onnx'))).toMatchObject({ status: 400, param: 'env_steps' });
    expect((await get('/v1/training_runs?limit=100')).status).toBe(200);
  });
});
