import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS, workflowStem, type ResourceKind } from '../../core/kinds.js';
import { parseImports, violations, type Rule } from '../helpers/architecture.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Kinds that live in their own folder, kinds/<kind>/ (issue 34): add a kind here once its files have moved.
 * Only the registry (kinds/registry.ts) reaches into a kind's folder, and no file outside it names the kind.
 */
const KIND_FOLDERS: ResourceKind[] = ['evaluation', 'augmentation', 'training_run', 'rl_run', 'twin'];
/** The layers a kind folder mirrors: kinds/<kind>/<layer>/ keeps <layer>'s rule, its own parts of a layer counting as that layer. */
const KIND_LAYERS = ['api', 'application', 'core', 'db', 'contracts', 'workflows', 'activities', 'bench'];

/** DESIGN.md, "Layout": who may import whom. Process entry points are the composition roots that build the adapters. */
const LAYER_RULES: Rule[] = [
  { room: 'core', mayImport: ['core'] },
  { room: 'backends', mayImport: ['backends', 'core'] },
  { room: 'jobs', mayImport: ['jobs', 'core'] },
  { room: 'db', mayImport: ['db', 'core'] },
  { room: 'contracts', mayImport: ['contracts', 'core'], packages: ['@temporalio/workflow', '@temporalio/common'] },
  { room: 'workflows', mayImport: ['workflows', 'contracts', 'core'], typeOnly: ['activities/index.ts'], packages: ['@temporalio/workflow', '@temporalio/common'] },
  // Types only from the kinds registry: the `Activities` workflows call include every kind's.
  { room: 'activities', mayImport: ['activities', 'backends', 'db', 'core', 'contracts'], typeOnly: ['kinds/registry.ts'] },
  // The kinds registry: each row with its API module, its activities and its workflow's module (kinds/registry.ts).
  { room: 'kinds', mayImport: ['kinds', 'api', 'activities', 'core', 'contracts'] },
  // The application operations (create, cancel, resume, and the admission they share): what routes, the admin CLI and tests call.
  // Their inputs are the API schemas' types (each input defined once); nothing of HTTP.
  { room: 'application', mayImport: ['application', 'core', 'db', 'contracts'], typeOnly: ['api/schemas'] },
  { room: 'api/server.ts', mayImport: ['api', 'application', 'backends', 'db', 'core'] },
  // The API mounts the console (its one import of it); the console never imports the API: its pages reach /v1/* over HTTP.
  { room: 'api', mayImport: ['api', 'application', 'core', 'db', 'contracts', 'backends/storage', 'console/mount.ts'] },
  // The app mounts the registry's kinds; no other API module reaches the registry.
  { room: 'api/app.ts', mayImport: ['api', 'application', 'core', 'db', 'contracts', 'backends/storage', 'console/mount.ts', 'kinds'] },
  // The console's server side: sign-in, sessions (db) and its static files; what its pages show comes from /v1/* in the browser.
  { room: 'console', mayImport: ['console', 'core', 'db'] },
  { room: 'workers', mayImport: ['workers', 'kinds', 'activities', 'backends', 'db', 'core', 'contracts'] },
  // The typed client and the user CLI speak to the service only over HTTP.
  { room: 'sdk', mayImport: ['sdk'], packages: ['openapi-fetch'] },
  { room: 'cli/rlp', mayImport: ['cli/rlp', 'sdk'] },
  // Benchmarks and the chaos suite (a kind's own in kinds/<kind>/bench/) drive the service as its entry points and tests
  // do; nothing imports them back (the bench check below).
  { room: 'bench', mayImport: ['bench', 'api', 'application', 'kinds/registry.ts', 'activities', 'workflows', 'workers', 'db', 'backends', 'jobs', 'core', 'contracts', 'console', 'cli', 'sdk', 'test'] },
];

/**
 * A shared room as seen from kinds/<kind>/: the room itself and every kind folder's part of it (a file room also as
 * its folder's `.ts` file). A kind reads another kind only under the same layer rule (an evaluation's application
 * finds a twin through the twin's db part, never its api part); the registry is still the only way in from outside.
 */
const withKindParts = (rooms: string[]) =>
  rooms.flatMap((room) =>
    KIND_LAYERS.includes(room.split('/')[0]!) ? [room, ...KIND_FOLDERS.flatMap((folder) => [`kinds/${folder}/${room}`, `kinds/${folder}/${room}.ts`])] : [room],
  );

/** kinds/<kind>/<layer>/ follows <layer>'s rule, so a kind's workflow imports only workflow-safe code and its api part reaches application, not the reverse. */
function kindFolderRules(kind: string): Rule[] {
  return KIND_LAYERS.map((layer) => {
    const rule = LAYER_RULES.find((r) => r.room === layer)!;
    return { ...rule, room: `kinds/${kind}/${layer}`, mayImport: withKindParts(rule.mayImport), typeOnly: rule.typeOnly && withKindParts(rule.typeOnly) };
  });
}

const RULES: Rule[] = [
  ...LAYER_RULES,
  ...KIND_FOLDERS.flatMap(kindFolderRules),
  // The workflow bundle's generated entry re-exports each moved kind's workflow (cli/generate/workflow-index.ts).
  { room: 'workflows/index.ts', mayImport: ['workflows', ...KIND_FOLDERS.map((kind) => `kinds/${kind}/workflows`)], packages: [] },
];

const ROOMS = ['api', 'application', 'console', 'kinds', 'activities', 'workflows', 'workers', 'db', 'backends', 'jobs', 'core', 'sdk', 'cli/rlp'];
const files = ROOMS.flatMap(sourceFiles);

describe('architecture: dependencies point inward', () => {
  it('every import of every room follows the rule (file and line named)', () => {
    const found = files.flatMap((file) => violations(file, readFileSync(join(ROOT, file), 'utf8'), RULES, builtinModules));
    expect(found).toEqual([]);
  });

  it('names workflows, signals, queries and updates only in contracts/ (and a kind folder\'s contracts/)', () => {
    // Backends speak third-party APIs with names of their own; every other room reaches workflows through contracts.
    const named = /['"`][a-z][A-Za-z]*(?:Workflow|Signal|Query|Update|Progress)['"`]|(?<!req)\.(?:signal|query|executeUpdate|signalWithStart)\(\s*['"`]/;
    const found = [...files, ...sourceFiles('cli')]
      .filter((file) => !file.startsWith('contracts/') && !/^kinds\/[a-z_]+\/contracts\//.test(file) && !file.startsWith('backends/'))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (named.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('every contract names a workflow that workflows/index.ts exports under that name', async () => {
    const contracts = [...sourceFiles('contracts'), ...KIND_FOLDERS.flatMap((kind) => sourceFiles(`kinds/${kind}/contracts`))];
    const exported = await import('../../workflows/index.js');
    const declared: string[] = [];
    for (const file of contracts) {
      const mod = (await import(join(ROOT, file))) as Record<string, unknown>;
      for (const value of Object.values(mod)) {
        if (value && typeof value === 'object' && 'name' in value && Object.keys(value).length === 1) declared.push((value as { name: string }).name);
      }
    }
    const landed = declared;
    // Each kind of the kinds table has its workflow; the service's own two run beside them.
    const expected = [...RESOURCE_KINDS.map((k) => `${workflowStem(k)}Workflow`), 'systemCheckWorkflow', 'webhookDeliveryWorkflow'];
    expect(landed.sort()).toEqual(expected.sort());
    for (const name of landed) expect(typeof (exported as Record<string, unknown>)[name], name).toBe('function');
  });
});

describe('architecture: one way into a dataset', () => {
  it('in api/ and application/, only application/account-dataset.ts opens a hub dataset (so every request checks the account may read it)', () => {
    const opener = 'application/account-dataset.ts';
    const found = files
      .filter((file) => (file.startsWith('api/') || file.startsWith('application/')) && file !== opener)
      .flatMap((file) =>
        parseImports(readFileSync(join(ROOT, file), 'utf8'))
          .filter((site) => resolve(ROOT, dirname(file), site.specifier).endsWith('core/ports/hub-dataset.js') && !site.typeOnly)
          .map((site) => `${file}:${site.line}`),
      );
    expect(found).toEqual([]);
  });
});

/**
 * Issue 34: clients take a kind's collection path from the kinds table (core/kinds.ts `collectionPath`,
 * the console's RUN_KINDS, rlp's sdk/kinds.ts), so a new kind needs no client edit. These files of
 * console/, cli/ and bench/ still write `/v1/<collection>` themselves, each for its reason; the list
 * may only shrink: a file that stops naming one must leave it.
 */
describe('architecture: clients name no kind\'s collection path by hand', () => {
  const OWN_RLP_COMMAND = "the kind's own rlp command, through the typed client whose routes are literal path types (sdk/openapi.d.ts)";
  const OWN_CONSOLE_PAGE = "the kind's own console page or create form, which calls its own routes (by id, files, estimate, validate)";
  const LITERAL_PATHS: Record<string, string> = {
    'bench/api-latency-saturated.ts': "times training runs' list and GET by id while runs train: those routes are what it measures",
    'bench/augmentation-overhead.ts': 'times one relight through its create and GET: those routes are what it measures',
    'bench/soak.ts': 'soaks training runs: creates, reads and cancels them',
    'bench/training.ts': "measures training runs' throughput through their create and GET",
    'cli/rlp/augmentation-run.ts': "rlp's relight and video commands: an augmentation's create and GET through the typed client",
    'cli/rlp/commands/download.ts': "each kind's downloads (checkpoints, archives, output files) through the typed client",
    'cli/rlp/commands/eval.ts': OWN_RLP_COMMAND,
    'cli/rlp/commands/logs.ts': "a training run's logs, which only training runs have",
    'cli/rlp/commands/rl.ts': OWN_RLP_COMMAND,
    'cli/rlp/commands/train.ts': OWN_RLP_COMMAND,
    'cli/rlp/commands/twins.ts': OWN_RLP_COMMAND,
  };
  const clientFiles = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__pycache__' || entry.name === 'node_modules' ? [] : clientFiles(path);
      return /\.(ts|js|mjs|toml|py)$/.test(entry.name) ? [path] : [];
    });
  const literalPath = new RegExp(`/v1/(${RESOURCE_KINDS.map((k) => k.collection).join('|')})(?![A-Za-z0-9_])`);
  const naming = ['console', 'cli', 'bench'].flatMap(clientFiles).filter((file) => literalPath.test(readFileSync(join(ROOT, file), 'utf8')));

  it('only the listed files of console/, cli/ and bench/ write a kind\'s `/v1/<collection>` (take it from the kinds table)', () => {
    expect(naming.filter((file) => !(file in LITERAL_PATHS))).toEqual([]);
  });

  it('every listed file still writes one (remove a file from the list once it derives its paths)', () => {
    expect(Object.keys(LITERAL_PATHS).filter((file) => !naming.includes(file))).toEqual([]);
  });

  it('the check sees a collection path, and not a longer name that starts like one', () => {
    expect(literalPath.test("api('/v1/twins/' + id)")).toBe(true);
    expect(literalPath.test('include-name-regex = "^POST /v1/rl_runs(/estimate)?$"')).toBe(true);
    expect(literalPath.test("api('/v1/twins_archive')")).toBe(false);
    expect(literalPath.test('`${collectionPath(kind)}/${id}`')).toBe(false);
  });
});

/**
 * Issue 34: a kind that lives in its own folder (KIND_FOLDERS) is named nowhere else. "Named" is how code
 * refers to a kind: its id as a string (`'evaluation'`), an id with its prefix (`eval_01J…`, `` `eval_${…}` ``)
 * and its collection as a string, a path segment or a SQL table (`'evaluations'`, `/v1/evaluations`,
 * `from evaluations`); comments and the English word aside (a training run's `config.evaluation`, an RL
 * report's evaluation section, the evaluation job's own names are not the kind). Imports into the folder
 * are the import rule's: only the registry reaches in.
 */
describe('architecture: a kind in its own folder is named only there and in the registry', () => {
  /** Where a moved kind may still be named, for every kind: the table, the registry and what is generated or applied from them. */
  const ANY_KIND: Record<string, string> = {
    'core/kinds.ts': "the kinds table: the kind's row (pure data, which workflows import)",
    'kinds/registry.ts': 'the registry: the one line that adds the kind',
    'sdk/openapi.d.ts': 'generated from the served OpenAPI document (npm run sdk:generate)',
    'sdk/kinds.ts': 'generated from the served OpenAPI document (npm run sdk:generate)',
    'sdk/python/rlp_api/': 'the Python client generated from the served OpenAPI document',
    'db/migrations/': 'applied history: a migration that created the table is never edited',
  };
  /** Where one kind is still named, per kind, each with why; may only shrink (the second test). */
  const STILL_NAMED: Record<string, Record<string, string>> = {
    evaluation: {
      'kinds/rl_run/api/report.ts': "not the kind: an RL run's report has an `evaluation` section (the RL job's own evaluation)",
      'bench/evaluation.ts': "the evaluation job's bench (its scratch folder is named 'evaluation'), run by npm run bench:evaluation",
      'bench/video-helps-policy.ts': "not the kind: the bench's own scratch folder of evaluation job outputs",
      'cli/rlp/commands/eval.ts': '`rlp eval`: cli/rlp reaches the service only through sdk/ and is one program, so its command stays beside the others',
      'sdk/python/rlp/': "the Python SDK's hand-written per-kind resources",
    },
    augmentation: {
      'bench/augmentation-overhead.ts': "times one relight through the kind's create and GET: those routes are what it measures",
      'bench/video-engine-heldout.ts': "drives the video engine through the kind's routes and reads a run's account from its table",
      'bench/webhooks.ts': "makes the kind's ids and `augmentation.completed` events to load the webhook sender",
      'cli/rlp/augmentation-run.ts': "rlp's relight and video commands: the kind's create and GET through the typed client (cli/rlp reaches the service only through sdk/)",
      'cli/rlp/commands/download.ts': "each kind's downloads (an augmentation's output files) through the typed client",
      'cli/rlp/commands/relight.ts': 'not code of the kind: its help text points to docs/api/augmentations.md',
      'console/public/main.js': "the route of the kind's second create form, the video one (/console/new/video): a kind's view in the table names one form",
      'sdk/python/rlp/_resources.py': "the Python SDK's hand-written per-kind resources",
    },
    training_run: {
      'activities/tracking/job-folder.ts': "the tracking folder every tracked job gets (training and RL runs): its table of each tracked table's kind and TensorBoard path",
      'api/routes/catalog.ts': "the catalog's GET /v1/training_policies, read with the `training_runs:read` scope (core/catalog/training-policies.ts is read by backends and core/jobs too)",
      'bench/api-latency-saturated.ts': "times training runs' list and GET by id while runs train: those routes are what it measures",
      'bench/soak.ts': 'holds long cpu training runs on one worker: their create, GET by id and cancel are what it measures',
      'bench/training.ts': "the training bench (npm run bench:training): a run's create and GET through the API are what it measures",
      'cli/rlp/commands/download.ts': "`rlp download`: each kind's downloads through the typed client (a training run's checkpoints)",
      'cli/rlp/commands/logs.ts': "`rlp logs`: a training run's log lines through the typed client",
      'cli/rlp/commands/train.ts': '`rlp train`: cli/rlp reaches the service only through sdk/ and is one program, so its command stays beside the others',
      'core/policies/policy-ref.ts': "a policy's source (POLICY_SOURCES: a training run or an RL run), which evaluations and RL runs read",
      'db/run-integrations.ts': "the integrations column of every tracked run's table (TrackedRunTable: training_runs, rl_runs)",
      'kinds/evaluation/application/policy.ts': "another kind's: an evaluation's policy taken from a training run's checkpoint is written `type: 'training_run'`",
      'kinds/evaluation/console/new-evaluation.js': "another kind's: the evaluation form offers succeeded training runs as policies",
      'sdk/python/rlp/': "the Python SDK's hand-written per-kind resources",
    },
    rl_run: {
      'activities/tracking/job-folder.ts': "the tracking folder every tracked run's job reads (training runs' and RL runs'), shared by both kinds' activities",
      'db/run-integrations.ts': "the tables whose runs log to experiment trackers (training_runs, rl_runs), shared by both kinds' creates and the tracking activities",
      'core/policies/policy-ref.ts': "the runs whose outputs are policies (a training run or an RL run), named in an evaluation's policy reference",
      'kinds/evaluation/application/policy.ts': "the evaluation kind's policy: an RL run's ONNX policy is a policy reference of type 'rl_run'",
      'cli/rlp/commands/rl.ts': '`rlp rl`: cli/rlp reaches the service only through sdk/ and is one program, so its command stays beside the others',
      'cli/rlp/commands/download.ts': "`rlp download`: each kind's downloads (an RL run's bundle) through the typed client",
      'kinds/evaluation/console/new-evaluation.js': "another kind's: the evaluation form offers succeeded RL runs as policies",
      'sdk/python/rlp/': "the Python SDK's hand-written per-kind resources",
    },
    twin: {
      'backends/video/index.ts': "not the kind: VIDEO_ENGINE's engine id `twin` (the video engine that renders in the recording's twin)",
      'backends/video/twin.ts': "not the kind: the video engine's own id (`kind = 'twin'`); it builds twins through the job layer",
      'bench/evaluation.ts': "not the kind: the evaluation job's scratch folder 'twin' for the scene it runs in",
      'bench/rl-pick-place.ts': "runs the twin job directly with a fresh `twin_` id for the pick-place bench's scene (no service, no row)",
      'cli/rlp/commands/download.ts': "`rlp download`: each kind's downloads through the typed client (a twin's archive)",
      'cli/rlp/commands/twins.ts': '`rlp twins`: cli/rlp reaches the service only through sdk/ and is one program, so its command stays beside the others',
      'cli/rlp/main.ts': 'registers `rlp twins` (imports cli/rlp/commands/twins.ts)',
      'cli/rlp/run-followers.ts': "follows a twin's build for `rlp` (imports cli/rlp/commands/twins.ts)",
      'kinds/rl_run/console/new-rl-run.js': "another kind's: the RL form offers succeeded twins as the scene",
      'core/config.ts': "not the kind: VIDEO_ENGINE's default engine id 'twin'",
      'core/jobs/__generated__/video-events.ts': "the video job's `twin` events (generated from jobs/video/events_schema.json; backends/video reads them)",
      'core/jobs/twin.ts': 'the twin job layer (backends/compute, bench read it) reads the stage list from core/twins/stages.ts, shared with it',
      'core/policies/lerobot-inputs.ts': "a policy's camera inputs read a twin's dataset cameras from core/twins/dataset-cameras.ts (shared: core/policies reads it)",
      'kinds/augmentation/activities/video-twins.ts': "not the kind: the video job's `twin` field (VideoEpisodeJob['twin'])",
      'kinds/evaluation/activities/job.ts': "not the kind: the evaluation job's scratch folder 'twin' that holds the twin's scene",
      'kinds/evaluation/console/new-evaluation.js': "another kind's: the evaluation form offers succeeded twins as the scene",
      'kinds/rl_run/core/plan-rules.ts': "another kind's: the RL planner's rule that finds a `twin_` id in a task description, and its example",
      'sdk/python/rlp/': "the Python SDK's hand-written per-kind resources",
    },
  };
  const SCANNED = ['api', 'application', 'core', 'db', 'contracts', 'workflows', 'activities', 'workers', 'backends', 'kinds', 'console', 'cli', 'bench', 'sdk'];
  const SKIPPED = new Set(['node_modules', '__pycache__', 'tests']);
  const scanned = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : scanned(path);
      return /\.(ts|js|mjs|py|toml|sql|json|html)$/.test(entry.name) ? [path] : [];
    });
  const withoutComments = (file: string, text: string) =>
    /\.(ts|js|mjs)$/.test(file)
      ? text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
      : /\.(py|toml)$/.test(file)
        ? text.replace(/(^|\s)#.*$/gm, '$1')
        : /\.sql$/.test(file) ? text.replace(/--.*$/gm, '') : text;
  const naming = (kind: ResourceKind) => {
    const row = RESOURCE_KINDS.find((k) => k.kind === kind)!;
    const ulid = '[0-9A-HJKMNP-TV-Z]';
    return new RegExp(
      [
        `(['"\`])${row.kind}\\1`,
        `(?<![A-Za-z0-9_])${row.prefix}_(?:${ulid}|\\$\\{)`,
        `['"\`/]${row.collection}(?![A-Za-z0-9_-])`,
        `\\b(?:from|into|update|join|table|FROM|INTO|UPDATE|JOIN|TABLE)\\s+${row.collection}\\b`,
      ].join('|'),
    );
  };
  const listed = (entries: Record<string, string>, file: string) => Object.keys(entries).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
  const files = SCANNED.flatMap(scanned);
  const namers = (kind: ResourceKind) =>
    files
      .filter((file) => !file.startsWith(`kinds/${kind}/`))
      .flatMap((file) =>
        withoutComments(file, readFileSync(join(ROOT, file), 'utf8'))
          .split('\n')
          .flatMap((line, i) => (naming(kind).test(line) ? [`${file}:${i + 1}`] : [])),
      );

  it.each(KIND_FOLDERS)('no file outside kinds/%s/ names it but the listed ones (move the code into the folder)', (kind) => {
    const allowed = { ...ANY_KIND, ...STILL_NAMED[kind] };
    expect(namers(kind).filter((site) => !listed(allowed, site.split(':')[0]!))).toEqual([]);
  });

  it.each(KIND_FOLDERS)('every file still listed for %s names it (remove a file from the list once it stops)', (kind) => {
    const naming = new Set(namers(kind).map((site) => site.split(':')[0]!));
    expect(Object.keys(STILL_NAMED[kind] ?? {}).filter((entry) => ![...naming].some((file) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry)))).toEqual([]);
  });

  it("no production file imports bench code (bench/, a kind's bench/): benches import the service, never the reverse", () => {
    const isBench = (path: string) => path.startsWith('bench/') || /^kinds\/[a-z_]+\/bench\//.test(path);
    const reachBench = files
      .filter((file) => !isBench(file))
      .flatMap((file) =>
        parseImports(readFileSync(join(ROOT, file), 'utf8'))
          .filter((site) => site.specifier.startsWith('.') && isBench(relative(ROOT, resolve(ROOT, dirname(file), site.specifier))))
          .map((site) => `${file}:${site.line}`),
      );
    expect(reachBench).toEqual([]);
  });

  it('only the registry and the generated workflow index import from a kind folder', () => {
    const reachIn = files
      .filter((file) => file.endsWith('.ts') && !file.startsWith('kinds/') && file !== 'workflows/index.ts')
      .flatMap((file) =>
        parseImports(readFileSync(join(ROOT, file), 'utf8'))
          .filter((site) => site.specifier.startsWith('.') && /^kinds\/[a-z_]+\//.test(relative(ROOT, resolve(ROOT, dirname(file), site.specifier))))
          .map((site) => `${file}:${site.line}`),
      );
    // Another kind folder may read it, under the layer's rule (withKindParts): evaluation's application finds a training run through its db part.
    expect(reachIn).toEqual([]);
  });

  it('the check sees the id, an id, the collection and its table, and not the words', () => {
    const evaluation = naming('evaluation');
    for (const named of ["kind === 'evaluation'", 'const id = "eval_01JABCDEFGHJKMNPQRSTVWXYZ0";', 'newId: `eval_${ulid}`', "api('/v1/evaluations/' + id)", "sql`select * from evaluations where id = ${id}`", "const t = 'evaluations';"]) {
      expect(evaluation.test(named), named).toBe(true);
    }
    for (const word of ['body.config?.evaluation', 'const evaluations = [];', "join(dir, 'checkpoint-evaluations.jsonl')", 'eval_enabled: true', "'evaluation_config'", 'evaluationJobCommand(input)']) {
      expect(evaluation.test(word), word).toBe(false);
    }
  });
});

describe('the import checker', () => {
  it('reads multi-line, type-only, re-export and dynamic imports with their lines', () => {
    const source = [
      "import {",
      "  a,",
      "  b,",
      "} from '../db/x.js';",
      "import type { T } from '../activities/index.js';",
      "export { c } from './y.js';",
      "const m = await import('node:fs');",
      "// import { no } from '../db/comment.js';",
    ].join('\n');
    expect(parseImports(source)).toEqual([
      { specifier: '../db/x.js', line: 1, typeOnly: false },
      { specifier: '../activities/index.js', line: 5, typeOnly: true },
      { specifier: './y.js', line: 6, typeOnly: false },
      { specifier: 'node:fs', line: 7, typeOnly: false },
    ]);
  });

  it('fails an activity that imports a workflow, and a workflow that imports Node or a value from activities', () => {
    expect(violations('activities/x.ts', "import { trainingRunWorkflow } from '../workflows/training-run.js';", RULES, builtinModules)).toEqual([
      'activities/x.ts:1 imports workflows/training-run.ts (activities may import activities, backends, db, core, contracts; types only from kinds/registry.ts)',
    ]);
    expect(violations('activities/x.ts', "import { KIND_REGISTRY } from '../kinds/registry.js';", RULES, builtinModules)).toHaveLength(1);
    expect(violations('activities/x.ts', "import type { KindActivities } from '../kinds/registry.js';", RULES, builtinModules)).toEqual([]);
    expect(violations('workflows/x.ts', "import { readFile } from 'node:fs/promises';\nimport { createActivities } from '../activities/index.js';", RULES, builtinModules)).toEqual([
      'workflows/x.ts:1 imports the package node:fs/promises (workflows may use @temporalio/workflow, @temporalio/common)',
      'workflows/x.ts:2 imports activities/index.ts (workflows may import workflows, contracts, core; types only from activities/index.ts)',
    ]);
    expect(violations('api/routes/x.ts', "import { startRun } from '../../application/workflows.js';\nimport type { Row } from '../../db/x.js';", RULES, builtinModules)).toEqual([]);
    expect(violations('backends/x.ts', "import { getRun } from '../db/runs.js';", RULES, builtinModules)).toHaveLength(1);
  });

  it("keeps a kind folder's layers: its workflow imports no Node and no db, its application no routes, its api its application", () => {
    expect(violations('kinds/evaluation/workflows/x.ts', "import { readFile } from 'node:fs/promises';\nimport { getEvaluation } from '../db/evaluations.js';", RULES, builtinModules)).toHaveLength(2);
    expect(violations('kinds/evaluation/workflows/x.ts', "import { evaluationProgressSignal } from '../contracts/evaluation.js';\nimport { ResourceRun } from '../../../workflows/lifecycle.js';", RULES, builtinModules)).toEqual([]);
    expect(violations('kinds/evaluation/application/x.ts', "import { evaluationModule } from '../api/routes.js';", RULES, builtinModules)).toHaveLength(1);
    expect(violations('kinds/evaluation/application/x.ts', "import type { CreateEvaluationInput } from '../api/schemas.js';", RULES, builtinModules)).toEqual([]);
    expect(violations('kinds/evaluation/api/x.ts', "import { createEvaluation } from '../application/create.js';", RULES, builtinModules)).toEqual([]);
    expect(violations('api/routes/x.ts', "import { findEvaluation } from '../../kinds/evaluation/db/evaluations.js';", RULES, builtinModules)).toHaveLength(1);
    // A kind's bench part drives the service like bench/ does: the chaos suite's helpers, the kind's own parts, core.
    const chaos = "import { api } from '../../../bench/chaos/http.js';\nimport { PROJECT_ROOT } from '../../../core/config.js';\nimport type { EvaluationRow } from '../core/record.js';";
    expect(violations('kinds/evaluation/bench/chaos.ts', chaos, RULES, builtinModules)).toEqual([]);
  });
});

/**
 * Issue 33: every connection the service makes on a user's behalf goes through the one outbound rule
 * (core/outbound/target-url.ts). In Node the only HTTP client that takes a user's URL is the webhook
 * sender, which checks the resolved address where it connects; the others reach addresses the operator
 * configured. In Python the only client is the job's tracker, which installs the getaddrinfo guard first.
 */
describe('architecture: outbound connections go through the one rule', () => {
  const HTTP_CLIENT = /\bfetch\(|\bhttps?\.request\(|\bhttps?\.get\(|\bnew\s+https?\.Agent\(|from\s+['"]undici['"]|\bnet\.connect\(|\btls\.connect\(|from\s+['"]node:(?:net|tls)['"].*\b(?:connect|createConnection)\b/;
  /** Each allowed client and why it needs no user check. */
  const OPERATOR_TARGETS: Record<string, string> = {
    'backends/webhooks/http-sender.ts': "a user's URL: checked by the rule at registration and on the resolved address at connect time",
    'backends/hub/huggingface-api.ts': 'the hub URL the operator configured (HF_ENDPOINT)',
    'backends/metrics/prometheus-server.ts': "the worker's own Temporal SDK exporter on this machine",
    'api/app.ts': "Hono's in-process app.fetch (no network)",
  };

  it('no Node HTTP client outside the allowed modules', () => {
    const found = files
      .filter((file) => !(file in OPERATOR_TARGETS) && !file.startsWith('sdk/') && !file.startsWith('cli/'))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (HTTP_CLIENT.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it("the webhook sender refuses private targets by the rule's own address checks, before and after DNS", () => {
    const sender = readFileSync(join(ROOT, 'backends/webhooks/http-sender.ts'), 'utf8');
    expect(sender).toMatch(/from '\.\.\/\.\.\/core\/outbound\/private-address\.js'/);
    expect(sender).toMatch(/lookup: this\.lookup/);
  });

  it('every tracker URL a create takes goes through the rule', () => {
    for (const file of ['kinds/training_run/application/create.ts', 'kinds/rl_run/application/create.ts']) {
      expect(readFileSync(join(ROOT, file), 'utf8'), file).toMatch(/checkedIntegrations\(deps, body\.integrations\)/);
    }
    expect(readFileSync(join(ROOT, 'application/tracker-targets.ts'), 'utf8')).toMatch(/outboundUrlProblem\(/);
  });

  it('in Python, only the job tracker talks HTTP, and it installs the address guard before any tracker client starts', () => {
    const python = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === '__pycache__' ? [] : python(path);
        return entry.name.endsWith('.py') ? [path] : [];
      });
    const client = /^\s*(?:import|from)\s+(?:requests|urllib3?|http\.client|httpx|aiohttp|mlflow|wandb)\b/m;
    const clients = python('jobs').filter((file) => client.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(clients).toEqual(['jobs/track/main.py']);
    const tracker = readFileSync(join(ROOT, 'jobs/track/main.py'), 'utf8');
    const guard = tracker.indexOf('outbound.install(');
    expect(guard).toBeGreaterThan(0);
    expect(guard).toBeLessThan(tracker.indexOf('self.sinks = ['));
  });
});
