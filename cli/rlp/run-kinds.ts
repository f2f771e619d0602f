import { RESOURCE_KINDS } from '../../sdk/kinds.js';
import { UsageError } from './exit-codes.js';

/** How a kind's runs read, as the kinds table publishes it (core/kinds.ts KindView): what `runs list` and `runs get` print. */
export interface RunKindView {
  summary: readonly string[];
  fields: readonly (readonly [label: string, path: string])[];
}

export interface RunKind {
  /** The resource's `object`, e.g. `training_run`. */
  kind: string;
  /** `aug_`, … : ids start with it. */
  prefix: string;
  /** The collection's path; a run is `${path}/${id}`. */
  path: string;
  /** The query filters its list takes (`status`, `group_id`). */
  list_filters?: readonly string[];
  /** How its runs read; none: by id and status. */
  view?: RunKindView | null;
}

/** The kinds table as sdk/kinds.ts holds it (generated when this client was built): help texts, and the fallback when the server's cannot be read (served-kinds.ts). */
export const RUN_KINDS: readonly RunKind[] = RESOURCE_KINDS;

/** `aug_…, trn_…, …`, for help texts. */
export const RUN_ID_FORMS = RUN_KINDS.map((k) => `${k.prefix}…`).join(', ');

export function runKindOf(id: string, kinds: readonly RunKind[] = RUN_KINDS): RunKind {
  const kind = kinds.find((k) => id.startsWith(k.prefix));
  if (!kind) throw new UsageError(`'${id}' is not a run id: expected one starting with ${kinds.map((k) => k.prefix).join(', ')}`);
  return kind;
}

export function runKindNamed(name: string, kinds: readonly RunKind[] = RUN_KINDS): RunKind {
  const kind = kinds.find((k) => k.kind === name || k.prefix === `${name}_` || k.path.endsWith(`/${name}`));
  if (!kind) throw new UsageError(`--kind must be one of ${kinds.map((k) => k.kind).join(', ')}`);
  return kind;
}

export const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);
