import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../api/node-rejections.js';
import { startStack, type TestStack } from '../helpers/stack.js';

let stack: TestStack;
let server: Server;
let port: number;

beforeAll(async () => {
  stack = await startStack({ worker: false });
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: stack.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(listening as Server));
  });
  answerClientErrors(server);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await stack?.stop();
});

/** Sends raw bytes (what fetch would refuse to send) and reads the whole answer. */
function rawRequest(head: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('requests Node refuses before the app', () => {
  it.each([
    ['a header over 16 KB', `GET /v1/credits HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, 431, 'request_header_fields_too_large'],
    ['a 0x7F byte in a header', 'GET /v1/credits HTTP/1.1\r\nHost: x\r\nX-Bad: a\u007fb\r\n\r\n', 400, 'malformed_request'],
  ])('%s gets the error envelope, Service-Version and a request id', async (_name, head, status, code) => {
    const answer = await rawRequest(head);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['service-version']).toBe('2026-09-27');
    expect(answer.headers['x-request-id']).toMatch(/^req_/);
    const body = JSON.parse(answer.body) as { error: { type: string; code: string; request_id: string } };
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code, request_id: answer.headers['x-request-id'] });
  });
});
