import { readFileSync } from 'node:fs';
import type { TemporalConfig } from './config.js';

/** What both Temporal SDK connections (`Connection` of the client, `NativeConnection` of the worker) take to reach the server. */
export interface TemporalConnectionOptions {
  address: string;
  tls?: {
    clientCertPair?: { crt: Buffer; key: Buffer };
    serverRootCACertificate?: Buffer;
    serverNameOverride?: string;
  };
  apiKey?: string;
}

/** The connection options for TEMPORAL_ADDRESS with its TLS files read; a file that cannot be read stops the process naming its variable. */
export function temporalConnectionOptions(temporal: TemporalConfig, address = temporal.address): TemporalConnectionOptions {
  const options: TemporalConnectionOptions = { address };
  if (temporal.apiKey) options.apiKey = temporal.apiKey;
  if (!temporal.tls) return options;
  const tls: NonNullable<TemporalConnectionOptions['tls']> = {};
  if (temporal.tlsCertPath && temporal.tlsKeyPath) {
    tls.clientCertPair = { crt: pemFile('TEMPORAL_TLS_CLIENT_CERT_PATH', temporal.tlsCertPath), key: pemFile('TEMPORAL_TLS_CLIENT_KEY_PATH', temporal.tlsKeyPath) };
  }
  if (temporal.tlsCaPath) tls.serverRootCACertificate = pemFile('TEMPORAL_TLS_SERVER_CA_CERT_PATH', temporal.tlsCaPath);
  if (temporal.tlsServerName) tls.serverNameOverride = temporal.tlsServerName;
  options.tls = tls;
  return options;
}

function pemFile(variable: string, path: string): Buffer {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new Error(`${variable}=${path} cannot be read: ${(error as Error).message}`);
  }
  if (!bytes.toString('latin1').includes('-----BEGIN ')) throw new Error(`${variable}=${path} is not a PEM file (no '-----BEGIN' line).`);
  return bytes;
}
