import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let user: TestAccount;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  user = await stack.createAccount();
});
afterAll(() => stack?.stop());

const errorOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; param: string | null; message: string } }).error });

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with a unique operationId on every operation', async () => {
    const document = (await (await stack.request('/v1/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.valid, JSON.stringify(result.errors)).toBe(true);
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/v1/training_runs/{id}/checkpoints/{step}/download']?.get?.operationId).toBe('downloadTrainingRunCheckpoint');
  });

  it('links each create to the operations on what it created', async () => {
    const document = (await (await stack.request('/v1/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, { links?: Record<string, { operationId: string; parameters: Record<string, string> }> }> }>> };
    const links = document.paths['/v1/webhook_endpoints']!.post!.responses['201']!.links!;
    expect(links.rotateWebhookEndpointSecret).toEqual({ operationId: 'rotateWebhookEndpointSecret', parameters: { id: '$response.body#/id' } });
    expect(Object.keys(links)).toContain('retrieveWebhookEndpoint');
    expect(document.paths['/v1/training_runs']!.post!.responses['201']!.links).toBeUndefined(); // it answers a list
  });

  it('states the repo_id pattern the API enforces', async () => {
    const document = (await (await stack.request('/v1/openapi.json')).json()) as { components: { schemas: Record<string, { properties?: Record<string, { properties?: Record<string, { pattern?: string }> }> }> } };
    const source = document.components.schemas.CreateAugmentationRequest?.properties?.source?.properties?.repo_id;
    expect(source?.pattern).toBeTruthy();
  });
});

describe('routing edges', () => {
  it('a required body that is missing is 400 body_required, not a no-op 200', async () => {
    const created = await stack.request('/v1/webhook_endpoints', { method: 'POST', headers: user.headers, json: { url: 'https://hooks.example.com/a', enabled_events: ['*'] } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await errorOf(await stack.request(`/v1/webhook_endpoints/${id}`, { method: 'POST', headers: user.headers }))).toMatchObject({ status: 400, code: 'body_required' });
  });

  it('a webhook URL is stored normalised', async () => {
    const created = await stack.request('/v1/webhook_endpoints', { method: 'POST', headers: user.headers, json: { url: 'HTTPS://Hooks.Example.COM:443/a/../b', enabled_events: ['*'] } });
    expect(((await created.json()) as { url: string }).url).toBe('https://hooks.example.com/b');
  });

  it('OPTIONS on /estimate advertises only what that path serves', async () => {
    const response = await stack.request('/v1/augmentations/estimate', { method: 'OPTIONS', headers: user.headers });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });

  it('a trailing slash is 404 route_not_found naming the path without it', async () => {
    const failure = await errorOf(await stack.request('/v1/keys/me/', { headers: user.headers }));
    expect(failure).toMatchObject({ status: 404, code: 'route_not_found' });
    expect(failure.message).toContain('use /v1/keys/me');
  });
});
