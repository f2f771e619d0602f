import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { nodeProgram } from '../backends/compute/local.js';
import { SCRATCH_PLACEHOLDER, type StagedJobPlan } from '../backends/storage/staged-job-plan.js';
import { downloadPrefix } from '../backends/storage/transfer.js';
import { PROJECT_ROOT } from '../core/config.js';
import type { ActivityDeps } from './deps.js';

export { SCRATCH_PLACEHOLDER };

/** The program the compute backend runs around a staged job. */
const STAGER = join(PROJECT_ROOT, 'backends', 'storage', 'staged-job.ts');
/** What the stager needs from the worker's environment to reach the bucket (the SDK's usual chain). */
const FORWARDED_AWS_ENV = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_CONFIG_FILE', 'AWS_SHARED_CREDENTIALS_FILE', 'AWS_REGION', 'JOB_SCRATCH_DIR'];

/**
 * With object storage (S3) nothing assumes a filesystem shared by workers and compute nodes: a
 * job's inputs go through the bucket to a scratch folder where it runs, and its outputs come back
 * the same way. With local storage (one machine, or a cluster's shared filesystem) jobs read and
 * write the worker's folders directly, as before.
 */
export function stagesJobFiles(deps: ActivityDeps): boolean {
  return deps.storage.kind === 's3';
}

/** Where a staged run's outputs wait in the bucket until the run publishes them. */
export const stagedOutputPrefix = (kind: string, id: string) => `staging/${kind}/${id}/output`;

/**
 * Puts a checked-out dataset in the bucket once per (repo, commit) and returns its prefix; a
 * marker object written last says the copy is complete, so a retry after a crash uploads again.
 */
export async function stageDataset(deps: ActivityDeps, repoId: string, commit: string, dir: string): Promise<string> {
  return stageFolderOnce(deps, `staging/datasets/${repoId}/${commit}`, dir);
}

/**
 * Puts a folder of the worker's that jobs read but never change (the robot models) in the bucket
 * once per content: the prefix names a digest of its files' paths, sizes and modification times.
 */
export async function stageSharedFolder(deps: ActivityDeps, name: string, dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const file of entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort()) {
    const info = await stat(file);
    hash.update(`${relative(dir, file)}\0${info.size}\0${info.mtimeMs}\n`);
  }
  return stageFolderOnce(deps, `staging/${name}/${hash.digest('hex').slice(0, 16)}`, dir);
}

async function stageFolderOnce(deps: ActivityDeps, prefix: string, dir: string): Promise<string> {
  const marker = `${prefix}.complete`;
  if (await deps.storage.stat(marker)) return prefix;
  await deps.storage.putDirectory(prefix, dir);
  const scratch = await mkdtemp(join(tmpdir(), 'rlp-stage-'));
  try {
    await writeFile(join(scratch, 'complete'), new Date().toISOString());
    await deps.storage.putFile(marker, join(scratch, 'complete'));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return prefix;
}

/** The argv and environment that run `plan` through the stager on any compute backend. */
export function stagedJob(deps: ActivityDeps, plan: Omit<StagedJobPlan, 's3'>): { command: string[]; env: Record<string, string> } {
  const env: Record<string, string> = {};
  for (const name of FORWARDED_AWS_ENV) if (process.env[name]) env[name] = process.env[name]!;
  return { command: nodeProgram(STAGER, [JSON.stringify({ ...plan, s3: deps.config.s3 } satisfies StagedJobPlan)]), env };
}

/** Brings a staged job's outputs to a fresh local folder (for checks and publishing on this worker). */
export async function fetchStagedOutputs(deps: ActivityDeps, prefix: string, dir: string): Promise<number> {
  await rm(dir, { recursive: true, force: true });
  return (await downloadPrefix(deps.storage, prefix, dir)).length;
}
