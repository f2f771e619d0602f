import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
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
    // The authenticated account row carries the ledger's running sums; it is re-read whenever
    // the account changes (see Authenticator), so this needs no query of its own.
    (c) => {
      const { account } = c.get('auth');
      return c.json(
        {
          object: 'credit_balance' as const,
          account_id: account.id,
          balance: account.balance,
          granted_total: account.granted_total,
          charged_total: account.charged_total,
          refunded_total: account.refunded_total,
          unit: 'tokens' as const,
        },
        200,
      );
    },
  );
}
