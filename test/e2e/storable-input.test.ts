import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionPath, RESOURCE_FEATURES, RESOURCE_KINDS } from '../../core/kinds.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

/**
 * What Postgres cannot store (NUL, lone surrogates, absurd depth, out-of-range integers) is
 * refused at the boundary on every route: a 400 naming the field (404 for a path), never a 500.
 */

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: string; schema?: { type?: string | string[] } }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}
interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}

let stack: TestStack;
let user: TestAccount;
let operations: Operation[];
let schemas: Record<string, Schema>;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  // Every kind's feature, so every route reaches its own checks (not 403 feature_not_enabled).
  user = await stack.createAccount({ credits: 100, features: [...RESOURCE_FEATURES] });
  const doc = (await (await stack.request('/v1/openapi.json')).json()) as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>; components: { schemas: Record<string, Schema> } };
  schemas = doc.components.schemas;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'delete', 'patch', 'put'].includes(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
});
afterAll(() => stack?.stop());

const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]!) : schema);
const isString = (schema: Schema) => {
  const s = resolve(schema);
  return s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')) || (s.anyOf ?? []).some((a) => resolve(a).type === 'string');
};
/** The operation's path with every parameter filled by `value` (already URL-encoded). */
const fill = (op: Operation, value: (name: string) => string) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
const send = (method: string, path: string, json?: unknown, raw?: string) =>
  stack.request(path, {
    method,
    headers: { ...user.headers, ...(json !== undefined || raw !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(raw !== undefined ? { body: raw } : json !== undefined ? { json } : {}),
  });
const failure = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; param: string | null } }).error });

describe('the input boundary', () => {
  it('finds routes to probe in the document', () => {
    expect(operations.filter((op) => op.path.includes('{')).length).toBeGreaterThan(10);
    expect(operations.filter((op) => op.requestBody).length).toBeGreaterThan(5);
  });

  it('answers 404 for a NUL or bad percent-encoding in any path parameter', async () => {
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      for (const bad of ['x%00y', '%zz', '%ED%A0%80']) {
        const response = await send(op.method, fill(op, () => bad), op.requestBody ? {} : undefined);
        expect([`${op.method} ${op.path} ${bad}`, response.status]).toEqual([`${op.method} ${op.path} ${bad}`, 404]);
      }
    }
    expect((await send('GET', '/storage/%zz')).status).toBe(404);
    expect((await send('GET', '/storage/a%00b')).status).toBe(404);
  });

  it('answers 400 parameter_invalid naming the query parameter that holds a NUL', async () => {
    let probed = 0;
    for (const op of operations) {
      for (const param of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        const path = `${fill(op, (name) => (name === 'step' ? '1' : 'x_missing'))}?${param.name}=a%00b`;
        const response = await send(op.method, path);
        expect([`${op.method} ${path}`, await failure(response)]).toMatchObject([`${op.method} ${path}`, { status: 400, code: 'parameter_invalid', param: param.name }]);
        probed++;
      }
    }
    expect(probed).toBeGreaterThan(5);
  });

  it('answers 400 parameter_invalid naming each top-level string field of every body that holds a NUL or a lone surrogate', async () => {
    let probed = 0;
    for (const op of operations.filter((o) => o.requestBody)) {
      const schema = resolve(op.requestBody!.content['application/json'].schema);
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
        if (!isString(fieldSchema)) continue;
        const path = fill(op, () => 'x_missing');
        for (const raw of [`{"${field}": "a\\u0000b"}`, `{"${field}": "a\\ud800b"}`]) {
          const response = await send(op.method, path, undefined, raw);
          expect([`${op.method} ${path} ${raw}`, await failure(response)]).toMatchObject([`${op.method} ${path} ${raw}`, { status: 400, code: 'parameter_invalid', param: field }]);
          probed++;
        }
      }
    }
    expect(probed).toBeGreaterThan(10);
  });

  it('refuses webhook_metadata nested 5,000 deep, or holding NUL or a lone surrogate, on every create', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const creates = operations.filter((op) => op.requestBody && 'webhook_metadata' in (resolve(op.requestBody.content['application/json'].schema).properties ?? {}));
    // Estimate and validate take create's body as it is (issue 33), webhook_metadata included.
    const paths = creates.map((op) => op.path);
    for (const kind of RESOURCE_KINDS) expect(paths).toContain(collectionPath(kind));
    const collections = RESOURCE_KINDS.map((kind) => kind.collection).join('|');
    for (const path of paths) expect(path).toMatch(new RegExp(`^/v1/(${collections})(/estimate|/validate)?$`));
    for (const op of creates) {
      expect(await failure(await send(op.method, op.path, undefined, `{"webhook_metadata": ${deep}}`))).toMatchObject({ status: 400, code: 'parameter_invalid' });
      expect(await failure(await send(op.method, op.path, undefined, '{"webhook_metadata": {"k": "\\ud800"}}'))).toMatchObject({ status: 400, param: 'webhook_metadata.k' });
      expect(await failure(await send(op.method, op.path, undefined, '{"webhook_metadata": {"k\\u0000": "v"}}'))).toMatchObject({ status: 400, param: 'webhook_metadata' });
    }
  });

  it('answers a checkpoint step beyond a Postgres integer with 400, not 500', async () => {
    const big = await failure(await send('GET', '/v1/training_runs/trn_missing/checkpoints/2147483648/download'));
    expect(big).toMatchObject({ status: 400, param: 'step' });
    const after = await failure(await send('GET', '/v1/training_runs/trn_missing/checkpoints?starting_after=2147483648'));
    expect(after).toMatchObject({ status: 400, param: 'starting_after' });
  });
});
