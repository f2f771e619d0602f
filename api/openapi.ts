import type { OpenAPIHono } from '@hono/zod-openapi';
import { publishedKind, type ResourceKindRow } from '../core/kinds.js';
import type { AppEnv } from './context.js';
import { finishOpenApiDocument } from './openapi-finish.js';
import { SERVED_VERSIONS, VERSION_HEADER } from './middleware/service-version.js';

export const BEARER_AUTH = 'bearerAuth';
/** Put on every authenticated route definition. */
export const security = [{ [BEARER_AUTH]: [] }];

/** The extension that publishes the kinds table (core/kinds.ts) to clients: the console and `rlp` read their copy from it. */
export const RESOURCE_KINDS_EXTENSION = 'x-resource-kinds';

export function registerOpenApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string, kinds: readonly ResourceKindRow[]): void {
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_AUTH, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'svc_…',
    description: 'API key: `Authorization: Bearer svc_…`. Scopes are `resource:verb`; `write` implies `read`.',
  });
  const settings: Parameters<typeof app.getOpenAPI31Document>[0] = {
    openapi: '3.1.0',
    info: {
      title: 'Robot Learning Platform API',
      version: SERVED_VERSIONS[0],
      description:
        `Augmentation, training, twins and RL runs on LeRobot datasets, billed in tokens. ` +
        `Optional \`${VERSION_HEADER}\` request header (served: ${SERVED_VERSIONS.join(', ')}); every response names the version that served it. ` +
        'Create routes accept `Idempotency-Key` (≤ 255 characters). Every error uses the `Error` envelope.',
    },
    servers: [{ url: serverUrl }],
  };
  let document: ReturnType<typeof app.getOpenAPI31Document> | null = null;
  app.get('/v1/openapi.json', (c) =>
    c.json((document ??= { ...finishOpenApiDocument(app.getOpenAPI31Document(settings)), [RESOURCE_KINDS_EXTENSION]: kinds.map(publishedKind) })),
  );
}
