import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ReferenceFilter, ResourceKindRow } from '../../core/kinds.js';
import type { LiveState } from '../../contracts/resource.js';
import type { AppEnv } from '../context.js';
import type { OperationObject } from '../operations/types.js';
import type { RouteContext } from '../route-context.js';
import type { PageQuery } from '../schemas/common.js';

/** What every kind's row has: the shared layer reads nothing else of it. */
export interface ResourceRowBase {
  id: string;
  status: string;
  /** Where the run's activity last reported it (every kind's table has them, core/resource-row.ts). */
  phase?: string | null;
  progress?: number | string;
  status_message?: string | null;
}

export interface RowPage<Row> {
  rows: Row[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** A stored object a route hands out: a 302 to a signed link, or streamed when signing is off. */
export interface StoredObject {
  key: string;
  /** Sent as Content-Disposition: attachment; null streams the object inline. */
  filename: string | null;
}

/** One file of a kind's output, as its `/files` list shows it. */
export interface ListedFile {
  path: string;
  bytes: number | string;
  sha256: string;
}

/**
 * A kind's output files: the `/files` list (paged on path) and `/files/{path}`. `ready` throws the
 * kind's 409 while the output does not exist yet.
 */
export interface FilesAdapter<Row> {
  ready(row: Row): void;
  /** The `/files` list, for a kind that lists its files: `object` of each, the item schema and list name, one page after a path. */
  list?: { object: string; schema: z.ZodType; listName: string; defaultLimit: number; page(id: string, limit: number, after: string | null): Promise<ListedFile[]> };
  /** Extra fields of one listed file (e.g. its link), from the ready row. */
  extra?(row: Row, file: ListedFile): Record<string, unknown>;
  /** The stored object of `path`, or undefined when the output has no such file. */
  find?(row: Row, path: string): Promise<StoredObject | undefined>;
  /** Whether `/files/{path}` redirects to a signed link when signing is on (false: always streamed, with Range). */
  redirectWhenSigned: boolean;
  summary: { list?: string; file?: string };
  description?: { list?: string; file?: string };
}

/** One downloadable whole of the kind's output (`/archive`), or more by name (a twin's `/preview`). */
export interface DownloadAdapter<Row> {
  /** The last path segment: `archive`, `preview`. */
  name: string;
  summary: string;
  description?: string;
  mediaType: string;
  /** Throws the kind's 409 while the output does not exist yet, 404 when this row has no such object. */
  object(row: Row): StoredObject;
}

export type ListQuery = z.infer<typeof PageQuery> & { status?: string; group_id?: string } & Partial<Record<ReferenceFilter, string>>;

/**
 * Everything the shared resource layer (api/resources/standard-routes.ts) needs to know about one
 * kind: how to find, list and show its rows. Each kind's module builds one; the standard routes —
 * list, get, cancel, files, archive — and its operations source come from it, written once.
 */
export interface KindAdapter<Row extends ResourceRowBase = ResourceRowBase, Live extends LiveState = LiveState> {
  kind: ResourceKindRow;
  /** OpenAPI tag of the kind's routes. */
  tag: string;
  /** The resource's component schema and the name of its list envelope. */
  schema: z.ZodType;
  listName: string;
  /** The `{id}` path parameter's schema (its pattern names the kind's prefix). */
  idParam: z.ZodObject<{ id: z.ZodType<string> }>;
  find(accountId: string, id: string): Promise<Row | undefined>;
  /** One page of the account's rows, newest first; `query` holds the page and the filters every kind's list takes (api/resources/list-query.ts). */
  list(accountId: string, query: ListQuery): Promise<RowPage<Row>>;
  /** The resource as GET by id shows it (`live` while it runs) and as cancel answers it (`detail` false). */
  present(row: Row, view: { live?: Live; detail: boolean }): Promise<object> | object;
  presentList(rows: Row[]): Promise<object[]> | object[];
  /** The kind's own progress fields as its row holds them (metrics, eta, …), shown by GET when the row is further along than the live state. */
  rowProgress?(row: Row): Partial<Live>;
  /** GET /v1/operations/{id}: the row's progress in the operations vocabulary. */
  operation(row: Row): Omit<OperationObject, 'object' | 'id' | 'kind' | 'status' | 'resource_url'>;
  summaries: { list: string; get: string; cancel: string };
  descriptions?: { list?: string; get?: string; cancel?: string };
  files?: FilesAdapter<Row>;
  downloads?: DownloadAdapter<Row>[];
}

/** What a kind's own routes are built from: the app, the route context, the kind's path, tag and scope checks (api/resources/kind-route.ts). */
export interface OwnRouteScope {
  app: OpenAPIHono<AppEnv>;
  ctx: RouteContext;
  /** `/v1/<collection>`. */
  path: string;
  tags: string[];
  read: MiddlewareHandler<AppEnv>;
  write: MiddlewareHandler<AppEnv>;
}

/** A kind's module (api/routes/<kind>.ts): its adapter for the standard routes, and the routes only it has. */
export interface KindModule {
  adapter: KindAdapter;
  /** Create, validate, resume, … : registered before the standard routes, so `/catalog` is not taken for an id. */
  registerOwnRoutes(scope: OwnRouteScope): void;
}

export type KindModuleFactory = (ctx: RouteContext) => KindModule;
