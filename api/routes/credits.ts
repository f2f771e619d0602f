import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { creditTotals } from '../../db/ledger.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent } from '../schemas/common.js';

const CreditBalance = z
  .object({
    object: z.literal('credit_balance'),
    account_id: z.string(),
    balance: z.number().int().openapi({ description: 'Tokens available now.' }),
    granted_total: z.number().int(),
    charged_total: z.number().int(),
    refunded_total: z.number().int(),
    unit: z.literal('tokens'),
  })
  .openapi('CreditBalance');

export function registerCreditRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/credits',
      tags: ['Account'],
      summary: 'Current credit balance',
      security,
      middleware: [ctx.requireScope('usage:read')] as const,
      responses: { 200: jsonContent(CreditBalance, 'The balance'), ...errorResponses(403) },
    }),
    async (c) => {
      const { account } = c.get('auth');
      const totals = (await creditTotals(ctx.deps.sql, account.id))!;
      return c.json(
        {
          object: 'credit_balance' as const,
          account_id: account.id,
          balance: totals.balance,
          granted_total: totals.granted,
          charged_total: totals.charged,
          refunded_total: totals.refunded,
          unit: 'tokens' as const,
        },
        200,
      );
    },
  );
}
