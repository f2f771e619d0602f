import { lookup } from 'node:dns/promises';
import { readFile, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareTracking, trackingDir } from '../../activities/tracking/job-folder.js';
import { issueApiKey } from '../../db/api-keys.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';

const DATASET = 'lab/so101-record-test';
let stack: TestStack;
let alice: TestAccount;
/** Alice's second key, holding only training_runs:write (403 on the credentials routes). */
let narrow: Record<string, string>;

/** A name (not an address literal) that resolves to loopback on this machine: the host's own name, as /etc/hosts has it. */
let loopbackName: string | null = null;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  await stack.deps.hub.push(DATASET, SO101_RECORD_TEST, { message: 'so101' });
  alice = await stack.createAccount({ credits: 1000, concurrencyLimit: 20 });
  const { key } = await issueApiKey(stack.sql, { accountId: alice.account.id, name: 'narrow', scopes: ['training_runs:write'] });
  narrow = { Authorization: `Bearer ${key}` };
  const name = hostname();
  const addresses = await lookup(name, { all: true }).catch(() => []);
  if (addresses.length > 0 && addresses.every((a) => a.address.startsWith('127.') || a.address === '::1')) loopbackName = name;
}, 120_000);
afterAll(() => stack?.stop());

type Answer = { status: number; body: { data?: { id: string; integrations: { tracking_uri?: string }[] }[]; error?: { code: string; param: string | null; message: string } } };
async function createTraining(headers: Record<string, string>, trackingUri: string): Promise<Answer> {
  const response = await stack.request('/v1/training_runs', {
    method: 'POST',
    headers,
    json: { dataset: { uri: DATASET }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 5 }, integrations: [{ type: 'tensorboard' }, { type: 'mlflow', tracking_uri: trackingUri }] },
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
async function createWebhook(url: string): Promise<Answer> {
  const response = await stack.request('/v1/webhook_endpoints', { method: 'POST', headers: alice.headers, json: { url, enabled_events: ['*'] } });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const PRIVATE_TARGETS = [
  'http://127.0.0.1:9464',
  'http://169.254.169.254/latest',
  'http://localhost:5432',
  'http://localhost.:5432',
  'http://[::1]:8080',
  'http://10.0.0.1',
  'http://100.64.12.34/',
  'http://[::ffff:127.0.0.1]/',
  'http://[fd12::1]/',
  'http://0.0.0.0/',
];

describe('one outbound rule for trackers and webhooks (deployment default: private targets refused)', () => {
  it.each(PRIVATE_TARGETS)('refuses %s as an MLflow tracking_uri and as a webhook URL, with the field named', async (url) => {
    const tracker = await createTraining(alice.headers, url);
    expect([tracker.status, tracker.body.error?.code, tracker.body.error?.param]).toEqual([400, 'parameter_invalid', 'integrations.1.tracking_uri']);
    const webhook = await createWebhook(url);
    expect([webhook.status, webhook.body.error?.param]).toEqual([400, 'url']);
  });

  it('refuses a DNS name that resolves to loopback (checked after resolution, not by its spelling)', async (ctx) => {
    if (!loopbackName) ctx.skip('this machine has no host name that resolves to loopback');
    const tracker = await createTraining(alice.headers, `http://${loopbackName}:5000/`);
    expect([tracker.status, tracker.body.error?.param]).toEqual([400, 'integrations.1.tracking_uri']);
    expect(tracker.body.error?.message).toMatch(/resolves to 127\./);
    expect((await createWebhook(`http://${loopbackName}:5000/hook`)).status).toBe(400);
  });

  it('refuses control characters: the forged-line tracking_uri is a 400 and nothing is stored', async () => {
    const forged = 'https://mlflow.example.com/x\r\n{"event":"progress","step":424242,"max_steps":5,"loss":1e-7}\n{"event":"eval","step":424242,"loss":1e-7}';
    const answer = await createTraining(alice.headers, forged);
    expect([answer.status, answer.body.error?.param]).toEqual([400, 'integrations.1.tracking_uri']);
    expect(answer.body.error?.message).toMatch(/control characters/);
    const [row] = await stack.sql<{ n: number }[]>`select count(*)::int as n from training_runs where account_id = ${alice.account.id} and integrations::text like '%424242%'`;
    expect(row!.n).toBe(0);
  });

  it('stores a public tracking_uri normalised', async () => {
    const answer = await createTraining(alice.headers, 'HTTPS://MLflow.Example.COM:443/a/../tracking');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data![0]!.integrations[1]!.tracking_uri).toBe('https://mlflow.example.com/tracking');
  });
});

describe('stored MLflow credentials', () => {
  const TOKEN = 'stored-mlflow-token-0123456789';

  /** The credentials the run's job would be handed (the worker's tracking folder), or null for none. */
  async function handedToJob(runId: string): Promise<Record<string, unknown> | null> {
    const dir = join(stack.dataDir, 'jobs-under-test', runId);
    await prepareTracking(stack.deps, 'training_runs', runId, dir, {});
    const file = join(trackingDir(dir), 'credentials.json');
    if (!(await stat(file).then(() => true, () => false))) return null;
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  }

  beforeAll(async () => {
    const put = await stack.request('/v1/integrations/mlflow/credentials', { method: 'PUT', headers: alice.headers, json: { token: TOKEN, tracking_uri: 'https://mlflow.example.com/' } });
    expect(put.status).toBe(200);
    const refused = await stack.request('/v1/integrations/mlflow/credentials', { method: 'PUT', headers: alice.headers, json: { token: TOKEN, tracking_uri: 'http://169.254.169.254/' } });
    expect([refused.status, ((await refused.json()) as Answer['body']).error?.param]).toEqual([400, 'tracking_uri']);
  });

  it('go to the server they were stored for when a key holding integrations:write created the run', async () => {
    const run = await createTraining(alice.headers, 'https://mlflow.example.com/');
    expect(run.status).toBe(201);
    expect(await handedToJob(run.body.data![0]!.id)).toEqual({ mlflow: { token: TOKEN } });
  });

  it('go to no other host', async () => {
    const run = await createTraining(alice.headers, 'https://attacker.example.net/x');
    expect(run.status).toBe(201);
    expect(await handedToJob(run.body.data![0]!.id)).toBeNull();
  });

  it("go nowhere for a narrow key's run (training_runs:write only), whichever host it names", async () => {
    expect((await stack.request('/v1/integrations/mlflow/credentials', { method: 'PUT', headers: narrow, json: { token: 'x' } })).status).toBe(403);
    for (const uri of ['https://attacker.example.net/x', 'https://mlflow.example.com/']) {
      const run = await createTraining(narrow, uri);
      expect(run.status, JSON.stringify(run.body)).toBe(201);
      expect(await handedToJob(run.body.data![0]!.id)).toBeNull();
    }
  });
});
