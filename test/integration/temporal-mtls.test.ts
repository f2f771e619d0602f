import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { connect, type Server as NetServer } from 'node:net';
import { join } from 'node:path';
import { createServer, type TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import { Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import { temporalConnectionOptions } from '../../core/temporal-connection.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * The test Temporal server behind a TLS terminator that demands a client certificate from our CA,
 * as a self-hosted cluster with mTLS would: the settings docs/deploy.md gives (TEMPORAL_TLS_CLIENT_CERT_PATH,
 * TEMPORAL_TLS_CLIENT_KEY_PATH, TEMPORAL_TLS_SERVER_CA_CERT_PATH, TEMPORAL_TLS_SERVER_NAME) reach it through both SDK
 * connections the service uses (the Rust one of the API and worker, the JS one of `npm start`).
 */
const run = promisify(execFile);
const SERVER_NAME = 'temporal.lab.test';

let dir: { path: string; cleanup: () => Promise<void> };
let terminator: NetServer;
let address: string;
const clients: string[] = [];

async function openssl(...args: string[]): Promise<void> {
  await run('openssl', args, { cwd: dir.path });
}

/** A CA, a server certificate for SERVER_NAME and a client certificate, all signed by the CA. */
async function makeCertificates(): Promise<void> {
  await openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=lab test CA');
  for (const [name, subject, extension] of [
    ['server', SERVER_NAME, `subjectAltName=DNS:${SERVER_NAME}\nextendedKeyUsage=serverAuth`],
    ['client', 'robot-platform-worker', 'extendedKeyUsage=clientAuth'],
  ] as const) {
    await openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${subject}`);
    await writeFile(join(dir.path, `${name}.ext`), `${extension}\n`);
    await openssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${name}.pem`, '-days', '1', '-extfile', `${name}.ext`);
  }
}

beforeAll(async () => {
  dir = await makeTempDir('temporal-mtls');
  await makeCertificates();
  const [temporalHost, temporalPort] = inject('temporalAddress').split(':');
  const file = (name: string) => readFile(join(dir.path, name));
  terminator = createServer(
    { key: await file('server.key'), cert: await file('server.pem'), ca: await file('ca.pem'), requestCert: true, rejectUnauthorized: true, ALPNProtocols: ['h2'] },
    (socket: TLSSocket) => {
      clients.push(socket.getPeerCertificate().subject.CN as string);
      const upstream = connect(Number(temporalPort), temporalHost!);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    },
  );
  terminator.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => terminator.listen(0, '127.0.0.1', resolve));
  const port = (terminator.address() as { port: number }).port;
  address = `127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => terminator?.close(resolve));
  await dir?.cleanup();
});

const settings = (extra: Record<string, string>) =>
  loadConfig({ TEMPORAL_ADDRESS: address, TEMPORAL_NAMESPACE: inject('temporalNamespace'), TEMPORAL_TLS_SERVER_CA_CERT_PATH: join(dir.path, 'ca.pem'), TEMPORAL_TLS_SERVER_NAME: SERVER_NAME, ...extra }).temporal;

describe('Temporal over mTLS', () => {
  it("the API's and worker's connection reaches the namespace with the client certificate", async () => {
    const temporal = settings({ TEMPORAL_TLS_CLIENT_CERT_PATH: join(dir.path, 'client.pem'), TEMPORAL_TLS_CLIENT_KEY_PATH: join(dir.path, 'client.key') });
    const connection = await NativeConnection.connect(temporalConnectionOptions(temporal));
    try {
      const described = await connection.workflowService.describeNamespace({ namespace: temporal.namespace });
      expect(described.namespaceInfo?.name).toBe(temporal.namespace);
    } finally {
      await connection.close();
    }
    expect(clients).toContain('robot-platform-worker');
  });

  it("npm start's connection does too", async () => {
    const temporal = settings({ TEMPORAL_TLS_CLIENT_CERT_PATH: join(dir.path, 'client.pem'), TEMPORAL_TLS_CLIENT_KEY_PATH: join(dir.path, 'client.key') });
    const connection = await Connection.connect(temporalConnectionOptions(temporal));
    try {
      const described = await connection.workflowService.describeNamespace({ namespace: temporal.namespace });
      expect(described.namespaceInfo?.name).toBe(temporal.namespace);
    } finally {
      await connection.close();
    }
  });

  it('without a client certificate the cluster refuses the connection', async () => {
    const temporal = settings({ TEMPORAL_TLS: 'true' });
    const before = clients.length;
    await expect(
      NativeConnection.connect(temporalConnectionOptions(temporal)).then(async (connection) => {
        try {
          await connection.workflowService.describeNamespace({ namespace: temporal.namespace });
        } finally {
          await connection.close();
        }
      }),
    ).rejects.toThrow();
    expect(clients.length).toBe(before);
  });
});
