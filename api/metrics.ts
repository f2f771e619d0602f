import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from './context.js';

/** Seconds; API answers range from a cached GET (ms) to a create that starts a workflow (~0.1 s) and a streamed download. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface ApiMetrics {
  registry: Registry;
  /** Counts every request by method, route template (`/v1/twins/:id`, never the raw path) and status. */
  middleware: MiddlewareHandler<AppEnv>;
}

/** The route a request matched, as registered; `unmatched` for a 404 no route answered (a raw path would explode the label set). */
export function routeLabel(path: string): string {
  return path === '' || path === '*' || path === '/*' ? 'unmatched' : path;
}

/** The API's Prometheus metrics: request count, latency and in-flight by route, plus Node's process metrics. */
export function createApiMetrics(registry: Registry = new Registry()): ApiMetrics {
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status.', labelNames, registers: [registry] });
  const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request (until the response starts), by method, route template and status.', labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'HTTP requests being answered now.', registers: [registry] });

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const stop = latency.startTimer();
    inFlight.inc();
    try {
      await next();
    } finally {
      inFlight.dec();
      const labels = { method: c.req.method, route: routeLabel(routePath(c, -1)), status: String(c.res.status) };
      requests.inc(labels);
      stop(labels);
    }
  };
  return { registry, middleware };
}
