import { RESOURCE_KINDS, type ResourceKind } from '../../sdk/kinds.js';
import { UsageError } from './exit-codes.js';

export interface RunKind {
  kind: ResourceKind;
  /** `aug_`, … : ids start with it. */
  prefix: string;
  /** The collection's path; a run is `${path}/${id}`. */
  path: string;
  /** The query filters its list takes (`status`, `group_id`). */
  list_filters?: readonly string[];
}

/** Each run kind by the prefix of its ids: the service's kinds table, as the OpenAPI document publishes it (sdk/kinds.ts). */
export const RUN_KINDS: readonly RunKind[] = RESOURCE_KINDS;

/** `aug_…, trn_…, …`, for help texts. */
export const RUN_ID_FORMS = RUN_KINDS.map((k) => `${k.prefix}…`).join(', ');

export function runKindOf(id: string): RunKind {
  const kind = RUN_KINDS.find((k) => id.startsWith(k.prefix));
  if (!kind) throw new UsageError(`'${id}' is not a run id: expected one starting with ${RUN_KINDS.map((k) => k.prefix).join(', ')}`);
  return kind;
}

export function runKindNamed(name: string): RunKind {
  const kind = RUN_KINDS.find((k) => k.kind === name || k.prefix === `${name}_` || k.path.endsWith(`/${name}`));
  if (!kind) throw new UsageError(`--kind must be one of ${RUN_KINDS.map((k) => k.kind).join(', ')}`);
  return kind;
}

export const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);
