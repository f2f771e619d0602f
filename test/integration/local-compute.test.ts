import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCpuSetting } from '../../backends/compute/cpu-set.js';
import { autoJobCgroupDir, JOB_CGROUP_NAME } from '../../backends/compute/job-cgroup.js';
import { LocalCompute } from '../../backends/compute/local.js';
import { processAlive, processGroupMembers } from '../../backends/compute/process-table.js';
import { JobNotFoundError, JobSubmissionError, type JobStatus } from '../../core/ports/compute.js';
import { formatCpuList, parseCpuList } from '../../core/cpu-list.js';
import { makeTempDir } from '../helpers/temp-dir.js';

let scratch: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => {
  scratch = await makeTempDir('local-compute');
});
afterAll(() => scratch.cleanup());

const compute = () => new LocalCompute({ jobsDir: scratch.path, tiers: ['cpu', 't4'], slots: { cpu: 1, '*': 1 } });

async function until(read: () => Promise<JobStatus>, done: (s: JobStatus) => boolean, timeoutMs = 20_000): Promise<JobStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await read();
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`timed out; last status ${JSON.stringify(status)}`);
    await sleep(100);
  }
}

describe('local compute backend', () => {
  it('runs a job in its own directory: log, exit status, outputs; a second submit returns the same job', async () => {
    const backend = compute();
    const first = await backend.submit({ jobId: 'job-ok', tier: 'cpu', gpus: 0, command: ['sh', '-c', 'echo hello; echo oops >&2; echo data > outputs/result.txt'] });
    const again = await backend.submit({ jobId: 'job-ok', tier: 'cpu', gpus: 0, command: ['false'] });
    expect(again.backendJobId).toBe(first.backendJobId);
    const done = await until(() => backend.status('job-ok'), (s) => s.state !== 'running' && s.state !== 'pending');
    expect(done).toMatchObject({ state: 'succeeded', exitCode: 0 });
    expect(await readFile(backend.logPath('job-ok'), 'utf8')).toMatch(/^\[platform\] .* starting job job-ok on cpu .*\nhello\noops\n$/);
    expect(await readFile(join(backend.outputDir('job-ok'), 'result.txt'), 'utf8')).toBe('data\n');
  });

  it('adopts a job whose worker died between starting it and writing its pid, instead of starting it twice', async () => {
    const started = await compute().submit({ jobId: 'job-orphan', tier: 't4', gpus: 0, command: ['sh', '-c', 'sleep 2; echo once'] });
    expect(started.state).toBe('running');
    // What a worker killed right after the spawn leaves behind: no pid file, only the wrapper's own `launched`.
    for (let i = 0; i < 100 && !(await readFile(join(scratch.path, 'job-orphan', 'launched'), 'utf8').catch(() => '')); i++) await sleep(20);
    await rm(join(scratch.path, 'job-orphan', 'pid'));
    const restarted = compute();
    const adopted = await restarted.status('job-orphan');
    expect(adopted).toMatchObject({ state: 'running', backendJobId: started.backendJobId });
    const done = await until(() => restarted.status('job-orphan'), (s) => s.state !== 'running' && s.state !== 'pending');
    expect(done).toMatchObject({ state: 'succeeded', exitCode: 0 });
    const log = await readFile(restarted.logPath('job-orphan'), 'utf8');
    expect(log.match(/starting job job-orphan/g)).toHaveLength(1);
    expect(log.match(/^once$/gm)).toHaveLength(1);
  });

  it('keeps the exit code of a failing program', async () => {
    const backend = compute();
    await backend.submit({ jobId: 'job-fail', tier: 'cpu', gpus: 0, command: ['sh', '-c', 'exit 3'] });
    expect(await until(() => backend.status('job-fail'), (s) => s.state === 'failed')).toMatchObject({ exitCode: 3 });
  });

  it('refuses tiers the machine does not serve and programs that do not exist; unknown ids are not found', async () => {
    const backend = compute();
    await expect(backend.submit({ jobId: 'job-l4', tier: 'l4', gpus: 1, command: ['true'] })).rejects.toBeInstanceOf(JobSubmissionError);
    await expect(backend.submit({ jobId: 'job-missing', tier: 'cpu', gpus: 0, command: ['/nonexistent/trainer'] })).rejects.toBeInstanceOf(JobSubmissionError);
    await expect(backend.status('never-submitted')).rejects.toBeInstanceOf(JobNotFoundError);
  });

  it('queues jobs beyond the tier’s slots, starts them when a slot frees, and another instance (a restarted worker) re-attaches', async () => {
    const backend = compute();
    const long = await backend.submit({ jobId: 'job-long', tier: 'cpu', gpus: 0, command: ['sh', '-c', 'sleep 1.5; echo done'] });
    expect(long.state).toBe('running');
    const queued = await backend.submit({ jobId: 'job-queued', tier: 'cpu', gpus: 0, command: ['sh', '-c', 'echo second'] });
    expect(queued).toMatchObject({ state: 'pending', queuedAhead: 0 });
    const third = await backend.submit({ jobId: 'job-third', tier: 'cpu', gpus: 0, command: ['sh', '-c', 'echo third'] });
    expect(third).toMatchObject({ state: 'pending', queuedAhead: 1 });
    expect(await backend.status('job-third')).toMatchObject({ state: 'pending', queuedAhead: 1 });
    // Another tier has its own slots.
    expect((await backend.submit({ jobId: 'job-t4', tier: 't4', gpus: 1, command: ['sleep', '0.1'] })).state).toBe('running');

    const restarted = compute();
    expect((await restarted.status('job-long')).state).toBe('running');
    const second = await until(() => restarted.status('job-queued'), (s) => s.state === 'succeeded');
    expect(second.startedAt!.getTime()).toBeGreaterThanOrEqual((await restarted.status('job-long')).endedAt!.getTime() - 1000);
    expect(await readFile(restarted.logPath('job-long'), 'utf8')).toMatch(/\ndone\n$/);
  });

  const affinity = async (pid: number) => (await readFile(`/proc/${pid}/status`, 'utf8')).match(/^Cpus_allowed_list:\s*(\S+)/m)![1];
  const niceness = async (pid: number) => Number((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')[16]);
  /** The process's cgroup in the hierarchy with the cpu controller (v1), else the unified one. */
  const cpuCgroup = async (pid: number) => {
    const lines = (await readFile(`/proc/${pid}/cgroup`, 'utf8')).split('\n');
    const line = lines.find((l) => l.split(':')[1]?.split(',').includes('cpu')) ?? lines.find((l) => l.startsWith('0::'))!;
    return line.split(':').slice(2).join(':');
  };

  it('without a cgroup (LOCAL_COMPUTE_CGROUP=off), runs jobs niced (process and session group) and off the CPUs the service keeps (LOCAL_COMPUTE_CPUS)', async () => {
    const ours = parseCpuList((await affinity(process.pid))!);
    const cases: Array<[JobCpuSetting, string]> = [
      ['all', formatCpuList(ours)],
      ['auto', formatCpuList(ours.length >= 2 ? ours.slice(1) : ours)],
      [String(ours.at(-1)), String(ours.at(-1))],
    ];
    for (const [i, [cpus, expected]] of cases.entries()) {
      const backend = new LocalCompute({ jobsDir: scratch.path, tiers: ['gpu'], slots: { '*': 3 }, cpus, cgroup: 'off' });
      expect(backend.cgroup).toBeNull();
      const status = await backend.submit({ jobId: `job-cpus-${i}`, tier: 'gpu', gpus: 0, command: ['sleep', '30'] });
      await sleep(200);
      const members = await processGroupMembers(Number(status.backendJobId));
      expect(members.length, cpus).toBeGreaterThanOrEqual(2);
      for (const pid of members) {
        expect(await affinity(pid), `${cpus}: pid ${pid}`).toBe(expected);
        expect(await niceness(pid)).toBe(10);
        // The job's session is its own scheduling group (autogroup), which must be niced as well.
        const group = await readFile(`/proc/${pid}/autogroup`, 'utf8').catch(() => null);
        if (group !== null) expect(group, `${cpus}: pid ${pid}`).toMatch(/ nice 10\n?$/);
      }
      await backend.cancel(`job-cpus-${i}`);
    }
  });

  it('by default runs all jobs, niced, in one cgroup of the lowest CPU weight beside the service’s, on every CPU', async () => {
    const backend = new LocalCompute({ jobsDir: scratch.path, tiers: ['gpu'], slots: { '*': 2 } });
    const expected = autoJobCgroupDir(await readFile('/proc/self/mountinfo', 'utf8'), await readFile('/proc/self/cgroup', 'utf8'));
    if (backend.cgroup === null) {
      // Only where this process may not make one (not root, no cpu controller): then it says why.
      expect((await backend.capabilities()).notes.join('; ')).toMatch(/cgroup/);
      return;
    }
    expect(backend.cgroup.dir).toBe(expected);
    expect(backend.jobCpus).toBeNull();
    // The lowest weight of each cgroup version: v1's cpu.shares, else v2's cpu.weight.
    const shares = await readFile(join(backend.cgroup.dir, 'cpu.shares'), 'utf8').catch(() => null);
    if (shares !== null) expect(shares.trim()).toBe('2');
    else expect((await readFile(join(backend.cgroup.dir, 'cpu.weight'), 'utf8')).trim()).toBe('1');
    const ourGroup = await cpuCgroup(process.pid);
    const jobs = await Promise.all(['job-cg-0', 'job-cg-1'].map((jobId) => backend.submit({ jobId, tier: 'gpu', gpus: 0, command: ['sh', '-c', 'sleep 30 & wait'] })));
    await sleep(200);
    for (const job of jobs) {
      const members = await processGroupMembers(Number(job.backendJobId));
      expect(members.length).toBeGreaterThanOrEqual(2);
      for (const pid of members) {
        expect(await cpuCgroup(pid), `pid ${pid}`).toBe(`${ourGroup === '/' ? '' : ourGroup}/${JOB_CGROUP_NAME}`);
        expect(await niceness(pid)).toBe(10);
        expect(await affinity(pid)).toBe(await affinity(process.pid));
      }
    }
    for (const job of jobs) await backend.cancel(job.jobId);
  });

  it('an explicit LOCAL_COMPUTE_CGROUP that cannot be used stops the backend from starting', () => {
    expect(() => new LocalCompute({ jobsDir: scratch.path, cgroup: '/proc/no-such-cgroup' })).toThrow(/LOCAL_COMPUTE_CGROUP: cannot use the cgroup \/proc\/no-such-cgroup/);
  });

  it('cancel kills the whole process group, children included, even when they ignore SIGTERM', async () => {
    const backend = compute();
    await until(() => backend.status('job-t4'), (s) => s.state === 'succeeded');
    const status = await backend.submit({
      jobId: 'job-cancel',
      tier: 't4',
      gpus: 1,
      command: ['sh', '-c', "trap '' TERM; (trap '' TERM; sleep 60) & sleep 60"],
    });
    expect(status.state).toBe('running');
    const pgid = Number(status.backendJobId);
    // The wrapper, the shell and its background child are all up before we cancel.
    for (let i = 0; i < 200 && (await processGroupMembers(pgid)).length < 2; i++) await sleep(50);
    expect((await processGroupMembers(pgid)).length).toBeGreaterThanOrEqual(2);
    const canceled = await backend.cancel('job-cancel');
    expect(canceled.state).toBe('canceled');
    expect(await processGroupMembers(pgid)).toEqual([]);
    expect(await processAlive(pgid, null)).toBe(false);
    // Canceling again changes nothing.
    expect((await backend.cancel('job-cancel')).state).toBe('canceled');
  });
  it('cancel waits the job\'s stopGraceSeconds before SIGKILL, so a job that finishes its work on SIGTERM gets to', async () => {
    const backend = compute();
    const status = await backend.submit({
      jobId: 'job-grace',
      tier: 't4',
      gpus: 1,
      // Like an RL run packaging its policy: SIGTERM starts 6 s of work, past the default 5 s grace.
      command: ['sh', '-c', "trap 'sleep 6; echo packaged > outputs/done.txt; exit 0' TERM; while :; do sleep 0.2; done"],
      stopGraceSeconds: 30,
    });
    const pgid = Number(status.backendJobId);
    for (let i = 0; i < 200 && (await processGroupMembers(pgid)).length < 2; i++) await sleep(50);
    expect((await backend.cancel('job-grace')).state).toBe('canceled');
    expect(await readFile(join(backend.outputDir('job-grace'), 'done.txt'), 'utf8')).toBe('packaged\n');
    expect(await processGroupMembers(pgid)).toEqual([]);
  });
});
