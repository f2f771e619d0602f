import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app.js';
import { createComputeBackend, createHubBackend, createStorageBackend } from '../../backends/index.js';
import type { TestStack } from './stack.js';

/**
 * An API replica on another host: the stack's Postgres, Temporal and storage settings, but a data
 * directory of its own, empty, so nothing it answers can come from the worker's disk.
 */
export async function apiElsewhere(stack: TestStack) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rlp-api-elsewhere-'));
  const jobsDir = join(dataDir, 'jobs');
  const config = { ...stack.config, dataDir, hubDir: join(dataDir, 'hub'), storageDir: join(dataDir, 'storage'), jobsDir, slurm: { ...stack.config.slurm, jobsDir } };
  const app = createApp({ ...stack.deps, config, hub: createHubBackend(config), compute: createComputeBackend(config), storage: createStorageBackend(config) });
  return {
    dataDir,
    request: (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, init)),
    stop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A file fetched through an API replica on another host: a 302 to the bucket at `s3Endpoint`, then the bytes from there. */
export async function downloadElsewhere(stack: TestStack, headers: Record<string, string>, path: string, s3Endpoint: string): Promise<Buffer> {
  const elsewhere = await apiElsewhere(stack);
  try {
    const response = await elsewhere.request(path, { headers });
    if (response.status !== 302) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const location = new URL(response.headers.get('location')!);
    if (location.origin !== s3Endpoint) throw new Error(`${path} redirected to ${location.origin}, not the bucket's server ${s3Endpoint}`);
    const fetched = await fetch(location);
    if (fetched.status !== 200) throw new Error(`${location}: ${fetched.status}`);
    return Buffer.from(await fetched.arrayBuffer());
  } finally {
    await elsewhere.stop();
  }
}
