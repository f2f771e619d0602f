import { createHash } from 'node:crypto';
import { readFile, stat, truncate } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { freePort } from '../../cli/setup/free-port.js';
import { configPath } from '../../cli/rlp/config-file.js';
import { phasesShown, rlp, rlpInTerminal, startRlp, type RlpResult } from '../helpers/rlp-cli.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { FAST_RETRY_ENV, LOCAL_RECEIVERS_ENV, startWebhookDelivery, type WebhookDelivery } from '../helpers/webhook-delivery.js';
import { WebhookReceiver } from '../helpers/webhook-receiver.js';
import { RESOURCE_FEATURES } from '../../core/kinds.js';

let stack: TestStack;
let delivery: WebhookDelivery;
let user: TestAccount;
let server: Server;
let base: string;
let home: { path: string; cleanup: () => Promise<void> };
/** Where `rlp login` keeps its file in these tests: only XDG_CONFIG_HOME points the CLI at the key. */
let env: Record<string, string>;
const startedAt = new Date().toISOString();

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Signed download links point at the server the CLI talks to.
  stack = await startStack({ env: { PUBLIC_BASE_URL: base, ...FAST_RETRY_ENV, ...LOCAL_RECEIVERS_ENV } });
  // The webhook half of the worker process (delivery worker and dispatcher), for `webhooks listen`.
  delivery = await startWebhookDelivery(stack);
  await seedDemoDataset(stack.deps.hub);
  user = await delivery.createAccount({ name: 'cli user', credits: 10_000, features: [...RESOURCE_FEATURES] });
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: stack.app.fetch, hostname: '127.0.0.1', port }, () => resolve(listening as Server));
  });
  home = await makeTempDir('rlp-cli');
  env = { XDG_CONFIG_HOME: join(home.path, 'config') };
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await delivery?.stop();
  await stack?.stop();
  await home?.cleanup();
});

const json = <T = Record<string, unknown>>(result: RlpResult): T => JSON.parse(result.stdout.trim().split('\n').at(-1)!) as T;
const explain = (result: RlpResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
const sha256 = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');

describe('rlp --help', () => {
  it('exits 0 on every command and names the exit codes', async () => {
    const commands = [[], ['login'], ['datasets'], ['datasets', 'list'], ['datasets', 'inspect'], ['relight'], ['video'], ['train'], ['twins'], ['twins', 'create'], ['rl'], ['rl', 'create'], ['runs'], ['runs', 'list'], ['runs', 'get'], ['runs', 'follow'], ['runs', 'cancel'], ['download'], ['logs'], ['events'], ['events', 'tail'], ['webhooks'], ['webhooks', 'listen']];
    const results = await Promise.all(commands.map((command) => rlp([...command, '--help'], env)));
    results.forEach((result, i) => {
      expect(result.code, `rlp ${commands[i]!.join(' ')} --help\n${explain(result)}`).toBe(0);
      expect(result.stdout).toMatch(/^Usage: rlp/);
    });
    expect(results[0]!.stdout).toContain('Exit codes: 0 success');
    expect(results[0]!.stdout).toMatch(/3 a followed run ended failed or canceled; 4 .*verdict/);
  });

  it('a usage error exits 2; a command before login exits 2 and says how to log in', async () => {
    expect((await rlp(['relight'], env)).code).toBe(2);
    expect((await rlp(['train', DEMO_DATASET, '--policy', 'mlp', '--steps', 'many'], env)).code).toBe(2);
    const early = await rlp(['runs', 'list'], env);
    expect(early.code).toBe(2);
    expect(early.stderr).toContain('rlp login');
  });
});

describe('rlp login', () => {
  it('refuses a bad key with the API message and exit 1, writing nothing', async () => {
    const result = await rlp(['login', '--api-key', `svc_${'x'.repeat(40)}`, '--base-url', base], env);
    expect(result.code, explain(result)).toBe(1);
    expect(result.stderr).toContain('Invalid API key.');
    await expect(stat(configPath(env))).rejects.toThrow();
  });

  it('verifies the key and stores it readable only by its owner', async () => {
    const result = await rlp(['login', '--api-key', user.apiKey, '--base-url', base, '--json'], env);
    expect(result.code, explain(result)).toBe(0);
    expect(json(result)).toMatchObject({ object: 'login', base_url: base, key: { object: 'api_key', account_id: user.account.id } });
    const file = configPath(env);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ base_url: base, api_key: user.apiKey });
  });

  it('RLP_API_KEY overrides the stored key', async () => {
    const result = await rlp(['runs', 'list'], { ...env, RLP_API_KEY: `svc_${'y'.repeat(40)}` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid API key.');
  });
});

describe('rlp against the real stack', () => {
  let augId: string;
  let trainingRunId: string;

  it('datasets inspect --json prints the inspection', async () => {
    const result = await rlp(['datasets', 'inspect', DEMO_DATASET, '--json'], env);
    expect(result.code, explain(result)).toBe(0);
    expect(json(result)).toMatchObject({ object: 'dataset_inspection', repo_id: DEMO_DATASET, total_episodes: 6, trainable: true });
  });

  it('datasets lists the datasets the account can read: the demo, with what it holds', async () => {
    const listed = await rlp(['datasets', 'list', '--json'], env);
    expect(listed.code, explain(listed)).toBe(0);
    const demo = json<{ data: { repo_id: string }[] }>(listed).data.find((d) => d.repo_id === DEMO_DATASET);
    expect(demo).toMatchObject({ repo_id: DEMO_DATASET, access: 'shared', summary: { total_episodes: 6, trainable: true } });
    const human = await rlp(['datasets'], env);
    expect(human.code, explain(human)).toBe(0);
    expect(human.stdout.split('\n')[0]).toMatch(/^REPO\s+ACCESS\s+EPISODES/);
    expect(human.stdout.split('\n').find((row) => row.startsWith(DEMO_DATASET))).toMatch(/^\S+\s+shared\s+6\s+\d+\s+\d+\s+\S+\s+\S+\s+yes$/);
  });

  it('an invalid relight exits 1 naming the param; the API error is on stdout with --json', async () => {
    const result = await rlp(['relight', DEMO_DATASET, '--camera', 'top', '--exposure', '9', '--json'], env);
    expect(result.code, explain(result)).toBe(1);
    expect(json<{ error: { code: string; param: string } }>(result).error).toMatchObject({ code: 'parameter_invalid', param: 'config.relight.top.exposure' });
    expect(result.stderr).toContain('param: config.relight.top.exposure');
  });

  it('relight --follow in a terminal draws one bar per phase, each full when its phase ends, and exits 0', async () => {
    const result = await rlpInTerminal(['relight', DEMO_DATASET, '--camera', 'top', '--exposure', '-1', '--follow', '--json'], env);
    expect(result.code, result.lines.join('\n')).toBe(0);
    const run = JSON.parse(result.lines.at(-1)!) as { id: string; status: string; config: unknown };
    expect(run).toMatchObject({ status: 'succeeded', config: { relight: { top: { exposure: -1 } } } });
    const phases = phasesShown(result.frames);
    // The run's phases in order (a short one may pass between two polls), never its status as a phase.
    const shown = phases.map((p) => p.phase).filter((p) => p !== 'queued');
    expect(shown.length, result.lines.join('\n')).toBeGreaterThan(0);
    expect(['import', 'generate', 'publish'].filter((p) => shown.includes(p))).toEqual(shown);
    expect(phases.every((p) => p.last === 100), JSON.stringify(phases)).toBe(true);
    augId = run.id;
  }, 600_000);

  it('download writes every file with the bytes the API serves, and resumes a partial file', async () => {
    const out = join(home.path, 'relit');
    const first = await rlp(['download', augId, '--out', out, '--json'], env);
    expect(first.code, explain(first)).toBe(0);
    const { files } = json<{ files: { path: string; bytes: number; sha256: string; resumed_from: number }[] }>(first);
    const served = await stack.request(`/v1/augmentations/${augId}`, { headers: user.headers }).then((r) => r.json() as Promise<{ output: { files: { path: string; url: string; bytes: number }[] } }>);
    expect(files.map((f) => f.path).sort()).toEqual(served.output.files.map((f) => f.path).sort());
    for (const file of served.output.files) {
      const bytes = Buffer.from(await (await fetch(file.url)).arrayBuffer());
      const expected = createHash('sha256').update(bytes).digest('hex');
      expect(await sha256(join(out, file.path)), file.path).toBe(expected);
      expect(files.find((f) => f.path === file.path)).toMatchObject({ sha256: expected, bytes: file.bytes, resumed_from: 0 });
    }

    const video = served.output.files.find((f) => f.path.endsWith('.mp4'))!;
    const half = Math.floor(video.bytes / 2);
    const whole = await sha256(join(out, video.path));
    await truncate(join(out, video.path), half);
    const again = await rlp(['download', augId, '--out', out, '--json'], env);
    expect(again.code, explain(again)).toBe(0);
    const resumed = json<{ files: { path: string; sha256: string; resumed_from: number }[] }>(again).files.find((f) => f.path === video.path);
    expect(resumed).toMatchObject({ sha256: whole, resumed_from: half });
    expect(await sha256(join(out, video.path))).toBe(whole);
  });

  it('train --follow in a terminal shows no ETA before training moves, finishes; logs prints its lines', async () => {
    const result = await rlpInTerminal(['train', DEMO_DATASET, '--policy', 'mlp', '--tier', 'cpu', '--robot', 'so101_follower', '--steps', '100', '--save-freq', '50', '--follow', '--json'], env);
    expect(result.code, result.lines.join('\n')).toBe(0);
    const run = JSON.parse(result.lines.at(-1)!) as { id: string; status: string; metrics: { step: number } };
    const beforeTraining = result.frames.filter((f) => f.phase !== 'training');
    expect(beforeTraining.filter((f) => /ETA/.test(f.text)), result.lines.join('\n')).toEqual([]);
    expect(result.frames.filter((f) => /ETA 0s/.test(f.text))).toEqual([]);
    expect(phasesShown(result.frames).at(-1)?.last).toBe(100);
    expect(run).toMatchObject({ status: 'succeeded', metrics: { step: 100 } });
    trainingRunId = run.id;

    const logs = await rlp(['logs', trainingRunId, '--tail', '5', '--json'], env);
    expect(logs.code, explain(logs)).toBe(0);
    const body = json<{ object: string; lines: string[] }>(logs);
    expect(body.object).toBe('training_run_logs');
    expect(body.lines.length).toBeGreaterThan(0);
    // --follow on an ended run prints the tail and returns.
    const followed = await rlp(['logs', trainingRunId, '--tail', '5', '--follow'], env);
    expect(followed.code, explain(followed)).toBe(0);
    expect(followed.stdout.trim().split('\n')).toEqual(body.lines);

    const zips = await rlp(['download', trainingRunId, '--out', join(home.path, 'ckpt'), '--json'], env);
    expect(zips.code, explain(zips)).toBe(0);
    const zipFiles = json<{ files: { path: string }[] }>(zips).files;
    expect(zipFiles.map((f) => f.path)).toEqual(['checkpoints/50.zip', 'checkpoints/100.zip']);
    expect((await readFile(join(home.path, 'ckpt', 'checkpoints', '100.zip'))).subarray(0, 2).toString()).toBe('PK');
  }, 600_000);

  it('runs list, get and cancel', async () => {
    const all = await rlp(['runs', 'list', '--json'], env);
    expect(all.code, explain(all)).toBe(0);
    const ids = json<{ data: { id: string }[] }>(all).data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([augId, trainingRunId]));
    expect(ids.indexOf(trainingRunId)).toBeLessThan(ids.indexOf(augId)); // newest first
    const one = json<{ data: { id: string }[] }>(await rlp(['runs', 'list', '--limit', '1', '--json'], env));
    expect(one.data.map((r) => r.id)).toEqual([ids[0]]); // --limit counts runs of every kind together

    const training = json<{ data: { id: string }[] }>(await rlp(['runs', 'list', '--kind', 'training_run', '--status', 'succeeded', '--json'], env));
    expect(training.data.map((r) => r.id)).toEqual([trainingRunId]);
    expect(json<{ data: unknown[] }>(await rlp(['runs', 'list', '--status', 'failed', '--json'], env)).data).toEqual([]);

    const got = await rlp(['runs', 'get', augId, '--json'], env);
    expect(json(got)).toMatchObject({ id: augId, object: 'augmentation', status: 'succeeded' });
    // Without --json: each run's kind and what it is, not only its id.
    const rows = (await rlp(['runs', 'list'], env)).stdout.split('\n');
    expect(rows[0]).toMatch(/^ID\s+KIND\s+STATUS\s+WHAT\s+PHASE/);
    expect(rows.find((row) => row.startsWith(trainingRunId))).toMatch(new RegExp(`^${trainingRunId}\\s+training_run\\s+succeeded\\s+mlp on ${DEMO_DATASET}\\s`));
    expect(rows.find((row) => row.startsWith(augId))).toMatch(new RegExp(`^${augId}\\s+augmentation\\s+succeeded\\s+relight · ${DEMO_DATASET} · `));

    const human = await rlp(['runs', 'get', trainingRunId], env);
    expect(human.stdout).toMatch(new RegExp(`^id:\\s+${trainingRunId}$`, 'm'));
    expect(human.stdout).toMatch(/^status:\s+succeeded$/m);
    expect(human.stdout).toMatch(/^policy:\s+mlp$/m);
    expect(human.stdout).toMatch(/^step:\s+100$/m);
    expect(human.stdout).not.toContain('{');

    const ended = await rlp(['runs', 'cancel', augId, '--json'], env);
    expect(ended.code).toBe(1);
    expect(json<{ error: { code: string } }>(ended).error.code).toBe('not_cancelable');

    const unknownRl = await rlp(['runs', 'get', 'rl_01JZZZZZZZZZZZZZZZZZZZZZZZ'], env);
    expect(unknownRl.code).toBe(1);
    expect(unknownRl.stderr).toMatch(/404/);
    expect((await rlp(['runs', 'get', 'nope_1'], env)).code).toBe(2);
  });

  it('runs follow follows a run of any kind by id: an ended one prints its line and exits 0; one canceled while followed exits 3', async () => {
    for (const id of [augId, trainingRunId]) {
      const followed = await rlp(['runs', 'follow', id, '--json'], env);
      expect(followed.code, explain(followed)).toBe(0);
      expect(json(followed)).toMatchObject({ id, status: 'succeeded' });
    }
    const line = await rlp(['runs', 'follow', trainingRunId], env);
    expect(line.stdout.trim()).toMatch(new RegExp(`^${trainingRunId}\\s+mlp\\s+succeeded\\s+completed\\s+step 100/100`));

    const created = await rlp(['relight', DEMO_DATASET, '--camera', 'top', '--exposure', '1', '--json'], env);
    expect(created.code, explain(created)).toBe(0);
    const id = json<{ id: string }>(created).id;
    const follower = startRlp(['runs', 'follow', id, '--json'], env);
    const canceled = await stack.request(`/v1/augmentations/${id}/cancel`, { method: 'POST', headers: user.headers });
    expect(canceled.status).toBe(200);
    const ended = await follower.exited;
    expect(ended.code, explain(ended)).toBe(3);
    expect(ended.stderr).toContain(`rlp: ${id} ended canceled`);
    expect(json<{ error: unknown }>(ended)).toHaveProperty('error');
  }, 300_000);

  it('events tail prints the events of the runs above', async () => {
    const tail = startRlp(['events', 'tail', '--since', startedAt, '--json'], env);
    try {
      const line = await tail.waitForLine(new RegExp(`"type":"augmentation.completed".*"id":"${augId}"`));
      expect(JSON.parse(line)).toMatchObject({ object: 'event', type: 'augmentation.completed' });
      await tail.waitForLine(new RegExp(`"type":"training_run.completed".*"id":"${trainingRunId}"`));
    } finally {
      tail.child.kill('SIGINT');
    }
    expect((await tail.exited).code).toBe(0);
  });

  it('webhooks listen verifies a signed event, prints it, forwards it, and deletes its endpoint on exit', async () => {
    const receiver = await new WebhookReceiver().start();
    const listener = startRlp(['webhooks', 'listen', '--forward-to', receiver.url, '--events', 'augmentation.*', '--json'], env);
    try {
      const ready = JSON.parse(await listener.waitForLine(/"object":"webhook_listener"/)) as { endpoint_id: string; url: string; secret: string };
      receiver.useSecret(ready.secret);

      // A request not signed with the endpoint's secret is refused and not forwarded.
      const forged = await fetch(ready.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-id': 'evt_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
        body: JSON.stringify({ id: 'evt_forged', type: 'augmentation.completed', data: { object: {} } }),
      });
      expect(forged.status).toBe(400);

      const created = await rlp(['relight', DEMO_DATASET, '--camera', 'front', '--exposure', '1', '--json'], env);
      expect(created.code, explain(created)).toBe(0);
      const id = json<{ id: string }>(created).id;
      const canceled = await rlp(['runs', 'cancel', id, '--json'], env);
      expect(canceled.code, explain(canceled)).toBe(0);
      // The cancel answers at once (the run shows `canceling`); the ending arrives as its event.
      expect(json(canceled)).toMatchObject({ id, status: 'canceling' });

      const printed = JSON.parse(await listener.waitForLine(new RegExp(`"type":"augmentation.canceled".*"id":"${id}"`))) as { forwarded: { status: number } };
      expect(printed.forwarded.status).toBe(200);
      const forwarded = await receiver.waitFor(() => receiver.received.find((r) => r.event.type === 'augmentation.canceled' && r.event.data.object.id === id));
      expect(forwarded.answered).toBe(200);
      expect(receiver.rejected).toEqual([]);
      expect(receiver.received.map((r) => r.webhookId)).not.toContain('evt_forged');
      expect(listener.stdout).not.toContain('evt_forged');
      expect(listener.stderr).toContain('rejected a request whose signature did not verify');

      listener.child.kill('SIGINT');
      expect((await listener.exited).code).toBe(0);
      const endpoints = (await (await stack.request('/v1/webhook_endpoints', { headers: user.headers })).json()) as { data: { id: string }[] };
      expect(endpoints.data.map((e) => e.id)).not.toContain(ready.endpoint_id);
    } finally {
      listener.child.kill('SIGINT');
      await receiver.stop();
    }
  }, 300_000);
});
