import type { ReferenceLook } from './video-variations.js';
import type { CompleteRelightParams, RelightConfig } from '../relight/params.js';

export type ReferenceImageMediaType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ReferenceImage {
  /** The photo, base64. */
  data: string;
  media_type: ReferenceImageMediaType;
  /** Camera it shows the target look for (short or full name); null = every camera. */
  camera: string | null;
}

export interface PlanInput {
  model: 'auto' | 'relight' | 'video';
  instructions: string;
  relight: RelightConfig | null;
  referenceImages: ReferenceImage[];
  /** The dataset's full camera keys. */
  cameraKeys: string[];
  /** A local checkout of the source dataset (frames are sampled from it for reference-image matching). */
  datasetDir: string;
}

/** The spec's `plan` object minus `source_revision`. */
export interface Plan {
  engine: 'relight' | 'video';
  reason: string | null;
  /** Per full camera key, for engine relight; cameras left out are copied unchanged. */
  relight: Record<string, CompleteRelightParams> | null;
  video_instruction: string | null;
  /**
   * For engine video: per full camera key, the look its reference photo asks for, measured as relight
   * measures it (empty without photos). Not part of the spec's plan: the twin's planner turns it into
   * each episode's `camera_looks`.
   */
  reference_looks?: Record<string, ReferenceLook>;
}
