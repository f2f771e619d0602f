import { runTimes, runTokens } from '../../../core/resource-row.js';
import { isTerminalStatus, type RunError } from '../../../core/lifecycle.js';
import { integrationsObject } from '../../../core/tracking/integrations.js';
import type { TrainingRunRow } from './record.js';

/**
 * The training run as clients see it (GET, lists, create and cancel responses, events). Pure:
 * callers pass the stored row, its checkpoint summary and, for GET by id, the live state.
 */
export interface CheckpointSummary {
  count: number;
  latest: { step: number; created_at: Date } | null;
}

export interface LiveTrainingView {
  phase: string | null;
  status: string;
  progress: number;
  status_message: string | null;
  metrics: { loss: number | null; step: number | null; max_steps: number | null };
  eval: Record<string, unknown> | null;
  /** Why it failed, from the workflow, when its ending is not yet on the row. */
  error: RunError | null;
}

export function checkpointObject(runId: string, checkpoint: { step: number; created_at: Date }, storageKeyPrefix?: string) {
  return {
    object: 'training_checkpoint' as const,
    step: checkpoint.step,
    created_at: checkpoint.created_at.toISOString(),
    artifact_uri: storageKeyPrefix ? `storage://${storageKeyPrefix}` : `storage://training_runs/${runId}/checkpoints/${checkpoint.step}/pretrained_model`,
    download_url: `/v1/training_runs/${runId}/checkpoints/${checkpoint.step}/download`,
  };
}

const metricsOf = (m: TrainingRunRow['metrics']) => ({ loss: m.loss ?? null, step: m.step ?? null, max_steps: m.max_steps ?? null });

/** `detail`: true only for GET by id, which shows `phase` and `eval`. */
export function trainingRunObject(row: TrainingRunRow, checkpoints: CheckpointSummary, options: { detail?: boolean; live?: LiveTrainingView } = {}) {
  const live = options.live;
  const rowTerminal = isTerminalStatus(row.status);
  // The row wins once it has ended (it is written before the workflow reports the ending); before that the workflow is fresher.
  const useLive = live && !rowTerminal;
  return {
    id: row.id,
    object: 'training_run' as const,
    status: useLive ? live.status : row.status,
    phase: options.detail ? (useLive ? live.phase : row.phase) : null,
    status_message: useLive ? live.status_message : row.status_message,
    progress: useLive ? live.progress : row.progress,
    error: row.error ?? (useLive ? live.error : null),
    policy: row.policy,
    robot: row.robot,
    hardware_tier: row.hardware_tier,
    group_id: row.group_id,
    dataset: { uri: row.dataset.uri },
    cameras: { rename: row.cameras.rename ?? {} },
    config: row.config,
    metrics: useLive ? live.metrics : metricsOf(row.metrics),
    eval: options.detail ? (useLive ? (live.eval ?? row.eval) : row.eval) : null,
    output: {
      checkpoint_count: checkpoints.count,
      hub_push_status: row.output.hub_push_status ?? null,
      hub_repo_id: row.output.hub_repo_id ?? null,
      hub_url: row.output.hub_url ?? null,
      latest_checkpoint: checkpoints.latest ? checkpointObject(row.id, checkpoints.latest) : null,
    },
    tokens: runTokens(row),
    from_checkpoint: row.from_checkpoint ? `${row.from_checkpoint.run_id}:${row.from_checkpoint.step}` : null,
    integrations: integrationsObject(row.integrations),
    webhook_metadata: row.webhook_metadata,
    ...runTimes(row),
  };
}

export type TrainingRunObject = ReturnType<typeof trainingRunObject>;
