import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './context.js';
import { routeLabel } from './metrics.js';

const tracer = trace.getTracer('robot-platform-api');

/**
 * One server span per request (OpenTelemetry), continuing a caller's W3C `traceparent`; the
 * Temporal client's interceptor carries it into the workflow it starts. Named by route template,
 * never the raw path. Without a registered tracer provider (tracing off) the span is a no-op.
 */
export function requestSpans(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const parent = propagation.extract(context.active(), Object.fromEntries(c.req.raw.headers));
    await tracer.startActiveSpan(`${c.req.method}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method, 'url.path': c.req.path } }, parent, async (span) => {
      try {
        await next();
      } finally {
        const route = routeLabel(routePath(c, -1));
        const status = c.res.status;
        span.updateName(`${c.req.method} ${route}`);
        span.setAttributes({
          'http.route': route,
          'http.response.status_code': status,
          'rlp.request_id': c.get('requestId') ?? '',
          'rlp.account_id': c.get('auth')?.account.id ?? '',
          ...(c.req.param('id') ? { 'rlp.resource_id': c.req.param('id') } : {}),
        });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    });
  };
}
