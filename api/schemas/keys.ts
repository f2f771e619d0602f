import { z } from '@hono/zod-openapi';
import { SCOPES } from '../../core/scopes.js';
import { Timestamp } from './common.js';

export const ApiKeyObject = z
  .object({
    object: z.literal('api_key'),
    id: z.string().openapi({ example: 'key_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
    name: z.string(),
    scopes: z.array(z.string()),
    created_at: Timestamp,
    account_id: z.string(),
    redacted_key: z.string().openapi({ description: 'The start of the key, to recognise it; the full key is shown only once, at creation.' }),
    expires_at: Timestamp.nullable(),
    last_used_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
  })
  .openapi('ApiKey');

export const ApiKeyWithSecret = ApiKeyObject.extend({
  key: z.string().openapi({ description: 'The full `svc_…` key. Shown only in this response; store it now.', example: 'svc_…' }),
}).openapi('ApiKeyWithSecret');

/** Keys may live at most ten years; null: no expiry. */
const MAX_EXPIRY_DAYS = 3650;

export const CreateApiKeyBody = z
  .strictObject({
    name: z.string().min(1).max(100).openapi({ example: 'ci' }),
    scopes: z
      .array(z.enum(SCOPES))
      .min(1)
      .max(SCOPES.length)
      .openapi({ description: 'What the key may do; at most the scopes of the caller (a key never grants more than it holds).' }),
    expires_in_days: z.number().int().min(1).max(MAX_EXPIRY_DAYS).nullable().default(null).openapi({ description: `Days until the key stops working, 1..${MAX_EXPIRY_DAYS}; null: never.` }),
  })
  .openapi('CreateApiKey');

export const KeyIdParam = z.object({
  id: z.string().max(100).openapi({ param: { name: 'id', in: 'path' }, example: 'key_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
});
