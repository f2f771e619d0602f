import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../api/app.js';
import { RESOURCE_KINDS_EXTENSION } from '../api/openapi.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { loadConfig } from '../core/config.js';
import { createSql } from '../db/client.js';
import { pythonRequestTypesFor } from './generate/python-request-types.js';
import { PYTHON_SDK_DIR, SDK_VENV_BIN } from './setup/python-sdk.js';
import { runCommand } from './setup/run-command.js';

/** The committed types of the typed client (`sdk/`), generated from the served OpenAPI document. */
export const SDK_TYPES_PATH = fileURLToPath(new URL('../sdk/openapi.d.ts', import.meta.url));

const HEADER = '// Generated from GET /v1/openapi.json by `npm run sdk:generate` (openapi-typescript). Do not edit.\n\n';

/** The kinds table as `rlp` reads it (`sdk/kinds.ts`), from the document's `x-resource-kinds`; the console gets its copy from the service (console/kinds-module.ts). */
export const SDK_KINDS_PATH = fileURLToPath(new URL('../sdk/kinds.ts', import.meta.url));
const KINDS_HEADER = "// Generated from the `x-resource-kinds` of GET /v1/openapi.json by `npm run sdk:generate`. Do not edit.\n";

function publishedKinds(document: unknown): unknown[] {
  const kinds = (document as Record<string, unknown>)[RESOURCE_KINDS_EXTENSION];
  if (!Array.isArray(kinds)) throw new Error(`the document has no '${RESOURCE_KINDS_EXTENSION}' list`);
  return kinds;
}

export function sdkKindsFor(document: unknown): string {
  const kinds = JSON.stringify(publishedKinds(document), null, 2);
  return `${KINDS_HEADER}\n/** Every kind of run the service has: id prefix, collection path, scopes, feature flag, event types, label, list filters and how its runs read. */\nexport const RESOURCE_KINDS = ${kinds} as const;\n\nexport type ResourceKind = (typeof RESOURCE_KINDS)[number]['kind'];\n`;
}

/** The TypeScript declarations openapi-typescript writes for a served OpenAPI document. */
export async function sdkTypesFor(document: unknown): Promise<string> {
  // openapi-typescript writes into the document it is given (descriptions on discriminator enums): give it a copy.
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], { alphabetize: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

/**
 * The document the app serves, read from an in-process app. Serving it needs neither Postgres nor
 * Temporal (both connections are lazy); the caller exits the process when done, which closes them.
 */
export async function servedOpenApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rlp-sdk-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const sql = createSql(config.databaseUrl, { max: 1, applicationName: 'sdk-generate' });
  const connection = Connection.lazy({ address: config.temporal.address });
  try {
    const app = createApp({
      config,
      sql,
      temporal: new Client({ connection, namespace: config.temporal.namespace }),
      hub: createHubBackend(config),
      storage: createStorageBackend(config),
      compute: createComputeBackend(config),
    });
    const response = await app.request('/v1/openapi.json');
    if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
    return await response.json();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The generated package of the Python SDK (`sdk/python/rlp_api`), committed. */
export const PYTHON_CLIENT_PATH = join(PYTHON_SDK_DIR, 'rlp_api');
const PYTHON_GENERATOR_CONFIG = join(PYTHON_SDK_DIR, 'generator-config.yaml');

export interface PythonClientGeneration {
  /** Where the package was written. */
  path: string;
  /** Everything openapi-python-client printed (its warnings included). */
  output: string;
  code: number | null;
}

/**
 * Runs openapi-python-client (from .venv-sdk, made by `npm run setup`) on `document`, writing the
 * package to `<outDir>/rlp_api`; its ruff post-hooks format what it writes. Adds `py.typed` and
 * `request_types.py` (cli/generate/python-request-types.ts).
 */
/** `withConfig: false` runs the generator as a user would on the served document, with no configuration file of ours. */
export async function generatePythonClient(document: unknown, outDir: string, options: { withConfig?: boolean } = {}): Promise<PythonClientGeneration> {
  const documentPath = join(outDir, 'openapi.json');
  await writeFile(documentPath, JSON.stringify(document));
  const path = join(outDir, 'rlp_api');
  const result = await runCommand(
    join(SDK_VENV_BIN, 'openapi-python-client'),
    ['generate', '--path', documentPath, '--meta', 'none', ...(options.withConfig === false ? [] : ['--config', PYTHON_GENERATOR_CONFIG]), '--output-path', path, '--overwrite'],
    { cwd: outDir, env: { ...process.env, RUFF_NO_CACHE: 'true', PATH: `${SDK_VENV_BIN}:${process.env.PATH ?? ''}` } },
  );
  if (result.code === 0) {
    // What the generator leaves out: the PEP 561 marker, so type checkers read the package's types,
    // and the request bodies as TypedDicts, which the SDK's creates take as keyword arguments.
    await writeFile(join(path, 'py.typed'), '');
    await writeFile(join(path, 'request_types.py'), pythonRequestTypesFor(document));
  }
  return { path, output: `${result.stdout}${result.stderr}`, code: result.code };
}

async function write(path: string, text: string): Promise<void> {
  const before = await readFile(path, 'utf8').catch(() => '');
  await writeFile(path, text);
  console.log(before === text ? `${path}: unchanged` : `${path}: written (${text.length} characters)`);
}

async function main(): Promise<void> {
  const document = await servedOpenApiDocument();
  await write(SDK_TYPES_PATH, await sdkTypesFor(document));
  await write(SDK_KINDS_PATH, sdkKindsFor(document));

  const outDir = await mkdtemp(join(tmpdir(), 'rlp-python-sdk-'));
  try {
    const python = await generatePythonClient(document, outDir);
    if (python.code !== 0) throw new Error(`openapi-python-client failed (is .venv-sdk there? run \`npm run setup\`):\n${python.output}`);
    await rm(PYTHON_CLIENT_PATH, { recursive: true, force: true });
    await cp(python.path, PYTHON_CLIENT_PATH, { recursive: true });
    console.log(`${PYTHON_CLIENT_PATH}: written`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
  process.exit(0); // the app's lazy Postgres listener and Temporal connection would keep the process alive
}
