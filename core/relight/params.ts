import type { z } from 'zod';
import { CompleteRelightParamsSchema, type RelightParamsSchema } from '../jobs/__generated__/relight-job-input.js';
import { CAMERA_KEY_PREFIX } from '../lerobot/types.js';

/** Relight parameters as the API takes them (spec: RelightParams); every field optional. Ranges: jobs/relight/spec_schema.json. */
export type RelightParams = z.infer<typeof RelightParamsSchema>;

export type CompleteRelightParams = z.infer<typeof CompleteRelightParamsSchema>;

export const RELIGHT_DEFAULTS: CompleteRelightParams = Object.freeze({
  exposure: 0,
  temperature: 6500,
  tint: 0,
  contrast: 1,
  saturation: 1,
});

/** Each field's bounds, read from the schema's numbers. */
export const RELIGHT_RANGES: Readonly<Record<keyof CompleteRelightParams, { min: number; max: number }>> = Object.freeze(
  Object.fromEntries(
    Object.entries(CompleteRelightParamsSchema.shape).map(([field, schema]) => [field, { min: schema.minValue!, max: schema.maxValue! }]),
  ) as Record<keyof CompleteRelightParams, { min: number; max: number }>,
);

export const RELIGHT_FIELDS = Object.keys(RELIGHT_DEFAULTS) as (keyof CompleteRelightParams)[];

/** Keys: short camera name (`top`), full key (`observation.images.top`) or `*` for every camera. */
export type RelightConfig = Record<string, RelightParams>;

export class CameraNotFoundError extends Error {
  readonly camera: string;
  readonly available: { key: string; name: string }[];

  constructor(camera: string, cameraKeys: string[]) {
    const available = cameraKeys.map((key) => ({ key, name: shortCameraName(key) }));
    const list = available.length > 0 ? available.map((c) => c.name).join(', ') : 'none';
    super(`The dataset has no camera '${camera}'. Cameras: ${list}.`);
    this.name = 'CameraNotFoundError';
    this.camera = camera;
    this.available = available;
  }
}

export function shortCameraName(key: string): string {
  return key.startsWith(CAMERA_KEY_PREFIX) ? key.slice(CAMERA_KEY_PREFIX.length) : key;
}

/** The full camera key a user's name (short or full) refers to, or null. */
export function findCameraKey(name: string, cameraKeys: string[]): string | null {
  if (cameraKeys.includes(name)) return name;
  return cameraKeys.find((key) => shortCameraName(key) === name) ?? null;
}

/** A full set of parameters: defaults, then each layer's defined fields in order. */
export function completeParams(...layers: (RelightParams | undefined)[]): CompleteRelightParams {
  const result: CompleteRelightParams = { ...RELIGHT_DEFAULTS };
  for (const layer of layers) {
    if (!layer) continue;
    for (const field of RELIGHT_FIELDS) {
      const value = layer[field];
      if (value !== undefined && value !== null) result[field] = value;
    }
  }
  return result;
}

/** True when the parameters change nothing. */
export function isIdentity(params: RelightParams): boolean {
  const complete = completeParams(params);
  return RELIGHT_FIELDS.every((field) => complete[field] === RELIGHT_DEFAULTS[field]);
}

/**
 * Per full camera key, the complete parameters a config asks for: `*` applies to every camera,
 * a camera's own entry overrides `*` field by field, cameras not mentioned (with no `*`) are
 * absent, meaning copied untouched. Throws CameraNotFoundError for a name the dataset lacks.
 */
export function resolveRelightConfig(config: RelightConfig, cameraKeys: string[]): Record<string, CompleteRelightParams> {
  const own = new Map<string, RelightParams>();
  for (const [name, params] of Object.entries(config)) {
    if (name === '*') continue;
    const key = findCameraKey(name, cameraKeys);
    if (key === null) throw new CameraNotFoundError(name, cameraKeys);
    // `top` and `observation.images.top` both given: merge, the full key winning.
    own.set(key, name === key ? { ...own.get(key), ...definedFields(params) } : { ...definedFields(params), ...own.get(key) });
  }
  const everyCamera = config['*'];
  const result: Record<string, CompleteRelightParams> = {};
  for (const key of cameraKeys) {
    const entry = own.get(key);
    if (!entry && !everyCamera) continue;
    result[key] = completeParams(everyCamera, entry);
  }
  return result;
}

function definedFields(params: RelightParams): RelightParams {
  const out: RelightParams = {};
  for (const field of RELIGHT_FIELDS) {
    const value = params[field];
    if (value !== undefined && value !== null) out[field] = value;
  }
  return out;
}

/** Clamps every field into RELIGHT_RANGES (planner output must stay valid). */
export function clampParams(params: RelightParams): RelightParams {
  const out: RelightParams = {};
  for (const field of RELIGHT_FIELDS) {
    const value = params[field];
    if (value === undefined) continue;
    const { min, max } = RELIGHT_RANGES[field];
    out[field] = Math.min(max, Math.max(min, value));
  }
  return out;
}
