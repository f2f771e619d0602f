import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlurmCompute } from '../../backends/compute/slurm.js';
import { type JobState, type JobStatus, JobNotFoundError, JobSubmissionError, TERMINAL_JOB_STATES } from '../../core/ports/compute.js';
import { rejectionOf } from '../helpers/rejection.js';
import { processMatching as processRunning, slurmCommand, slurmHasAccounting, slurmHasGpus as gpuGresConfigured, slurmUnavailableReason } from '../helpers/slurm.js';
import { makeTempDir } from '../helpers/temp-dir.js';

// Runs against a real Slurm (test/slurm/setup-slurm.sh makes a single-node one); skipped, saying why, when none answers.
const binDir = process.env.SLURM_BIN_DIR || undefined;
const skipReason = slurmUnavailableReason();
if (skipReason) console.warn(`[slurm-compute.test] SKIPPED: no Slurm cluster reachable: ${skipReason}. Run test/slurm/setup-slurm.sh (as root) first.`);

describe.skipIf(skipReason !== null)('Slurm compute backend (real single-node Slurm)', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  let slurm: SlurmCompute;
  const submitted: string[] = [];

  // Slurm enforces time limits in whole minutes, so this job starts first and is checked last.
  let overtimeJobId: string;

  beforeAll(async () => {
    temp = await makeTempDir('slurm');
    slurm = new SlurmCompute({ jobsDir: temp.path, binDir, cancelWaitMs: 30_000 });
    overtimeJobId = newJobId('overtime');
    await slurm.submit({ jobId: overtimeJobId, tier: 'cpu', gpus: 0, timeLimitSeconds: 30, command: ['bash', '-c', 'echo working; sleep 900; echo finished'] });
  });
  afterAll(async () => {
    for (const jobId of submitted) await slurm.cancel(jobId).catch(() => undefined);
    await temp?.cleanup();
  });

  const newJobId = (label: string) => {
    const id = `test-${label}-${ulid()}`;
    submitted.push(id);
    return id;
  };

  /** Polls status until the job ends, returning every state seen on the way. */
  async function watch(jobId: string, timeoutMs = 60_000): Promise<{ seen: JobState[]; final: JobStatus }> {
    const seen: JobState[] = [];
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const status = await slurm.status(jobId);
      if (seen.at(-1) !== status.state) seen.push(status.state);
      if (TERMINAL_JOB_STATES.includes(status.state)) return { seen, final: status };
      await sleep(100);
    }
    throw new Error(`job ${jobId} did not finish within ${timeoutMs} ms; states seen: ${seen.join(' → ')}`);
  }

  it('runs a job to success: status moves through running to succeeded, the log and the output file are there', async () => {
    const jobId = newJobId('ok');
    const out = slurm.outputDir(jobId);
    process.env.RLP_WORKER_ONLY_SECRET = 'must not reach the job';
    const submittedStatus = await slurm.submit({
      jobId,
      tier: 'cpu',
      gpus: 0,
      timeLimitSeconds: 300,
      env: { GREETING: "it's a 'quoted' $HOME greeting" },
      command: ['bash', '-c', 'echo "worker secret: ${RLP_WORKER_ONLY_SECRET:-absent}"; for i in 1 2 3 4; do echo "progress $i/4"; sleep 0.5; done; printf "%s" "$GREETING" > "$1/result.txt"', 'job', out],
    });
    expect(submittedStatus.backendJobId).toMatch(/^\d+$/);
    expect(['pending', 'running']).toContain(submittedStatus.state);

    const { seen, final } = await watch(jobId);
    expect(seen).toContain('running');
    expect(seen.at(-1)).toBe('succeeded');
    expect(final).toMatchObject({ state: 'succeeded', exitCode: 0, reason: null, backendJobId: submittedStatus.backendJobId });
    expect(final.startedAt).toBeInstanceOf(Date);
    expect(final.endedAt!.getTime()).toBeGreaterThanOrEqual(final.startedAt!.getTime());

    const log = await readFile(slurm.logPath(jobId), 'utf8');
    expect(log).toContain('worker secret: absent'); // only JobSpec.env and a few basics (PATH, HOME…) reach the job
    expect(log.split('\n').filter((line) => line.startsWith('progress'))).toEqual(['progress 1/4', 'progress 2/4', 'progress 3/4', 'progress 4/4']);
    expect(await readFile(join(out, 'result.txt'), 'utf8')).toBe("it's a 'quoted' $HOME greeting");
  });

  it('submitting the same job id twice returns the first Slurm job, also when its recorded id was lost', async () => {
    const jobId = newJobId('twice');
    const spec = { jobId, tier: 'cpu', gpus: 0, command: ['sleep', '2'] };
    // Three submits at once (an activity retried while its first attempt still runs): one sbatch.
    const [first, ...others] = await Promise.all([slurm.submit(spec), slurm.submit(spec), slurm.submit(spec)]);
    expect(others.map((s) => s.backendJobId)).toEqual([first!.backendJobId, first!.backendJobId]);
    const second = await slurm.submit(spec);
    expect(second.backendJobId).toBe(first!.backendJobId);

    // A submit that died between sbatch and recording the id: the job is found again by its Slurm job name.
    await rm(join(slurm.jobDir(jobId), 'slurm-job-id'));
    const third = await slurm.submit(spec);
    expect(third.backendJobId).toBe(first!.backendJobId);

    const named = slurmCommand('squeue', ['-h', '--states=all', `--name=${jobId}`, '-o', '%i']);
    expect(named.trim().split('\n')).toEqual([first!.backendJobId]);
    expect((await watch(jobId)).final.state).toBe('succeeded');
  });

  it('reports a failing job as failed with its exit code and keeps its stderr in the log', async () => {
    const jobId = newJobId('fail');
    await slurm.submit({ jobId, tier: 'cpu', gpus: 0, command: ['bash', '-c', 'echo "about to fail" >&2; exit 7'] });
    const { final } = await watch(jobId);
    expect(final).toMatchObject({ state: 'failed', exitCode: 7 });
    expect(final.reason).toContain('7');
    expect(await readFile(slurm.logPath(jobId), 'utf8')).toContain('about to fail');
  });

  it('cancels a running job: canceled, and its process is gone', async () => {
    const jobId = newJobId('cancel');
    const marker = String(3000 + Math.floor(Math.random() * 5000));
    await slurm.submit({ jobId, tier: 'cpu', gpus: 0, command: ['bash', '-c', `echo started; sleep ${marker}; echo never`] });

    const deadline = Date.now() + 60_000;
    while ((await slurm.status(jobId)).state !== 'running' || !processRunning(`sleep ${marker}`)) {
      if (Date.now() > deadline) throw new Error('the long job never started running');
      await sleep(200);
    }
    const canceled = await slurm.cancel(jobId);
    expect(canceled.state).toBe('canceled');
    expect(canceled.endedAt).toBeInstanceOf(Date);
    // cancel() waits for Slurm to have killed the job; allow a moment for the process table to settle.
    let alive = processRunning(`sleep ${marker}`);
    for (let i = 0; alive && i < 20; i++) {
      await sleep(250);
      alive = processRunning(`sleep ${marker}`);
    }
    expect(alive).toBe(false);
    const log = await readFile(slurm.logPath(jobId), 'utf8');
    expect(log).toBe('started\n'); // the program's lines only; Slurm's notice goes to slurm.log
    expect(await readFile(join(slurm.jobDir(jobId), 'slurm.log'), 'utf8')).toMatch(/CANCELLED AT/);

    // Cancel again, and status later: still canceled.
    expect((await slurm.cancel(jobId)).state).toBe('canceled');
    expect((await slurm.status(jobId)).state).toBe('canceled');
  });

  it('shows a job waiting for a free CPU as pending with Slurm\'s reason, and cancels it before it starts', async () => {
    const cpus = Number(slurmCommand('sinfo', ['-h', '-o', '%c']).trim().split('\n')[0]);
    const blockers = Array.from({ length: cpus }, () => newJobId('blocker'));
    for (const jobId of blockers) await slurm.submit({ jobId, tier: 'cpu', gpus: 0, command: ['sleep', '300'] });
    const jobId = newJobId('queued');
    await slurm.submit({ jobId, tier: 'cpu', gpus: 0, command: ['bash', '-c', 'echo should never run'] });

    const status = await slurm.status(jobId);
    expect(status).toMatchObject({ state: 'pending', startedAt: null });
    expect(status.reason).toMatch(/^waiting in the queue: (Resources|Priority|None)/);

    expect((await slurm.cancel(jobId)).state).toBe('canceled');
    for (const blocker of blockers) expect((await slurm.cancel(blocker)).state).toBe('canceled');
    const after = await slurm.status(jobId);
    expect(after).toMatchObject({ state: 'canceled', startedAt: null });
    expect(await readFile(slurm.logPath(jobId), 'utf8').catch(() => '')).toBe('');
  });

  it('leaves a finished job as it is when asked to cancel it', async () => {
    const jobId = newJobId('done');
    await slurm.submit({ jobId, tier: 'cpu', gpus: 0, command: ['true'] });
    expect((await watch(jobId)).final.state).toBe('succeeded');
    expect((await slurm.cancel(jobId)).state).toBe('succeeded');
  });

  it('answers from sacct for jobs squeue has forgotten, when the cluster keeps accounting', { timeout: 180_000 }, async (ctx) => {
    if (!slurmHasAccounting()) {
      console.warn('[slurm-compute.test] sacct case SKIPPED: accounting is off (run SLURM_SETUP_ACCOUNTING=1 test/slurm/setup-slurm.sh)');
      return ctx.skip();
    }
    const ok = newJobId('acct-ok');
    const bad = newJobId('acct-bad');
    await slurm.submit({ jobId: ok, tier: 'cpu', gpus: 0, command: ['true'] });
    await slurm.submit({ jobId: bad, tier: 'cpu', gpus: 0, command: ['bash', '-c', 'exit 5'] });
    const ids = await Promise.all([ok, bad].map(async (jobId) => (await watch(jobId)).final.backendJobId!));
    // Only Slurm's word is left: the exit files go, and squeue forgets finished jobs after MinJobAge.
    for (const jobId of [ok, bad]) await rm(join(slurm.jobDir(jobId), 'exit-status'));
    const deadline = Date.now() + 150_000;
    while (slurmCommand('squeue', ['-h', '-o', '%i', '--states=all']).split('\n').some((id) => ids.includes(id.trim()))) {
      if (Date.now() > deadline) throw new Error('squeue never forgot the finished jobs (MinJobAge?)');
      await sleep(1000);
    }
    const fresh = new SlurmCompute({ jobsDir: temp.path, binDir });
    expect(await fresh.status(ok)).toMatchObject({ state: 'succeeded', exitCode: 0 });
    const failed = await fresh.status(bad);
    expect(failed).toMatchObject({ state: 'failed', exitCode: 5 });
    expect(failed.reason).toMatch(/Slurm state FAILED/);
  });

  it('refuses a GPU job when the cluster has no GPUs, and knows no job it never submitted', async () => {
    if (!gpuGresConfigured()) {
      const error = await rejectionOf(slurm.submit({ jobId: newJobId('gpu'), tier: 't4', gpus: 1, command: ['true'] }), JobSubmissionError);
      expect(error.message).toMatch(/sbatch refused/);
    }
    await rejectionOf(slurm.status(`never-${ulid()}`), JobNotFoundError);
    await rejectionOf(slurm.submit({ jobId: '../escape', tier: 'cpu', gpus: 0, command: ['true'] }), JobSubmissionError);
  });

  it('says what it can run', async () => {
    const capabilities = await slurm.capabilities();
    expect(capabilities.notes.join('\n')).not.toMatch(/not reachable/);
    expect(capabilities.runners).not.toContain('lerobot'); // no LEROBOT_TRAIN given
    expect(capabilities.lerobotTrain).toBeNull();
    expect(capabilities.tiers).toContain('cpu');
    if (!gpuGresConfigured()) expect(capabilities.tiers).toEqual(['cpu']);
  });

  it('ends a job past its time limit as failed, saying Slurm stopped it at the limit', { timeout: 240_000 }, async () => {
    const { seen, final } = await watch(overtimeJobId, 200_000);
    expect(seen.at(-1)).toBe('failed');
    expect(final.reason).toMatch(/TIMEOUT|TIME LIMIT/);
    // Slurm sends SIGTERM at the limit and SIGKILL after its KillWait: in that grace a shell whose child was
    // terminated may run on ("Terminated", then its next line), as a job's cleanup may. What ran before the limit is kept.
    const log = await readFile(slurm.logPath(overtimeJobId), 'utf8');
    expect(log.startsWith('working\n'), log).toBe(true);
  });
});
