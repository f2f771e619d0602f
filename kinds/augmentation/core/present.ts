import type { AugmentationRow } from './record.js';
import type { StoredPlan } from '../../../core/augment/stored-plan.js';

/** The plan as the API shows it: as stored. */
export type PlanView = StoredPlan;

export interface OutputFileView {
  path: string;
  bytes: number;
  url: string;
}

/** Live state from the run's workflow, when it answered. */
export interface AugmentationLive {
  status: AugmentationRow['status'] | 'queued';
  phase: string | null;
  progress: number;
  status_message: string | null;
  error: { code: string; message: string | null } | null;
  model?: AugmentationRow['model'];
  plan?: StoredPlan | null;
}

/**
 * The augmentation as the API shows it. `files` is given only by GET by id once succeeded; lists,
 * create, cancel and events never carry `output.files`.
 */
export function presentAugmentation(row: AugmentationRow, options: { live?: AugmentationLive; files?: OutputFileView[] } = {}) {
  // The row wins once it is terminal: the live state of an ended run adds nothing.
  const live = row.status === 'processing' ? options.live : undefined;
  const status = live && live.status !== 'queued' ? live.status : row.status;
  const error = live?.error ?? row.error;
  const output =
    row.output.type === 'hub'
      ? { type: 'hub' as const, repo_id: row.output.repo_id ?? null, private: row.output.private ?? true, url: row.output.url ?? null }
      : { type: 'download' as const, ...(options.files ? { files: options.files } : {}) };
  return {
    id: row.id,
    object: 'augmentation' as const,
    status: status as AugmentationRow['status'],
    progress: clamp(live?.progress ?? row.progress),
    phase: live?.phase ?? row.phase,
    status_message: live?.status_message ?? row.status_message,
    error: status === 'failed' ? error : null,
    model: (live?.plan ? live.model : undefined) ?? row.model,
    source: row.source,
    instructions: row.instructions,
    config: row.config,
    plan: (live?.plan ?? row.plan) ?? null,
    output,
    tokens: { charged: Number(row.tokens_charged) },
    webhook_metadata: row.webhook_metadata,
    created_at: row.created_at.toISOString(),
  };
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, Number(value) || 0));
}
