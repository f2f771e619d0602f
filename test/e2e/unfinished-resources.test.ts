import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { TWIN_STAGES } from '../../core/twins/stages.js';
import { insertAugmentation } from '../../kinds/augmentation/db/augmentations.js';
import { insertTwin } from '../../kinds/twin/db/twin-rows.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let alice: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  alice = await stack.createAccount({ credits: 100, features: ['twins'] });
});
afterAll(() => stack?.stop());

const twinRow = () =>
  insertTwin(stack.sql, {
    id: newId('twin'), accountId: alice.account.id, source: { type: 'hub', repo_id: 'demo/x' }, sourceRevision: null,
    episodeIndex: 0, config: {}, etaSeconds: 60, webhookMetadata: null, requestId: null, idempotencyKey: null,
  });
const get = async (id: string) => (await (await stack.request(`/v1/twins/${id}`, { headers: alice.headers })).json()) as { stage: unknown; webhook_metadata: unknown };

describe('the twin object follows the contract: stage a string, webhook_metadata an object', () => {
  it('a queued twin made without webhook_metadata reads the first stage and {}', async () => {
    const row = await twinRow();
    const twin = await get(row.id);
    expect(twin.stage).toBe(TWIN_STAGES[0]);
    expect(twin.webhook_metadata).toEqual({});
    const list = (await (await stack.request('/v1/twins', { headers: alice.headers })).json()) as { data: { id: string; stage: unknown; webhook_metadata: unknown }[] };
    expect(list.data.find((t) => t.id === row.id)).toMatchObject({ stage: TWIN_STAGES[0], webhook_metadata: {} });
  });

  it('a finished twin whose row kept no stage reads the last stage', async () => {
    const row = await twinRow();
    const stages = TWIN_STAGES.map((stage) => ({ stage, ok: true, attempts: 1, seconds: 1, measurement: 'ok' }));
    await stack.sql`update twins set status = 'succeeded', phase = null, progress = 1, stages = ${stack.sql.json(stages)}, completed_at = now() where id = ${row.id}`;
    expect((await get(row.id)).stage).toBe(TWIN_STAGES.at(-1));
  });
});

describe('files of an augmentation that has not succeeded', () => {
  it('answer 409 augmentation_not_ready with its status (not "No such resource"); another account still gets 404', async () => {
    const row = await insertAugmentation(stack.sql, {
      id: newId('augmentation'), accountId: alice.account.id, model: 'relight', source: { type: 'hub', repo_id: 'demo/x' }, instructions: 'warmer',
      config: { episode_count: 1, variation_prompts: null, relight: null }, referenceImages: [], output: { type: 'download' }, webhookMetadata: null, requestId: null, idempotencyKey: null,
    });
    for (const path of [`/v1/augmentations/${row.id}/files/meta/info.json`, `/v1/augmentations/${row.id}/files/info.json`]) {
      const response = await stack.request(path, { headers: alice.headers });
      expect(response.status, path).toBe(409);
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ code: 'augmentation_not_ready', details: { status: 'processing' } });
    }
    const bob = await stack.createAccount();
    expect((await stack.request(`/v1/augmentations/${row.id}/files/meta/info.json`, { headers: bob.headers })).status).toBe(404);
  });
});
