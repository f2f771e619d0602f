import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../api/app.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../backends/index.js';
import { loadConfig } from '../core/config.js';
import { createSql } from '../db/client.js';

/** The committed types of the typed client (`sdk/`), generated from the served OpenAPI document. */
export const SDK_TYPES_PATH = fileURLToPath(new URL('../sdk/openapi.d.ts', import.meta.url));

const HEADER = '// Generated from GET /v1/openapi.json by `npm run sdk:generate` (openapi-typescript). Do not edit.\n\n';

/** The TypeScript declarations openapi-typescript writes for a served OpenAPI document. */
export async function sdkTypesFor(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true, defaultNonNullable: false });
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

async function main(): Promise<void> {
  const types = await sdkTypesFor(await servedOpenApiDocument());
  const before = await readFile(SDK_TYPES_PATH, 'utf8').catch(() => '');
  await writeFile(SDK_TYPES_PATH, types);
  console.log(before === types ? `${SDK_TYPES_PATH}: unchanged` : `${SDK_TYPES_PATH}: written (${types.length} characters)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
  process.exit(0); // the app's lazy Postgres listener and Temporal connection would keep the process alive
}
