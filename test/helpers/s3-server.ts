import { spawn, type ChildProcess } from 'node:child_process';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../../cli/setup/free-port.js';
import { ensureMotoServer } from '../../cli/setup/moto.js';

/** Any key pair works on moto; these are what the tests and the jobs they start use. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'rlp-test-key', secretAccessKey: 'rlp-test-secret' };
export const S3_TEST_REGION = 'us-east-1';

export interface S3TestServer {
  endpoint: string;
  /** A fresh bucket on this server. */
  createBucket(name: string): Promise<string>;
  /** The environment a service process needs to use `bucket` here (STORAGE_BACKEND=s3 and AWS credentials). */
  env(bucket: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * moto's standalone S3 server (installed by `npm run setup`) on a free port, for one test file.
 * Resolves once the server says it is listening.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const motoServer = await ensureMotoServer((line) => console.log(`[s3-server] ${line}`));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn(motoServer, ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  await listening(child, port);

  const client = new S3Client({ region: S3_TEST_REGION, endpoint, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
  return {
    endpoint,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    env: (bucket) => ({
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: S3_TEST_REGION,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    }),
    async stop() {
      client.destroy();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function listening(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Running on http://127.0.0.1:${port}`)) resolve();
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`moto_server exited (${code}) before listening:\n${output.slice(-2000)}`)));
  });
}
