import { z } from '@hono/zod-openapi';
import type { AccountRow } from '../../../db/accounts.js';
import { kindRoute } from '../../../api/resources/kind-route.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import type { AppDeps } from '../../../application/deps.js';
import type { KindAdapter, KindModuleFactory, OwnRouteScope } from '../../../api/resources/kind.js';
import { startRun } from '../../../application/workflows.js';
import { errorResponses, jsonContent } from '../../../api/schemas/common.js';
import type { KindEntry } from '../../../kinds/entry.js';
import { createToyActivities } from './activities.js';
import { presentToyRun, TOY_KIND, toyRunWorkflowType, type ToyRow } from './row.js';

export { TOY_KIND, TOY_TABLE } from './row.js';

const ToyRun = z
  .object({
    object: z.literal('toy_run'),
    id: z.string(),
    status: z.string(),
    progress: z.number(),
    status_message: z.string().nullable(),
    phase: z.string().nullable(),
    source: z.string(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .openapi('ToyRun');
const ToyIdParam = z.object({ id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' } }) });
const CreateToyBody = z.strictObject({ source: z.object({ repo_id: z.string().min(3).max(500) }) });

const present = presentToyRun;

/** Its application operation (what its route, a CLI or a test calls): the shared admission, then its workflow. */
export async function createToyRun(deps: AppDeps, account: Pick<AccountRow, 'id' | 'features'>, body: z.infer<typeof CreateToyBody>): Promise<ToyRow> {
  const sql = deps.sql;
  const id = `${TOY_KIND.prefix}_${Date.now().toString(36).toUpperCase().padStart(26, '0')}`;
  const row = await admit(deps, requireKindFeature(TOY_KIND, account), {
    datasets: [{ repoId: body.source.repo_id, param: 'source.repo_id' }],
    runs: 1,
    countInFlight: async (q, accountId) => (await q<{ n: number }[]>`select count(*)::int as n from toy_runs where account_id = ${accountId} and status = 'processing'`)[0]!.n,
    tokens: 1,
    insert: async (tx) => (await tx<ToyRow[]>`insert into toy_runs (id, account_id, status, source) values (${id}, ${account.id}, 'processing', ${body.source.repo_id}) returning *`)[0]!,
  });
  const endToyRun = async (q: typeof sql, runId: string) => void (await q`update toy_runs set status = 'failed' where id = ${runId}`);
  await startRun(deps, { workflow: toyRunWorkflowType, kind: TOY_KIND.kind, endRun: endToyRun }, { id, account_id: account.id }, { id });
  return row;
}

const toyKindModule: KindModuleFactory = (ctx) => {
  const sql = ctx.deps.sql;
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
  const registerOwnRoutes = (scope: OwnRouteScope) => {
    scope.app.openapi(
      kindRoute(scope, {
        method: 'post',
        access: 'create',
        summary: 'Start a toy run',
        request: { body: { required: true, content: { 'application/json': { schema: CreateToyBody } } } },
        responses: { 201: jsonContent(ToyRun, 'The toy run'), ...errorResponses(402, 403, 404, 429) },
      }),
      async (c) => {
        const row = await createToyRun(ctx.deps, c.get('auth').account, c.req.valid('json'));
        return c.json(present(row), 201);
      },
    );
  };
  return { adapter, registerOwnRoutes };
};

/**
 * A sixth kind, built the way docs/development.md ("Add a kind") says: its own files (row and
 * contract, schema, table, adapter, create operation and route, activities, workflow, console page) and one
 * registry entry, `TOY_KIND_ENTRY`, which a test passes where the registry's kinds go.
 */
export const TOY_KIND_ENTRY: KindEntry = {
  row: TOY_KIND,
  api: toyKindModule,
  activities: createToyActivities,
  workflowModule: 'test/integration/toy-kind/workflow.ts',
  consolePages: 'test/integration/toy-kind/console',
};
