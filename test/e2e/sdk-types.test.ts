import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_TYPES_PATH, sdkTypesFor } from '../../cli/sdk-generate.js';
import { createClient } from '../../sdk/index.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let user: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  user = await stack.createAccount();
});
afterAll(() => stack?.stop());

describe('the typed client (sdk/)', () => {
  it('its committed types are what openapi-typescript makes of the served /v1/openapi.json (run `npm run sdk:generate` when this fails)', async () => {
    const document: unknown = await (await stack.request('/v1/openapi.json')).json();
    const regenerated = await sdkTypesFor(document);
    const committed = await readFile(SDK_TYPES_PATH, 'utf8');
    expect(committed === regenerated, 'sdk/openapi.d.ts drifted from the served document: run `npm run sdk:generate` and commit it').toBe(true);
  });

  it('createClient answers typed data and the API error envelope', async () => {
    const client = createClient({ baseUrl: 'http://api.test', apiKey: user.apiKey, fetch: (request) => stack.app.fetch(request) as Promise<Response> });
    const me = await client.GET('/v1/keys/me');
    expect(me.data).toMatchObject({ object: 'api_key', account_id: user.account.id });
    const missing = await client.GET('/v1/augmentations/{id}', { params: { path: { id: 'aug_01JZZZZZZZZZZZZZZZZZZZZZZZ' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('resource_not_found');
  });
});
