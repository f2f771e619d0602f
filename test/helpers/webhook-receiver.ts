import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  webhookId: string;
  timestamp: number;
  /** The parsed event, as the official `standardwebhooks` library returned it after verifying. */
  event: { id: string; type: string; data: { object: Record<string, unknown> }; [key: string]: unknown };
  receivedAt: number;
  /** The status this receiver answered. */
  answered: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Answer only once this settles (a receiver that hangs until the test lets it go). */
  holdUntil?: Promise<unknown>;
  body?: string;
}

/**
 * A webhook receiver on 127.0.0.1 that verifies every request with the official
 * `standardwebhooks` package (never with the platform's own code) and answers as told.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Requests whose signature did not verify; a test expects none. */
  readonly rejected: { headers: IncomingMessage['headers']; error: string }[] = [];
  /** Called for each verified request; answers 200 unless it says otherwise. */
  reply: (webhook: ReceivedWebhook, count: number) => Reply = () => ({ status: 200 });
  /** Most requests this receiver was answering at once. */
  maxInFlight = 0;
  private inFlight = 0;
  private verifier: Webhook | null = null;
  private readonly seen = new Map<string, number>();
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  /** The signing secret the platform returned for the endpoint that points here. */
  useSecret(secret: string): void {
    this.verifier = new Webhook(secret);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 30_000;
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops listening (connections are refused) and drops open connections; start() again reuses the port. */
  async stop(): Promise<void> {
    if (!this.server) return;
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Received events of a type, in arrival order; each webhook-id once. */
  eventIds(type?: string): string[] {
    return [...new Set(this.received.filter((r) => r.answered < 300 && (!type || r.event.type === type)).map((r) => r.webhookId))];
  }

  async waitFor<T>(probe: () => T | undefined | false, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`receiver: condition not met within ${timeoutMs} ms (received ${this.received.length}, rejected ${this.rejected.length})`);
      await sleep(25);
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
    let event: ReceivedWebhook['event'];
    try {
      if (!this.verifier) throw new Error('no secret set on the receiver');
      event = this.verifier.verify(body, headers) as ReceivedWebhook['event'];
    } catch (error) {
      this.rejected.push({ headers: req.headers, error: error instanceof Error ? error.message : String(error) });
      res.writeHead(400).end('bad signature');
      return;
    }
    const webhook: ReceivedWebhook = {
      webhookId: headers['webhook-id']!,
      timestamp: Number(headers['webhook-timestamp']),
      event,
      receivedAt: Date.now(),
      answered: 0,
    };
    const count = (this.seen.get(webhook.webhookId) ?? 0) + 1;
    this.seen.set(webhook.webhookId, count);
    const reply = this.reply(webhook, count);
    this.maxInFlight = Math.max(this.maxInFlight, ++this.inFlight);
    if (reply.delayMs) await sleep(reply.delayMs);
    if (reply.holdUntil) await reply.holdUntil;
    this.inFlight--;
    webhook.answered = reply.status;
    webhook.receivedAt = Date.now();
    this.received.push(webhook);
    res.writeHead(reply.status, reply.headers ?? {}).end(reply.body ?? '');
  }
}
