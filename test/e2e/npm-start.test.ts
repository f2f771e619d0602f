import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../../cli/setup/free-port.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { newId } from '../../core/ids.js';
import { dropDatabase } from '../../db/ensure-database.js';
import { AccountIdAttribute, ResourceKindAttribute, ResourceStatusAttribute } from '../../contracts/search-attributes.js';
import { systemCheckWorkflowType } from '../../contracts/system-check.js';
import { ProcessOutput } from '../helpers/process-output.js';
import { startRlp } from '../helpers/rlp-cli.js';

// `npm start`'s entry as an operator runs it: a clean data dir and database, a free API port, the
// run's Temporal dev server; then the printed key against the real API process, and crashes.

let dataDir: string;
let databaseUrl: string;
let start: ChildProcess;
let output: ProcessOutput;
let base: string;
let apiKey: string;
let client: Client;
const taskQueue = `npm-start-${process.pid}`;
let metricsPorts: { api: number; worker: number; sdk: number };

/** The value of one sample in a Prometheus exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** The environment without the outbound-target settings, so the test sees `npm start`'s own default. */
function withoutOutboundSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { OUTBOUND_ALLOW_PRIVATE_TARGETS: _outbound, WEBHOOK_ALLOW_PRIVATE_TARGETS: _webhook, ...rest } = env;
  return rest;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rlp-npm-start-'));
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/rlp_start_${Date.now().toString(36)}_${process.pid}`;
  databaseUrl = url.toString();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  metricsPorts = { api: await freePort(), worker: await freePort(), sdk: await freePort() };
  start = spawn(process.execPath, ['--import', 'tsx', 'cli/start.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...withoutOutboundSettings(process.env),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_NAMESPACE: inject('temporalNamespace'),
      TEMPORAL_TASK_QUEUE: taskQueue,
      API_METRICS_PORT: String(metricsPorts.api),
      WORKER_METRICS_PORT: String(metricsPorts.worker),
      WORKER_SDK_METRICS_PORT: String(metricsPorts.sdk),
      RATE_LIMIT_PER_SECOND: '7',
      RATE_LIMIT_BURST: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  output = new ProcessOutput(start);
  apiKey = (await output.waitFor(/API key\s+(svc_\S+)/))[1]!;
  const connection = await Connection.connect({ address: inject('temporalAddress') });
  client = new Client({ connection, namespace: inject('temporalNamespace') });
}, 600_000);

afterAll(async () => {
  if (start && start.exitCode === null && start.signalCode === null) {
    const exited = new Promise((resolve) => start.once('exit', resolve));
    process.kill(start.pid!, 'SIGINT');
    await exited;
  }
  await client?.connection.close();
  await dropDatabase(databaseUrl).catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}, 120_000);

const get = (path: string) => fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${apiKey}` } });

async function runSystemCheck(): Promise<{ ok: boolean }> {
  return (await client.workflow.execute(systemCheckWorkflowType.name, {
    taskQueue,
    workflowId: newId('system'),
    typedSearchAttributes: [
      { key: AccountIdAttribute, value: 'system' },
      { key: ResourceKindAttribute, value: 'system_check' },
      { key: ResourceStatusAttribute, value: 'processing' },
    ],
  })) as { ok: boolean };
}

describe('npm start', () => {
  it('prints a working API key for the demo account, served by the real API process', async () => {
    const credits = await get('/v1/credits');
    expect(credits.status).toBe(200);
    expect(((await credits.json()) as { balance: number }).balance).toBe(10_000);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });

  it('lets webhooks reach this machine by default and says so: `rlp webhooks listen` receives the test event', async () => {
    await output.waitFor(/webhooks and trackers may reach loopback and private-network addresses \(local development/);
    const listener = startRlp(['webhooks', 'listen', '--json'], { RLP_API_KEY: apiKey, RLP_BASE_URL: base, XDG_CONFIG_HOME: dataDir });
    try {
      const ready = JSON.parse(await listener.waitForLine(/"object":"webhook_listener"/)) as { endpoint_id: string; url: string };
      expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      const test = await fetch(`${base}/v1/webhook_endpoints/${ready.endpoint_id}/test`, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }, body: '{}' });
      expect(test.status).toBe(202);
      const printed = JSON.parse(await listener.waitForLine(/"type":"webhook_endpoint\.test"/)) as { event: { type: string } };
      expect(printed.event.type).toBe('webhook_endpoint.test');
    } finally {
      listener.child.kill('SIGINT');
    }
    expect((await listener.exited).code).toBe(0);
  });

  it('prints both metrics addresses; the API and worker endpoints move with traffic; each request is one JSON log line', async () => {
    const [, apiUrl, workerUrl] = await output.waitFor(/Metrics\s+API (http\S+), worker (http\S+)/);
    expect(apiUrl).toBe(`http://127.0.0.1:${metricsPorts.api}/metrics`);
    expect(workerUrl).toBe(`http://127.0.0.1:${metricsPorts.worker}/metrics`);
    const scrape = async (url: string) => (await fetch(url)).text();
    const credits = { method: 'GET', route: '/v1/credits', status: '200' };
    const before = sample(await scrape(apiUrl!), 'http_requests_total', credits);
    const answered = await get('/v1/credits');
    expect(answered.status).toBe(200);
    const api = await scrape(apiUrl!);
    expect(sample(api, 'http_requests_total', credits)).toBe(before + 1);
    expect(sample(api, 'http_request_duration_seconds_count', credits)).toBe(before + 1);
    expect(api).toMatch(/^http_requests_in_flight /m);
    expect(api).not.toMatch(/route="\/v1\/credits\/[^"]/); // templates, never raw paths

    const activity = { activity: 'checkDependencies', outcome: 'completed' };
    const ranBefore = sample(await scrape(workerUrl!), 'rlp_activity_duration_seconds_count', activity);
    expect((await runSystemCheck()).ok).toBe(true);
    const worker = await scrape(workerUrl!);
    expect(sample(worker, 'rlp_activity_duration_seconds_count', activity)).toBeGreaterThan(ranBefore);
    expect(worker).toMatch(/^rlp_job_slots\{/m);
    expect(worker).toMatch(/^temporal_\w+/m); // the SDK's own exporter, served on the same scrape

    const requestId = answered.headers.get('X-Request-Id')!;
    const line = await output.waitFor(new RegExp(`(\\{[^\\n]*"request_id":"${requestId}"[^\\n]*\\})`));
    expect(JSON.parse(line[1]!)).toMatchObject({ request_id: requestId, route: '/v1/credits', status: 200, method: 'GET', account_id: expect.stringMatching(/^acct_/) });
  });

  it('runs the worker and the API on the Node it names for each, saying why', async () => {
    for (const name of ['worker', 'api']) {
      const [, version, path] = await output.waitFor(new RegExp(`${name} runs on Node (v\\d+\\.\\d+\\.\\d+) \\((\\S+)\\), \\S`));
      const pid = Number((await output.waitFor(new RegExp(`${name} started \\(pid (\\d+)\\)`)))[1]);
      expect(realpathSync(`/proc/${pid}/exe`)).toBe(realpathSync(path!));
      expect(execFileSync(path!, ['--version'], { encoding: 'utf8' }).trim()).toBe(version);
    }
  });

  it('prints a one-time console sign-in link for the demo account that signs in', async () => {
    const link = (await output.waitFor(/Console\s+(http\S+)/))[1]!;
    expect(link.startsWith(`${base}/console/sign-in?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const signIn = await fetch(`${base}/console/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams({ token }),
    });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const session = await fetch(`${base}/console/session`, { headers: { Cookie: cookie } });
    expect(await session.json()).toMatchObject({ signed_in: true, email: 'demo@localhost' });
  });

  it('sends RateLimit headers from the real server and answers 429 with Retry-After past the burst', async () => {
    const first = await get('/v1/credits');
    expect(first.headers.get('RateLimit-Limit')).toBe('10');
    const remaining = Number(first.headers.get('RateLimit-Remaining'));
    expect(Number.isInteger(remaining) && remaining >= 0 && remaining <= 10).toBe(true);

    let limited: Response | null = null;
    for (let i = 0; i < 400 && !limited; i++) {
      const response = await get('/v1/credits');
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited).not.toBeNull();
    expect(Number(limited!.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(limited!.headers.get('RateLimit-Remaining')).toBe('0');
    expect(((await limited!.json()) as { error: { code: string } }).error.code).toBe('rate_limit_exceeded');
  });

  it('restarts the worker after kill -9 of its process group while the API keeps answering', async () => {
    const workerPid = Number((await output.waitFor(/worker started \(pid (\d+)\)/))[1]);
    const apiPid = Number((await output.waitFor(/api started \(pid (\d+)\)/))[1]);
    const from = output.mark;

    // The API answers all the while the worker is down and coming back.
    let probing = true;
    const statuses: number[] = [];
    const prober = (async () => {
      while (probing) {
        const health = await fetch(`${base}/healthz`);
        statuses.push(health.status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    process.kill(-workerPid, 'SIGKILL');
    await output.waitFor(/worker exited unexpectedly \(signal SIGKILL\); restarting it in 1 s/, from);
    const newPid = Number((await output.waitFor(/worker restarted \(pid (\d+)\)/, from))[1]);
    expect(newPid).not.toBe(workerPid);
    expect(isAlive(workerPid)).toBe(false);
    expect((await runSystemCheck()).ok).toBe(true);
    probing = false;
    await prober;

    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(isAlive(apiPid)).toBe(true);
    expect(output.lines.slice(from).some((line) => /stopping everything/.test(line))).toBe(false);
  });

  it('restarts the API after kill -9 while the worker keeps running', async () => {
    const apiPid = Number((await output.waitFor(/api started \(pid (\d+)\)/))[1]);
    const workerPid = Number((await output.waitFor(/worker restarted \(pid (\d+)\)/))[1]);
    const from = output.mark;
    process.kill(-apiPid, 'SIGKILL');
    await output.waitFor(/api exited unexpectedly \(signal SIGKILL\)/, from);
    await output.waitFor(/api restarted \(pid \d+\)/, from);
    await output.waitFor(/\[api\]\s+listening on/, from);
    expect((await get('/v1/credits')).status).toBe(200);
    expect(isAlive(workerPid)).toBe(true);
  });

  it('stops every process it started on Ctrl-C', async () => {
    const workerPid = Number((await output.waitFor(/worker restarted \(pid (\d+)\)/))[1]);
    const apiPid = Number((await output.waitFor(/api restarted \(pid (\d+)\)/))[1]);
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
    process.kill(start.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    await output.waitFor(/\[start\]\s+stopped/);
    expect(isAlive(workerPid)).toBe(false);
    expect(isAlive(apiPid)).toBe(false);
  });
});
