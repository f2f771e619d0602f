import type { TwinDatasetCamera } from '../twins/dataset-cameras.js';

/** What a LeRobot checkpoint's config.json says it reads: the policy type and each camera with its [C, H, W]. */
export interface LerobotInputs {
  type: string;
  cameras: Record<string, [number, number, number]>;
}

const IMAGE_PREFIX = 'observation.images.';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isShape = (value: unknown): value is [number, number, number] => Array.isArray(value) && value.length === 3 && value.every((n) => Number.isInteger(n));

/** The inputs of a LeRobot pretrained_model/config.json, or null when the document is not one. */
export function lerobotInputsOf(config: unknown): LerobotInputs | null {
  if (!isRecord(config) || typeof config.type !== 'string' || !isRecord(config.input_features)) return null;
  const cameras: LerobotInputs['cameras'] = {};
  for (const [name, feature] of Object.entries(config.input_features)) {
    if (!name.startsWith(IMAGE_PREFIX)) continue;
    const shape = isRecord(feature) ? feature.shape : undefined;
    if (!isShape(shape)) return null;
    cameras[name.slice(IMAGE_PREFIX.length)] = shape;
  }
  return { type: config.type, cameras };
}

/**
 * What a LeRobot policy trained on a dataset will read, before it has a checkpoint: every camera of the
 * dataset at its recorded size, under the name `cameras.rename` gives it.
 */
export function lerobotInputsOfDataset(type: string, cameras: readonly { key: string; name: string; width: number; height: number }[], rename: Readonly<Record<string, string>>): LerobotInputs {
  const named = (camera: { key: string; name: string }) => (rename[camera.key] ?? rename[camera.name] ?? camera.name).replace(IMAGE_PREFIX, '');
  return { type, cameras: Object.fromEntries(cameras.map((camera) => [named(camera), [3, camera.height, camera.width] as [number, number, number]])) };
}

/**
 * Why a twin cannot produce what the policy reads (a camera it did not solve, or renders at another size), or null.
 * The evaluation job checks the same again against the twin's own files before its first episode.
 */
export function unproducibleLerobotInputs(inputs: LerobotInputs, twinCameras: TwinDatasetCamera[] | null): string | null {
  const solved = (twinCameras ?? []).filter((camera) => camera.solved);
  const missing = Object.keys(inputs.cameras).filter((key) => !solved.some((camera) => camera.key === key));
  if (missing.length > 0) {
    const why = (twinCameras ?? [])
      .filter((camera) => missing.includes(camera.key) && camera.reason)
      .map((camera) => `${camera.key}: ${camera.reason}`);
    return `The policy reads camera(s) ${missing.join(', ')}, which the twin could not solve (solved: ${solved.map((c) => c.key).join(', ') || 'none'})${why.length ? `; ${why.join('; ')}` : ''}.`;
  }
  for (const [key, [, height, width]] of Object.entries(inputs.cameras)) {
    const camera = solved.find((c) => c.key === key)!;
    if (camera.width !== null && camera.height !== null && (camera.width !== width || camera.height !== height)) {
      return `The policy reads camera ${key} at ${width}×${height}; the twin renders it at the dataset's ${camera.width}×${camera.height}.`;
    }
  }
  return null;
}
