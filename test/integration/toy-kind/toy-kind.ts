import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ResourceKindRow } from '../../../core/kinds.js';
import type { AccountRow } from '../../../db/accounts.js';
import type { Sql } from '../../../db/client.js';
import type { AppEnv } from '../../../api/context.js';
import { security } from '../../../api/openapi.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import type { AppDeps } from '../../../application/deps.js';
import type { KindAdapter, KindModuleFactory } from '../../../api/resources/kind.js';
import { startRun } from '../../../application/workflows.js';
import { errorResponses, jsonContent } from '../../../api/schemas/common.js';
import { defineWorkflowType, type LiveState } from '../../../contracts/resource.js';
import type { ProbeInput } from '../../workflows/lifecycle-probe.js';

/**
 * A fifth kind, built the way docs/development.md ("Add a kind") says: one row like the kinds
 * table's, its own schema, table, adapter, create operation and create route. Its work is the test bundle's
 * lifecycle probe (phases of timed steps), so it needs no activities.
 */
export const TOY_KIND: ResourceKindRow = { kind: 'toy_run', prefix: 'toy', collection: 'toy_runs', feature: 'toys', label: 'Toy run' };

export const TOY_TABLE = `create table if not exists toy_runs (
  id text primary key, account_id text not null, status text not null, progress double precision not null default 0,
  status_message text, source text not null, created_at timestamptz not null default now(), completed_at timestamptz)`;

interface ToyRow {
  id: string;
  account_id: string;
  status: string;
  progress: number;
  status_message: string | null;
  source: string;
  created_at: Date;
  completed_at: Date | null;
}

const ToyRun = z
  .object({ object: z.literal('toy_run'), id: z.string(), status: z.string(), progress: z.number(), status_message: z.string().nullable(), source: z.string() })
  .openapi('ToyRun');
const ToyIdParam = z.object({ id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' } }) });
const CreateToyBody = z.strictObject({ source: z.object({ repo_id: z.string().min(3).max(500) }) });

const probe = defineWorkflowType<ProbeInput, LiveState>('lifecycleProbeWorkflow');

const present = (row: ToyRow, live?: LiveState) => ({
  object: 'toy_run' as const,
  id: row.id,
  status: live?.status ?? row.status,
  progress: live?.progress ?? row.progress,
  status_message: live?.status_message ?? row.status_message,
  source: row.source,
});

/** Its application operation (what its route, a CLI or a test calls): the shared admission, then its workflow. */
export async function createToyRun(deps: AppDeps, sql: Sql, account: Pick<AccountRow, 'id' | 'features'>, body: z.infer<typeof CreateToyBody>): Promise<ToyRow> {
  const id = `${TOY_KIND.prefix}_${Date.now().toString(36).toUpperCase().padStart(26, '0')}`;
  const row = await admit(deps, requireKindFeature(TOY_KIND, account), {
    datasets: [{ repoId: body.source.repo_id, param: 'source.repo_id' }],
    runs: 1,
    countInFlight: async (q, accountId) => (await q<{ n: number }[]>`select count(*)::int as n from toy_runs where account_id = ${accountId} and status = 'processing'`)[0]!.n,
    tokens: 1,
    insert: async (tx) => (await tx<ToyRow[]>`insert into toy_runs (id, account_id, status, source) values (${id}, ${account.id}, 'processing', ${body.source.repo_id}) returning *`)[0]!,
  });
  await startRun(deps.temporal, {
    workflow: probe,
    id,
    input: { phases: ['work'], stepsPerPhase: 10_000, stepMs: 1000 },
    taskQueue: deps.config.temporal.taskQueue,
    accountId: account.id,
    kind: TOY_KIND.kind,
    endRun: async () => sql`update toy_runs set status = 'failed' where id = ${id}`,
  });
  return row;
}

export const toyKindModule =
  (sql: Sql): KindModuleFactory =>
  (ctx) => {
    const find = async (accountId: string, id: string) => (await sql<ToyRow[]>`select * from toy_runs where account_id = ${accountId} and id = ${id}`)[0];
    const adapter: KindAdapter<ToyRow> = {
      kind: TOY_KIND,
      tag: 'Toy runs',
      schema: ToyRun,
      listName: 'ToyRunList',
      idParam: ToyIdParam,
      find,
      async list(accountId, query) {
        const after = query.starting_after ?? null;
        const rows = await sql<ToyRow[]>`select * from toy_runs where account_id = ${accountId} ${after ? sql`and id < ${after}` : sql``} order by id desc limit ${query.limit + 1}`;
        const page = rows.slice(0, query.limit);
        return { rows: page, hasMore: rows.length > query.limit, nextCursor: rows.length > query.limit ? page.at(-1)!.id : null };
      },
      present: (row, { live }) => present(row, live),
      presentList: (rows) => rows.map((row) => present(row)),
      operation: (row) => ({ progress: row.progress, status_message: row.status_message, error: null, created_at: row.created_at.toISOString(), completed_at: row.completed_at?.toISOString() ?? null }),
      summaries: { list: 'List toy runs', get: 'One toy run', cancel: 'Stop a toy run' },
    };
    const registerOwnRoutes = (app: OpenAPIHono<AppEnv>) => {
      app.openapi(
        createRoute({
          method: 'post',
          path: '/v1/toy_runs',
          tags: ['Toy runs'],
          summary: 'Start a toy run',
          security,
          middleware: [ctx.requireScope('toy_runs:write'), ctx.idempotent] as const,
          request: { body: { required: true, content: { 'application/json': { schema: CreateToyBody } } } },
          responses: { 201: jsonContent(ToyRun, 'The toy run'), ...errorResponses(402, 403, 404, 429) },
        }),
        async (c) => {
          const row = await createToyRun(ctx.deps, sql, c.get('auth').account, c.req.valid('json'));
          return c.json(present(row), 201);
        },
      );
    };
    return { adapter, registerOwnRoutes };
  };
