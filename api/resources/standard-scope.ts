import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ownedRun } from '../../application/owned-run.js';
import { collectionPath, readScope, writeScope } from '../../core/kinds.js';
import type { LiveState } from '../../contracts/resource.js';
import type { AppEnv } from '../context.js';
import type { RouteContext } from '../route-context.js';
import type { KindAdapter, OwnRouteScope, ResourceRowBase } from './kind.js';

/** What each of a kind's standard routes is built from: the sub-app, the kind, its path, tag and scope checks. */
export interface StandardRouteScope<Row extends ResourceRowBase, Live extends LiveState> extends OwnRouteScope {
  kind: KindAdapter<Row, Live>;
  /** `training run`, `RL run`: the label inside a sentence. */
  noun: string;
  /** The account's row; 404 (like a missing id) when another account owns it. */
  owned(c: Context<AppEnv>, id: string): Promise<Row>;
}

export function standardRouteScope<Row extends ResourceRowBase, Live extends LiveState>(
  app: OpenAPIHono<AppEnv>,
  ctx: RouteContext,
  kind: KindAdapter<Row, Live>,
): StandardRouteScope<Row, Live> {
  const label = kind.kind.label;
  return {
    app,
    ctx,
    kind,
    path: collectionPath(kind.kind),
    tags: [kind.tag],
    read: ctx.requireScope(readScope(kind.kind)),
    write: ctx.requireScope(writeScope(kind.kind)),
    noun: /^[A-Z]{2}/.test(label) ? label : `${label[0]!.toLowerCase()}${label.slice(1)}`,
    owned: (c, id) => ownedRun(kind.find(c.get('auth').account.id, id), id),
  };
}
