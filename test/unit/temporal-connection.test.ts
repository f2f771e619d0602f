import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import { temporalConnectionOptions } from '../../core/temporal-connection.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const PEM = (label: string) => `-----BEGIN ${label}-----\nMIIB\n-----END ${label}-----\n`;
let dir: { path: string; cleanup: () => Promise<void> };
let files: { cert: string; key: string; ca: string; notPem: string };

beforeAll(async () => {
  dir = await makeTempDir('temporal-tls');
  files = { cert: join(dir.path, 'client.pem'), key: join(dir.path, 'client.key'), ca: join(dir.path, 'ca.pem'), notPem: join(dir.path, 'notes.txt') };
  await writeFile(files.cert, PEM('CERTIFICATE'));
  await writeFile(files.key, PEM('PRIVATE KEY'));
  await writeFile(files.ca, PEM('CERTIFICATE'));
  await writeFile(files.notPem, 'hello');
});
afterAll(() => dir?.cleanup());

describe('Temporal connection settings', () => {
  it('default to a plain connection to the dev server of temporal-dev.yaml', () => {
    const config = loadConfig({});
    expect(temporalConnectionOptions(config.temporal)).toEqual({ address: '127.0.0.1:7233' });
    expect(config.temporal.namespace).toBe('robot-platform');
  });

  it('connect with mTLS when a client certificate and key are set (a self-hosted cluster, or Temporal Cloud with certificates)', () => {
    const config = loadConfig({ TEMPORAL_ADDRESS: 'lab.a2b3c.tmprl.cloud:7233', TEMPORAL_NAMESPACE: 'lab.a2b3c', TEMPORAL_TLS_CLIENT_CERT_PATH: files.cert, TEMPORAL_TLS_CLIENT_KEY_PATH: files.key });
    const options = temporalConnectionOptions(config.temporal);
    expect(options.address).toBe('lab.a2b3c.tmprl.cloud:7233');
    expect(options.tls?.clientCertPair?.crt.toString()).toBe(PEM('CERTIFICATE'));
    expect(options.tls?.clientCertPair?.key.toString()).toBe(PEM('PRIVATE KEY'));
    expect(options.tls?.serverRootCACertificate).toBeUndefined();
    expect(options.apiKey).toBeUndefined();
  });

  it('trust a private CA and check a server name other than the address host when asked', () => {
    const config = loadConfig({ TEMPORAL_TLS: 'true', TEMPORAL_TLS_SERVER_CA_CERT_PATH: files.ca, TEMPORAL_TLS_SERVER_NAME: 'temporal.lab.internal' });
    expect(temporalConnectionOptions(config.temporal).tls).toEqual({ serverRootCACertificate: Buffer.from(PEM('CERTIFICATE')), serverNameOverride: 'temporal.lab.internal' });
  });

  it('send an API key over TLS (Temporal Cloud API keys)', () => {
    const config = loadConfig({ TEMPORAL_API_KEY: 'tc-key' });
    expect(temporalConnectionOptions(config.temporal)).toEqual({ address: '127.0.0.1:7233', apiKey: 'tc-key', tls: {} });
  });

  it('refuse settings that cannot work, naming the variable', () => {
    expect(() => loadConfig({ TEMPORAL_TLS_CLIENT_CERT_PATH: files.cert })).toThrow(/TEMPORAL_TLS_CLIENT_CERT_PATH and TEMPORAL_TLS_CLIENT_KEY_PATH go together/);
    expect(() => loadConfig({ TEMPORAL_TLS: 'false', TEMPORAL_TLS_SERVER_CA_CERT_PATH: files.ca })).toThrow(/TEMPORAL_TLS=false contradicts/);
    expect(() => loadConfig({ TEMPORAL_TLS: 'sometimes' })).toThrow(/TEMPORAL_TLS must be true or false/);
    const missing = loadConfig({ TEMPORAL_TLS_CLIENT_CERT_PATH: join(dir.path, 'absent.pem'), TEMPORAL_TLS_CLIENT_KEY_PATH: files.key });
    expect(() => temporalConnectionOptions(missing.temporal)).toThrow(/TEMPORAL_TLS_CLIENT_CERT_PATH=.*absent\.pem cannot be read/);
    const notPem = loadConfig({ TEMPORAL_TLS: 'true', TEMPORAL_TLS_SERVER_CA_CERT_PATH: files.notPem });
    expect(() => temporalConnectionOptions(notPem.temporal)).toThrow(/TEMPORAL_TLS_SERVER_CA_CERT_PATH=.*notes\.txt is not a PEM file/);
  });
});
