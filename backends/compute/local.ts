import { spawn } from 'node:child_process';
import { access, appendFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../core/config.js';
import type { PolicyRunner } from '../../core/catalog/training-policies.js';
import type { JobCgroupSetting } from '../../core/cgroup-setting.js';
import { type JobCgroup, resolveJobCgroup } from './job-cgroup.js';
import { resolveJobCpus, type JobCpuSetting } from './cpu-set.js';
import { findExecutable } from './find-executable.js';
import { lerobotExtraProblems, probeLerobotTrain } from './lerobot-probe.js';
import { processAlive, processGroupMembers, readProcStat } from './process-table.js';
import {
  JobNotFoundError,
  JobSubmissionError,
  TERMINAL_JOB_STATES,
  type ComputeBackend,
  type ComputeCapabilities,
  type JobSpec,
  type JobStatus,
  type SlotOccupancy,
} from '../../core/ports/compute.js';

export interface LocalComputeOptions {
  jobsDir: string;
  /** Explicit path of `lerobot-train`; otherwise PATH and the project's .venv-lerobot are searched. */
  lerobotTrain?: string | undefined;
  /** Hardware tiers this machine serves (default: `cpu`); a job for another tier cannot be submitted. */
  tiers?: readonly string[];
  /** Jobs that may run at once per tier; `*` is the default for tiers not named (default 2). */
  slots?: Record<string, number>;
  /** Niceness of job processes (default 10), and of their session's scheduling group where jobs have no cgroup, so training on this machine does not starve the API and worker beside it. */
  nice?: number;
  /** CPUs jobs run on (default `auto`: all of them in the jobs' cgroup, else all but the first, which stays with the service); see cpu-set.ts. */
  cpus?: JobCpuSetting;
  /** The cgroup jobs are scheduled in (default `auto`); see job-cgroup.ts. */
  cgroup?: JobCgroupSetting;
}

/** The built-in trainer and how to start TypeScript programs from jobs/ with node + tsx. */
export const BUILTIN_TRAINER = join(PROJECT_ROOT, 'jobs', 'train', 'main.ts');
const TSX_LOADER = join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'loader.mjs');

/** argv that runs a TypeScript program of jobs/ with this Node. */
export function nodeProgram(script: string, args: string[]): string[] {
  return [process.execPath, '--import', TSX_LOADER, script, ...args];
}

interface PidFile {
  pid: number;
  startTicks: number | null;
  startedAt: string;
}

interface SpecFile {
  spec: JobSpec;
  submittedAt: string;
}

/**
 * The job's program runs under `sh`, which stays the process-group leader and writes the
 * program's exit status to `exit` (atomically) when it ends, so the status survives the worker.
 * A job is a session of its own, and Linux (sched_autogroup, on by default) schedules each session
 * outside a cgroup as one group whose weight ignores its processes' niceness: where jobs have no
 * cgroup, the wrapper gives its session's group the job's niceness too (retrying: unprivileged
 * writes are limited to ten a second, system-wide), else eight niced jobs would each still weigh as
 * much as the whole service.
 */
const wrapper = (autogroupNice: number | null) =>
  // `launched` first: if the worker dies between spawning the job and writing `pid`, a restarted one adopts it instead of starting it twice.
  'echo $$ > launched.tmp && mv launched.tmp launched; ' +
  (autogroupNice === null ? '' : `for try in 1 2 3 4 5; do { echo ${autogroupNice} > /proc/self/autogroup; } 2>/dev/null && break; [ -e /proc/self/autogroup ] || break; sleep 0.1; done; `) +
  '"$@" >> log 2>&1; code=$?; echo "$code" > exit.tmp && mv exit.tmp exit';
/** Moves itself into the cgroup whose `cgroup.procs` is $1, then execs the rest (so the pid stays the job's). */
const ENTER_CGROUP = '{ echo $$ > "$1"; } 2>/dev/null; shift; exec "$@"';
const INHERITED_ENV = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'USER', 'CUDA_VISIBLE_DEVICES', 'HF_HOME', 'HF_HUB_OFFLINE'];

/**
 * Runs jobs as detached process groups on this machine, one directory each under `jobsDir`:
 * `spec.json`, `pid`, `log`, `exit` (or `canceled`), `outputs/`. Everything `status` needs is on
 * disk, so a restarted worker re-attaches to the jobs its predecessor started. Jobs beyond a
 * tier's slots wait as `pending` and start in submission order when a slot frees. Jobs run niced
 * in a cgroup of the lowest weight (where none can be made: off the first CPU), so training beside
 * the service does not slow its answers.
 */
export class LocalCompute implements ComputeBackend {
  readonly kind = 'local';
  private readonly ended = new Set<string>();
  /** spec.json never changes once written. */
  private readonly specs = new Map<string, SpecFile>();
  private lock: Promise<unknown> = Promise.resolve();
  private lastScan: { requestedAt: number; waiting: Map<string, string[]> } | null = null;
  /** Running jobs per tier at the last queue scan. */
  private running = new Map<string, number>();
  private scanning: { requestedAt: number; waiting: Promise<Map<string, string[]>> } | null = null;
  /** CPU list jobs are pinned to (null: anywhere). */
  readonly jobCpus: string | null;
  private tasksetPath: Promise<string | undefined> | null = null;

  /** The cgroup jobs run in (null: none), and why not where `auto` found none. */
  readonly cgroup: JobCgroup | null;
  private readonly cgroupNote: string | null;

  constructor(private readonly options: LocalComputeOptions) {
    ({ cgroup: this.cgroup, note: this.cgroupNote } = resolveJobCgroup(options.cgroup ?? 'auto'));
    this.jobCpus = resolveJobCpus(options.cpus ?? 'auto', undefined, this.cgroup !== null);
  }

  private get niceness(): number {
    return this.options.nice ?? 10;
  }

  /**
   * What a job's program runs under: pinned to the job CPUs with `taskset` (where it exists) and
   * niced. Both exec what follows, so the pid spawned stays the job's process-group leader.
   */
  async launchPrefix(): Promise<string[]> {
    const prefix: string[] = [];
    if (this.jobCpus !== null) {
      this.tasksetPath ??= findExecutable('taskset');
      const taskset = await this.tasksetPath;
      if (taskset) prefix.push(taskset, '-c', this.jobCpus);
    }
    prefix.push('nice', '-n', String(this.niceness));
    if (this.cgroup) prefix.push('sh', '-c', ENTER_CGROUP, 'enter-cgroup', this.cgroup.procsFile);
    return prefix;
  }

  async capabilities(): Promise<ComputeCapabilities> {
    const runners: PolicyRunner[] = [];
    const notes: string[] = [];
    try {
      await access(BUILTIN_TRAINER);
      runners.push('builtin');
    } catch {
      notes.push('built-in trainer (jobs/train) not installed');
    }
    const lerobot = await this.lerobotTrainPath();
    const problem = lerobot ? await probeLerobotTrain(lerobot) : 'lerobot-train not found (set LEROBOT_TRAIN or install LeRobot)';
    if (problem === null) runners.push('lerobot');
    else notes.push(problem);
    if (this.cgroupNote) notes.push(this.cgroupNote);
    if (this.jobCpus !== null && !(await (this.tasksetPath ??= findExecutable('taskset')))) notes.push(`taskset not found: jobs are not pinned to CPUs ${this.jobCpus}`);
    const policyProblems = problem === null ? await lerobotExtraProblems(lerobot!) : {};
    return { runners, notes, policyProblems, lerobotTrain: problem === null ? lerobot! : null, tiers: [...this.tiers] };
  }

  private get tiers(): readonly string[] {
    return this.options.tiers ?? ['cpu'];
  }

  private slotsFor(tier: string): number {
    return this.options.slots?.[tier] ?? this.options.slots?.['*'] ?? 2;
  }

  private async lerobotTrainPath(): Promise<string | undefined> {
    return this.options.lerobotTrain ?? (await findExecutable('lerobot-train', [join(PROJECT_ROOT, '.venv-lerobot', 'bin')]));
  }

  jobDir(jobId: string): string {
    if (!/^[A-Za-z0-9_.-]+$/.test(jobId)) throw new JobNotFoundError(`'${jobId}' is not a job id.`);
    return join(this.options.jobsDir, jobId);
  }

  logPath(jobId: string): string {
    return join(this.jobDir(jobId), 'log');
  }

  outputDir(jobId: string): string {
    return join(this.jobDir(jobId), 'outputs');
  }

  async submit(spec: JobSpec): Promise<JobStatus> {
    return this.exclusive(async () => {
      const dir = this.jobDir(spec.jobId);
      if (await exists(join(dir, 'spec.json'))) return 'submitted already';
      if (!this.tiers.includes(spec.tier)) {
        throw new JobSubmissionError(`This machine has no '${spec.tier}' hardware (it serves: ${this.tiers.join(', ')}).`);
      }
      const program = spec.command[0];
      if (!program) throw new JobSubmissionError('The job has no command.');
      const found = isAbsolute(program) ? ((await executable(program)) ? program : undefined) : await findExecutable(program);
      if (!found) throw new JobSubmissionError(`'${program}' is not an executable on this machine.`);
      await mkdir(join(dir, 'outputs'), { recursive: true });
      const specFile: SpecFile = { spec, submittedAt: new Date().toISOString() };
      await writeAtomically(join(dir, 'spec.json'), JSON.stringify(specFile, null, 2));
      this.specs.set(spec.jobId, specFile);
      return 'submitted now';
    }).then(async (outcome) => (outcome === 'submitted already' ? this.status(spec.jobId) : this.withPlace(spec.jobId, await this.queues(0))));
  }

  async status(jobId: string): Promise<JobStatus> {
    const current = await this.readStatus(jobId);
    if (current.state === 'pending') return this.withPlace(jobId, await this.queues(QUEUE_SNAPSHOT_MAX_AGE_MS));
    if (TERMINAL_JOB_STATES.includes(current.state) && !this.ended.has(jobId)) {
      // Its slot is free now: start the next job at once rather than on some waiting job's next poll.
      this.ended.add(jobId);
      await this.queues(0);
    }
    return current;
  }

  /** The job's status, with its place in its tier's queue while it waits. */
  private async withPlace(jobId: string, waiting: Map<string, string[]>): Promise<JobStatus> {
    const status = await this.readStatus(jobId);
    const ahead = [...waiting.values()].find((queue) => queue.includes(jobId))?.indexOf(jobId);
    return status.state === 'pending' && ahead !== undefined ? { ...status, queuedAhead: ahead } : status;
  }

  /**
   * Starts what the free slots allow and answers every tier's queue. The scan reads every job's
   * directory, so callers share one: a scan requested within `maxAgeMs` serves them (0: one
   * requested from now on). With a thousand jobs waiting, each polled every few seconds, this keeps
   * the cost to about one scan a second instead of one per poll, all behind one lock.
   */
  private queues(maxAgeMs: number): Promise<Map<string, string[]>> {
    const freshEnough = Date.now() - maxAgeMs;
    if (maxAgeMs > 0 && this.lastScan && this.lastScan.requestedAt >= freshEnough) return Promise.resolve(this.lastScan.waiting);
    if (maxAgeMs > 0 && this.scanning && this.scanning.requestedAt >= freshEnough) return this.scanning.waiting;
    const requestedAt = Date.now();
    const waiting = this.exclusive(() => this.startPending());
    const scan = { requestedAt, waiting };
    this.scanning = scan;
    void waiting.then(
      (result) => {
        if (!this.lastScan || this.lastScan.requestedAt <= requestedAt) this.lastScan = { requestedAt, waiting: result };
      },
      () => undefined,
    ).finally(() => {
      if (this.scanning === scan) this.scanning = null;
    });
    return waiting;
  }

  async occupancy(): Promise<SlotOccupancy[]> {
    const waiting = await this.queues(QUEUE_SNAPSHOT_MAX_AGE_MS);
    const tiers = new Set([...this.tiers, ...this.running.keys(), ...waiting.keys()]);
    return [...tiers].sort().map((tier) => ({ tier, slots: this.slotsFor(tier), busy: this.running.get(tier) ?? 0, waiting: waiting.get(tier)?.length ?? 0 }));
  }

  async cancel(jobId: string): Promise<JobStatus> {
    const dir = this.jobDir(jobId);
    if (!(await exists(join(dir, 'spec.json')))) throw new JobNotFoundError(`No job '${jobId}'.`);
    const stopped = await this.exclusive(async () => {
      const current = await this.readStatus(jobId);
      if (current.state === 'canceled') {
        // Another cancel may still be waiting out the job's stop grace: this one waits for the same end.
        const pid = await readPidFile(dir);
        const grace = (await readJson<SpecFile>(join(dir, 'spec.json')))?.spec.stopGraceSeconds ?? DEFAULT_STOP_GRACE_SECONDS;
        return pid ? { pid: pid.pid, graceMs: grace * 1000, alreadySignalled: true } : null;
      }
      if (TERMINAL_JOB_STATES.includes(current.state)) return null;
      await writeAtomically(join(dir, 'canceled'), JSON.stringify({ at: new Date().toISOString() }));
      const pid = await readPidFile(dir);
      const grace = (await readJson<SpecFile>(join(dir, 'spec.json')))?.spec.stopGraceSeconds;
      return pid ? { pid: pid.pid, graceMs: (grace ?? DEFAULT_STOP_GRACE_SECONDS) * 1000, alreadySignalled: false } : null;
    });
    if (stopped?.alreadySignalled) await waitForGroupEnd(stopped.pid, stopped.graceMs + 10_000);
    else if (stopped) await killGroup(stopped.pid, stopped.graceMs);
    this.ended.add(jobId);
    await this.queues(0);
    return this.readStatus(jobId);
  }

  /** Under the lock: starts pending jobs while their tier has free slots, oldest first; returns the ids still waiting, by tier, in order. */
  private async startPending(): Promise<Map<string, string[]>> {
    const running = new Map<string, number>();
    const pending: SpecFile[] = [];
    let entries: string[] = [];
    try {
      entries = await readdir(this.options.jobsDir);
    } catch {
      return new Map();
    }
    for (const jobId of entries) {
      if (this.ended.has(jobId)) continue;
      const specFile = this.specs.get(jobId) ?? (await readJson<SpecFile>(join(this.options.jobsDir, jobId, 'spec.json')));
      if (!specFile) continue;
      this.specs.set(jobId, specFile);
      const status = await this.readStatus(jobId, specFile);
      if (status.state === 'running') running.set(specFile.spec.tier, (running.get(specFile.spec.tier) ?? 0) + 1);
      else if (status.state === 'pending') pending.push(specFile);
      else this.ended.add(jobId);
    }
    pending.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    this.running = running;
    const waiting = new Map<string, string[]>();
    for (const specFile of pending) {
      const tier = specFile.spec.tier;
      if ((running.get(tier) ?? 0) >= this.slotsFor(tier)) {
        waiting.set(tier, [...(waiting.get(tier) ?? []), specFile.spec.jobId]);
        continue;
      }
      await this.start(specFile.spec);
      running.set(tier, (running.get(tier) ?? 0) + 1);
    }
    return waiting;
  }

  private async start(spec: JobSpec): Promise<void> {
    const dir = this.jobDir(spec.jobId);
    const env: Record<string, string> = {};
    for (const name of INHERITED_ENV) if (process.env[name] !== undefined) env[name] = process.env[name]!;
    Object.assign(env, spec.env ?? {});
    const argv = spec.timeLimitSeconds ? ['timeout', '--kill-after=10', String(spec.timeLimitSeconds), ...spec.command] : spec.command;
    await appendFile(join(dir, 'log'), `[platform] ${new Date().toISOString()} starting job ${spec.jobId} on ${spec.tier} (local, ${hostname()})\n`);
    // The prefix execs `sh`, so the pid spawned is the wrapper's and the process group's.
    const [launcher, ...launchArgs] = await this.launchPrefix();
    const child = spawn(launcher!, [...launchArgs, 'sh', '-c', wrapper(this.cgroup ? null : this.niceness), 'job', ...argv], { cwd: dir, detached: true, stdio: 'ignore', env });
    const pid = await new Promise<number>((resolve, reject) => {
      child.once('spawn', () => resolve(child.pid!));
      child.once('error', reject);
    }).catch((error: unknown) => {
      throw new JobSubmissionError(`Could not start the job: ${error instanceof Error ? error.message : String(error)}`);
    });
    child.unref();
    const proc = await readProcStat(pid);
    const pidFile: PidFile = { pid, startTicks: proc?.startTicks ?? null, startedAt: new Date().toISOString() };
    await writeAtomically(join(dir, 'pid'), JSON.stringify(pidFile));
  }

  private async readStatus(jobId: string, known?: SpecFile): Promise<JobStatus> {
    const dir = this.jobDir(jobId);
    // One directory listing answers a job that is still waiting (most of them, with a long queue).
    const names = await readdir(dir).catch(() => [] as string[]);
    if (!known && !names.includes('spec.json')) throw new JobNotFoundError(`No job '${jobId}'.`);
    if (!STARTED_OR_ENDED_FILES.some((name) => names.includes(name))) {
      return { jobId, backendJobId: null, startedAt: null, state: 'pending', exitCode: null, reason: null, endedAt: null };
    }
    const pidFile = await readPidFile(dir);
    const base = { jobId, backendJobId: pidFile ? String(pidFile.pid) : null, startedAt: pidFile ? new Date(pidFile.startedAt) : null };
    const canceled = await fileTime(join(dir, 'canceled'));
    if (canceled) return { ...base, state: 'canceled', exitCode: null, reason: 'canceled', endedAt: canceled };
    const exitText = await readFile(join(dir, 'exit'), 'utf8').catch(() => null);
    if (exitText !== null) {
      const exitCode = Number(exitText.trim());
      const endedAt = await fileTime(join(dir, 'exit'));
      if (exitCode === 0) return { ...base, state: 'succeeded', exitCode, reason: null, endedAt };
      return { ...base, state: 'failed', exitCode, reason: exitCode === 124 ? 'time limit reached' : `exited with status ${exitCode}`, endedAt };
    }
    if (!pidFile) return { ...base, state: 'pending', exitCode: null, reason: null, endedAt: null };
    if (await processAlive(pidFile.pid, pidFile.startTicks)) return { ...base, state: 'running', exitCode: null, reason: null, endedAt: null };
    // The wrapper writes `exit` before it ends; look again in case it ended between the two reads.
    if (await exists(join(dir, 'exit'))) return this.readStatus(jobId, known);
    return { ...base, state: 'failed', exitCode: null, reason: 'the job process ended without an exit status (killed)', endedAt: null };
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.lock.then(fn, fn);
    this.lock = next.catch(() => undefined);
    return next;
  }
}

/** How stale a queue scan may be for a waiting job's status (its place in the queue, and a freed slot noticed). */
const QUEUE_SNAPSHOT_MAX_AGE_MS = 1000;
/** A job directory holding none of these is waiting for a slot. */
const STARTED_OR_ENDED_FILES = ['pid', 'launched', 'canceled', 'exit'];

/** Seconds between SIGTERM and SIGKILL when the job's spec does not say (`stopGraceSeconds`). */
const DEFAULT_STOP_GRACE_SECONDS = 5;

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves when no member is left. */
async function killGroup(pgid: number, graceMs: number): Promise<void> {
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pgid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while ((await processGroupMembers(pgid)).length > 0) {
    if (Date.now() > deadline) {
      signal('SIGKILL');
      await sleep(100);
      if ((await processGroupMembers(pgid)).length === 0) return;
      if (Date.now() > deadline + 5000) throw new Error(`process group ${pgid} survived SIGKILL`);
      continue;
    }
    await sleep(50);
  }
}

/** Waits (without signalling) until the group has no member left, or `timeoutMs` has passed. */
async function waitForGroupEnd(pgid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (await processGroupMembers(pgid)).length > 0) await sleep(100);
}

/**
 * The job's pid file; when the worker died after spawning the job but before writing it, the
 * `launched` pid the job's wrapper wrote itself (adopted into `pid` while it runs). A launched
 * process that is gone gets a start time that matches no process, so it reads as ended.
 */
async function readPidFile(dir: string): Promise<PidFile | undefined> {
  const written = await readJson<PidFile>(join(dir, 'pid'));
  if (written) return written;
  const launched = Number((await readFile(join(dir, 'launched'), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(launched) || launched <= 0) return undefined;
  const proc = await readProcStat(launched);
  const ours = proc && proc.pgrp === launched && proc.state !== 'Z' && proc.state !== 'X';
  const adopted: PidFile = { pid: launched, startTicks: ours ? proc.startTicks : -1, startedAt: (await fileTime(join(dir, 'launched')))?.toISOString() ?? new Date().toISOString() };
  if (ours) await writeAtomically(join(dir, 'pid'), JSON.stringify(adopted));
  return adopted;
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function executable(path: string): Promise<boolean> {
  try {
    await access(path, 1);
    return true;
  } catch {
    return false;
  }
}

async function fileTime(path: string): Promise<Date | null> {
  try {
    return (await stat(path)).mtime;
  } catch {
    return null;
  }
}

async function writeAtomically(path: string, content: string): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, content);
  await rename(temp, path);
}
