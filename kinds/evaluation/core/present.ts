import { runTimes, runTokens } from '../../../core/resource-row.js';
import { isTerminalStatus, TERMINAL_PHASE, type ResourceStatus, type RunError } from '../../../core/lifecycle.js';
import type { EvaluationRow } from './record.js';

/** Live state from the evaluation's workflow while it works (contracts/evaluation.ts). */
export interface EvaluationLive {
  status: ResourceStatus;
  phase: string | null;
  progress: number;
  status_message: string | null;
  error: RunError | null;
  episodes_done: number;
  successes: number;
}

/** An evaluation as the API shows it: the row, with the workflow's live state over it while it works; the figures once evaluated. */
export function presentEvaluation(row: EvaluationRow, live?: EvaluationLive) {
  const current = isTerminalStatus(row.status) || (live && isTerminalStatus(live.status)) ? undefined : live;
  const status = current?.status ?? row.status;
  const report = row.report as { successes?: number; threshold?: number; failure_modes?: Record<string, number>; checks?: unknown[]; clip_grid?: { clip: string; poster: string } } | null;
  return {
    id: row.id,
    object: 'evaluation' as const,
    status,
    phase: isTerminalStatus(status) ? TERMINAL_PHASE[status] : (current?.phase ?? row.phase),
    progress: Math.min(1, Math.max(0, Number(current?.progress ?? row.progress))),
    status_message: current?.status_message ?? row.status_message,
    error: status === 'failed' ? (row.error ? { code: row.error.code, message: row.error.message, ...(row.error.param ? { param: row.error.param } : {}) } : (current?.error ?? null)) : null,
    policy: { type: row.policy.type, run_id: row.policy.run_id, checkpoint: row.policy.checkpoint, kind: row.policy.kind },
    twin_id: row.twin_id,
    objective: row.objective,
    episodes: row.episodes,
    seeds: row.seeds,
    randomisation: row.randomisation,
    verdict: row.verdict,
    success_rate: row.success_rate,
    successes: report?.successes ?? null,
    interval: row.interval_low === null || row.interval_high === null ? null : { method: 'wilson' as const, confidence: 0.95, low: row.interval_low, high: row.interval_high },
    threshold: report?.threshold ?? null,
    failure_modes: report?.failure_modes ?? null,
    checks: report?.checks ?? null,
    outputs: row.outputs
      ? {
          archive: { filename: row.outputs.archive.filename, bytes: Number(row.outputs.archive.bytes), sha256: row.outputs.archive.sha256, url: `/v1/evaluations/${row.id}/archive` },
          files_url: `/v1/evaluations/${row.id}/files`,
          episodes_url: `/v1/evaluations/${row.id}/episodes`,
          clip_grid_url: `/v1/evaluations/${row.id}/files/clip_grid.mp4`,
        }
      : null,
    tokens: runTokens(row),
    webhook_metadata: row.webhook_metadata,
    ...runTimes(row),
  };
}

export type EvaluationView = ReturnType<typeof presentEvaluation>;
