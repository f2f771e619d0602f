import { z } from '@hono/zod-openapi';
import { CREDENTIAL_TYPES, INTEGRATION_TYPES } from '../../core/tracking/integrations.js';
import { Timestamp } from './common.js';

const TrackingUri = z
  .string()
  .max(2000)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { message: 'must be an http:// or https:// URL of an MLflow tracking server' })
  .refine((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), {
    message: 'must not carry credentials; set them with PUT /v1/integrations/mlflow/credentials',
  })
  .openapi({ example: 'https://mlflow.example.com' });

/** W&B project and entity names: letters, digits, `-`, `_`, `.` (what W&B's UI accepts). */
const WandbName = z.string().min(1).max(128).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'must be a W&B name: letters, digits, ., _ and -' });

const MlflowIntegrationRequest = z
  .strictObject({
    type: z.literal('mlflow'),
    tracking_uri: TrackingUri,
    experiment: z.string().min(1).max(250).optional().openapi({ description: 'Experiment name; created when missing. Default: `robot-learning-platform`.' }),
  })
  .openapi('MlflowIntegrationRequest');
const WandbIntegrationRequest = z
  .strictObject({ type: z.literal('wandb'), project: WandbName, entity: WandbName.optional().openapi({ description: "Default: the API key's default entity." }) })
  .openapi('WandbIntegrationRequest');
const TensorboardIntegrationRequest = z.strictObject({ type: z.literal('tensorboard') }).openapi('TensorboardIntegrationRequest');

export const IntegrationsRequest = z
  .array(z.discriminatedUnion('type', [MlflowIntegrationRequest, WandbIntegrationRequest, TensorboardIntegrationRequest]))
  .max(INTEGRATION_TYPES.length)
  .superRefine((list, ctx) => {
    list.forEach((integration, i) => {
      if (list.findIndex((other) => other.type === integration.type) !== i) ctx.addIssue({ code: 'custom', path: [i, 'type'], message: `only one '${integration.type}' integration per run` });
    });
  })
  .optional()
  .openapi({
    description:
      'Experiment trackers the run logs to: params at start, metrics at every logging and evaluation point, the verdict and artifact links at the end. A tracker that cannot be reached never fails the run: its entry shows `status: failed` and `error`. Credentials: PUT /v1/integrations/wandb/credentials or /v1/integrations/mlflow/credentials.',
    example: [{ type: 'mlflow', tracking_uri: 'https://mlflow.example.com', experiment: 'so101-pick' }, { type: 'tensorboard' }],
  });

const status = z.enum(['pending', 'active', 'finished', 'failed']).openapi({ description: '`pending` until the job starts logging; `active` while it logs; `finished` once the tracker run is closed; `failed` when the tracker could not be reached (see `error`); the run itself goes on.' });
const reported = {
  status,
  run_url: z.string().nullable().openapi({ description: "The run in the tracker's UI (null for tensorboard and W&B offline mode)." }),
  error: z.string().nullable(),
};
export const Integration = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('mlflow'), tracking_uri: z.string(), experiment: z.string().nullable(), ...reported }).openapi('MlflowIntegration'),
    z.object({ type: z.literal('wandb'), project: z.string(), entity: z.string().nullable(), ...reported }).openapi('WandbIntegration'),
    z
      .object({ type: z.literal('tensorboard'), path: z.string().nullable().openapi({ description: "Where the event files are in the run's outputs (`tensorboard/`)." }), ...reported })
      .openapi('TensorboardIntegration'),
  ])
  .openapi('Integration');

export const SetWandbCredentialsBody = z
  .strictObject({ api_key: z.string().min(1).max(500).openapi({ description: 'The W&B API key.' }) })
  .openapi('SetWandbCredentialsRequest');

const BoundTrackingUri = TrackingUri.optional().openapi({
  description:
    'The MLflow server these credentials are for: they are sent only to runs whose `tracking_uri` has the same scheme, host and port, and to no other server. Credentials stored without it are sent nowhere.',
  example: 'https://mlflow.example.com',
});

export const SetMlflowCredentialsBody = z
  .union([
    z
      .strictObject({
        username: z.string().min(1).max(500).openapi({ description: 'Basic-auth user.' }),
        password: z.string().min(1).max(500).openapi({ description: 'Basic-auth password.' }),
        tracking_uri: BoundTrackingUri,
      })
      .openapi('MlflowBasicAuthCredentials'),
    z.strictObject({ token: z.string().min(1).max(4000).openapi({ description: 'A bearer token.' }), tracking_uri: BoundTrackingUri }).openapi('MlflowTokenCredentials'),
  ])
  .openapi('SetMlflowCredentialsRequest', { description: '`{username, password}` or `{token}`, not both, with the `tracking_uri` of the server they are for.' });

export const IntegrationCredentials = z
  .object({
    object: z.literal('integration_credentials'),
    type: z.enum(CREDENTIAL_TYPES),
    fields: z.array(z.string()).openapi({ description: 'The names of the fields set; the values are never returned.', example: ['api_key'] }),
    updated_at: Timestamp,
  })
  .openapi('IntegrationCredentials');

export const DeletedIntegrationCredentials = z
  .object({ object: z.literal('integration_credentials'), type: z.enum(CREDENTIAL_TYPES), deleted: z.literal(true) })
  .openapi('DeletedIntegrationCredentials');
