import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { serve } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../api/context.js';
import type { AppDeps } from '../../application/deps.js';
import { handleError } from '../../api/errors.js';
import { registerStorageRoutes } from '../../api/routes/storage.js';
import { LocalStorage, LOCAL_STORAGE_ROUTE } from '../../backends/storage/local.js';
import { S3Storage } from '../../backends/storage/s3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, S3_TEST_REGION, startS3Server, type S3TestServer } from '../helpers/s3-server.js';
import { storageContract } from '../helpers/storage-contract.js';

const FIVE_MIB = 5 * 1024 * 1024;

/** The local backend with its link route served over real HTTP, as the API serves it. */
storageContract('local directory, links served by the API route', async () => {
  const root = await mkdtemp(join(tmpdir(), 'rlp-storage-local-'));
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  let storage!: LocalStorage;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  storage = new LocalStorage({ root, publicUrl: `http://127.0.0.1:${port}${LOCAL_STORAGE_ROUTE}`, signingSecret: randomBytes(32) });
  registerStorageRoutes(app, { storage } as unknown as AppDeps);
  return {
    storage,
    partSizeBytes: FIVE_MIB,
    linksEnforced: true,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
});

/** The S3 backend against moto's standalone server, multipart at S3's smallest part size. */
storageContract('S3 (moto server), presigned links', async () => {
  const s3 = await startS3Server();
  const bucket = await s3.createBucket('rlp-contract');
  const storage = new S3Storage({
    bucket,
    region: S3_TEST_REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    partSizeBytes: FIVE_MIB,
    credentials: S3_TEST_CREDENTIALS,
  });
  return {
    storage,
    partSizeBytes: FIVE_MIB,
    linksEnforced: false,
    async stop() {
      storage.destroy();
      await s3.stop();
    },
  };
});

describe('S3 adapter specifics (moto server)', () => {
  let s3: S3TestServer;
  let storage: S3Storage;
  let client: S3Client;
  let scratch: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    const bucket = await s3.createBucket('rlp-s3-specifics');
    const options = { bucket, region: S3_TEST_REGION, endpoint: s3.endpoint, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS };
    storage = new S3Storage({ ...options, partSizeBytes: FIVE_MIB });
    client = new S3Client(options);
    scratch = await mkdtemp(join(tmpdir(), 'rlp-s3-specifics-'));
  });
  afterAll(async () => {
    client?.destroy();
    storage?.destroy();
    await s3?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('uploads a 12 MB file as a multipart upload of 5 MiB parts (the ETag counts the parts)', async () => {
    const path = join(scratch, 'big.bin');
    await writeFile(path, randomBytes(12 * 1000 * 1000));
    await storage.putFile('big/twelve.bin', path);
    const head = await client.send(new HeadObjectCommand({ Bucket: 'rlp-s3-specifics', Key: 'big/twelve.bin' }));
    expect(head.ETag).toMatch(/-3"$/);
  });

  it('presigns GETs with the requested lifetime and never serves links itself', async () => {
    await storage.putFile('small/a.txt', await writeFile(join(scratch, 'a.txt'), 'a').then(() => join(scratch, 'a.txt')));
    const url = new URL((await storage.downloadUrl('small/a.txt', 900))!);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe('/rlp-s3-specifics/small/a.txt');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.signedUrl('small/a.txt')).toBeNull();
    expect(storage.redirectsDownloads).toBe(true);
  });
});
