import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInLink } from '../../console/sign-in-links.js';
import { readScope, writeScope } from '../../core/kinds.js';
import { SCOPES } from '../../core/scopes.js';
import { accountNamespace } from '../../db/hub-namespaces.js';
import { CHROMIUM, NO_BROWSER_REASON, freePort, openConsoleBrowser } from '../helpers/console-browser.js';
import { expectRunsShownInConsole } from '../helpers/console-kind-pages.js';
import { guaranteesMatrix } from '../helpers/guarantees-matrix.js';
import { rlp } from '../helpers/rlp-cli.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { createSql } from '../../db/client.js';
import { inject } from 'vitest';
import { KIND_REGISTRY } from '../../kinds/registry.js';
import { bundleForKinds } from '../helpers/kinds-bundle.js';
import { TOY_KIND, TOY_KIND_ENTRY, TOY_TABLE } from './toy-kind/toy-kind.js';

const TOY_DATASET = 'lab/toy-source';
const sql = createSql(inject('databaseUrl'), { max: 2, applicationName: 'toy-kind' });
let stack: TestStack;
let server: ServerType;
let base: string;
let privateRepo: string;
let bundlePath: string | undefined;

beforeAll(async () => {
  await sql.unsafe(TOY_TABLE);
  // Its entry goes where the registry's kinds go: the API mounts it, the worker registers its activities, the bundle exports its workflow.
  const kinds = [...KIND_REGISTRY, TOY_KIND_ENTRY];
  bundlePath = await bundleForKinds(kinds);
  // Served over HTTP as well, for `rlp` and the browser.
  base = `http://127.0.0.1:${await freePort()}`;
  stack = await startStack({ kinds, workflowBundlePath: bundlePath, env: { PUBLIC_BASE_URL: base } });
  server = serve({ fetch: stack.app.fetch, port: Number(new URL(base).port), hostname: '127.0.0.1' });
  await stack.deps.hub.push(TOY_DATASET, SO101_RECORD_TEST, { message: 'toy source' });
  const other = await stack.createAccount();
  privateRepo = `${accountNamespace(other.account.id)}/secret`;
  await stack.deps.hub.push(privateRepo, SO101_RECORD_TEST, { message: 'private', private: true });
}, 300_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
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

describe('the toy kind through the front door: rlp, the console and the event log read it from what the server serves', () => {
  let user: TestAccount;
  let toyId: string;
  let rlpEnv: Record<string, string>;
  let rlpHome: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    user = await stack.createAccount({ credits: 100, features: [TOY_KIND.feature!], scopes: [...SCOPES, readScope(TOY_KIND), writeScope(TOY_KIND)] });
    const created = await stack.request('/v1/toy_runs', { method: 'POST', headers: user.headers, json: { source: { repo_id: TOY_DATASET } } });
    expect(created.status, await created.clone().text()).toBe(201);
    toyId = ((await created.json()) as { id: string }).id;
    rlpHome = await makeTempDir('toy-rlp');
    rlpEnv = { RLP_API_KEY: user.apiKey, RLP_BASE_URL: base, XDG_CONFIG_HOME: rlpHome.path };
  });
  afterAll(() => rlpHome?.cleanup());

  it('`rlp runs list` lists the toy run with the summary its view writes, and `runs get` its fields (the served kinds table, not the one rlp was built with)', async () => {
    const listed = await rlp(['runs', 'list'], rlpEnv);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n').find((row) => row.startsWith(toyId))).toMatch(new RegExp(`^${toyId}\\s+toy_run\\s+processing\\s+toy on ${TOY_DATASET} · working\\s+work\\s+0%`));
    const onlyToys = await rlp(['runs', 'list', '--kind', 'toy_run', '--json'], rlpEnv);
    expect((JSON.parse(onlyToys.stdout) as { data: { id: string }[] }).data.map((run) => run.id)).toEqual([toyId]);
    const got = await rlp(['runs', 'get', toyId], rlpEnv);
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout).toMatch(new RegExp(`^source:\\s+${TOY_DATASET}$`, 'm'));
    expect(got.stdout).toMatch(/^phase:\s+work$/m);
  });

  if (!existsSync(CHROMIUM)) {
    it.skip(NO_BROWSER_REASON, () => {});
  } else {
    it("the console lists the toy run with its summary and opens its page from the kind's own folder", async () => {
      let browser: Browser | undefined;
      try {
        let page: Page;
        ({ browser, page } = await openConsoleBrowser());
        const link = await issueSignInLink(stack.sql, { accountId: user.account.id, email: 'toy@example.com', publicBaseUrl: base });
        await page.goto(link.url);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Runs' }).waitFor();
        expect(await expectRunsShownInConsole(page, base, [toyId])).toEqual([TOY_KIND.kind]);
        expect(await page.locator('#toy-source').textContent()).toBe(TOY_DATASET);
      } finally {
        await browser?.close();
      }
    }, 120_000);
  }

  it('`rlp runs cancel` ends it; its ending event is in the event log under its type, which the type filter knows', async () => {
    const canceled = await rlp(['runs', 'cancel', toyId, '--json'], rlpEnv);
    expect(canceled.code, canceled.stderr).toBe(0);
    const types = async () => {
      const page = (await (await stack.request(`/v1/events?resource_id=${toyId}`, { headers: user.headers })).json()) as { data: { type: string }[] };
      return page.data.map((event) => event.type);
    };
    await expect.poll(types, { timeout: 30_000 }).toEqual(['toy_run.canceled']);
    const filtered = await stack.request('/v1/events?type=toy_run.*', { headers: user.headers });
    expect(filtered.status, await filtered.clone().text()).toBe(200);
    const listed = (await filtered.json()) as { data: { type: string; data: { object: { id: string; status: string } } }[] };
    expect(listed.data.map((event) => [event.type, event.data.object.id, event.data.object.status])).toContainEqual(['toy_run.canceled', toyId, 'canceled']);
  });
});
