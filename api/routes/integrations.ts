import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { credentialsKeyFor } from '../../core/credentials/key.js';
import { resourceNotFound } from '../../core/errors.js';
import { checkedTrackerUrl } from '../../application/tracker-targets.js';
import { originOf } from '../../core/outbound/target-url.js';
import { BOUND_ORIGIN_FIELD, CREDENTIAL_TYPES, type CredentialType } from '../../core/tracking/integrations.js';
import { deleteIntegrationCredentials, listIntegrationCredentials, setIntegrationCredentials, type CredentialsInfo } from '../../db/integration-credentials.js';
import type { AppEnv } from '../context.js';
import { security } from '../openapi.js';
import type { RouteContext } from '../route-context.js';
import { errorResponses, jsonContent, listEnvelope } from '../schemas/common.js';
import { DeletedIntegrationCredentials, IntegrationCredentials, SetMlflowCredentialsBody, SetWandbCredentialsBody } from '../schemas/integrations.js';

const TAG = ['Integrations'];
const present = (info: CredentialsInfo) => ({ object: 'integration_credentials' as const, type: info.type, fields: info.fields, updated_at: info.updated_at.toISOString() });

/** Per-account tracker credentials: set, listed (names only) and deleted; the values never leave the API. */
export function registerIntegrationRoutes(app: OpenAPIHono<AppEnv>, ctx: RouteContext): void {
  const { sql, config } = ctx.deps;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/integrations/credentials',
      tags: TAG,
      summary: "Which trackers have credentials set on the account (never the values)",
      security,
      middleware: [ctx.requireScope('integrations:read')] as const,
      responses: { 200: jsonContent(listEnvelope(IntegrationCredentials, 'IntegrationCredentialsList'), 'One entry per tracker with credentials'), ...errorResponses(403) },
    }),
    async (c) => {
      const data = (await listIntegrationCredentials(sql, c.get('auth').account.id)).map(present);
      return c.json({ object: 'list' as const, data, has_more: false, next_cursor: null }, 200);
    },
  );

  // One route per tracker: each body's schema says exactly what that tracker takes.
  const setRoute = <S extends typeof SetWandbCredentialsBody | typeof SetMlflowCredentialsBody>(type: CredentialType, schema: S, description: string) =>
    createRoute({
      method: 'put',
      path: `/v1/integrations/${type}/credentials`,
      tags: TAG,
      summary: `Set the account's ${type} credentials`,
      description: `${description} Sealed at rest; replaces what was set; the answer names the fields, never their values. Runs that start afterwards use them.`,
      security,
      middleware: [ctx.requireScope('integrations:write')] as const,
      request: { body: { required: true, content: { 'application/json': { schema } } } },
      responses: { 200: jsonContent(IntegrationCredentials, 'What is now set'), ...errorResponses(403) },
    });

  app.openapi(setRoute('wandb', SetWandbCredentialsBody, '`{api_key}`.'), async (c) => {
    const info = await setIntegrationCredentials(sql, credentialsKeyFor(config), c.get('auth').account.id, 'wandb', c.req.valid('json'));
    return c.json(present(info), 200);
  });

  app.openapi(
    setRoute('mlflow', SetMlflowCredentialsBody, "`{username, password}` or `{token}` (sent as MLflow's `MLFLOW_TRACKING_USERNAME`/`PASSWORD` or `MLFLOW_TRACKING_TOKEN`)."),
    async (c) => {
      const { tracking_uri: trackingUri, ...values } = c.req.valid('json');
      const bound = trackingUri === undefined ? {} : { [BOUND_ORIGIN_FIELD]: originOf(checkedTrackerUrl(trackingUri, 'tracking_uri', config.outbound)) };
      const info = await setIntegrationCredentials(sql, credentialsKeyFor(config), c.get('auth').account.id, 'mlflow', { ...values, ...bound } as Record<string, string>);
      return c.json(present(info), 200);
    },
  );

  for (const type of CREDENTIAL_TYPES) {
    app.openapi(
      createRoute({
        method: 'delete',
        path: `/v1/integrations/${type}/credentials`,
        tags: TAG,
        summary: `Delete the account's ${type} credentials`,
        security,
        middleware: [ctx.requireScope('integrations:write')] as const,
        responses: { 200: jsonContent(DeletedIntegrationCredentials, 'Deleted'), ...errorResponses(403, 404) },
      }),
      async (c) => {
        if (!(await deleteIntegrationCredentials(sql, c.get('auth').account.id, type))) throw resourceNotFound(`${type} credentials`, 'type');
        return c.json({ object: 'integration_credentials' as const, type, deleted: true as const }, 200);
      },
    );
  }
}
