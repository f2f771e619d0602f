import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { createAugmentation, pushTinyDataset } from '../helpers/augmentations.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

// No worker polls this stack's task queue, so the live query to a run's workflow never answers:
// GET by id must fall back to the stored row, through the API, instead of failing or hanging.
let stack: TestStack;
let account: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false, env: { LIVE_QUERY_TIMEOUT_MS: '200' } });
  account = await stack.createAccount({ credits: 1000, concurrencyLimit: 4 });
  await pushTinyDataset(stack, 'demo/tiny', { episodes: 2, frames: 4 });
  await stack.deps.hub.push('lab/so101', SO101_RECORD_TEST, { message: 'so101' });
});
afterAll(() => stack.stop());

describe('GET by id while the workflow cannot answer', () => {
  it('answers an augmentation from its stored row', async () => {
    const created = await createAugmentation(stack, account, { source: { repo_id: 'demo/tiny' }, instructions: 'one stop darker' });
    await stack.sql`update augmentations set phase = 'generate', status_message = 'written by the last activity' where id = ${created.id}`;
    const response = await stack.request(`/v1/augmentations/${created.id}`, { headers: account.headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: created.id, status: 'processing', phase: 'generate', status_message: 'written by the last activity' });
  });

  it('answers a training run from its stored row', async () => {
    const response = await stack.request('/v1/training_runs', { method: 'POST', headers: account.headers, json: { dataset: { uri: 'lab/so101' }, policies: ['mlp'], config: { steps: 100 } } });
    expect(response.status, await response.clone().text()).toBe(201);
    const id = ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
    await stack.sql`update training_runs set status_message = 'written by the last activity' where id = ${id}`;
    const got = await stack.request(`/v1/training_runs/${id}`, { headers: account.headers });
    expect(got.status).toBe(200);
    expect(await got.json()).toMatchObject({ id, status: 'processing', status_message: 'written by the last activity' });
  });
});
