import { join } from 'node:path';
import type { Config } from '../core/config.js';
import { LocalCompute } from './compute/local.js';
import { SlurmCompute } from './compute/slurm.js';
import { tracedCompute } from './compute/traced.js';
import type { ComputeBackend } from '../core/ports/compute.js';
import { HuggingFaceHub } from './hub/huggingface.js';
import { LocalGitHub } from './hub/local-git.js';
import type { HubBackend } from '../core/ports/hub.js';
import { LocalStorage, LOCAL_STORAGE_ROUTE } from './storage/local.js';
import { S3Storage } from './storage/s3.js';
import { loadSigningSecret } from './storage/signing-secret.js';
import type { StorageBackend } from '../core/ports/storage.js';

/** Builds the adapters named by the configuration (HUB_BACKEND, COMPUTE_BACKEND, STORAGE_BACKEND). */
export function createHubBackend(config: Config): HubBackend {
  switch (config.hubBackend) {
    case 'local':
      return new LocalGitHub({ hubDir: config.hubDir, cacheDir: join(config.dataDir, 'hub-cache') });
    case 'huggingface':
      return new HuggingFaceHub({ endpoint: config.huggingface.endpoint, defaultToken: config.huggingface.token, cacheDir: join(config.dataDir, 'hf-hub-cache') });
    default:
      throw new Error(`HUB_BACKEND='${config.hubBackend}' is not a hub backend this build has (local, huggingface).`);
  }
}

export function createComputeBackend(config: Config): ComputeBackend {
  return tracedCompute(createUntracedComputeBackend(config));
}

function createUntracedComputeBackend(config: Config): ComputeBackend {
  if (config.computeBackend === 'slurm') {
    return new SlurmCompute({ ...config.slurm, lerobotTrain: process.env.LEROBOT_TRAIN || undefined });
  }
  switch (config.computeBackend) {
    case 'local':
      return new LocalCompute({ jobsDir: config.jobsDir, lerobotTrain: config.lerobotTrain ?? (process.env.LEROBOT_TRAIN || undefined), tiers: config.localCompute.tiers, slots: config.localCompute.slots, cpus: config.localCompute.cpus, cgroup: config.localCompute.cgroup });
    default:
      throw new Error(`COMPUTE_BACKEND='${config.computeBackend}' is not a compute backend this build has (local, slurm).`);
  }
}

/** Path under the API where the local storage backend's signed links are served. */

export function createStorageBackend(config: Config): StorageBackend {
  switch (config.storageBackend) {
    case 'local':
      return new LocalStorage({
        root: config.storageDir,
        publicUrl: `${config.publicBaseUrl}${LOCAL_STORAGE_ROUTE}`,
        signingSecret: loadSigningSecret(config.storageSigningSecret, join(config.dataDir, 'storage-signing-secret')),
      });
    case 's3':
      return new S3Storage(config.s3);
    default:
      throw new Error(`STORAGE_BACKEND='${config.storageBackend}' is not a storage backend this build has (local, s3).`);
  }
}
