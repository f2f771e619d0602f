import type { z } from '@hono/zod-openapi';
import type { AccountRow } from '../../db/accounts.js';
import type { AppDeps } from '../../application/deps.js';
import type { RequestOrigin } from '../../application/request-origin.js';
import { requestOrigin } from '../request-origin.js';
import { errorResponses, jsonBody, jsonContent, listEnvelope } from '../schemas/common.js';
import { kindRoute } from './kind-route.js';
import type { OwnRouteScope } from './kind.js';

/** What a kind's create route is made of: its words, its body, what it answers and the application operation behind it. */
export interface CreateRouteSpec<Body extends z.ZodTypeAny, Created> {
  summary: string;
  description: string;
  body: Body;
  /** The 201's schema, and what the document says of it. */
  created: [schema: z.ZodTypeAny, description: string];
  /** The error statuses besides the ones every route has (400, 401, 429, 500). */
  errors: number[];
  create: (deps: AppDeps, account: AccountRow, body: z.infer<Body>, origin: RequestOrigin) => Promise<Created>;
  /** The created resource (or resources) as the 201 carries it. */
  present: (created: Created) => unknown;
}

/**
 * POST /v1/<collection>: create, with an Idempotency-Key and the collection's write scope (kindRoute's `create`),
 * the body checked by its schema and handed to the kind's application operation; 201 with what it made.
 */
export function registerCreateRoute<Body extends z.ZodTypeAny, Created>(scope: OwnRouteScope, spec: CreateRouteSpec<Body, Created>): void {
  const route = kindRoute(scope, {
    method: 'post',
    access: 'create',
    summary: spec.summary,
    description: spec.description,
    request: { body: jsonBody(spec.body) },
    responses: { 201: jsonContent(...spec.created), ...errorResponses(...spec.errors) },
  });
  scope.app.openapi(route, async (c) => {
    // The body's type is the spec's generic schema here; the validator has checked it against that schema.
    const body = (c.req as unknown as { valid(target: 'json'): z.infer<Body> }).valid('json');
    const created = await spec.create(scope.ctx.deps, c.get('auth').account, body, requestOrigin(c));
    return c.json((await spec.present(created)) as never, 201);
  });
}

/** A create that makes several runs at once answers them as one page of a list (the runs, in order, nothing more). */
export const createdList = <Item extends z.ZodTypeAny>(item: Item, listName: string, description: string): [z.ZodTypeAny, string] => [
  listEnvelope(item, listName),
  description,
];

export const listOf = (data: unknown[]) => ({ object: 'list' as const, data, has_more: false, next_cursor: null });
