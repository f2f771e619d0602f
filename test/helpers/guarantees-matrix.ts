import { beforeAll, expect, it } from 'vitest';
import { collectionPath, readScope, writeScope, type ResourceKindRow } from '../../core/kinds.js';
import { SCOPES } from '../../core/scopes.js';
import { issueApiKey } from '../../db/api-keys.js';
import type { TestAccount, TestStack } from './stack.js';

/** What the matrix needs to know about one kind to exercise it; everything else comes from the kinds table and the app's routes. */
export interface KindFixture {
  kind: ResourceKindRow;
  /** The create route's path and a body that starts a run which does not end on its own before it is canceled. */
  create: { path: string; body: Record<string, unknown> };
  /** Routes that read a dataset the body names, with a body naming `repoId` (none: the kind reads no dataset). */
  datasetRoutes: (repoId: string) => { path: string; body: Record<string, unknown> }[];
  /** Create routes that take an experiment tracker's URL, with a body naming `uri` and the param that names it (none: the kind takes none). */
  trackerRoutes?: (uri: string) => { path: string; body: Record<string, unknown>; param: string }[];
  /** Makes what the create body names and must belong to the run's owner (a kind whose runs use other runs), and returns the body; default `create.body`. */
  prepare?: (stack: TestStack, owner: TestAccount) => Promise<Record<string, unknown>>;
}

export interface MatrixContext {
  stack: TestStack;
  /** A private dataset of another account than the ones the matrix creates. */
  privateRepo: string;
}

type Body = Record<string, any>;

const TERMINAL = ['succeeded', 'failed', 'canceled'];
/** Values for the other path parameters of a route, so that only the id decides its answer. */
const FILLERS: Record<string, string> = { env_steps: '1', step: '1', format: 'onnx', path: 'meta/info.json' };

const json = async (response: Response): Promise<Body> => (await response.json()) as Body;

async function eventTypes(stack: TestStack, id: string): Promise<string[]> {
  const rows = await stack.sql<{ type: string }[]>`select type from events where resource_id = ${id} order by created_at, id`;
  return rows.map((r) => r.type);
}

/** Every route the app serves under the kind's `/{id}`, with the id and any other parameters filled in. */
function idRoutes(stack: TestStack, kind: ResourceKindRow, id: string): [string, string][] {
  return [...servedRoutes(stack, `${collectionPath(kind)}/:id`, id), ['GET', `/v1/operations/${id}`]];
}

/** Every route the app serves under the kind's collection, fixed paths (`/catalog`, `/validate`) and `/{id}` ones alike, and its operation. */
function kindRoutes(stack: TestStack, kind: ResourceKindRow, id: string): [string, string][] {
  const path = collectionPath(kind);
  const routes = servedRoutes(stack, path, id).filter(([, served]) => served === path || served.startsWith(`${path}/`));
  return [...routes, ['GET', `/v1/operations/${id}`]];
}

/** The app's routes whose path starts with `prefix`, with the id and any other parameters filled in. */
function servedRoutes(stack: TestStack, prefix: string, id: string): [string, string][] {
  const seen = new Set<string>();
  const routes: [string, string][] = [];
  for (const route of stack.app.routes) {
    if (!route.path.startsWith(prefix) || route.method === 'ALL' && !route.path.endsWith('*')) continue;
    const method = route.method === 'ALL' ? 'GET' : route.method;
    const path = route.path
      .replace(':id', id)
      .replace(/:([a-z_]+)/g, (_, name: string) => FILLERS[name] ?? 'x')
      .replace(/\*$/, 'meta/info.json');
    if (seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    routes.push([method, path]);
  }
  return routes;
}

/**
 * The guarantees every kind has, generated for one kind: a kind mounted on the shared resource
 * layer passes them by construction; one that skips a check there fails here.
 */
export function guaranteesMatrix(fixture: KindFixture, context: () => MatrixContext): void {
  const { kind } = fixture;
  const features = kind.feature ? [kind.feature] : [];
  // Every scope there is, the kind's own included (a kind outside the table has scopes SCOPES does not list).
  const allScopes = [...new Set([...SCOPES, readScope(kind), writeScope(kind)])];
  let owner: TestAccount;
  let stranger: TestAccount;
  let id: string;
  let createBody: Record<string, unknown> = fixture.create.body;
  const stack = () => context().stack;
  const post = (who: TestAccount, path: string, body: unknown, headers: Record<string, string> = {}) =>
    stack().request(path, { method: 'POST', headers: { ...who.headers, ...headers }, json: body });
  const runOf = (body: Body): Body => (body.object === 'list' ? body.data[0] : body);

  beforeAll(async () => {
    owner = await stack().createAccount({ credits: 10_000, concurrencyLimit: 8, features, scopes: allScopes });
    stranger = await stack().createAccount({ credits: 10_000, concurrencyLimit: 8, features, scopes: allScopes });
    createBody = fixture.prepare ? await fixture.prepare(stack(), owner) : fixture.create.body;
  }, 900_000);

  it(`${kind.kind}: create replays its reply only to the key that made it (Idempotency-Key)`, async () => {
    const headers = { 'Idempotency-Key': `matrix-${kind.kind}` };
    const created = await post(owner, fixture.create.path, createBody, headers);
    const body = await json(created);
    expect(created.status, JSON.stringify(body)).toBe(201);
    id = runOf(body).id as string;
    expect(id.startsWith(`${kind.prefix}_`)).toBe(true);
    const replay = await post(owner, fixture.create.path, createBody, headers);
    expect([replay.status, replay.headers.get('Idempotent-Replayed'), runOf(await json(replay)).id]).toEqual([201, 'true', id]);
    // Another key of the same account presenting the same Idempotency-Key never gets the stored reply.
    const { key: second } = await issueApiKey(stack().sql, { accountId: owner.account.id, name: 'second key', scopes: allScopes });
    const otherKey = { ...owner, headers: { Authorization: `Bearer ${second}` } };
    const foreign = await post(otherKey, fixture.create.path, createBody, headers);
    const foreignBody = await json(foreign);
    expect([foreign.status, foreignBody.error?.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it(`${kind.kind}: cancel answers at once with the resource, before its terminal event; the run then ends canceled with exactly one terminal event`, async () => {
    const response = await post(owner, `${collectionPath(kind)}/${id}/cancel`, undefined);
    const body = await json(response);
    const eventsAtAnswer = await eventTypes(stack(), id);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.id).toBe(id);
    expect(body.status).toBe('canceling');
    expect(eventsAtAnswer.filter((type) => type.startsWith(`${kind.kind}.`))).toEqual([]);
    let run: Body;
    do {
      run = await json(await stack().request(`${collectionPath(kind)}/${id}`, { headers: owner.headers }));
      if (!TERMINAL.includes(run.status)) await new Promise((resolve) => setTimeout(resolve, 200));
    } while (!TERMINAL.includes(run.status));
    expect(run.status).toBe('canceled');
    await expect.poll(() => eventTypes(stack(), id), { timeout: 30_000 }).toEqual([`${kind.kind}.canceled`]);
    const again = await post(owner, `${collectionPath(kind)}/${id}/cancel`, undefined);
    expect([again.status, (await json(again)).error?.code]).toEqual([409, 'not_cancelable']);
  }, 600_000);

  it(`${kind.kind}: another account gets 404 on every route of the resource, and an empty list`, async () => {
    const routes = idRoutes(stack(), kind, id);
    expect(routes.length).toBeGreaterThanOrEqual(3);
    // Another account's resource answers exactly as a missing id does: 404, or the same 400 when the route wants more input first.
    const missing = `${kind.prefix}_01ZZZZZZZZZZZZZZZZZZZZZZZZ`;
    for (const [method, path] of routes) {
      const ask = async (target: string) => {
        const response = await stack().request(target, { method, headers: stranger.headers, ...(method === 'POST' ? { json: {} } : {}) });
        return [response.status, (await json(response)).error?.code];
      };
      const [status, code] = await ask(path);
      expect([method, path, status, code]).toEqual([method, path, ...(await ask(path.replace(id, missing)))]);
      expect([method, path, status === 404 ? code : status]).toEqual([method, path, status === 404 ? 'resource_not_found' : 400]);
    }
    const list = await json(await stack().request(collectionPath(kind), { headers: stranger.headers }));
    expect(list.data).toEqual([]);
  });

  it(`${kind.kind}: another account's private dataset is 404 on every route that reads one`, async () => {
    for (const { path, body } of fixture.datasetRoutes(context().privateRepo)) {
      const response = await post(stranger, path, body);
      const error = (await json(response)).error;
      expect([path, response.status, error?.code]).toEqual([path, 404, 'dataset_not_found']);
    }
  });

  it(`${kind.kind}: ${kind.feature ? `403 feature_not_enabled without '${kind.feature}' on every route of the kind` : 'no feature flag needed'}`, async () => {
    const plain = await stack().createAccount({ credits: 10_000, scopes: allScopes });
    if (!kind.feature) {
      expect((await post(plain, fixture.create.path, fixture.create.body)).status).not.toBe(403);
      return;
    }
    const routes = kindRoutes(stack(), kind, id);
    // The list, the create route, a fixed path of the kind's own and the id routes are all among them.
    expect(routes.map(([method, path]) => `${method} ${path}`)).toEqual(expect.arrayContaining([`GET ${collectionPath(kind)}`, `POST ${fixture.create.path}`, `GET ${collectionPath(kind)}/${id}`]));
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { json: path === fixture.create.path ? fixture.create.body : {} } : {};
      const response = await stack().request(path, { method, headers: plain.headers, ...body });
      const error = (await json(response)).error;
      expect([method, path, response.status, error?.code, error?.details?.feature]).toEqual([method, path, 403, 'feature_not_enabled', kind.feature]);
    }
  });

  it(`${kind.kind}: a key without the kind's scopes gets 403 missing_scope on every route`, async () => {
    const others = SCOPES.filter((scope) => !scope.startsWith(`${kind.collection}:`));
    const limited = await stack().createAccount({ scopes: others, features });
    const routes: [string, string][] = [['GET', collectionPath(kind)], ['POST', fixture.create.path], ...idRoutes(stack(), kind, id).filter(([, path]) => !path.startsWith('/v1/operations/'))];
    for (const [method, path] of routes) {
      const response = await stack().request(path, { method, headers: limited.headers, ...(method === 'POST' ? { json: fixture.create.body } : {}) });
      const body = await json(response);
      expect([method, path, response.status, body.error?.code]).toEqual([method, path, 403, 'missing_scope']);
    }
    const operation = await stack().request(`/v1/operations/${id}`, { headers: limited.headers });
    expect([operation.status, (await json(operation)).error?.details?.required_scope]).toEqual([403, readScope(kind)]);
  });

  it(`${kind.kind}: list parameters are validated, each 400 naming its param`, async () => {
    for (const [query, param] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=1e2', 'limit'],
      ['starting_after=%21%21', 'starting_after'],
      ['colour=blue', 'colour'],
      ['status=done', 'status'],
    ] as const) {
      const response = await stack().request(`${collectionPath(kind)}?${query}`, { headers: owner.headers });
      const error = (await json(response)).error;
      expect([query, response.status, error?.param]).toEqual([query, 400, param]);
    }
  });

  const routes = fixture.trackerRoutes;
  if (routes) it(`${kind.kind}: a tracker URL on a loopback, link-local or private address, or with control characters, is 400 naming its field`, async () => {
    for (const uri of ['http://127.0.0.1:9464', 'http://169.254.169.254/latest', 'http://localhost:5432', 'http://[::1]:8080', 'http://10.0.0.1', 'http://100.64.0.1', 'http://[::ffff:127.0.0.1]/', 'https://mlflow.example.com/x\r\n{"event":"progress","step":424242}']) {
      for (const route of routes(uri)) {
        const response = await post(owner, route.path, route.body);
        const error = (await json(response)).error;
        expect([uri, route.path, response.status, error?.param]).toEqual([uri, route.path, 400, route.param]);
      }
    }
  });
}
