import { z } from '@hono/zod-openapi';
import { RESOURCE_STATUSES } from '../../../core/lifecycle.js';
import { TWIN_STAGES } from '../contracts/twin.js';
import { TwinConfig, TwinObjectInput } from './__generated__/twin-config.js';
import { Timestamp, WebhookMetadata, decimalInteger, orNull, withFallback } from '../../../api/schemas/common.js';

const RepoId = z.string().min(3).max(500);
export { TwinConfig, TwinObjectInput };
export type TwinConfigInput = z.infer<typeof TwinConfig>;

const TwinSource = z.strictObject({ type: z.literal('hub').default('hub'), repo_id: RepoId.openapi({ example: 'demo/so101-pick-place' }) });

/** Create's body as it is (copy a create, check it first): `webhook_metadata` is checked, then ignored. */
export const ValidateTwinBody = z
  .strictObject({
    source: TwinSource,
    episode_index: z.number().int().min(0).default(0),
    config: withFallback(TwinConfig, {}),
    webhook_metadata: WebhookMetadata,
  })
  .openapi('ValidateTwinRequest');
export type ValidateTwinInput = z.infer<typeof ValidateTwinBody>;

export const CreateTwinBody = z
  .strictObject({
    source: TwinSource,
    episode_index: z.number().int().min(0).default(0),
    config: withFallback(TwinConfig, {}),
    webhook_metadata: WebhookMetadata,
  })
  .openapi('CreateTwinRequest');
export type CreateTwinInput = z.infer<typeof CreateTwinBody>;

const TwinCamera = z.object({ scene: z.string().nullable(), wrist: z.string().nullable(), available: z.array(z.string()) }).openapi('TwinCamera');

export const TwinStage = z
  .object({
    stage: z.string().openapi({ description: TWIN_STAGES.join(', ') }),
    ok: z.boolean(),
    attempts: z.number().int().openapi({ description: 'Times this stage ran; a resumed build does not run a finished stage again.' }),
    seconds: z.number(),
    measurement: z.string(),
  })
  .openapi('TwinStage');

const Point = z.array(z.number()).openapi({ description: '[x, y, z] metres in the robot base frame.' });
const TwinSceneObjectsView = z
  .object({
    objects: z.array(z.object({ name: z.string(), size_m: z.union([z.number(), z.array(z.number())]).nullable(), pos: Point.nullable() })),
    pick: Point.nullable().openapi({ description: "Between the jaw tips at the recorded grasp's first frame; null when the objects came from config.objects." }),
    release: Point.nullable().openapi({ description: "Between the jaw tips where the recorded gripper opened; null when the objects came from config.objects." }),
    place: Point.nullable().openapi({ description: "pick_place's default target: where a released object comes to rest, on the table under the release point (the twin models no box); null without a recorded release." }),
    table_height_m: z.number().nullable(),
  })
  .openapi('TwinSceneObjects');

const TwinDatasetCameraView = z
  .object({
    key: z.string().openapi({ description: 'The dataset camera (`front` for `observation.images.front`); a solved one is the scene camera of that name.' }),
    solved: z.boolean().openapi({ description: "Whether the build found the camera's pose and field of view (the `cameras` stage, the robot as the calibration target)." }),
    reason: z.string().nullable().openapi({ description: 'Why an unsolved camera is not in the scene; null when solved.' }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    check: z.string().nullable().openapi({ description: 'Path of its check image (recording | render | overlay), for `/v1/twins/{id}/files/{path}`.' }),
    plate: z.string().nullable().openapi({ description: 'Path of its background plate (the scene without the robot).' }),
  })
  .openapi('TwinDatasetCamera');

export const Twin = z
  .object({
    id: z.string().openapi({ example: 'twin_01J9Z3T4X6N2V8Q5R7M1K0HBCD' }),
    object: z.literal('twin'),
    status: z.enum(RESOURCE_STATUSES),
    progress: z.number().min(0).max(1).openapi({ description: 'Of the whole build.' }),
    source: z.object({ type: z.literal('hub'), repo_id: z.string() }),
    episode_index: z.number().int(),
    stage: z.string().openapi({ description: `The stage running now (queued: the first to run; ended: the last reached): ${TWIN_STAGES.join(', ')}.` }),
    status_message: z.string().nullable(),
    eta_seconds: z.number().int().nullable(),
    error: z.object({ code: z.string(), message: z.string().nullable(), resumable: z.boolean(), stage: z.string().nullable() }).nullable(),
    camera: orNull(TwinCamera),
    config: z.record(z.string(), z.unknown()),
    stages: z.array(TwinStage),
    download: z
      .object({
        url: z.string(),
        requires_auth: z.boolean(),
        filename: z.string(),
        bytes: z.number().int(),
        sha256: z.string(),
        scene: z.string().openapi({ description: 'Path of the scene inside the archive: `<twin id>/scene.xml`.' }),
        expires_at: z.string().nullable(),
        preview_url: z.string().nullable().openapi({ description: 'The rendered preview (PNG from the scene camera); same auth as `url`.' }),
      })
      .nullable(),
    scene_objects: orNull(TwinSceneObjectsView).openapi({
      description: "Once succeeded: what the scene holds for pick_place, from its twin.json. No object: pick_place cannot run in it; no `release`: pick_place needs `objective.target`. Null before, and for twins built before the API kept it.",
    }),
    cameras: z.array(TwinDatasetCameraView).nullable().openapi({
      description: "Once succeeded: every recorded camera, solved (in scene.xml under its key, at the recorded resolution) or not with the reason. Null before, and for twins built before the `cameras` stage.",
    }),
    tokens: z.object({ charged: z.number().int() }),
    webhook_metadata: z.record(z.string(), z.unknown()).openapi({ description: 'Echoed from create; `{}` when none was given.' }),
    created_at: Timestamp,
    completed_at: Timestamp.nullable(),
  })
  .openapi('Twin');

export const TwinFile = z.object({ object: z.literal('twin_file'), path: z.string(), bytes: z.number().int(), sha256: z.string() }).openapi('TwinFile');

export const TwinFilesQuery = z.object({
  limit: decimalInteger(1, 100).default(10).openapi({ param: { name: 'limit', in: 'query' } }),
  after: z
    .string()
    .max(1000)
    .regex(/^[^\u0000]*$/, 'a path never holds a NUL character')
    .optional()
    .openapi({ param: { name: 'after', in: 'query' }, description: 'The last path of the previous page.' }),
});

export const TwinValidation = z
  .object({
    object: z.literal('twin_validation'),
    ok: z.boolean().openapi({ description: 'True when a build can start: no problems.' }),
    source: z.object({ type: z.literal('hub'), repo_id: z.string(), revision: z.string() }),
    episode_index: z.number().int(),
    robot_type: z.string().nullable(),
    robot_model: z.object({ robot: z.string().nullable(), available: z.boolean(), reason: z.string().nullable(), license: z.string().nullable() }),
    camera: TwinCamera,
    frames: z.number().int().nullable(),
    fps: z.number(),
    estimate_seconds: z.number().int(),
    tokens: z.number().int(),
    problems: z.array(z.object({ code: z.string(), message: z.string(), param: z.string().nullable() })),
  })
  .openapi('TwinValidation');

export const TwinIdParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: 'twin_01J9Z3T4X6N2V8Q5R7M1K0HBCD' }) });

export const TwinCatalog = z
  .object({
    object: z.literal('twin_catalog'),
    engines: z.array(
      z.object({ id: z.string(), description: z.string(), available: z.boolean(), default: z.boolean(), reason: z.string().nullable() }),
    ),
    robots: z.array(
      z.object({
        robot: z.string(),
        available: z.boolean(),
        reason: z.string().nullable(),
        robot_types: z.array(z.string()),
        license: z.string().nullable(),
        joints: z.array(z.string()),
      }),
    ),
  })
  .openapi('TwinCatalog');
