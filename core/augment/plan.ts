/**
 * Chooses the augmentation engine and, for relight, the per-camera parameters.
 * Rules (README "Relight engine and planner"): an explicit `config.relight` wins and skips the
 * planner; `model: video` is taken as asked; otherwise the words of `instructions` are read
 * against a fixed vocabulary (instruction-rules.ts) and reference photos are measured against
 * the dataset's own frames. Anything relight cannot express goes to the video engine.
 */
import { openDataset } from '../lerobot/open.js';
import type { LeRobotDataset } from '../lerobot/types.js';
import { CameraNotFoundError, clampParams, completeParams, findCameraKey, RELIGHT_DEFAULTS, resolveRelightConfig, shortCameraName } from '../relight/params.js';
import type { CompleteRelightParams, RelightParams } from '../relight/params.js';
import { measureCameraLook } from './dataset-look.js';
import { measurePhoto } from './image-look.js';
import type { Look } from './image-look.js';
import type { LookRequest } from './instruction-rules.js';
import { matchLook } from './match-look.js';
import { parseInstructions } from './parse-instructions.js';
import type { Plan, PlanInput, ReferenceImage } from './types.js';

export type { Plan, PlanInput, ReferenceImage, ReferenceImageMediaType } from './types.js';

/** A neutral, mid-grey stand-in for a camera whose videos are not on disk. */
const NEUTRAL_LOOK: Look = { meanLinear: [0.18, 0.18, 0.18], luminance: 0.18, colourfulness: 0.2, pixels: 1 };

export async function planAugmentation(input: PlanInput): Promise<Plan> {
  const imageCameras = input.referenceImages.map((image) => imageCameraKeys(image, input.cameraKeys));
  const config = input.relight ? resolveRelightConfig(input.relight, input.cameraKeys) : null;

  if (input.model === 'video') return video('model "video" was requested.', input, await matchReferenceImages(input, imageCameras));
  if (config) {
    return {
      engine: 'relight',
      reason: `config.relight was given, so the planner was skipped; ${describeCameras(config)}.`,
      relight: config,
      video_instruction: null,
    };
  }

  const parsed = parseInstructions(input.instructions, input.cameraKeys);
  const forced = input.model === 'relight';
  if (parsed.videoWords.length > 0 && !forced) {
    const words = parsed.videoWords.map((w) => `"${w}"`).join(', ');
    return video(`the instructions ask for changes a colour and exposure transform cannot make (${words}).`, input, await matchReferenceImages(input, imageCameras));
  }
  if (parsed.requests.size === 0 && input.referenceImages.length === 0 && !forced) {
    return video('no lighting, colour or exposure change was recognised in the instructions, so relight cannot express them.', input, new Map());
  }

  const fromImages = await matchReferenceImages(input, imageCameras);
  const perCamera: Record<string, CompleteRelightParams> = {};
  const notes: string[] = [];
  const global = parsed.requests.get('*');
  for (const key of input.cameraKeys) {
    const image = fromImages.get(key);
    const own = parsed.requests.get(key);
    if (!image && !global && !own) continue;
    perCamera[key] = completeParams(clampParams({ ...image?.params, ...toParams(global), ...toParams(own) }));
  }
  for (const [scope, labels] of parsed.matched) {
    notes.push(`${scope === '*' ? 'all cameras' : `camera ${shortCameraName(scope)}`}: ${labels.join('; ')}`);
  }
  for (const [key, match] of fromImages) notes.push(`camera ${shortCameraName(key)} from reference image: ${match.explanation}`);
  if (forced && parsed.videoWords.length > 0) notes.push(`ignored (relight cannot do it): ${parsed.videoWords.join(', ')}`);
  if (notes.length === 0) notes.push('nothing to change was recognised; cameras are copied unchanged');

  return {
    engine: 'relight',
    reason: `Relight: ${forced ? 'model "relight" was requested' : 'the request is about light and colour only'}; ${notes.join(' | ')}. Result: ${describeCameras(perCamera)}.`,
    relight: perCamera,
    video_instruction: null,
  };
}

/** A video plan: the instruction for a generative model, and each photographed camera's measured look for the twin's planner. */
function video(reason: string, input: PlanInput, looks: Map<string, ImageMatch>): Plan {
  const parts = [...looks].map(([key, match]) => `${shortCameraName(key)}: ${describeParams(match.params)}`);
  const instruction = parts.length > 0 ? `${input.instructions}\nMatch the reference photos' look (${parts.join('; ')}).` : input.instructions;
  const referenceLooks = Object.fromEntries(
    [...looks].map(([key, match]) => [
      key,
      {
        exposure: match.params.exposure ?? 0,
        temperature: match.params.temperature ?? RELIGHT_DEFAULTS.temperature,
        explanation: `${match.explanation}; the twin's light has a brightness and a colour temperature, no tint or saturation`,
      },
    ]),
  );
  return { engine: 'video', reason: `Video: ${reason}`, relight: null, video_instruction: instruction, reference_looks: referenceLooks };
}

/** Full camera keys an image applies to; null camera = every camera. */
function imageCameraKeys(image: ReferenceImage, cameraKeys: string[]): string[] {
  if (image.camera === null || image.camera === undefined || image.camera === '*') return cameraKeys;
  const key = findCameraKey(image.camera, cameraKeys);
  if (key === null) throw new CameraNotFoundError(image.camera, cameraKeys);
  return [key];
}

interface ImageMatch {
  params: RelightParams;
  explanation: string;
}

/** Per camera: parameters moving the dataset's frames toward the photo(s) for that camera (later photos override earlier ones). */
async function matchReferenceImages(input: PlanInput, imageCameras: string[][]): Promise<Map<string, ImageMatch>> {
  const result = new Map<string, ImageMatch>();
  if (input.referenceImages.length === 0) return result;
  let dataset: LeRobotDataset | null = null;
  try {
    dataset = await openDataset(input.datasetDir);
  } catch {
    dataset = null;
  }
  const cameraLooks = new Map<string, Look | null>();
  for (const [index, image] of input.referenceImages.entries()) {
    const photo = await measurePhoto(image.data, image.media_type ?? 'image/jpeg');
    for (const key of imageCameras[index]!) {
      if (!cameraLooks.has(key)) cameraLooks.set(key, dataset ? await measureCameraLook(dataset, key).catch(() => null) : null);
      const look = cameraLooks.get(key) ?? null;
      const match = matchLook(look ?? NEUTRAL_LOOK, photo);
      const against = look ? 'its frames' : 'a neutral mid-grey (the camera has no videos on disk)';
      result.set(key, { params: match.params, explanation: `photo ${index + 1} against ${against}: ${match.explanation}` });
    }
  }
  return result;
}

function toParams(request: LookRequest | undefined): RelightParams {
  if (!request) return {};
  const params: RelightParams = {};
  if (request.exposure !== undefined) params.exposure = request.exposure;
  const kelvin = request.kelvin ?? request.warmth;
  if (kelvin !== undefined) params.temperature = kelvin;
  if (request.tint !== undefined) params.tint = request.tint;
  if (request.contrast !== undefined) params.contrast = Math.round(request.contrast * 1000) / 1000;
  if (request.saturation !== undefined) params.saturation = request.saturation;
  return params;
}

function describeParams(params: RelightParams): string {
  return Object.entries(params)
    .map(([field, value]) => `${field} ${value}`)
    .join(', ');
}

function describeCameras(cameras: Record<string, RelightParams>): string {
  const entries = Object.entries(cameras);
  if (entries.length === 0) return 'no camera changes';
  return entries.map(([key, params]) => `${shortCameraName(key)} {${describeParams(params)}}`).join(', ');
}
