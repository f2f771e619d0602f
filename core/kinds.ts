/**
 * Every kind of resource the service runs, in one table. Ids, scopes, feature flags, event types,
 * the API's routes and operations, the worker's workflows, the OpenAPI document (`x-resource-kinds`)
 * and the clients that read it all derive from these rows; a new kind is one more row here plus
 * its own files (docs/development.md, "Add a kind"). Pure data: workflows may import it.
 */

/** How every run ends; each ending is an event `<kind>.<ending>`. */
export const RUN_ENDINGS = ['completed', 'failed', 'canceled'] as const;
export type RunEndingName = (typeof RUN_ENDINGS)[number];

export interface ResourceKindRow<K extends string = string, P extends string = string, C extends string = string> {
  /** The resource's `object` and the ResourceKind search attribute, e.g. `training_run`. */
  kind: K;
  /** Ids are `<prefix>_<ULID>`. */
  prefix: P;
  /** The collection's name in paths and scopes: `/v1/<collection>`, `<collection>:read`. */
  collection: C;
  /** A feature flag the account needs (403 `feature_not_enabled` without it), or null when every account has the kind. */
  feature: string | null;
  /** What people call one, e.g. `Training run`. */
  label: string;
}

/** The workflow a kind runs is named after it (`training_run` → `trainingRun` + `Workflow`, declared in contracts/). */
export const workflowStem = (kind: ResourceKindRow) => kind.kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const row = <const K extends string, const P extends string, const C extends string>(r: ResourceKindRow<K, P, C>) => r;

export const RESOURCE_KINDS = [
  row({ kind: 'augmentation', prefix: 'aug', collection: 'augmentations', feature: null, label: 'Augmentation' }),
  row({ kind: 'training_run', prefix: 'trn', collection: 'training_runs', feature: null, label: 'Training run' }),
  row({ kind: 'twin', prefix: 'twin', collection: 'twins', feature: 'twins', label: 'Twin' }),
  row({ kind: 'rl_run', prefix: 'rl', collection: 'rl_runs', feature: 'rl_runs', label: 'RL run' }),
] as const;

type Rows = (typeof RESOURCE_KINDS)[number];
export type ResourceKind = Rows['kind'];
export type ResourceCollection = Rows['collection'];
/** `<collection>:read` and `<collection>:write` of every kind. */
export type ResourceScope = `${ResourceCollection}:${'read' | 'write'}`;
export type ResourceEventType = `${ResourceKind}.${RunEndingName}`;
/** `{ augmentation: 'aug', … }`, typed by kind. */
export type ResourcePrefixes = { [R in Rows as R['kind']]: R['prefix'] };

export const readScope = <C extends string>(kind: ResourceKindRow<string, string, C>) => `${kind.collection}:read` as const;
export const writeScope = <C extends string>(kind: ResourceKindRow<string, string, C>) => `${kind.collection}:write` as const;
export const collectionPath = (kind: ResourceKindRow) => `/v1/${kind.collection}`;
export const eventTypes = <K extends string>(kind: ResourceKindRow<K>) => RUN_ENDINGS.map((ending) => `${kind.kind}.${ending}` as const);

export const RESOURCE_PREFIXES = Object.fromEntries(RESOURCE_KINDS.map((k) => [k.kind, k.prefix])) as ResourcePrefixes;
export const RESOURCE_SCOPES: readonly ResourceScope[] = RESOURCE_KINDS.flatMap((k) => [readScope(k), writeScope(k)]);
export const RESOURCE_EVENT_TYPES: readonly ResourceEventType[] = RESOURCE_KINDS.flatMap((k) => eventTypes(k));
export const RESOURCE_FEATURES: readonly string[] = RESOURCE_KINDS.flatMap((k) => (k.feature ? [k.feature] : []));

export function findResourceKind(kind: string): Rows | undefined {
  return RESOURCE_KINDS.find((k) => k.kind === kind);
}

/** The kind whose ids start `<prefix>_`, or undefined. */
export function resourceKindOfId(id: string): Rows | undefined {
  return RESOURCE_KINDS.find((k) => id.startsWith(`${k.prefix}_`));
}

/** One row as the OpenAPI document publishes it (`x-resource-kinds`) for the console and `rlp`. */
export interface PublishedKind {
  kind: string;
  prefix: string;
  path: string;
  read_scope: string;
  write_scope: string;
  feature: string | null;
  events: string[];
  label: string;
}

export const publishedKind = (k: ResourceKindRow): PublishedKind => ({
  kind: k.kind,
  prefix: `${k.prefix}_`,
  path: collectionPath(k),
  read_scope: readScope(k),
  write_scope: writeScope(k),
  feature: k.feature,
  events: eventTypes(k),
  label: k.label,
});
