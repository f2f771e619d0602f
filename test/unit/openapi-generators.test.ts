import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePythonClient, PYTHON_CLIENT_PATH, sdkTypesFor, servedOpenApiDocument, type PythonClientGeneration } from '../../cli/sdk-generate.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * The served OpenAPI document through both generators users reach for: openapi-typescript (the
 * TS SDK in sdk/) and openapi-python-client (the Python SDK's sdk/python/rlp_api). Neither may
 * warn, and every operation must come out with typed requests and typed answers.
 */

type Json = Record<string, any>;
interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
  operation: Json;
}

let document: Json;
let operations: Operation[];
let python: PythonClientGeneration;
/** The same generator with no configuration file, as a user who generates their own client runs it. */
let bare: PythonClientGeneration;
let workDir: { path: string; cleanup: () => Promise<void> };
let bareDir: { path: string; cleanup: () => Promise<void> };

const snake = (id: string) => id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const tagModule = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

async function filesUnder(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes('__pycache__')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return files;
}

beforeAll(async () => {
  document = (await servedOpenApiDocument()) as Json;
  operations = Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ id: operation.operationId, method, path, tag: operation.tags?.[0] ?? 'default', operation })),
  );
  workDir = await makeTempDir('generators');
  bareDir = await makeTempDir('generators-bare');
  [python, bare] = await Promise.all([generatePythonClient(document, workDir.path), generatePythonClient(document, bareDir.path, { withConfig: false })]);
}, 180_000);
afterAll(async () => {
  await workDir?.cleanup();
  await bareDir?.cleanup();
});

/** Each operation's module holds sync_detailed, a typed body where it takes one, and a typed answer for every success. */
async function expectEveryOperationTyped(generated: PythonClientGeneration) {
  for (const { id, method, tag, operation } of operations) {
    const source = await readFile(join(generated.path, 'api', tagModule(tag), `${snake(id)}.py`), 'utf8').catch(() => '');
    expect(source, `${method} ${id} was not generated`).toContain('def sync_detailed(');
    if (operation.requestBody) expect(source, `${id} has no typed body`).toMatch(/^\s+body: [A-Z]\w+( \| [A-Z]\w+)*( \| Unset = UNSET)?,$/m);
    for (const status of Object.keys(operation.responses as Json).filter((s) => /^2/.test(s))) {
      const branch = source.split(`if response.status_code == ${status}:`)[1]?.split('return')[0] ?? '';
      expect(branch, `${id} ${status} answer is untyped`).toMatch(/from_dict|File\(payload|\[\]/);
    }
  }
}

describe('the OpenAPI document', () => {
  it('names every operation by what it does (docs/sdk.md lists them)', () => {
    const ids = operations.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(create|list|retrieve|update|delete|cancel|resume|download|estimate|validate|plan|inspect|rotate|retry|test)[A-Z][A-Za-z]+$/);
  });

  it('gives every success a typed body: JSON with a schema, or bytes described as binary', () => {
    for (const { id, operation } of operations) {
      const successes = Object.entries(operation.responses as Record<string, Json>).filter(([status]) => /^2/.test(status));
      expect(successes.length, id).toBeGreaterThan(0);
      for (const [status, response] of successes) {
        const media = Object.entries((response.content ?? {}) as Record<string, Json>);
        expect(media.length, `${id} ${status} states no content`).toBeGreaterThan(0);
        for (const [type, { schema }] of media) {
          if (type === 'application/json') expect(schema?.$ref ?? schema?.type ?? schema?.anyOf, `${id} ${status}`).toBeTruthy();
          else expect(schema, `${id} ${status} ${type}`).toEqual({ type: 'string', format: 'binary' });
        }
        // Bytes: application/octet-stream first (what a generator with no configuration reads as bytes), then the specific type when known.
        if (!response.content['application/json']) expect(Object.keys(response.content)[0], `${id} ${status}`).toBe('application/octet-stream');
      }
    }
  });
});

describe('openapi-typescript', () => {
  it('generates every operation without a warning', async () => {
    const warnings: unknown[][] = [];
    const original = { warn: console.warn, error: console.error };
    console.warn = (...args: unknown[]) => warnings.push(args);
    console.error = (...args: unknown[]) => warnings.push(args);
    let types: string;
    try {
      types = await sdkTypesFor(document);
    } finally {
      Object.assign(console, original);
    }
    expect(warnings).toEqual([]);
    for (const { id } of operations) expect(types, id).toMatch(new RegExp(`^    ${id}: \\{$`, 'm'));
    expect(types).not.toMatch(/"application\/json": unknown/);
  });
});

describe('openapi-python-client', () => {
  it('generates without a warning (run `npm run setup` if .venv-sdk is missing)', () => {
    expect(python.code, python.output).toBe(0);
    expect(python.output).not.toMatch(/warning|unable|cannot|error/i);
  });

  it('generates every operation, with a typed body and typed answers', () => expectEveryOperationTyped(python));

  it('with no configuration file (as a user runs it on the served document): no warning, every download read as bytes', async () => {
    expect(bare.code, bare.output).toBe(0);
    expect(bare.output).not.toMatch(/warning|unable|cannot|error|unsupported/i);
    await expectEveryOperationTyped(bare);
    const downloads = operations.filter(({ operation }) => Object.entries(operation.responses as Record<string, Json>).some(([status, r]) => /^2/.test(status) && r.content && !r.content['application/json']));
    expect(downloads.length).toBeGreaterThanOrEqual(8);
    for (const { id, tag } of downloads) {
      const source = await readFile(join(bare.path, 'api', tagModule(tag), `${snake(id)}.py`), 'utf8');
      expect(source, `${id} is not read as bytes`).toContain('File(payload=BytesIO(response.content))');
    }
  });

  it('is what sdk/python/rlp_api holds (run `npm run sdk:generate` when this fails)', async () => {
    const generated = await filesUnder(python.path);
    const committed = await filesUnder(PYTHON_CLIENT_PATH);
    expect([...committed.keys()].sort()).toEqual([...generated.keys()].sort());
    const drifted = [...generated].filter(([path, text]) => committed.get(path) !== text).map(([path]) => path);
    expect(drifted, 'sdk/python/rlp_api drifted from the served document').toEqual([]);
  });
});
