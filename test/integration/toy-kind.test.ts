import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNamespace } from '../../db/hub-namespaces.js';
import { guaranteesMatrix } from '../helpers/guarantees-matrix.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestStack } from '../helpers/stack.js';
import { createSql } from '../../db/client.js';
import { inject } from 'vitest';
import { KIND_REGISTRY } from '../../kinds/registry.js';
import { bundleForKinds } from '../helpers/kinds-bundle.js';
import { TOY_KIND, TOY_KIND_ENTRY, TOY_TABLE } from './toy-kind/toy-kind.js';

const TOY_DATASET = 'lab/toy-source';
const sql = createSql(inject('databaseUrl'), { max: 2, applicationName: 'toy-kind' });
let stack: TestStack;
let privateRepo: string;
let bundlePath: string | undefined;

beforeAll(async () => {
  await sql.unsafe(TOY_TABLE);
  // Its entry goes where the registry's kinds go: the API mounts it, the worker registers its activities, the bundle exports its workflow.
  const kinds = [...KIND_REGISTRY, TOY_KIND_ENTRY];
  bundlePath = await bundleForKinds(kinds);
  stack = await startStack({ kinds, workflowBundlePath: bundlePath });
  await stack.deps.hub.push(TOY_DATASET, SO101_RECORD_TEST, { message: 'toy source' });
  const other = await stack.createAccount();
  privateRepo = `${accountNamespace(other.account.id)}/secret`;
  await stack.deps.hub.push(privateRepo, SO101_RECORD_TEST, { message: 'private', private: true });
}, 300_000);
afterAll(async () => {
  await stack?.stop();
  await sql.end();
  if (bundlePath) await rm(dirname(bundlePath), { recursive: true, force: true });
});

describe('a toy kind: its own files plus one registry entry', () => {
  it("gets every standard route, in the served OpenAPI document with its row in x-resource-kinds and in the console's kinds module", async () => {
    const document = (await (await stack.request('/v1/openapi.json')).json()) as { paths: Record<string, unknown>; 'x-resource-kinds': { kind: string }[] };
    for (const path of ['/v1/toy_runs', '/v1/toy_runs/{id}', '/v1/toy_runs/{id}/cancel']) expect(Object.keys(document.paths)).toContain(path);
    expect(document['x-resource-kinds'].map((k) => k.kind)).toContain('toy_run');
    expect(await (await stack.request('/console/assets/app/resource-kinds.js')).text()).toContain('"kind": "toy_run"');
  });

  guaranteesMatrix(
    {
      kind: TOY_KIND,
      create: { path: '/v1/toy_runs', body: { source: { repo_id: TOY_DATASET } } },
      datasetRoutes: (repo) => [{ path: '/v1/toy_runs', body: { source: { repo_id: repo } } }],
    },
    () => ({ stack, privateRepo }),
  );
});
