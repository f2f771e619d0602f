import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { RESOURCE_KINDS, workflowStem } from '../../core/kinds.js';

/**
 * Where the code still keeps a list of kinds by hand, outside the kinds table (core/kinds.ts), the
 * kinds registry (kinds/registry.ts) and the files generated from them. Each entry says why it is
 * still there; the derived lists (ids, scopes, features, events, routes, OpenAPI, clients' tables,
 * benches, demo and chaos accounts, the API's mounting, the worker's activities and workflows) are
 * not here. A new hand-kept list fails the test below until it derives from the table or the
 * registry, or is added here with its reason.
 */
const HAND_KEPT: Record<string, string> = {
  'cli/rlp/commands/eval.ts': "not a list of kinds: `rlp eval create` takes its policy from a training run or an RL run and its twin, so it names them",
  'kinds/evaluation/console/evaluation.js': "not a list of kinds: an evaluation's page links the training run or RL run whose policy it ran and the twin it ran in",
  'kinds/evaluation/console/new-evaluation.js': "not a list of kinds: the evaluation form offers succeeded training runs and RL runs as policies and succeeded twins as scenes, so it names them",
  'kinds/training_run/activities/checkpoint-scoring.ts': "not a list of kinds: a training run's checkpoints evaluated in a twin by the evaluation job names those three kinds because it joins them",
  // The console's runs list, pages and create forms and rlp's summaries derive from each kind's view (core/kinds.ts KindView); these are kind-specific code still.
  'cli/rlp/run-followers.ts': "the progress bars a kind's own create --follow draws, reused by `rlp runs follow`",
  'cli/rlp/commands/download.ts': "each kind's downloads through the typed client (checkpoints, archives, output files)",
  // Being reworked in parallel (issue 34's other slices): the Python SDK.
  'sdk/python/rlp/': "the Python SDK's per-kind resources",
  'sdk/python/tests/': "the SDK's own tests, which walk one run of each kind on purpose (like test/)",
};

/** The kinds table, the registry of each kind's parts, and the files generated from them. */
const TABLE_AND_COPIES = ['core/kinds.ts', 'kinds/registry.ts', 'workflows/index.ts', 'sdk/openapi.d.ts', 'sdk/kinds.ts'];
const ROOMS = ['api', 'application', 'kinds', 'activities', 'workflows', 'workers', 'db', 'backends', 'contracts', 'core', 'console', 'cli', 'bench', 'sdk'];
const SKIPPED_FOLDERS = new Set(['node_modules', '__generated__', '__pycache__', 'rlp_api']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|js|mjs|toml|py)$/.test(entry.name) ? [path] : [];
  });

/** How code names a kind: its id, its collection, or its stem in camelCase or kebab-case (`trainingRun`, `training-run`). */
const namings = RESOURCE_KINDS.map((k) => {
  const words = [k.kind, k.collection, workflowStem(k), k.kind.replace(/_/g, '-')];
  return { kind: k.kind, naming: new RegExp(`(?<![A-Za-z])(${[...new Set(words)].join('|')})`, 'i') };
});
/** A kind's own folder names its kind everywhere: only the others it names can make a list there. */
const ownKind = (file: string) => /^kinds\/([a-z_]+)\//.exec(file)?.[1];

const WINDOW = 8;
const comment = /^\s*(\/\/|\*|\/\*\*?|#).*$/gm;

/** The first line of each stretch of WINDOW lines that names three kinds or more (comments aside): a list of kinds. */
function kindLists(text: string, own?: string): number[] {
  const others = namings.filter((n) => n.kind !== own).map((n) => n.naming);
  const lines = text.split('\n');
  const found: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const window = lines.slice(i, i + WINDOW).join('\n').replace(comment, '');
    if (others.filter((naming) => naming.test(window)).length >= Math.min(3, RESOURCE_KINDS.length) && found.at(-1) !== i) {
      if (found.length === 0 || i > found.at(-1)! + WINDOW) found.push(i + 1);
    }
  }
  return found;
}

describe('lists of kinds outside the kinds table', () => {
  it('are only the hand-kept ones listed here, each with its reason (derive a new one from core/kinds.ts)', () => {
    const handKept = (file: string) => Object.keys(HAND_KEPT).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
    const found = ROOMS.flatMap(sourceFiles)
      .filter((file) => !TABLE_AND_COPIES.includes(file) && !handKept(file))
      .flatMap((file) => kindLists(readFileSync(join(PROJECT_ROOT, file), 'utf8'), ownKind(file)).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });

  it('the detector finds a list of kinds, across lines, and not one kind alone', () => {
    expect(kindLists("const A = {\n  augmentation: 1,\n  training_run: 2,\n\n  twin: 3,\n};")).toEqual([1]);
    expect(kindLists("fetch('/v1/augmentations');\nfetch('/v1/training_runs');\nconst rlRun = 1;")).toEqual([1]);
    expect(kindLists("fetch('/v1/augmentations');\n// training_run, twin\n")).toEqual([]);
    expect(kindLists("const twin = twins[0];\nconst twinId = twin.id;")).toEqual([]);
    expect(kindLists("import { findRlRun } from '../../rl_run/db/rl-runs.js';\nimport { findTwin } from '../../twin/db/twin-rows.js';\nconst evaluation = 1;", 'evaluation')).toEqual([]);
  });
});
