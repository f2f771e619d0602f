import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET, ensureDemoDatasets } from '../../cli/demo-datasets.js';
import { freePort } from '../../cli/setup/free-port.js';
import { getRlRun, rlEnded, waitForRlRun, type RlBody } from '../helpers/rl-runs.js';
import { rlp, rlpInTerminal, type RlpResult } from '../helpers/rlp-cli.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { ended, requireSimEnvironment, waitForTwin } from '../helpers/twins.js';

// The story from a terminal: a twin of a recording, then RL in it, with the verdict where the status is.
let stack: TestStack;
let server: Server;
let alice: TestAccount;
let home: Awaited<ReturnType<typeof makeTempDir>>;
let env: Record<string, string>;

beforeAll(async () => {
  await requireSimEnvironment();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  stack = await startStack({ env: { PUBLIC_BASE_URL: base, SIM_MODELS_DIR: MODELS_DIR } });
  await ensureDemoDatasets(stack.deps.hub);
  alice = await stack.createAccount({ credits: 1000, features: ['twins', 'rl_runs'], concurrencyLimit: 4 });
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: stack.app.fetch, hostname: '127.0.0.1', port }, () => resolve(listening as Server));
  });
  home = await makeTempDir('rlp-rl');
  env = { XDG_CONFIG_HOME: join(home.path, 'config'), RLP_API_KEY: alice.apiKey, RLP_BASE_URL: base };
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await stack?.stop();
  await home?.cleanup();
});

const explain = (result: RlpResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
const lastJson = (result: RlpResult) => JSON.parse(result.stdout.trim().split('\n').at(-1)!) as RlBody;

describe('rlp twins create', () => {
  it('builds a twin of an episode and, with --follow, draws its stages and ends with the twin and what it holds for pick_place', async () => {
    const result = await rlp(['twins', 'create', DEMO_DATASET, '--episode', '0', '--follow', '--json'], env);
    expect(result.code, explain(result)).toBe(0);
    const twin = lastJson(result);
    expect(twin).toMatchObject({ object: 'twin', status: 'succeeded', episode_index: 0, source: { repo_id: DEMO_DATASET } });
    expect(twin.scene_objects).toMatchObject({ objects: expect.any(Array), table_height_m: expect.any(Number) });
    // Without a terminal, progress is one stderr line per stage seen, ending with the status.
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(/^succeeded/);

    // `runs follow` on the ended twin: its kind's own result line, exit 0.
    const followed = await rlp(['runs', 'follow', twin.id as string], env);
    expect(followed.code, explain(followed)).toBe(0);
    expect(followed.stdout.trim()).toMatch(new RegExp(`^${twin.id}\\s+succeeded\\s`));
  }, 600_000);
});

describe('rlp rl create', () => {
  let configTwin: string;

  beforeAll(async () => {
    // A twin whose object comes from config.objects: an object, but no recorded release position.
    const created = await stack.request('/v1/twins', {
      method: 'POST',
      headers: alice.headers,
      json: { source: { repo_id: DEMO_DATASET }, episode_index: 0, config: { objects: [{ name: 'cube', size_m: 0.02, pos: [0.22, 0.05] }] } },
    });
    configTwin = ((await created.json()) as RlBody).id as string;
    const twin = await waitForTwin(stack, alice, configTwin, ended);
    expect(twin.status, JSON.stringify(twin.error)).toBe('succeeded');
    expect(twin.scene_objects).toMatchObject({ objects: [expect.objectContaining({ name: 'cube' })], release: null });
  }, 600_000);

  it('pick_place in a twin without a release position is refused before it queues, naming scene.twin_id; with --target it is created', async () => {
    const runsBefore = (await stack.sql`select id from rl_runs where account_id = ${alice.account.id}`).length;
    const refused = await rlp(['rl', 'create', '--twin', configTwin, '--objective', 'pick_place'], env);
    expect(refused.code, explain(refused)).toBe(1);
    expect(refused.stderr).toContain('no release position');
    expect(refused.stderr).toContain('[400 parameter_invalid] (param: scene.twin_id)');
    expect((await stack.sql`select id from rl_runs where account_id = ${alice.account.id}`).length).toBe(runsBefore);

    const created = await rlp(['rl', 'create', '--twin', configTwin, '--objective', 'pick_place', '--target', '0.2,-0.1,0.08', '--json'], env);
    expect(created.code, explain(created)).toBe(0);
    const run = lastJson(created).data[0] as RlBody;
    expect(run.spec).toMatchObject({ objective: { type: 'pick_place', target: [0.2, -0.1, 0.08] }, scene: { twin_id: configTwin } });
    const canceled = await rlp(['runs', 'cancel', run.id], env);
    expect(canceled.code, explain(canceled)).toBe(0);
    await waitForRlRun(stack, alice, run.id, rlEnded);
  }, 600_000);

  it('--follow trains to the end showing phase, env steps and success, and exits 4 on a failing verdict; the run, its GET and the lists carry the verdict beside the status', async () => {
    // 2048 env steps is about a hundredth of reach's default budget: the run succeeds, its policy fails the verdict.
    const result = await rlp(['rl', 'create', '--objective', 'reach', '--budget', '2048', '--follow'], env);
    expect(result.code, explain(result)).toBe(4);
    expect(result.stderr).toMatch(/rlp: rl_\w+ succeeded, but its policy failed its verdict/);
    const line = result.stdout.trim().split('\n').at(-1)!;
    const [, id, verdict, successes] = /^(rl_\w+)\s+succeeded · (pass|fail) (\d+)\/100\s+completed\s+\d+\/2048 env steps/.exec(line) ?? [];
    expect(id, line).toBeDefined();
    // Without a terminal, one stderr line per phase seen (polled each second; evaluation alone takes seconds), ending with the status.
    expect(result.stderr).toMatch(/^(training|evaluate|render) \d+ env steps, success/m);
    // The progress log's last line is the status; the verdict's failure message comes after it.
    expect(result.stderr.trim().split('\n').filter((l) => !l.startsWith('rlp: ')).at(-1)).toMatch(/^succeeded \d+ env steps/);

    const run = await getRlRun(stack, alice, id!);
    expect(run).toMatchObject({ status: 'succeeded', verdict: 'fail', evaluation_episodes: 100 });
    expect(Math.round(run.success_rate * 100)).toBe(Number(successes));
    const report = (await (await stack.request(`/v1/rl_runs/${id}/report`, { headers: alice.headers })).json()) as RlBody;
    expect(run.success_rate).toBe(report.evaluation.success_rate);

    const listed = ((await (await stack.request('/v1/rl_runs?limit=100', { headers: alice.headers })).json()) as { data: RlBody[] }).data.find((r) => r.id === id);
    expect(listed).toMatchObject({ verdict, success_rate: run.success_rate, evaluation_episodes: 100 });
    const table = await rlp(['runs', 'list', '--kind', 'rl'], env);
    expect(table.code, explain(table)).toBe(0);
    const row = table.stdout.split('\n').find((r) => r.startsWith(id!));
    expect(row).toContain(`succeeded · ${verdict} ${successes}/100`);
    expect(row).toMatch(new RegExp(`^${id}\\s+rl_run\\s+.*\\s+reach in the stock scene\\s`));

    // `runs follow` in a terminal, by id alone: the same line, and the same exit for the same verdict.
    const followed = await rlpInTerminal(['runs', 'follow', id!], env);
    expect(followed.code, followed.lines.join('\n')).toBe(4);
    expect(followed.lines.find((l) => l.startsWith(id!))).toMatch(/succeeded · fail \d+\/100/);
    expect(followed.lines.join('\n')).toContain('failed its verdict');
  }, 900_000);
});
