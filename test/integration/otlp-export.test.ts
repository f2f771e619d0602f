import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../cli/setup/free-port.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { SCOPES } from '../../core/scopes.js';
import { insertAccount } from '../../db/accounts.js';
import { issueApiKey } from '../../db/api-keys.js';
import { createSql } from '../../db/client.js';
import { ProcessOutput } from '../helpers/process-output.js';

// The real API process with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector this test runs:
// a request's span arrives there over OTLP/HTTP, named by its route template.
interface OtlpSpan {
  name: string;
  traceId: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpBody {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

let collector: Server;
const received: { path: string; body: OtlpBody }[] = [];
let api: ChildProcess;
let output: ProcessOutput;
let base: string;
let headers: Record<string, string>;
let accountId: string;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const sql = createSql(inject('databaseUrl'), { max: 1 });
  const account = await insertAccount(sql, { name: 'otlp test', concurrencyLimit: 4, features: [] });
  accountId = account.id;
  const { key } = await issueApiKey(sql, { accountId: account.id, name: 'otlp test key', scopes: [...SCOPES] });
  await sql.end();
  headers = { Authorization: `Bearer ${key}` };
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      PORT: String(port),
      HOST: '127.0.0.1',
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_NAMESPACE: inject('temporalNamespace'),
      API_METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  output = new ProcessOutput(api);
  await output.waitFor(/\[api\] listening on/);
}, 120_000);

afterAll(async () => {
  if (api && api.exitCode === null && api.signalCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => collector?.close(resolve));
}, 60_000);

async function spanNamed(name: string): Promise<{ span: OtlpSpan; service: string | undefined }> {
  for (;;) {
    for (const { body } of received) {
      for (const resourceSpans of body.resourceSpans) {
        const span = resourceSpans.scopeSpans.flatMap((s) => s.spans).find((s) => s.name === name);
        if (span) return { span, service: resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('OTLP export', () => {
  it("sends each request's span to the configured collector", async () => {
    const response = await fetch(`${base}/v1/credits`, { headers: { ...headers, traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } });
    expect(response.status).toBe(200);
    const { span, service } = await spanNamed('GET /v1/credits');
    expect(service).toBe('robot-platform-api');
    // The caller's trace is continued.
    expect(span.traceId.toLowerCase()).toBe('0af7651916cd43dd8448eb211c80319c');
    const attribute = (key: string) => span.attributes.find((a) => a.key === key)?.value;
    expect(attribute('http.route')?.stringValue).toBe('/v1/credits');
    expect(attribute('rlp.account_id')?.stringValue).toBe(accountId);
    expect(received.every((r) => r.path === '/v1/traces')).toBe(true);
  }, 60_000);
});
