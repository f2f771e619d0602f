import { Client } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry';
import type { Config } from '../core/config.js';
import { temporalConnectionOptions } from '../core/temporal-connection.js';

/**
 * The API's Temporal client over the SDK's Rust connection: every GET of a running resource is a
 * workflow query, and the Rust client spends less CPU per call than the pure-JS gRPC one.
 */
export async function connectTemporalClient(config: Config): Promise<Client> {
  const connection = await NativeConnection.connect(temporalConnectionOptions(config.temporal));
  // Carries the active trace (the request's span) into the workflows it starts and signals; a no-op while tracing is off.
  return new Client({ connection, namespace: config.temporal.namespace, interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] } });
}
