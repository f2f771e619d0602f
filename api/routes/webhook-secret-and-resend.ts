import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { WorkflowNotFoundError } from '@temporalio/client';
import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy } from '@temporalio/common';
import { sealWebhookSecret } from '../../core/webhooks/secret-box.js';
import { resourceNotFound } from '../../core/errors.js';
import { generateSigningSecret } from '../../core/webhooks/signature.js';
import { findWebhookEndpoint } from '../../db/webhook-endpoints.js';
import { reopenDelivery, rotateWebhookSecret } from '../../db/webhook-secret-rotation.js';
import type { WorkflowFn } from '../../contracts/resource.js';
import { AccountIdAttribute, ResourceKindAttribute } from '../../contracts/search-attributes.js';
import { retryNowSignal, webhookDeliveryWorkflowType } from '../../contracts/webhook-delivery.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, iso, jsonContent } from '../schemas/common.js';
import { EndpointIdParam, WebhookEndpointWithSecret } from '../schemas/webhooks.js';
import { presentWebhookEndpoint } from './webhook-endpoints.js';

/** How long a rotated-out secret keeps signing beside the new one, unless the request says otherwise. */
export const DEFAULT_SECRET_OVERLAP_SECONDS = 24 * 3600;
const MAX_SECRET_OVERLAP_SECONDS = 7 * 24 * 3600;

const RotateBody = z
  .strictObject({
    previous_secret_expires_in: z
      .number()
      .int()
      .min(0)
      .max(MAX_SECRET_OVERLAP_SECONDS)
      .optional()
      .openapi({ description: `Seconds the old secret keeps signing beside the new one (default ${DEFAULT_SECRET_OVERLAP_SECONDS}, at most ${MAX_SECRET_OVERLAP_SECONDS}; 0 retires it at once).` }),
  })
  .openapi('RotateWebhookSecretRequest');

const RotatedEndpoint = WebhookEndpointWithSecret.extend({
  previous_secret_expires_at: z.string().nullable().openapi({ format: 'date-time', description: 'Until when deliveries also carry a signature made with the old secret.' }),
}).openapi('RotatedWebhookEndpoint');

const DeliveryParams = EndpointIdParam.extend({
  delivery_id: z.string().max(100).openapi({ param: { name: 'delivery_id', in: 'path' }, example: 'whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4' }),
});

const ResendResult = z
  .object({
    object: z.literal('webhook_delivery_resend'),
    delivery_id: z.string(),
    attempt: z.number().int().openapi({ description: 'The number the new attempt will be recorded under.' }),
  })
  .openapi('WebhookDeliveryResend');

export function registerWebhookSecretAndResendRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql, temporal, config } = ctx.deps;

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/webhook_endpoints/{id}/rotate_secret',
      tags: ['Webhooks'],
      summary: 'Replace the signing secret; the old one keeps signing for an overlap (default 24 h)',
      description:
        'Returns the new `whsec_…` once. Until `previous_secret_expires_at`, every delivery carries two signatures, `v1,<new> v1,<old>` (Standard Webhooks), so a receiver verifies with either secret while it switches.',
      security,
      middleware: [ctx.requireScope('webhooks:write')] as const,
      request: { params: EndpointIdParam, body: { required: false, content: { 'application/json': { schema: RotateBody } } } },
      responses: { 200: jsonContent(RotatedEndpoint, 'The endpoint with its new secret'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const secret = generateSigningSecret();
      const overlap = body.previous_secret_expires_in ?? DEFAULT_SECRET_OVERLAP_SECONDS;
      const row = await rotateWebhookSecret(sql, c.get('auth').account.id, id, sealWebhookSecret(config, id, secret), overlap);
      if (!row) throw resourceNotFound(id);
      return c.json({ ...presentWebhookEndpoint(row), secret, previous_secret_expires_at: iso(row.previous_secret_expires_at) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry',
      tags: ['Webhooks'],
      summary: 'Send one delivery again now, as a new attempt',
      description:
        'A delivery waiting for its next retry is attempted now; a finished one (succeeded, failed or canceled) is reopened and attempted once more, recorded as the next attempt. A failed resend follows what is left of the retry schedule.',
      security,
      middleware: [ctx.requireScope('webhooks:write')] as const,
      request: { params: DeliveryParams },
      responses: { 202: jsonContent(ResendResult, 'The attempt is on its way'), ...errorResponses(403, 404) },
    }),
    async (c) => {
      const { id, delivery_id: deliveryId } = c.req.valid('param');
      const accountId = c.get('auth').account.id;
      if (!(await findWebhookEndpoint(sql, accountId, id))) throw resourceNotFound(id);
      const reopened = await reopenDelivery(sql, accountId, id, deliveryId);
      if (!reopened) throw resourceNotFound(deliveryId, 'delivery_id');
      const attempt = reopened.attempt_count + 1;
      if (reopened.status_before === 'pending') {
        // Not started yet (the dispatcher's sweep starts it, and it attempts at once): nothing to wake.
        await temporal.workflow.getHandle(deliveryId).signal(retryNowSignal).catch((error: unknown) => {
          if (!(error instanceof WorkflowNotFoundError)) throw error;
        });
      } else {
        // The row says finished a moment before its run closes: that run has nothing left to do
        // but return, so it is ended rather than answered with a 500 (the row is the truth, and
        // reopenDelivery holds it now).
        await temporal.workflow.start<WorkflowFn<typeof webhookDeliveryWorkflowType>>(webhookDeliveryWorkflowType.name, {
          workflowId: deliveryId,
          taskQueue: config.webhooks.taskQueue,
          args: [{ deliveryId, firstAttempt: attempt }],
          workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
          workflowIdConflictPolicy: WorkflowIdConflictPolicy.TERMINATE_EXISTING,
          typedSearchAttributes: [
            { key: AccountIdAttribute, value: accountId },
            { key: ResourceKindAttribute, value: 'webhook_delivery' },
          ],
        });
      }
      return c.json({ object: 'webhook_delivery_resend' as const, delivery_id: deliveryId, attempt }, 202);
    },
  );
}
