import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isRefusedAddress } from '../../core/outbound/private-address.js';
import { isRefusedHost } from '../../core/outbound/target-url.js';

export interface WebhookRequest {
  url: string;
  /** The exact bytes that were signed. */
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

export interface WebhookResponse {
  /** Null when no response came (refused, timed out, blocked). */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  retryAfter: string | null;
}

/**
 * The receiver's body is read and thrown away: only its status reaches the delivery log, so a
 * webhook target cannot be used to read back what an internal address answers (issue 23, F4).
 */
const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'RobotLearningPlatform-Webhooks/1.0';

class BlockedTargetError extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export type Resolver = (hostname: string, options: LookupOptions & { all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/** A lookup that refuses names resolving to refused addresses (private ones unless allowed; link-local and metadata always), checked where the socket connects. */
const guardedLookup = (resolve: Resolver, allowPrivateTargets: boolean) => (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
  resolve(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const blocked = addresses.find((a) => isRefusedAddress(a.address, allowPrivateTargets));
    if (blocked) return callback(new BlockedTargetError(`${hostname} resolves to ${blocked.address}, a refused address`), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * POSTs webhook bodies with node:http(s): no redirects followed, one deadline for the whole
 * exchange, keep-alive connections per worker, and (unless allowed) no private targets, checked
 * on the resolved address so DNS cannot smuggle one in.
 */
export class WebhookSender {
  private readonly lookups: Record<'private' | 'public', ReturnType<typeof guardedLookup>>;
  constructor(options: { resolve?: Resolver } = {}) {
    const resolve = options.resolve ?? (dnsLookup as Resolver);
    this.lookups = { private: guardedLookup(resolve, true), public: guardedLookup(resolve, false) };
  }

  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxFreeSockets: 32, timeout: 60_000 }),
    'https:': new https.Agent({ keepAlive: true, maxFreeSockets: 32, timeout: 60_000 }),
  };

  send(request: WebhookRequest): Promise<WebhookResponse> {
    const started = performance.now();
    const done = (fields: Omit<WebhookResponse, 'latencyMs'>): WebhookResponse => ({ ...fields, latencyMs: Math.round(performance.now() - started) });
    const failed = (error: string) => done({ statusCode: null, error, retryAfter: null });

    const url = new URL(request.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isRefusedHost(host, { allowPrivateTargets: request.allowPrivateTargets })) {
      return Promise.resolve(failed(`blocked: ${host} is a refused address (${request.allowPrivateTargets ? 'link-local or metadata' : 'loopback, link-local or private network'})`));
    }
    const transport = url.protocol === 'https:' ? https : http;
    const agent = this.agents[url.protocol as 'http:' | 'https:'];

    return new Promise((resolve) => {
      let settled = false;
      const finish = (response: WebhookResponse) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(response);
      };
      const req = transport.request(url, {
        method: 'POST',
        agent,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': USER_AGENT,
        },
        lookup: this.lookups[request.allowPrivateTargets ? 'private' : 'public'] as never,
      });
      const deadline = setTimeout(() => {
        req.destroy();
        finish(failed(`timed out after ${request.timeoutMs} ms`));
      }, request.timeoutMs);

      req.on('error', (error: NodeJS.ErrnoException) => {
        const reason = error instanceof BlockedTargetError ? `blocked: ${error.message}` : describeNetworkError(error);
        finish(failed(reason));
      });
      req.on('response', (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // Past this the answer is not worth reading; dropping the connection is cheaper.
          if (received > MAX_RESPONSE_BYTES) res.destroy();
        });
        const complete = () =>
          finish(
            done({
              statusCode: res.statusCode ?? null,
              error: null,
              retryAfter: headerValue(res.headers['retry-after']),
            }),
          );
        res.on('end', complete);
        res.on('close', complete);
        res.on('error', complete);
      });
      req.end(request.body);
    });
  }

  close(): void {
    for (const agent of Object.values(this.agents)) agent.destroy();
  }
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

function describeNetworkError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset by the receiver';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host not found (${error.code})`;
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `TLS error (${error.code})`;
    default:
      return error.code ? `${error.code}: ${error.message}` : error.message;
  }
}
