/**
 * Last touches on the generated OpenAPI 3.1 document that the route definitions do not give:
 * a stable `operationId` on every operation (api/operation-ids.ts), path parameters stated as
 * required and never null, as OpenAPI requires, and file downloads described as binary, under
 * `application/octet-stream` first (so a generator with no configuration types them).
 */
import { operationIdFor } from './operation-ids.js';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;
const BINARY = { type: 'string', format: 'binary' };
const OCTET_STREAM = 'application/octet-stream';

/**
 * A GET success that states no content serves a file (streamed, or after a redirect to a signed
 * link): its bytes are described as binary, under the media type the description names when it
 * names one (`application/zip`), else the any-type range (a stored file of any type).
 */
function describeFileDownloads(method: string, operation: Json): void {
  if (method !== 'get') return;
  for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
    if (!['200', '206'].includes(status) || response.content) continue;
    const description = String(response.description ?? '');
    response.content = { [MEDIA_TYPE.test(description) ? description : '*/*']: { schema: BINARY } };
  }
}

/**
 * Bytes are declared `application/octet-stream` first, then the specific type where one is known
 * (`application/zip`, `image/png`) or the any-type range for a stored file of any type: a generator
 * with no configuration reads octet-stream as bytes and takes the first type it knows, so every
 * download comes out typed, while the specific type stays stated for readers and typed clients.
 */
function declareOctetStreamFirst(operation: Json): void {
  for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
    const content = response.content as Record<string, Json> | undefined;
    if (!status.startsWith('2') || !content) continue;
    const binary = Object.entries(content).filter(([, media]) => (media.schema as Json | undefined)?.format === 'binary');
    if (binary.length === 0 || Object.keys(content)[0] === OCTET_STREAM) continue;
    response.content = { [OCTET_STREAM]: { schema: BINARY }, ...Object.fromEntries(Object.entries(content).filter(([type]) => type !== OCTET_STREAM)) };
  }
}

/** Whether every successful answer of the operation is bytes rather than JSON. */
function answersBytes(operation: Json): boolean {
  const media = Object.entries((operation.responses ?? {}) as Record<string, Json>)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => Object.values((response.content ?? {}) as Record<string, Json>));
  return media.length > 0 && media.every((type) => (type.schema as Json | undefined)?.format === 'binary');
}

export function finishOpenApiDocument<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      describeFileDownloads(method, operation);
      declareOctetStreamFirst(operation);
      operation.operationId ??= operationIdFor(method, path, answersBytes(operation));
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
  addCreateLinks(paths, ((document as { components?: { schemas?: Record<string, Json> } }).components?.schemas ?? {}));
  return document;
}

/**
 * OpenAPI links from each create (a POST on a collection answering 201 with an `id`) to the
 * operations on `<collection>/{id}…`, so clients and the fuzzer's stateful phase can follow them.
 */
function addCreateLinks(paths: Record<string, Json>, schemas: Record<string, Json>): void {
  const resolve = (schema: Json | undefined): Json | undefined =>
    typeof schema?.$ref === 'string' ? resolve(schemas[schema.$ref.split('/').pop()!]) : schema;
  const hasId = (schema: Json | undefined): boolean => {
    const resolved = resolve(schema);
    return Boolean((resolved?.properties as Json | undefined)?.id) || ((resolved?.allOf ?? []) as Json[]).some(hasId);
  };
  for (const [collection, item] of Object.entries(paths)) {
    const created = ((item.post as Json | undefined)?.responses as Record<string, Json> | undefined)?.['201'];
    const body = resolve(((created?.content as Record<string, Json> | undefined)?.['application/json'])?.schema as Json | undefined);
    if (!created || !hasId(body)) continue;
    const links: Record<string, Json> = {};
    for (const [path, target] of Object.entries(paths)) {
      if (!path.startsWith(`${collection}/{id}`)) continue;
      for (const method of METHODS) {
        const operation = target[method] as Json | undefined;
        if (!operation?.operationId) continue;
        const wanted = ((operation.parameters ?? []) as Json[]).filter((p) => p.in === 'path').map((p) => p.name);
        if (wanted.some((name) => name !== 'id')) continue;
        links[operation.operationId as string] = { operationId: operation.operationId, parameters: { id: '$response.body#/id' } };
      }
    }
    if (Object.keys(links).length > 0) created.links = links;
  }
}
