import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HARDWARE_TIERS, findHardwareTier, isGpuTier } from '../../core/catalog/hardware-tiers.js';
import type { PolicyRunner } from '../../core/catalog/training-policies.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { SLURM_JOB_FILES as FILES, batchScript, invalidEnvNames, sbatchArgs } from './slurm-batch-script.js';
import { SlurmCli } from './slurm-cli.js';
import { jobStatusFrom } from './slurm-job-status.js';
import { type SlurmJobRecord, mayHaveProcesses, parseSacctLine, parseSqueueLine } from './slurm-states.js';
import {
  type ComputeBackend,
  type ComputeCapabilities,
  type JobSpec,
  type JobStatus,
  JobNotFoundError,
  JobSubmissionError,
  TERMINAL_JOB_STATES,
} from '../../core/ports/compute.js';

export interface SlurmComputeOptions {
  /** Job directories; must be on a filesystem shared by this worker and the compute nodes. */
  jobsDir: string;
  /** Folder holding sbatch, squeue, sacct, scancel, sinfo; unset = PATH. */
  binDir?: string | undefined;
  /** Partition for CPU tiers (and GPU tiers without their own); unset = the cluster's default. */
  partition?: string | undefined;
  /** Partition for GPU tiers. */
  gpuPartition?: string | undefined;
  /** Partition per tier id, over the two above. */
  tierPartitions?: Record<string, string> | undefined;
  /** Time limit of each Slurm command. */
  commandTimeoutMs?: number | undefined;
  /** Ask for the tier's CPU cores and memory (--cpus-per-task, --mem); off: the cluster's defaults. */
  requestTierResources?: boolean | undefined;
  /** How long cancel() waits for Slurm to have killed the job's processes (default 45 s, under the cancel activity's minute). */
  cancelWaitMs?: number | undefined;
  /** Path of `lerobot-train` on the compute nodes (LEROBOT_TRAIN). */
  lerobotTrain?: string | undefined;
}

const CAPABILITIES_TTL_MS = 10_000;
const JOB_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/**
 * Runs jobs through Slurm: one batch script per job in its directory, `--job-name` = our job id so
 * a retried submit finds the job it already made, squeue (and sacct where accounting is on) for
 * status, the exit file the script writes when Slurm has forgotten the job, scancel to stop it.
 */
export class SlurmCompute implements ComputeBackend {
  readonly kind = 'slurm';
  private readonly cli: SlurmCli;
  /** null = not yet known; false once sacct said accounting is disabled. */
  private sacctAvailable: boolean | null = null;
  private cachedCapabilities: { at: number; value: ComputeCapabilities } | null = null;

  constructor(private readonly options: SlurmComputeOptions) {
    this.cli = new SlurmCli(options.binDir, options.commandTimeoutMs ?? 30_000);
  }

  jobDir(jobId: string): string {
    return join(this.options.jobsDir, jobId);
  }

  logPath(jobId: string): string {
    return join(this.jobDir(jobId), FILES.log);
  }

  outputDir(jobId: string): string {
    return join(this.jobDir(jobId), FILES.output);
  }

  partitionFor(tier: string, gpus: number): string | undefined {
    return this.options.tierPartitions?.[tier] ?? (gpus > 0 ? (this.options.gpuPartition ?? this.options.partition) : this.options.partition);
  }

  /** sinfo runs at most every CAPABILITIES_TTL_MS: the API asks on every training-run create. */
  async capabilities(): Promise<ComputeCapabilities> {
    if (this.cachedCapabilities && Date.now() - this.cachedCapabilities.at < CAPABILITIES_TTL_MS) return this.cachedCapabilities.value;
    const value = await this.probeCapabilities();
    this.cachedCapabilities = { at: Date.now(), value };
    return value;
  }

  private async probeCapabilities(): Promise<ComputeCapabilities> {
    const runners: PolicyRunner[] = [];
    const notes: string[] = [];
    const sinfo = await this.cli.run('sinfo', ['-h', '-o', '%P|%a|%D|%G']);
    if (!sinfo.ok) {
      notes.push(`Slurm is not reachable: ${sinfo.error}`);
      return { runners, notes, lerobotTrain: null, tiers: [] };
    }
    const gres = sinfo.stdout.split('\n').map((line) => line.split('|')[3] ?? '');
    const hasGpus = gres.some((g) => /gpu/.test(g));
    if (!hasGpus) notes.push('no partition offers GRES gpu: jobs on GPU tiers will be refused at submission');
    try {
      await access(join(PROJECT_ROOT, 'jobs', 'train', 'main.ts'));
      await access(join(PROJECT_ROOT, 'node_modules', 'tsx'));
      runners.push('builtin');
      notes.push(`built-in trainer: the compute nodes must see ${PROJECT_ROOT} and ${process.execPath} at the same paths (shared filesystem)`);
    } catch {
      notes.push('built-in trainer (jobs/train with tsx) not installed in the project directory');
    }
    if (this.options.lerobotTrain) runners.push('lerobot');
    else notes.push('LeRobot policies need LEROBOT_TRAIN: the path of lerobot-train on the compute nodes');
    const tiers = HARDWARE_TIERS.filter((tier) => hasGpus || !isGpuTier(tier)).map((tier) => tier.id);
    return { runners, notes, lerobotTrain: this.options.lerobotTrain ?? null, tiers };
  }

  async submit(spec: JobSpec): Promise<JobStatus> {
    if (!JOB_ID.test(spec.jobId)) throw new JobSubmissionError(`job id '${spec.jobId}' is not usable as a directory and Slurm job name`);
    if (spec.command.length === 0) throw new JobSubmissionError('the job has no command');
    const badNames = invalidEnvNames(spec.env);
    if (badNames.length > 0) throw new JobSubmissionError(`environment variable names not allowed: ${badNames.join(', ')}`);

    const existing = await this.findSlurmJobId(spec.jobId);
    if (existing) return this.status(spec.jobId);

    const dir = this.jobDir(spec.jobId);
    await mkdir(this.outputDir(spec.jobId), { recursive: true });
    if (!(await this.takeSubmitLock(spec.jobId))) return this.status(spec.jobId);
    await writeAtomically(join(dir, FILES.spec), `${JSON.stringify(spec, null, 2)}\n`);
    const scriptPath = join(dir, FILES.script);
    await writeAtomically(scriptPath, batchScript(spec, dir), 0o755);

    const args = sbatchArgs(spec, {
      jobDir: dir,
      partition: this.partitionFor(spec.tier, spec.gpus),
      tierResources: this.options.requestTierResources ? findHardwareTier(spec.tier) : undefined,
    });

    const result = await this.cli.run('sbatch', args);
    const slurmJobId = result.stdout.trim().split(';')[0];
    if (!result.ok || !slurmJobId || !/^\d+$/.test(slurmJobId)) {
      await rm(join(dir, FILES.submitLock), { force: true });
      throw new JobSubmissionError(`sbatch refused job ${spec.jobId}: ${result.error ?? `unexpected output '${result.stdout.trim()}'`}`);
    }
    await writeAtomically(join(dir, FILES.slurmJobId), `${slurmJobId}\n`);
    return this.status(spec.jobId);
  }

  async status(jobId: string): Promise<JobStatus> {
    const slurmJobId = await this.findSlurmJobId(jobId);
    if (!slurmJobId) throw new JobNotFoundError(`no Slurm job was submitted for ${jobId}`);
    const dir = this.jobDir(jobId);
    const [record, exitStatus, startedAt, cancelRequested, slurmNotice] = await Promise.all([
      this.slurmRecord(slurmJobId),
      readJson<{ exit_code: number; ended_at: number }>(join(dir, FILES.exitStatus)),
      readText(join(dir, FILES.startedAt)),
      readText(join(dir, FILES.cancelRequested)),
      lastSlurmNotice(join(dir, FILES.slurmLog)),
    ]);
    return jobStatusFrom({
      jobId,
      slurmJobId,
      record,
      exitStatus,
      startedAtEpoch: startedAt !== null ? Number(startedAt) : null,
      cancelRequestedAt: cancelRequested !== null ? new Date(cancelRequested) : null,
      slurmNotice,
    });
  }

  async cancel(jobId: string): Promise<JobStatus> {
    const current = await this.status(jobId);
    if (TERMINAL_JOB_STATES.includes(current.state)) return current;
    const slurmJobId = current.backendJobId!;
    await writeAtomically(join(this.jobDir(jobId), FILES.cancelRequested), `${new Date().toISOString()}\n`);
    // A job with a stop grace gets SIGTERM alone first (its batch shell ignores it), and the kill only after the grace.
    const grace = (await readJson<JobSpec>(join(this.jobDir(jobId), FILES.spec)))?.stopGraceSeconds;
    if (grace) {
      await this.cli.run('scancel', ['--signal=TERM', '--full', slurmJobId]);
      const until = Date.now() + grace * 1000;
      while (Date.now() < until) {
        const record = await this.queueRecord(slurmJobId);
        if (!record || !mayHaveProcesses(record.slurmState)) break;
        await sleep(500);
      }
    }
    const result = await this.cli.run('scancel', [slurmJobId]);
    if (!result.ok && !/already completing|Invalid job id|completed/i.test(result.stderr)) {
      throw new Error(`scancel ${slurmJobId} failed: ${result.error}`);
    }
    const deadline = Date.now() + (this.options.cancelWaitMs ?? 45_000);
    while (Date.now() < deadline) {
      const record = await this.queueRecord(slurmJobId);
      if (!record || !mayHaveProcesses(record.slurmState)) break;
      await sleep(250);
    }
    return this.status(jobId);
  }

  /**
   * Only one submit of a job id calls sbatch: the others wait for its Slurm job id. False when
   * another submit recorded one meanwhile; true when this one may submit (also after the holder of
   * the lock died before sbatch, which shows as no job under our name once the wait is over).
   */
  private async takeSubmitLock(jobId: string): Promise<boolean> {
    const lock = join(this.jobDir(jobId), FILES.submitLock);
    try {
      await writeFile(lock, `${process.pid}\n`, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const until = Date.now() + 2 * (this.options.commandTimeoutMs ?? 30_000);
    while (Date.now() < until) {
      if (await this.findSlurmJobId(jobId)) return false;
      await sleep(250);
    }
    return true;
  }

  /** The Slurm job id recorded in the job directory, or found by job name (a submit that died before recording it). */
  private async findSlurmJobId(jobId: string): Promise<string | null> {
    if (!JOB_ID.test(jobId)) return null;
    const recorded = await readText(join(this.jobDir(jobId), FILES.slurmJobId));
    if (recorded) return recorded;
    const byName = await this.cli.run('squeue', ['-h', '--states=all', `--name=${jobId}`, '-o', '%i']);
    if (!byName.ok) throw new Error(`squeue failed: ${byName.error}`);
    const ids = byName.stdout.split('\n').map((line) => line.trim()).filter((id) => /^\d+$/.test(id));
    if (ids.length === 0) return null;
    const first = ids.sort((a, b) => Number(a) - Number(b))[0]!;
    await mkdir(this.jobDir(jobId), { recursive: true });
    await writeAtomically(join(this.jobDir(jobId), FILES.slurmJobId), `${first}\n`);
    return first;
  }

  private async slurmRecord(slurmJobId: string): Promise<SlurmJobRecord | null> {
    return (await this.queueRecord(slurmJobId)) ?? (await this.accountingRecord(slurmJobId));
  }

  /** squeue knows pending and running jobs, and finished ones for MinJobAge seconds. */
  private async queueRecord(slurmJobId: string): Promise<SlurmJobRecord | null> {
    const result = await this.cli.run('squeue', ['-h', '--states=all', '-j', slurmJobId, '-o', '%i|%T|%S|%e|%r']);
    if (!result.ok) {
      if (/Invalid job id/i.test(result.stderr)) return null;
      throw new Error(`squeue failed: ${result.error}`);
    }
    const line = result.stdout.split('\n').find((l) => l.startsWith(`${slurmJobId}|`));
    return line ? parseSqueueLine(line) : null;
  }

  /** sacct, when the cluster keeps accounting; null (and not asked again) when it does not. */
  private async accountingRecord(slurmJobId: string): Promise<SlurmJobRecord | null> {
    if (this.sacctAvailable === false) return null;
    const result = await this.cli.run('sacct', ['-n', '-X', '-P', '-j', slurmJobId, '-o', 'JobID,State,ExitCode,Start,End']);
    if (/accounting storage is disabled/i.test(result.stdout + result.stderr)) {
      this.sacctAvailable = false;
      return null;
    }
    if (!result.ok) return null; // slurmdbd down, say: the exit file decides this time, sacct is asked again next time
    this.sacctAvailable = true;
    const line = result.stdout.split('\n').find((l) => l.startsWith(`${slurmJobId}|`));
    return line ? parseSacctLine(line) : null;
  }
}

async function writeAtomically(path: string, content: string, mode = 0o644): Promise<void> {
  // Unique per write: two submits of one job in this process may both record its Slurm id.
  const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(tmp, content, { mode });
  await rename(tmp, path);
}

async function readText(path: string): Promise<string | null> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return text === '' ? null : text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** slurmstepd's last "*** JOB 12 ON node CANCELLED AT … DUE TO TIME LIMIT ***" line, if any. */
async function lastSlurmNotice(path: string): Promise<string | null> {
  const text = await readText(path);
  const notices = (text ?? '').split('\n').filter((line) => line.includes('***'));
  return notices.at(-1)?.replace(/^.*?\*\*\*\s*/, '').replace(/\s*\*\*\*\s*$/, '') ?? null;
}

async function readJson<T>(path: string): Promise<T | null> {
  const text = await readText(path);
  return text === null ? null : (JSON.parse(text) as T);
}
