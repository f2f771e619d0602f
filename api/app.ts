import { OpenAPIHono } from '@hono/zod-openapi';
import { mountConsole } from '../console/mount.js';
import { credentialsBox } from '../core/credentials/key.js';
import { collectionPath, publishedKind, readScope, writeScope } from '../core/kinds.js';
import { SCOPES } from '../core/scopes.js';
import { Authenticator } from './authenticator.js';
import type { AppEnv } from './context.js';
import type { AppDeps } from '../application/deps.js';
import { handleError, validationError } from './errors.js';
import { createRequireScope } from './middleware/auth.js';
import { bodyLimit } from './middleware/body-limit.js';
import { idempotent } from './middleware/idempotency.js';
import { requestId } from './middleware/request-id.js';
import { retryReadsOnConnectionLoss } from './middleware/read-retry.js';
import { serviceVersion } from './middleware/service-version.js';
import { storableInput } from './middleware/storable-input.js';
import { requiredJsonBody } from './middleware/required-body.js';
import type { Logger } from 'pino';
import type { ApiMetrics } from './metrics.js';
import { requestSpans } from './request-spans.js';
import { createNotFoundHandler } from './not-found.js';
import { requestLog } from './request-log.js';
import { registerOpenApiDocument } from './openapi.js';
import type { OperationSource } from './operations/types.js';
import { RateLimiter } from './rate-limiter.js';
import { kindOperationSource } from './resources/operation-source.js';
import type { KindEntry } from '../kinds/entry.js';
import { KIND_REGISTRY } from '../kinds/registry.js';
import { buildKind, mountKind } from './resources/mount-kind.js';
import type { RouteContext } from './route-context.js';
import { registerCatalogRoutes } from './routes/catalog.js';
import { registerCreditRoutes } from './routes/credits.js';
import { registerDatasetRoutes } from './routes/datasets.js';
import { registerDocsRoutes } from './routes/docs.js';
import { registerEventRoutes } from './routes/events.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerIntegrationRoutes } from './routes/integrations.js';
import { registerKeyRoutes } from './routes/keys.js';
import { registerOperationRoutes } from './routes/operations.js';
import { registerStorageRoutes } from './routes/storage.js';
import { registerUsageRoutes } from './routes/usage.js';
import { registerWebhookDeliveryRoutes } from './routes/webhook-deliveries.js';
import { registerWebhookEndpointRoutes } from './routes/webhook-endpoints.js';
import { registerWebhookSecretAndResendRoutes } from './routes/webhook-secret-and-resend.js';
import { registerWebhookTestEventRoutes } from './routes/webhook-test-event.js';

/** Body limits (bytes) above the default, by path: each kind's create and estimate where its registry entry raises them. */
const bodyLimits = (kinds: readonly KindEntry[]): Record<string, number> =>
  Object.fromEntries(
    kinds.flatMap(({ row, createBodyLimitBytes }) =>
      createBodyLimitBytes ? [[collectionPath(row), createBodyLimitBytes], [`${collectionPath(row)}/estimate`, createBodyLimitBytes]] : [],
    ),
  );

/** Every scope the app serves: the account's and each mounted kind's two (a console session holds them all). */
const servedScopes = (kinds: readonly KindEntry[]): string[] => [...new Set([...SCOPES, ...kinds.flatMap(({ row }) => [readScope(row), writeScope(row)])])];

export interface AppOptions {
  /** The kinds it mounts: the registry's (kinds/registry.ts) unless a test passes its own (the toy kind). */
  kinds?: readonly KindEntry[];
  /** More route modules, registered after the built-in ones with the same middleware (used by tests). */
  extraRoutes?: ((app: OpenAPIHono<AppEnv>, ctx: RouteContext) => void)[];
  /** More operation sources after the registered ones (used by tests). */
  extraOperationSources?: readonly OperationSource[];
  /** Request metrics (api/metrics.ts); api/server.ts serves their registry on API_METRICS_PORT. */
  metrics?: ApiMetrics;
  /** One JSON line per request (api/request-log.ts); none when absent. */
  logger?: Logger;
}

/** The whole HTTP API as a Hono app; no listening socket, so tests call `app.request()` directly. */
export function createApp(deps: AppDeps, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });

  app.use('*', requestId());
  if (options.metrics) app.use('*', options.metrics.middleware);
  if (options.logger) app.use('*', requestLog(options.logger));
  app.use('*', requestSpans());
  app.use('*', retryReadsOnConnectionLoss((request, env) => Promise.resolve(app.fetch(request, env))));
  app.use('*', serviceVersion());
  const entries = options.kinds ?? KIND_REGISTRY;
  const limits = bodyLimits(entries);
  app.use('*', bodyLimit(deps.config.bodyLimitBytes, (path) => limits[path]));
  app.use('*', storableInput());
  app.use('*', requiredJsonBody(app));
  app.onError(handleError);
  app.notFound(createNotFoundHandler(() => app.routes));

  const authenticator = new Authenticator(deps.sql, deps.config.authCacheTtlMs);
  authenticator.followChanges().catch((error) => console.error('[api] cannot follow account changes; cached entries live for AUTH_CACHE_TTL_MS only:', error));
  const ctx: RouteContext = {
    deps,
    requireScope: createRequireScope({
      authenticator,
      rateLimiter: new RateLimiter(deps.config.rateLimit),
      sessions: { sql: deps.sql, publicBaseUrl: deps.config.publicBaseUrl, scopes: servedScopes(entries) },
    }),
    idempotent: idempotent(deps.sql, credentialsBox(deps.config)),
    forgetKey: (lookup) => authenticator.forget(lookup),
  };

  registerHealthRoutes(app, deps);
  registerKeyRoutes(app, ctx);
  registerCreditRoutes(app, ctx);
  registerUsageRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerDatasetRoutes(app, ctx);
  // Every route of a kind is built with its feature flag's check folded into the scope check (api/resources/mount-kind.ts).
  const kinds = entries.map((kind) => buildKind(ctx, kind.api));
  registerOperationRoutes(app, ctx, [...kinds.map((k) => kindOperationSource(k.module.adapter)), ...(options.extraOperationSources ?? [])]);
  registerEventRoutes(app, ctx, entries.map((entry) => entry.row));
  registerWebhookEndpointRoutes(app, ctx);
  registerWebhookDeliveryRoutes(app, ctx);
  registerWebhookSecretAndResendRoutes(app, ctx);
  registerWebhookTestEventRoutes(app, ctx);
  for (const kind of kinds) mountKind(app, kind);
  registerIntegrationRoutes(app, ctx);
  for (const register of options.extraRoutes ?? []) register(app, ctx);

  registerStorageRoutes(app, deps);

  const rows = kinds.map((k) => k.module.adapter.kind);
  registerOpenApiDocument(app, deps.config.publicBaseUrl, rows);
  registerDocsRoutes(app);
  const pageFolders = Object.fromEntries(entries.flatMap(({ row, consolePages }) => (consolePages ? [[row.kind, consolePages]] : [])));
  mountConsole(app, { sql: deps.sql, publicBaseUrl: deps.config.publicBaseUrl, kinds: rows.map(publishedKind), pageFolders });
  return app;
}
