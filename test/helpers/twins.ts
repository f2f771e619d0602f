import { access, constants, readdir, readFile } from 'node:fs/promises';
import { SIM_PYTHON } from '../../core/sim/environment.js';
import type { TestAccount, TestStack } from './stack.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TwinBody = Record<string, any>;

/** The twin tests need the simulation environment; without it they fail, naming the fix (CI runs setup). */
export async function requireSimEnvironment(): Promise<void> {
  try {
    await access(SIM_PYTHON, constants.X_OK);
  } catch {
    throw new Error(`The simulation environment is missing (${SIM_PYTHON}); run \`npm run setup\` to install .venv-sim and the robot models.`);
  }
}

export async function getTwin(stack: TestStack, account: TestAccount, id: string): Promise<TwinBody> {
  const response = await stack.request(`/v1/twins/${id}`, { headers: account.headers });
  if (response.status !== 200) throw new Error(`GET /v1/twins/${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as TwinBody;
}

/** Polls GET by id (what a client does) until `until` holds; every body seen is kept in `seen`. */
export async function waitForTwin(
  stack: TestStack,
  account: TestAccount,
  id: string,
  until: (twin: TwinBody) => boolean,
  seen: TwinBody[] = [],
  // A demo build calibrates two cameras (the cameras stage: up to a minute each on two cores, more on a loaded machine).
  timeoutMs = 600_000,
): Promise<TwinBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const twin = await getTwin(stack, account, id);
    seen.push(twin);
    if (until(twin)) return twin;
    if (Date.now() > deadline) {
      throw new Error(`twin ${id} is still ${twin.status} (stage ${twin.stage}) after the timeout: ${JSON.stringify(twin.error)}\n${await jobLogs(stack, id)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const ended = (twin: TwinBody) => ['succeeded', 'failed', 'canceled'].includes(twin.status);

/** The ledger rows of one resource, oldest first: what the account was charged and refunded for it. */
export async function ledgerOf(stack: TestStack, resourceId: string): Promise<[string, number][]> {
  const rows = await stack.sql<{ kind: string; amount: string }[]>`
    select kind, amount from ledger_entries where resource_id = ${resourceId} order by created_at, id`;
  return rows.map((r) => [r.kind, Number(r.amount)]);
}

export async function eventsOf(stack: TestStack, resourceId: string): Promise<string[]> {
  const rows = await stack.sql<{ type: string }[]>`select type from events where resource_id = ${resourceId} order by created_at, id`;
  return rows.map((r) => r.type);
}

/** The tail of every job log of a twin, for a failure message. */
async function jobLogs(stack: TestStack, id: string): Promise<string> {
  const jobs = (await readdir(stack.config.jobsDir).catch(() => [] as string[])).filter((name) => name.startsWith(id));
  const tails = await Promise.all(
    jobs.map(async (jobId) => `--- ${jobId}\n${(await readFile(stack.deps.compute.logPath(jobId), 'utf8').catch(() => '(no log)')).split('\n').slice(-15).join('\n')}`),
  );
  return tails.join('\n');
}
