import { Resource } from '@opentelemetry/resources';
import { NoopSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { makeWorkflowExporter, type OpenTelemetrySinks } from '@temporalio/interceptors-opentelemetry';
import type { InjectedSinks } from '@temporalio/worker';
import type { Tracing } from '../backends/tracing/tracing.js';

/**
 * The sink the bundle's OpenTelemetry workflow interceptors report their spans to (workers/bundle.ts).
 * Registered on every worker of that bundle whether or not tracing is on: a workflow calling an
 * unregistered sink is logged as an error on each activation.
 */
export function workflowSpanSinks(tracing?: Pick<Tracing, 'processor' | 'resource'>): InjectedSinks<OpenTelemetrySinks> {
  const { processor, resource } = tracing ?? { processor: new NoopSpanProcessor(), resource: Resource.empty() };
  return { exporter: makeWorkflowExporter(processor, resource) };
}
