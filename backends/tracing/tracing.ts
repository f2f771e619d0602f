import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, NoopSpanProcessor, SimpleSpanProcessor, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';

export interface Tracing {
  /** Where spans go: the OTLP exporter's batch processor, a test's processor, or nowhere. */
  readonly processor: SpanProcessor;
  readonly resource: Resource;
  /** Whether spans are exported at all (OTEL_EXPORTER_OTLP_ENDPOINT, or a test's exporter). */
  readonly enabled: boolean;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT); tracing is off without one. */
  env?: NodeJS.ProcessEnv;
  /** A test's exporter (the SDK's InMemorySpanExporter), exported span by span. */
  exporter?: SpanExporter;
}

/**
 * OpenTelemetry traces for this process: registers the global tracer provider (W3C trace context,
 * AsyncLocalStorage context) so the API's request spans, the Temporal client and worker
 * interceptors and job submissions share one trace. Off (no provider, no cost) unless an OTLP
 * endpoint is configured; the exporter reads the standard OTEL_EXPORTER_OTLP_* variables itself.
 */
export function installTracing(options: TracingOptions): Tracing {
  const env = options.env ?? process.env;
  const resource = new Resource({ 'service.name': env.OTEL_SERVICE_NAME || options.serviceName });
  const otlp = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const processor = options.exporter ? new SimpleSpanProcessor(options.exporter) : otlp ? new BatchSpanProcessor(new OTLPTraceExporter()) : null;
  if (!processor) return { processor: new NoopSpanProcessor(), resource, enabled: false, shutdown: async () => {} };
  const provider = new BasicTracerProvider({ resource, spanProcessors: [processor] });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return {
    processor,
    resource,
    enabled: true,
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
