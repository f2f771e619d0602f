/**
 * Last touches on the generated OpenAPI 3.1 document that the route definitions do not give:
 * a stable `operationId` on every operation (derived from method and path, so it changes only
 * when the route does), and path parameters stated as required and never null, as OpenAPI
 * requires.
 */

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** `post /v1/webhook_endpoints/{id}/rotate_secret` → `postWebhookEndpointsByIdRotateSecret`. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && part !== 'v1')
    .flatMap((part) => (part.startsWith('{') ? ['by', ...part.slice(1, -1).split(/[^A-Za-z0-9]+/)] : part.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

export function finishOpenApiDocument<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        if (parameter.in !== 'path') continue;
        parameter.required = true;
        const schema = parameter.schema as Json | undefined;
        if (schema && Array.isArray(schema.type)) {
          const types = (schema.type as string[]).filter((t) => t !== 'null');
          schema.type = types.length === 1 ? types[0] : types;
        }
      }
    }
  }
  return document;
}
