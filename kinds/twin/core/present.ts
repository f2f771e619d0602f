import { isTerminalStatus } from '../../../core/lifecycle.js';
import type { TwinRow } from './record.js';
import { furtherStage } from './stage-order.js';
import { TWIN_STAGES, type TwinStage } from '../../../core/twins/stages.js';

/** Live state from the twin's workflow, when it answered (contracts/twin.ts TwinLiveState): the row's building fields, fresher. */
export type TwinLive = Pick<TwinRow, 'status' | 'progress' | 'status_message' | 'eta_seconds' | 'error' | 'stages' | 'camera'> & { stage: string | null };

export interface TwinDownloadView {
  url: string;
  requires_auth: boolean;
  filename: string;
  bytes: number;
  sha256: string;
  scene: string;
  expires_at: string | null;
  preview_url: string | null;
}

/**
 * The twin as the API shows it: the row, with the live state merged over it while the twin is
 * building. `download` is given by GET by id once succeeded (it carries a fresh signed link).
 */
export function presentTwin(row: TwinRow, options: { live?: TwinLive; download?: TwinDownloadView } = {}) {
  // The row wins once either has ended: an ended workflow state over a building row is a resume the workflow has not picked up yet.
  const live = isTerminalStatus(row.status) || (options.live && isTerminalStatus(options.live.status)) ? undefined : options.live;
  const status = live ? live.status : row.status;
  const building = status === 'queued' || status === 'processing';
  const stages = live && live.stages.length >= row.stages.length ? live.stages : row.stages;
  return {
    id: row.id,
    object: 'twin' as const,
    status,
    // The live state and the row are two reports of one build: show the further along of each.
    progress: clamp(live ? Math.max(live.progress, row.progress) : row.progress),
    source: row.source,
    episode_index: row.episode_index,
    stage: (live ? furtherStage(live.stage, row.phase) : row.phase) ?? stageWithoutReport(status, stages),
    status_message: live?.status_message ?? row.status_message,
    eta_seconds: building ? (live?.eta_seconds ?? row.eta_seconds) : null,
    error: status === 'failed' ? (live?.error ?? row.error) : null,
    camera: live?.camera ?? row.camera,
    config: row.config,
    stages,
    download: status === 'succeeded' ? (options.download ?? null) : null,
    scene_objects: status === 'succeeded' ? (row.scene_objects ?? null) : null,
    cameras: status === 'succeeded' ? (row.archive?.cameras ?? null) : null,
    tokens: { charged: Number(row.tokens_charged) },
    // The contract: an object, echoed from create (none given: empty).
    webhook_metadata: row.webhook_metadata ?? {},
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
  };
}

export type TwinView = ReturnType<typeof presentTwin>;

/**
 * The contract's `stage` is always a stage: a succeeded twin reached the last; otherwise, before
 * one reports (queued), the next to run: the first one not finished.
 */
function stageWithoutReport(status: string, finished: readonly { stage: string }[]): TwinStage {
  const last = TWIN_STAGES[TWIN_STAGES.length - 1]!;
  if (status === 'succeeded') return last;
  return TWIN_STAGES.find((stage) => !finished.some((f) => f.stage === stage)) ?? last;
}

const clamp = (value: number) => Math.min(1, Math.max(0, Number(value)));
