import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HuggingFaceHub } from '../../backends/hub/huggingface.js';
import { loadCredentialsKey } from '../../core/credentials/key.js';
import { writeSyntheticDataset } from '../../core/lerobot/index.js';
import { setHubToken } from '../../db/hub-tokens.js';
import { createAugmentation, waitForAugmentation } from '../helpers/augmentations.js';
import { startFakeHfHub, type FakeHfHub } from '../helpers/fake-hf-hub.js';
import { startStack, type TestStack } from '../helpers/stack.js';

describe('augmentations on the Hugging Face hub adapter, with per-account tokens', () => {
  let fake: FakeHfHub;
  let stack: TestStack;

  beforeAll(async () => {
    fake = await startFakeHfHub();
    stack = await startStack({ env: { HUB_BACKEND: 'huggingface', HF_ENDPOINT: fake.url } });
    const source = await writeSyntheticDataset(`${stack.dataDir}/hf-src`, { version: 'v3.0', episodes: 1, framesPerEpisode: 4, imageStats: false });
    const seeding = new HuggingFaceHub({ endpoint: fake.url, cacheDir: `${stack.dataDir}/seed-cache` });
    await seeding.push('lab/private-src', source.root, { message: 'private source', tags: ['v3.0'], private: true, auth: { token: fake.token } });
    await seeding.push('lab/public-src', source.root, { message: 'public source', tags: ['v3.0'], private: false, auth: { token: fake.token } });
  });
  afterAll(async () => {
    await stack?.stop();
    await fake?.close();
  });

  const accountWithToken = async (token: string | null) => {
    const account = await stack.createAccount({ credits: 100 });
    if (token) await setHubToken(stack.sql, loadCredentialsKey(stack.config), account.account.id, token);
    return account;
  };

  it("reads a private source and pushes a private output with the account's own token", async () => {
    const account = await accountWithToken(fake.token);
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'lab/private-src' },
      instructions: 'darker',
      config: { relight: { '*': { exposure: -1 } } },
      output: { type: 'hub', repo_id: 'lab/relit-private', private: true },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.output.url).toContain('lab/relit-private');
    expect(fake.isPrivate('lab/relit-private')).toBe(true);
  });

  it('a token the hub refuses → 403 hub_unauthorized at create', async () => {
    const account = await accountWithToken('hf_wrong_token');
    const response = await stack.request('/v1/augmentations', {
      method: 'POST',
      headers: account.headers,
      json: { source: { repo_id: 'lab/private-src' }, instructions: 'darker', model: 'relight' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string; param: string } }).error).toMatchObject({ code: 'hub_unauthorized', param: 'source.repo_id' });
  });

  it('no token to push with → the run fails hub_unauthorized and the relight is refunded in full', async () => {
    const account = await accountWithToken(null);
    const created = await createAugmentation(stack, account, {
      source: { repo_id: 'lab/public-src' },
      instructions: 'darker',
      model: 'relight',
      output: { type: 'hub', repo_id: 'lab/relit-public' },
    });
    const done = await waitForAugmentation(stack, account, created.id);
    expect(done.status).toBe('failed');
    expect(done.error?.code).toBe('hub_unauthorized');
    const usage = (await (await stack.request('/v1/usage', { headers: account.headers })).json()) as { data: { resource_id: string; charged: number; refunded: number }[] };
    const record = usage.data.find((r) => r.resource_id === created.id)!;
    expect(record.charged).toBeGreaterThan(0);
    expect(record.refunded).toBe(record.charged);
  });
});
