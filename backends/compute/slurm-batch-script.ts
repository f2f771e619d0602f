import type { HardwareTier } from '../../core/catalog/hardware-tiers.js';
import type { JobSpec } from '../../core/ports/compute.js';

/** Files the batch script writes into the job directory, read back by the backend. */
export const SLURM_JOB_FILES = {
  script: 'job.sh',
  spec: 'spec.json',
  slurmJobId: 'slurm-job-id',
  /** The program's stdout and stderr (logPath). */
  log: 'job.log',
  /** Slurm's own messages about the job (slurmstepd's "CANCELLED AT …", time limits), kept out of the program's log. */
  slurmLog: 'slurm.log',
  output: 'output',
  startedAt: 'started-at',
  exitStatus: 'exit-status',
  cancelRequested: 'cancel-requested',
  /** Held by the one submit() that calls sbatch for this job id. */
  submitLock: 'submit.lock',
} as const;

/** Variables of the worker's environment a job inherits; everything else comes from JobSpec.env. */
const INHERITED_ENV = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'];

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** Names that cannot be exported by a shell script; the caller refuses the spec. */
export function invalidEnvNames(env: Record<string, string> | undefined): string[] {
  return Object.keys(env ?? {}).filter((name) => !ENV_NAME.test(name));
}

/**
 * The batch script: it sets the job's environment (sbatch runs it with --export=NONE), sends the
 * program's output to the job log (Slurm's own `--output` is a separate file), runs the
 * command as a child so it can record the exit code, and writes `started-at` / `exit-status` by
 * rename so a reader never sees half a file. Slurm's own bookkeeping may be gone by the time we
 * ask (no accounting, MinJobAge), these files are not.
 */
export function batchScript(spec: JobSpec, jobDir: string, inherited: NodeJS.ProcessEnv = process.env): string {
  const env: Record<string, string> = {};
  for (const name of INHERITED_ENV) {
    const value = inherited[name];
    if (value !== undefined) env[name] = value;
  }
  Object.assign(env, spec.env ?? {});
  const file = (name: string) => shellQuote(`${jobDir}/${name}`);
  const exportLines = Object.entries(env).map(([name, value]) => `export ${name}=${shellQuote(value)}`);
  return [
    '#!/bin/bash',
    `# Job ${spec.jobId} (tier ${spec.tier}), written by the platform's Slurm compute backend.`,
    ...exportLines,
    // A job with a stop grace handles SIGTERM itself; the shell must outlive it to record the exit code.
    ...(spec.stopGraceSeconds ? ["trap '' TERM"] : []),
    `date +%s > ${file(`${SLURM_JOB_FILES.startedAt}.tmp`)} && mv -f ${file(`${SLURM_JOB_FILES.startedAt}.tmp`)} ${file(SLURM_JOB_FILES.startedAt)}`,
    // Only the program's output goes to the job log; the script's own (bash's "Terminated") goes to Slurm's.
    `${spec.command.map(shellQuote).join(' ')} >> ${file(SLURM_JOB_FILES.log)} 2>&1`,
    'code=$?',
    `printf '{"exit_code":%d,"ended_at":%d}\\n' "$code" "$(date +%s)" > ${file(`${SLURM_JOB_FILES.exitStatus}.tmp`)}`,
    `mv -f ${file(`${SLURM_JOB_FILES.exitStatus}.tmp`)} ${file(SLURM_JOB_FILES.exitStatus)}`,
    'exit "$code"',
    '',
  ].join('\n');
}

/** `--time` value: Slurm rounds up to whole minutes; we ask for at least one. */
export function slurmTimeLimit(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return String(minutes);
}

/** sbatch's arguments for one job; the batch script's path comes last. */
export function sbatchArgs(spec: JobSpec, options: { jobDir: string; partition?: string | undefined; tierResources?: HardwareTier | undefined }): string[] {
  const args = [
    '--parsable',
    `--job-name=${spec.jobId}`,
    `--output=${options.jobDir}/${SLURM_JOB_FILES.slurmLog}`,
    '--open-mode=append',
    `--chdir=${options.jobDir}`,
    // The script sets the job's whole environment itself.
    '--export=NONE',
    '--ntasks=1',
  ];
  if (options.partition) args.push(`--partition=${options.partition}`);
  if (spec.gpus > 0) args.push(`--gres=gpu:${spec.gpus}`);
  if (options.tierResources) args.push(`--cpus-per-task=${options.tierResources.cpu_cores}`, `--mem=${options.tierResources.memory_gb}G`);
  if (spec.timeLimitSeconds !== undefined) args.push(`--time=${slurmTimeLimit(spec.timeLimitSeconds)}`);
  args.push(`${options.jobDir}/${SLURM_JOB_FILES.script}`);
  return args;
}
