import type { Queryable } from '../../../db/client.js';

/** Builds a typical duration needs before it replaces the job's built-in figure for a stage. */
export const MIN_RUNS_FOR_TYPICAL = 3;
const RECENT_BUILDS = 50;

/**
 * How long each stage took on the service's own recent successful builds (median seconds over the
 * last 50, any account: durations only, nothing of the builds' data), for stages seen at least
 * MIN_RUNS_FOR_TYPICAL times. Feeds `eta_seconds`.
 */
export async function typicalStageSeconds(q: Queryable): Promise<Record<string, number>> {
  const rows = await q<{ stage: string; seconds: number; runs: number }[]>`
    select s->>'stage' as stage, percentile_cont(0.5) within group (order by (s->>'seconds')::float8) as seconds, count(*)::int as runs
    from (select stages from twins where status = 'succeeded' order by completed_at desc nulls last limit ${RECENT_BUILDS}) recent,
         jsonb_array_elements(recent.stages) s
    where (s->>'ok')::boolean and jsonb_typeof(s->'seconds') = 'number'
    group by 1`;
  return Object.fromEntries(rows.filter((row) => row.runs >= MIN_RUNS_FOR_TYPICAL).map((row) => [row.stage, Number(row.seconds)]));
}
