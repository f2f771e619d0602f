import { runTimes, runTokens } from '../../../core/resource-row.js';
import { isTerminalStatus, TERMINAL_PHASE, type ResourceStatus, type RunError } from '../../../core/lifecycle.js';
import { integrationsObject } from '../../../core/tracking/integrations.js';
import type { RlMetricsView, RlRunRow } from './record.js';

/** Live state from the run's workflow when it answered (kinds/rl_run/contracts/rl-run.ts). */
export interface RlRunLive {
  status: ResourceStatus;
  phase: string | null;
  progress: number;
  status_message: string | null;
  error: RunError | null;
  metrics: RlMetricsView;
}

const EMPTY_METRICS: RlMetricsView = { env_steps: 0, episode_return: null, success_rate: null, reward_terms: {} };

/**
 * An RL run as the API shows it: the row, with the workflow's live state over it while the run
 * works. `verdict`, `success_rate` (of the evaluation) and `outputs` appear once the run has
 * packaged a policy (succeeded, or canceled after it trained).
 */
export function presentRlRun(row: RlRunRow, live?: RlRunLive) {
  const current = isTerminalStatus(row.status) || (live && isTerminalStatus(live.status)) ? undefined : live;
  const status = current?.status ?? row.status;
  const metrics: RlMetricsView = current?.metrics ?? ('env_steps' in row.metrics ? (row.metrics as RlMetricsView) : EMPTY_METRICS);
  return {
    id: row.id,
    object: 'rl_run' as const,
    group_id: row.group_id,
    seed: row.seed,
    status,
    phase: isTerminalStatus(status) ? TERMINAL_PHASE[status] : (current?.phase ?? row.phase),
    progress: Math.min(1, Math.max(0, Number(current?.progress ?? row.progress))),
    status_message: current?.status_message ?? row.status_message,
    error: status === 'failed' ? (row.error ?? current?.error ?? null) : null,
    spec: row.spec,
    metrics,
    verdict: row.verdict,
    success_rate: row.success_rate,
    evaluation_episodes: row.evaluation_episodes,
    outputs: row.outputs
      ? {
          env_steps: row.outputs.env_steps,
          stop_reason: row.outputs.stop_reason,
          onnx_parity: row.outputs.onnx_parity,
          archive: { filename: row.outputs.archive.filename, bytes: Number(row.outputs.archive.bytes), sha256: row.outputs.archive.sha256, url: `/v1/rl_runs/${row.id}/archive` },
          files_url: `/v1/rl_runs/${row.id}/files`,
          report_url: `/v1/rl_runs/${row.id}/report`,
        }
      : null,
    hardware_tier: row.hardware_tier,
    tokens: runTokens(row),
    integrations: integrationsObject(row.integrations),
    webhook_metadata: row.webhook_metadata,
    ...runTimes(row),
  };
}

export type RlRunView = ReturnType<typeof presentRlRun>;
