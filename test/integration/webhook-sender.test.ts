import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSender, type Resolver } from '../../backends/webhooks/http-sender.js';

let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url!);
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
    if (req.url === '/redirect') return void res.writeHead(302, { Location: '/ok' }).end();
    if (req.url === '/big') return void res.end(`\u0000${'x'.repeat(100_000)}`);
    if (req.url === '/busy') return void res.writeHead(429, { 'Retry-After': '30' }).end('slow down');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A stand-in for DNS: every name resolves to 127.0.0.1, like a public name pointed at a private address. */
const toLoopback: Resolver = (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]);

const post = (sender: WebhookSender, path: string, overrides: Partial<Parameters<WebhookSender['send']>[0]> = {}) =>
  sender.send({ url: `http://127.0.0.1:${port}${path}`, body: '{}', headers: {}, timeoutMs: 1000, allowPrivateTargets: true, ...overrides });

describe('webhook HTTP sender', () => {
  const sender = new WebhookSender({ resolve: toLoopback });
  afterAll(() => sender.close());

  it('records the status, latency and Retry-After, and nothing of what the receiver answered', async () => {
    const ok = await post(sender, '/ok');
    expect(ok).toEqual({ statusCode: 200, error: null, retryAfter: null, latencyMs: ok.latencyMs });
    expect(ok.latencyMs).toBeGreaterThanOrEqual(0);
    const busy = await post(sender, '/busy');
    expect(busy).toEqual({ statusCode: 429, error: null, retryAfter: '30', latencyMs: busy.latencyMs });
    expect(JSON.stringify(busy)).not.toContain('slow down');
    const big = await post(sender, '/big');
    expect(big.statusCode).toBe(200);
    expect(JSON.stringify(big)).not.toContain('xxx');
  });

  it('gives up at the deadline and never follows redirects', async () => {
    const slow = await post(sender, '/slow', { timeoutMs: 300 });
    expect(slow).toMatchObject({ statusCode: null, error: 'timed out after 300 ms' });
    expect(slow.latencyMs).toBeGreaterThanOrEqual(290);
    const before = hits.length;
    expect(await post(sender, '/redirect')).toMatchObject({ statusCode: 302 });
    expect(hits.slice(before)).toEqual(['/redirect']);
  });

  it('refuses private targets when they are not allowed, by literal address and by what a name resolves to', async () => {
    const before = hits.length;
    expect(await post(sender, '/ok', { allowPrivateTargets: false })).toMatchObject({ statusCode: null, error: expect.stringMatching(/^blocked: 127\.0\.0\.1/) });
    const byName = await sender.send({ url: `http://hooks.example.com:${port}/ok`, body: '{}', headers: {}, timeoutMs: 1000, allowPrivateTargets: false });
    expect(byName).toMatchObject({ statusCode: null, error: expect.stringMatching(/^blocked: hooks\.example\.com resolves to 127\.0\.0\.1/) });
    expect(hits.length).toBe(before);
  });

  it('reports a refused connection plainly', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await sender.send({ url: `http://127.0.0.1:${closedPort}/`, body: '{}', headers: {}, timeoutMs: 1000, allowPrivateTargets: true });
    expect(refused).toMatchObject({ statusCode: null, error: 'connection refused' });
  });
});
