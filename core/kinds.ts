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
  /** Whether one create makes several runs sharing a `group_id` (its list then also filters on `group_id`). */
  grouped?: boolean;
  /** The other resources its list filters on by id (REFERENCE_FILTERS), beside `status` and `group_id`. */
  filters?: readonly ReferenceFilter[];
  /** How clients show its runs (the console's runs list and pages, `rlp runs`); a kind without it lists by id and status. */
  view?: KindView;
}

/**
 * How a kind's runs read, published to the console and `rlp` in `x-resource-kinds`. Paths are dotted
 * into the resource as the API shows it. In a summary part, `{path}` is a field's value, `{path|text}`
 * reads `text` when the field has none, and `{path:percent}`, `{path:count}` (0 counts as none) or
 * `{path:fixed2}` format a number; a part with a field missing is left out.
 */
export interface KindView {
  /** One line about a run, as parts joined by ` · `: what it is, then what it has done so far. */
  summary: readonly string[];
  /** The field naming where a run is (its phase or stage). */
  stage: 'phase' | 'stage';
  /** The fields worth a labelled line, in the order a user reads them: [label, path]. */
  fields: readonly (readonly [label: string, path: string])[];
  /** The field naming the hub dataset a run reads (a `@revision` after it aside), for a kind that reads one. */
  dataset?: string;
  /** Its console pages (modules under console/public/pages/): one run's page, and its create form with its path under /console/new/ and link text. */
  console?: { page: string; form?: { page: string; path: string; label: string } };
}

/**
 * The ids a kind's list may filter on, each with the kind of resource it names and where a row holds
 * it (`reads`: `twin` its `twin_id` column, `policy_run` the run its `policy` names): `?twin_id=` lists
 * the runs in that twin, `?training_run_id=` and `?rl_run_id=` the runs of that run's policy. A kind
 * takes those its table can answer.
 */
export const REFERENCE_FILTERS = {
  twin_id: { kind: 'twin', reads: 'twin', description: 'in this twin' },
  training_run_id: { kind: 'training_run', reads: 'policy_run', description: "of this training run's policy (any of its checkpoints)" },
  rl_run_id: { kind: 'rl_run', reads: 'policy_run', description: "of this RL run's policy" },
} as const;
export type ReferenceFilter = keyof typeof REFERENCE_FILTERS;
export type ReferenceField = (typeof REFERENCE_FILTERS)[ReferenceFilter]['reads'];

/** The workflow a kind runs is named after it (`training_run` → `trainingRun` + `Workflow`, declared in contracts/). */
export const workflowStem = (kind: ResourceKindRow) => kind.kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const row = <const K extends string, const P extends string, const C extends string>(r: ResourceKindRow<K, P, C>) => r;

export const RESOURCE_KINDS = [
  row({
    kind: 'augmentation', prefix: 'aug', collection: 'augmentations', feature: null, label: 'Augmentation',
    view: {
      summary: ['{model}', '{source.repo_id}', '{instructions}'],
      stage: 'phase',
      fields: [['model', 'model'], ['source', 'source.repo_id'], ['output', 'output.type']],
      dataset: 'source.repo_id',
      console: { page: 'augmentation', form: { page: 'new-augmentation', path: 'relight', label: 'New relight' } },
    },
  }),
  row({
    kind: 'training_run', prefix: 'trn', collection: 'training_runs', feature: null, label: 'Training run', grouped: true,
    view: {
      summary: ['{policy} on {dataset.uri}'],
      stage: 'phase',
      fields: [['policy', 'policy'], ['dataset', 'dataset.uri'], ['step', 'metrics.step'], ['max steps', 'metrics.max_steps'], ['loss', 'metrics.loss'], ['checkpoints', 'output.checkpoint_count']],
      dataset: 'dataset.uri',
      console: { page: 'training-run', form: { page: 'new-training-run', path: 'training_run', label: 'New training run' } },
    },
  }),
  row({
    kind: 'twin', prefix: 'twin', collection: 'twins', feature: 'twins', label: 'Twin',
    view: {
      summary: ['{source.repo_id}', 'episode {episode_index}'],
      stage: 'stage',
      fields: [['source', 'source.repo_id'], ['episode', 'episode_index'], ['eta (s)', 'eta_seconds'], ['archive', 'download.url']],
      dataset: 'source.repo_id',
      console: { page: 'twin', form: { page: 'new-twin', path: 'twin', label: 'New twin' } },
    },
  }),
  row({
    kind: 'rl_run', prefix: 'rl', collection: 'rl_runs', feature: 'rl_runs', label: 'RL run', grouped: true,
    filters: ['twin_id'],
    view: {
      summary: [
        '{spec.robot|?}', '{spec.objective.type|?} in {spec.scene.twin_id|the stock scene}', 'seed {seed}',
        '{metrics.env_steps:count} env steps', 'success {metrics.success_rate:percent}', 'return {metrics.episode_return:fixed2}', 'verdict {verdict}',
      ],
      stage: 'phase',
      fields: [['objective', 'spec.objective.type'], ['twin', 'spec.scene.twin_id'], ['env steps', 'metrics.env_steps'], ['budget', 'spec.budget.env_steps'], ['verdict', 'verdict_detail']],
      console: { page: 'rl-run', form: { page: 'new-rl-run', path: 'rl_run', label: 'New RL run' } },
    },
  }),
  row({
    kind: 'evaluation', prefix: 'eval', collection: 'evaluations', feature: 'evaluations', label: 'Evaluation',
    filters: ['twin_id', 'training_run_id', 'rl_run_id'],
    view: {
      summary: ['{objective.name|pick_place} in {twin_id}', '{episodes} episodes', 'success {success_rate:percent}', 'verdict {verdict}'],
      stage: 'phase',
      fields: [['policy run', 'policy.training_run_id'], ['policy run', 'policy.rl_run_id'], ['twin', 'twin_id'], ['objective', 'objective.name'], ['episodes', 'episodes'], ['success rate', 'success_rate'], ['verdict', 'verdict']],
      console: { page: 'evaluation', form: { page: 'new-evaluation', path: 'evaluation', label: 'New evaluation' } },
    },
  }),
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
  /** The filters its list takes (beside `limit` and `starting_after`). */
  list_filters: string[];
  /** How its runs read (KindView); null: by id and status. */
  view: KindView | null;
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
  list_filters: ['status', ...(k.grouped ? ['group_id'] : []), ...(k.filters ?? [])],
  view: k.view ?? null,
});
