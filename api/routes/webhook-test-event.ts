import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import { ApiError, resourceNotFound } from '../../core/errors.js';
import { markDispatched } from '../../db/webhook-deliveries.js';
import { findWebhookEndpoint } from '../../db/webhook-endpoints.js';
import { recordTestEvent, WEBHOOK_TEST_EVENT } from '../../db/webhook-test-event.js';
import type { WorkflowFn } from '../../contracts/resource.js';
import { AccountIdAttribute, ResourceKindAttribute } from '../../contracts/search-attributes.js';
import { webhookDeliveryWorkflowType } from '../../contracts/webhook-delivery.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent } from '../schemas/common.js';
import { EndpointIdParam } from '../schemas/webhooks.js';
import { presentWebhookEndpoint } from './webhook-endpoints.js';

const TestEventResult = z
  .object({
    object: z.literal('webhook_test_event'),
    event_id: z.string(),
    delivery_id: z.string().openapi({ description: 'Follow it in GET /v1/webhook_endpoints/{id}/deliveries.' }),
    type: z.literal(WEBHOOK_TEST_EVENT),
  })
  .openapi('WebhookTestEvent');

export function registerWebhookTestEventRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql, temporal, config } = ctx.deps;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/webhook_endpoints/{id}/test',
      tags: ['Webhooks'],
      summary: 'Send a test event to this endpoint only',
      description: `Records a \`${WEBHOOK_TEST_EVENT}\` event (its \`data.object\` is the endpoint) and delivers it, signed, to this endpoint and no other, with the usual retries; it appears in the event log and the endpoint's deliveries. A disabled endpoint is 409 \`endpoint_disabled\`.`,
      security,
      middleware: [ctx.requireScope('webhooks:write')] as const,
      request: { params: EndpointIdParam },
      responses: { 202: jsonContent(TestEventResult, 'The test event is on its way'), ...errorResponses(403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const accountId = c.get('auth').account.id;
      const endpoint = await findWebhookEndpoint(sql, accountId, id);
      if (!endpoint) throw resourceNotFound(id);
      if (endpoint.status !== 'enabled') throw new ApiError(409, 'endpoint_disabled', `Endpoint ${id} is disabled; enable it to send a test event.`);
      const { event, delivery } = await recordTestEvent(sql, { accountId, endpointId: id, object: presentWebhookEndpoint(endpoint) });
      try {
        await temporal.workflow.start<WorkflowFn<typeof webhookDeliveryWorkflowType>>(webhookDeliveryWorkflowType.name, {
          workflowId: delivery.id,
          taskQueue: config.webhooks.taskQueue,
          args: [{ deliveryId: delivery.id }],
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          typedSearchAttributes: [
            { key: AccountIdAttribute, value: accountId },
            { key: ResourceKindAttribute, value: 'webhook_delivery' },
          ],
        });
        await markDispatched(sql, [delivery.id]);
      } catch (error) {
        // The dispatcher's sweep starts an undispatched delivery; the test event is not lost.
        if (error instanceof WorkflowExecutionAlreadyStartedError) await markDispatched(sql, [delivery.id]);
      }
      return c.json({ object: 'webhook_test_event' as const, event_id: event.id, delivery_id: delivery.id, type: WEBHOOK_TEST_EVENT }, 202);
    },
  );
}
