import type { ResourceRow } from '../../../core/resource-row.js';
import type { TwinDatasetCamera } from '../../../core/twins/dataset-cameras.js';
import type { TwinSceneObjects } from './scene-objects.js';

/** A twin's stored row (db/migrations/060_twins.sql, 110_one_resource_row.sql). `phase` is the stage running now (the API's `stage`). */
export interface TwinRow extends ResourceRow {
  eta_seconds: number | null;
  error: TwinErrorView | null;
  source: { type: 'hub'; repo_id: string };
  source_revision: string | null;
  episode_index: number;
  config: Record<string, unknown>;
  camera: { scene: string | null; wrist: string | null; available: string[] } | null;
  stages: TwinStageView[];
  archive: TwinArchive | null;
  /** From twin.json once published (db/migrations/091_twin_scene_objects.sql); null before, or for twins published before the column. */
  scene_objects: TwinSceneObjects | null;
  resumes: number;
}

export interface TwinErrorView {
  code: string;
  message: string | null;
  resumable: boolean;
  stage: string | null;
}

export interface TwinStageView {
  stage: string;
  ok: boolean;
  attempts: number;
  seconds: number;
  measurement: string;
}

export interface TwinArchive {
  storage_key: string;
  filename: string;
  bytes: number;
  sha256: string;
  /** Path of the scene inside the archive: `<twin id>/scene.xml`. */
  scene: string;
  /** Storage key of the rendered preview (PNG from the scene camera), when the job made one. */
  preview_key: string | null;
  /** The dataset's cameras as the twin solved them (twin.json `cameras`); absent for twins published before the `cameras` stage. */
  cameras?: TwinDatasetCamera[] | null;
}
