import { Client } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import type { Config } from '../core/config.js';

/**
 * The API's Temporal client over the SDK's Rust connection: every GET of a running resource is a
 * workflow query, and the Rust client spends less CPU per call than the pure-JS gRPC one.
 */
export async function connectTemporalClient(config: Config): Promise<Client> {
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  return new Client({ connection, namespace: config.temporal.namespace });
}
