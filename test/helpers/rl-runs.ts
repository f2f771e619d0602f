import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestAccount, TestStack } from './stack.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RlBody = Record<string, any>;

export async function getRlRun(stack: TestStack, account: TestAccount, id: string): Promise<RlBody> {
  const response = await stack.request(`/v1/rl_runs/${id}`, { headers: account.headers });
  if (response.status !== 200) throw new Error(`GET /v1/rl_runs/${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as RlBody;
}

export const rlEnded = (run: RlBody) => ['succeeded', 'failed', 'canceled'].includes(run.status);

/** Polls GET by id (what a client does) until `until` holds; every body seen is kept in `seen`. */
export async function waitForRlRun(stack: TestStack, account: TestAccount, id: string, until: (run: RlBody) => boolean, seen: RlBody[] = [], timeoutMs = 900_000): Promise<RlBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRlRun(stack, account, id);
    seen.push(run);
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`RL run ${id} is still ${run.status} (${run.phase}) after the timeout: ${JSON.stringify(run.error)}\n${await rlJobLogs(stack, id)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The checkpoints the API lists for a run (copied to storage as the job saves them). */
export async function rlCheckpoints(stack: TestStack, account: TestAccount, id: string): Promise<RlBody[]> {
  const response = await stack.request(`/v1/rl_runs/${id}/checkpoints`, { headers: account.headers });
  return ((await response.json()) as { data: RlBody[] }).data;
}

/** Every job log of a run (training attempts and a package-only job), by job id; the last `tailChars` of each. */
export async function rlJobLogs(stack: TestStack, id: string, tailChars = 3000): Promise<string> {
  const jobs = (await readdir(stack.config.jobsDir).catch(() => [] as string[])).filter((name) => name.startsWith(id));
  const logs = await Promise.all(jobs.map(async (job) => `--- ${job}\n${(await readFile(join(stack.config.jobsDir, job, 'log'), 'utf8').catch(() => '')).slice(-tailChars)}`));
  return logs.join('\n');
}
