import { table } from './output.js';

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toPrecision(4);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const percent = (value: unknown): string | null => (typeof value === 'number' ? `${Math.round(value * 100)}%` : null);

const at = (run: Json, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Json)[key] : undefined), run);

/** The fields worth a line for each kind (by the `object` the API names), in the order a user reads them. */
const KIND_FIELDS: Record<string, [label: string, path: string][]> = {
  augmentation: [['model', 'model'], ['source', 'source.repo_id'], ['output', 'output.type']],
  training_run: [['policy', 'policy'], ['dataset', 'dataset.uri'], ['step', 'metrics.step'], ['max steps', 'metrics.max_steps'], ['loss', 'metrics.loss'], ['checkpoints', 'output.checkpoint_count']],
  twin: [['source', 'source.repo_id'], ['episode', 'episode_index'], ['eta (s)', 'eta_seconds'], ['archive', 'download.url']],
  rl_run: [['objective', 'spec.objective.type'], ['twin', 'spec.scene.twin_id'], ['env steps', 'metrics.env_steps'], ['budget', 'spec.budget.env_steps'], ['verdict', 'verdict_detail']],
};

/** `rlp runs get` without --json: the run as labelled lines (its status, where it is, what it is, how it ended). */
export function runSummaryLines(run: Json): string[] {
  const error = run.error as { code?: string; message?: string | null } | null | undefined;
  const rows: [string, string | null][] = [
    ['id', text(run.id)],
    ['kind', text(run.object)],
    ['status', [text(run.status), text(run.verdict), percent(run.success_rate)].filter(Boolean).join(' · ')],
    ['phase', text(run.phase ?? run.stage)],
    ['progress', percent(run.progress)],
    ['message', text(run.status_message)],
    ...(KIND_FIELDS[String(run.object)] ?? []).map(([label, path]): [string, string | null] => [label, text(at(run, path))]),
    ['error', error ? `${error.code ?? ''}: ${error.message ?? ''}` : null],
    ['created', text(run.created_at)],
    ['started', text(run.started_at)],
    ['completed', text(run.completed_at)],
  ];
  return table(rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => [`${label}:`, value]));
}
