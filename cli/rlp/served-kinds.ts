import type { Api } from './api.js';
import { RUN_KINDS, type RunKind } from './run-kinds.js';

/** A collection path on the API itself (never another host): `/v1/<collection>`. */
const COLLECTION_PATH = /^\/v1\/[a-z][a-z0-9_]*$/;

const isRunKind = (row: unknown): row is RunKind => {
  const k = row as Partial<RunKind> | null;
  return typeof k?.kind === 'string' && typeof k.prefix === 'string' && k.prefix.length > 1 && typeof k.path === 'string' && COLLECTION_PATH.test(k.path);
};

/**
 * The kinds this server serves, read at run time from its OpenAPI document (`x-resource-kinds`, the rows sdk/kinds.ts
 * is generated from), so `rlp runs` lists and reads a kind this client was built without. When the document cannot be
 * read or has no such table, the client's own copy (sdk/kinds.ts); an unreachable server is then reported by the request after.
 */
export async function servedKinds(api: Api): Promise<readonly RunKind[]> {
  try {
    const response = await api.raw('/v1/openapi.json');
    if (!response.ok) {
      await response.body?.cancel();
      return RUN_KINDS;
    }
    const rows = ((await response.json()) as Record<string, unknown>)['x-resource-kinds'];
    return Array.isArray(rows) && rows.length > 0 && rows.every(isRunKind) ? rows : RUN_KINDS;
  } catch {
    return RUN_KINDS;
  }
}
