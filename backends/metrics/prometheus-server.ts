import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** `http://host:port/metrics`. */
  url: string;
  close(): Promise<void>;
}

export interface MetricsServerOptions {
  registry: Registry;
  host: string;
  /** 0: any free port. */
  port: number;
  /**
   * Another exposition appended to ours (the Temporal SDK's own Prometheus exporter, which binds
   * its own port): one scrape target per process. Its failure leaves ours served, with a comment.
   */
  alsoFrom?: string;
}

async function fetchText(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok ? await response.text() : `# ${url} answered ${response.status}\n`;
  } catch (error) {
    return `# ${url} did not answer: ${(error as Error).message}\n`;
  }
}

/** True when `host:port` can be bound now (the SDK's exporter would fail on a taken one). */
export function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * Serves the registry in Prometheus's text format at GET /metrics (and nothing else). A port
 * already taken (another worker on this host) leaves the process running without metrics: answers
 * null and says so through `warn`.
 */
export async function startMetricsServer(options: MetricsServerOptions, warn: (message: string) => void = console.warn): Promise<MetricsServer | null> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Metrics are at /metrics.\n');
      return;
    }
    void Promise.all([options.registry.metrics(), options.alsoFrom ? fetchText(options.alsoFrom) : Promise.resolve('')]).then(
      ([ours, theirs]) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(`${ours}\n${theirs}`),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${(error as Error).message}\n`),
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    warn(`metrics not served: ${options.host}:${options.port} cannot be bound (${(error as Error).message}); set another port`);
    return null;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
