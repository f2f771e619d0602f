/**
 * Every file in the repository that a script writes from a source of truth, with the command that
 * writes it and a function that writes the same text again. test/unit/generated-files.test.ts
 * regenerates all of them and diffs each against the committed copy, and fails on a file that says
 * it is generated but is missing here, so a copy cannot drift from its source unseen.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';

export interface GeneratedSet {
  /** The npm script that writes these files. */
  command: string;
  /** What they are generated from. */
  source: string;
  /** Files by path from the project root; a folder path ends in `/` when the whole folder is generated. */
  paths: readonly string[];
  /** The text each file would have if the command ran now, by path from the project root. */
  generate(): Promise<Map<string, string>>;
}

/** Every file under the folder `dir` (an absolute path), by `prefix` + its path inside it. */
export async function filesUnder(dir: string, prefix = ''): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes('__pycache__')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(prefix + relative(dir, path), await readFile(path, 'utf8'));
  }
  return files;
}

const fromServedDocument = async () => {
  const sdk = await import('../sdk-generate.js');
  return { sdk, document: await sdk.servedOpenApiDocument() };
};

export const GENERATED_FILES: readonly GeneratedSet[] = [
  {
    command: 'npm run generate:workflow-index',
    source: 'kinds/registry.ts (each kind\'s workflow module)',
    paths: ['workflows/index.ts'],
    async generate() {
      const [{ workflowIndexText, WORKFLOW_INDEX_PATH }, { KIND_REGISTRY }] = await Promise.all([import('./workflow-index.js'), import('../../kinds/registry.js')]);
      return new Map([[WORKFLOW_INDEX_PATH, workflowIndexText(KIND_REGISTRY)]]);
    },
  },
  {
    command: 'npm run generate:job-modules',
    source: 'jobs/rl/spec_schema.json, jobs/sim/models.json, jobs/sim/events_schema.json, jobs/twin/config_schema.json, jobs/relight/spec_schema.json and events_schema.json, jobs/train/spec_schema.json and events_schema.json, jobs/video/events_schema.json and spec_schema.json, jobs/eval/spec_schema.json',
    paths: [
      'core/rl/__generated__/spec-schema.ts',
      'core/sim/__generated__/model-sources.ts',
      'kinds/rl_run/api/__generated__/rl-objectives.ts',
      'core/jobs/__generated__/phase-events.ts',
      'core/jobs/__generated__/phase-event-schemas.ts',
      'kinds/twin/api/__generated__/twin-config.ts',
      'core/jobs/__generated__/relight-job-input.ts',
      'core/jobs/__generated__/trainer-flags.ts',
      'core/jobs/__generated__/training-events.ts',
      'core/jobs/__generated__/relight-events.ts',
      'core/jobs/__generated__/video-events.ts',
      'core/jobs/__generated__/evaluation-job-spec.ts',
      'core/jobs/__generated__/video-job-spec.ts',
    ],
    async generate() {
      const { generateJobModules } = await import('./job-modules.js');
      return new Map(Object.entries(await generateJobModules()));
    },
  },
  {
    command: 'npm run sdk:generate',
    source: 'GET /v1/openapi.json (its x-resource-kinds for the kinds table)',
    paths: ['sdk/openapi.d.ts', 'sdk/kinds.ts'],
    async generate() {
      const { sdk, document } = await fromServedDocument();
      const rel = (path: string) => relative(PROJECT_ROOT, path);
      return new Map([
        [rel(sdk.SDK_TYPES_PATH), await sdk.sdkTypesFor(document)],
        [rel(sdk.SDK_KINDS_PATH), sdk.sdkKindsFor(document)],
      ]);
    },
  },
  {
    command: 'npm run sdk:generate',
    source: 'GET /v1/openapi.json, through openapi-python-client (.venv-sdk)',
    paths: ['sdk/python/rlp_api/'],
    async generate() {
      const { sdk, document } = await fromServedDocument();
      const dir = await mkdtemp(join(tmpdir(), 'rlp-python-sdk-'));
      try {
        const python = await sdk.generatePythonClient(document, dir);
        if (python.code !== 0) throw new Error(`openapi-python-client failed (is .venv-sdk there? run \`npm run setup\`):\n${python.output}`);
        return await filesUnder(python.path, 'sdk/python/rlp_api/');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  },
];
