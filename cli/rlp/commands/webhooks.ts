import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Command } from 'commander';
import { Webhook } from 'standardwebhooks';
import { connect, must, type Api } from '../api.js';
import { note } from '../output.js';
import { positiveInteger } from '../numbers.js';

interface ListenOptions {
  forwardTo?: string;
  events: string;
  port?: number;
  host: string;
  publicUrl?: string;
  json?: boolean;
}

interface VerifiedEvent {
  id: string;
  type: string;
  created_at?: string;
  data?: { object?: { id?: string } };
}

const FORWARDED_HEADERS = ['content-type', 'webhook-id', 'webhook-timestamp', 'webhook-signature'];

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends the delivery on unchanged (same body, same signature headers), so the local app verifies it with the same secret. */
async function forward(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; error?: string }> {
  try {
    const answer = await fetch(url, { method: 'POST', body, headers: Object.fromEntries(FORWARDED_HEADERS.filter((h) => headers[h]).map((h) => [h, headers[h]!])), redirect: 'manual' });
    await answer.arrayBuffer();
    return { status: answer.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 502, error: cause?.code ?? (error as Error).message };
  }
}

function handler(verifier: () => Webhook | null, options: ListenOptions) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const body = await bodyOf(req);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
    let event: VerifiedEvent;
    try {
      const webhook = verifier();
      if (!webhook) throw new Error('the endpoint is not registered yet');
      event = webhook.verify(body, headers) as VerifiedEvent;
    } catch (error) {
      note(`rejected a request whose signature did not verify: ${(error as Error).message}`);
      res.writeHead(400).end('signature did not verify');
      return;
    }
    const forwarded = options.forwardTo ? await forward(options.forwardTo, body, headers) : null;
    if (options.json) process.stdout.write(`${JSON.stringify({ event, forwarded })}\n`);
    else {
      const to = forwarded ? `  → ${options.forwardTo} [${forwarded.status}${forwarded.error ? ` ${forwarded.error}` : ''}]` : '';
      process.stdout.write(`${new Date().toISOString()}  ${event.type}  ${event.data?.object?.id ?? '-'}  ${event.id}${to}\n`);
    }
    // The platform sees the local app's answer, so a failing app gets the platform's retries.
    res.writeHead(forwarded ? forwarded.status : 200).end();
  };
}

async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

async function removeEndpoint(api: Api, id: string): Promise<void> {
  await api.client.DELETE('/v1/webhook_endpoints/{id}', { params: { path: { id } } }).catch(() => undefined);
}

export function registerWebhooks(program: Command): void {
  const webhooks = program.command('webhooks').description('webhook endpoints');
  webhooks
    .command('listen')
    .description(
      'receive your events on this machine: opens a local port, registers a temporary webhook endpoint pointing at it, ' +
        'verifies each delivery (Standard Webhooks), prints it, forwards it, and deletes the endpoint on exit (Ctrl-C exits 0)',
    )
    .option('--forward-to <url>', 'POST each verified event here, with its original body and signature headers')
    .option('--events <types>', 'comma-separated event types or patterns', '*')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--port <n>', 'port to listen on (default: any free one)', positiveInteger)
    .option('--public-url <url>', 'URL the platform should deliver to, when it cannot reach --host:--port directly (a tunnel)')
    .option('--json', 'one line per event: {"event": …, "forwarded": {"status": …}}; the first line is {"object": "webhook_listener", …}')
    .action(async (options: ListenOptions) => {
      const api = await connect();
      let webhook: Webhook | null = null;
      const server = createServer((req, res) => void handler(() => webhook, options)(req, res));
      const port = await listen(server, options.host, options.port ?? 0);
      const url = options.publicUrl ?? `http://${options.host}:${port}/webhook`;
      const endpoint = await must(
        api.client.POST('/v1/webhook_endpoints', {
          body: { url, enabled_events: options.events.split(',').map((e) => e.trim()).filter(Boolean), description: 'rlp webhooks listen (temporary)' },
        }),
      ).catch((error: unknown) => {
        server.close();
        throw error;
      });
      webhook = new Webhook(endpoint.secret);
      const stop = () => void removeEndpoint(api, endpoint.id).finally(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      if (options.json) process.stdout.write(`${JSON.stringify({ object: 'webhook_listener', endpoint_id: endpoint.id, url, secret: endpoint.secret, forward_to: options.forwardTo ?? null })}\n`);
      else process.stdout.write(`Ready: endpoint ${endpoint.id} delivers to ${url}; signing secret ${endpoint.secret}${options.forwardTo ? `; forwarding to ${options.forwardTo}` : ''} (Ctrl-C to stop)\n`);
    });
}
