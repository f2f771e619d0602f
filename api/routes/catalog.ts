import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { policyUnavailableReason } from '../../core/catalog/policy-availability.js';
import { HARDWARE_TIERS } from '../../core/catalog/hardware-tiers.js';
import { TRAINING_POLICIES } from '../../core/catalog/training-policies.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';

const HardwareTierObject = z
  .object({
    object: z.literal('hardware_tier'),
    id: z.string().openapi({ example: 'a10g' }),
    name: z.string(),
    gpu: z.string().nullable(),
    gpu_count: z.number().int(),
    vram_gb: z.number().int(),
    cpu_cores: z.number().int(),
    memory_gb: z.number().int(),
    tokens_per_hour: z.number().int().openapi({ description: 'Rate a training run on this tier bills at; 0 on CPU.' }),
    available: z.boolean().openapi({ description: 'Whether the configured compute backend can run jobs on this tier (a job for a tier it cannot run is refused when it starts).' }),
    reason: z.string().nullable().openapi({ description: 'Why not, when unavailable.' }),
  })
  .openapi('HardwareTier');

const TrainingPolicyObject = z
  .object({
    object: z.literal('training_policy'),
    id: z.string().openapi({ example: 'act' }),
    name: z.string(),
    description: z.string(),
    available: z.boolean().openapi({ description: 'Whether the configured compute backend can run this policy now.' }),
    experimental: z.boolean(),
    compatible_robot_types: z.array(z.string()),
    default_batch_size: z.number().int(),
    default_steps: z.number().int(),
    min_hardware_tier: z.string(),
    min_vram_gb: z.number().int(),
  })
  .openapi('TrainingPolicy');

const list = <T>(data: T[]) => ({ object: 'list' as const, data, has_more: false, next_cursor: null });

export function registerCatalogRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/hardware_tiers',
      tags: ['Catalog'],
      summary: 'Hardware tiers with the token rate each bills at, and whether this deployment can run each',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      responses: { 200: jsonContent(listEnvelope(HardwareTierObject, 'HardwareTierList'), 'Every tier, cheapest first'), ...errorResponses(403) },
    }),
    async (c) => {
      const served = (await ctx.deps.compute.capabilities()).tiers;
      return c.json(
        list(
          HARDWARE_TIERS.map(({ rank: _rank, ...tier }) => {
            const available = served === undefined || served.includes(tier.id);
            return { object: 'hardware_tier' as const, ...tier, available, reason: available ? null : `This deployment's compute backend does not run the '${tier.id}' tier (it serves: ${served!.join(', ') || 'none'}).` };
          }),
        ),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/training_policies',
      tags: ['Catalog'],
      summary: 'Policy types a training run can fine-tune',
      security,
      middleware: [ctx.requireScope('training_runs:read')] as const,
      responses: { 200: jsonContent(listEnvelope(TrainingPolicyObject, 'TrainingPolicyList'), 'Every policy type'), ...errorResponses(403) },
    }),
    async (c) => {
      const capabilities = await ctx.deps.compute.capabilities();
      return c.json(
        list(
          TRAINING_POLICIES.map((entry) => {
            const { runner: _runner, lerobotExtra: _extra, notEvaluable: _notEvaluable, ...policy } = entry;
            return { object: 'training_policy' as const, ...policy, available: policyUnavailableReason(entry, capabilities) === null };
          }),
        ),
        200,
      );
    },
  );
}
