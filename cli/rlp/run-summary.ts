import { fieldAt, summaryLine } from './kind-view.js';
import { table } from './output.js';
import { RUN_KINDS, type RunKind, type RunKindView } from './run-kinds.js';

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toPrecision(4);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const percent = (value: unknown): string | null => (typeof value === 'number' ? `${Math.round(value * 100)}%` : null);

/** A run's verdict, where it has one (RL runs): how its policy did on evaluation. */
export interface VerdictFields {
  status: string;
  verdict?: 'pass' | 'fail' | null;
  success_rate?: number | null;
  evaluation_episodes?: number | null;
}

/** The status, and for a run with a verdict the verdict beside it: `succeeded · fail 0/100` (a succeeded run is not a passing policy). */
export function statusWithVerdict(run: VerdictFields): string {
  if (!run.verdict) return run.status;
  const episodes = run.evaluation_episodes;
  const rate = run.success_rate;
  const evaluation = typeof rate === 'number' ? (episodes ? ` ${Math.round(rate * episodes)}/${episodes}` : ` ${Math.round(rate * 100)}%`) : '';
  return `${run.status} · ${run.verdict}${evaluation}`;
}

/** How runs of a kind read (by the `object` the API names), as the kinds table publishes it (the server's, else sdk/kinds.ts). */
const viewOf = (object: unknown, kinds: readonly RunKind[]): RunKindView | null => kinds.find((k) => k.kind === object)?.view ?? null;

/** `relight · demo/so101-pick-place`, `mlp on demo/so101-pick-place`: what a run is, for `runs list` (its kind's summary). */
export function runWhat(run: Json, kinds: readonly RunKind[] = RUN_KINDS): string {
  const view = viewOf(run.object, kinds);
  return (view && summaryLine(view.summary, run)) || '-';
}

/** `rlp runs get` without --json: the run as labelled lines (its status, where it is, what it is, how it ended). */
export function runSummaryLines(run: Json, kinds: readonly RunKind[] = RUN_KINDS): string[] {
  const error = run.error as { code?: string; message?: string | null } | null | undefined;
  const rows: [string, string | null][] = [
    ['id', text(run.id)],
    ['kind', text(run.object)],
    ['status', [text(run.status), text(run.verdict), percent(run.success_rate)].filter(Boolean).join(' · ')],
    ['phase', text(run.phase ?? run.stage)],
    ['progress', percent(run.progress)],
    ['message', text(run.status_message)],
    // The fields worth a line for its kind, in the order a user reads them.
    ...(viewOf(run.object, kinds)?.fields ?? []).map(([label, path]): [string, string | null] => [label, text(fieldAt(run, path))]),
    ['error', error ? `${error.code ?? ''}: ${error.message ?? ''}` : null],
    ['created', text(run.created_at)],
    ['started', text(run.started_at)],
    ['completed', text(run.completed_at)],
  ];
  return table(rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => [`${label}:`, value]));
}
