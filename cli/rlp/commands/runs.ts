import type { Command } from 'commander';
import { connect, jsonOf, type Api } from '../api.js';
import { CliFailure, UsageError } from '../exit-codes.js';
import { printResult, table, withJson } from '../output.js';
import { RUN_KINDS, runKindNamed, runKindOf, type RunKind } from '../run-kinds.js';
import { positiveInteger } from '../numbers.js';
import { followAnyRun } from '../run-followers.js';
import { servedKinds } from '../served-kinds.js';
import { failureOfRun } from '../run-outcome.js';
import { runSummaryLines, runWhat, statusWithVerdict } from '../run-summary.js';

export { statusWithVerdict };

/** The fields every kind's run has in common. */
export interface RunSummary {
  id: string;
  object: string;
  status: string;
  phase?: string | null;
  stage?: string | null;
  progress?: number;
  status_message?: string | null;
  created_at: string;
  error?: { code: string; message: string | null } | null;
  /** RL runs, once packaged: the verdict and the evaluation it rests on. */
  verdict?: 'pass' | 'fail' | null;
  success_rate?: number | null;
  evaluation_episodes?: number | null;
}

async function listKind(api: Api, kind: RunKind, limit: number, explicit: boolean, status: string | undefined): Promise<RunSummary[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  // The server filters where the kind's list takes the filter, so `limit` counts matching runs.
  if (status && kind.list_filters?.includes('status')) query.set('status', status);
  const response = await api.raw(`${kind.path}?${query}`);
  // A kind this server does not serve (404) or this account may not use (403) is left out of an all-kinds list.
  if (!explicit && (response.status === 404 || response.status === 403)) return [];
  return (await jsonOf<{ data: RunSummary[] }>(Promise.resolve(response))).data;
}

/** `runs list`: a row per run with its kind and what it is (dataset, twin or objective, from its kind's view in `kinds`), not only its id. */
export function runRows(runs: RunSummary[], kinds?: readonly RunKind[]): string[] {
  if (runs.length === 0) return ['no runs'];
  return table([
    ['ID', 'KIND', 'STATUS', 'WHAT', 'PHASE', 'PROGRESS', 'CREATED'],
    ...runs.map((r) => [
      r.id,
      r.object,
      statusWithVerdict(r),
      runWhat(r as unknown as Record<string, unknown>, kinds),
      r.phase ?? r.stage ?? '-',
      r.progress === undefined ? '-' : `${Math.round(r.progress * 100)}%`,
      r.created_at,
    ]),
  ]);
}

export function registerRuns(program: Command): void {
  const runs = program.command('runs').description('every kind of run: augmentations (aug_), training runs (trn_), twins (twin_), RL runs (rl_)');

  withJson(
    runs
      .command('list')
      .description('runs of every kind, newest first')
      .option('--kind <kind>', `only this kind: ${RUN_KINDS.map((k) => k.kind).join(', ')}`)
      .option('--status <status>', 'only runs with this status (queued, processing, succeeded, failed, canceled)')
      .option('--limit <n>', 'at most n runs in all, newest first (1..100)', positiveInteger, 20),
  ).action(async (options: { kind?: string; status?: string; limit: number; json?: boolean }) => {
    if (options.limit > 100) throw new UsageError('--limit must be at most 100');
    const api = await connect();
    const served = await servedKinds(api);
    const kinds = options.kind ? [runKindNamed(options.kind, served)] : served;
    const all = (await Promise.all(kinds.map((kind) => listKind(api, kind, options.limit, Boolean(options.kind), options.status)))).flat();
    // Each kind's newest `limit` hold the newest `limit` of all kinds together.
    const shown = all
      .filter((r) => !options.status || r.status === options.status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, options.limit);
    printResult(options, { object: 'list', data: shown }, () => runRows(shown, served));
  });

  withJson(runs.command('get').description('one run, by id (its prefix names its kind)').argument('<id>')).action(async (id: string, options: { json?: boolean }) => {
    const api = await connect();
    const kinds = await servedKinds(api);
    const kind = runKindOf(id, kinds);
    const run = await jsonOf<RunSummary & Record<string, unknown>>(api.raw(`${kind.path}/${encodeURIComponent(id)}`));
    printResult(options, run, () => runSummaryLines(run, kinds));
  });

  withJson(
    runs
      .command('follow')
      .description('draw a run of any kind until it ends, by id (its prefix names its kind); exit 3 unless it succeeded, 4 if its policy fails its verdict')
      .argument('<id>'),
  ).action(async (id: string, options: { json?: boolean }) => {
    const api = await connect();
    const kinds = await servedKinds(api);
    const { run, line } = await followAnyRun(api, kinds, runKindOf(id, kinds), id);
    printResult(options, run, () => line);
    const failure = failureOfRun(run);
    if (failure) throw failure;
  });

  withJson(runs.command('cancel').description('cancel a run that has not ended').argument('<id>')).action(async (id: string, options: { json?: boolean }) => {
    const api = await connect();
    const kind = runKindOf(id, await servedKinds(api));
    const run = await jsonOf<RunSummary>(api.raw(`${kind.path}/${encodeURIComponent(id)}/cancel`, { method: 'POST' }));
    printResult(options, run, () => `${run.id}  ${run.status}`);
    if (run.status !== 'canceled' && run.status !== 'canceling') throw new CliFailure(`${run.id} is ${run.status}, not canceled`);
  });
}
