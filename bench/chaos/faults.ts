/** The faults, each injected once while a run is mid-phase. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { jobDirsOf } from './job-dirs.js';
import type { ChaosStack } from './stack.js';
import { workerHolding } from './worker-holding.js';

export type FaultName = 'kill-worker' | 'restart-temporal' | 'drop-postgres' | 'kill-job' | 'kill-one-of-two-workers';

export const FAULTS: Record<FaultName, { label: string; inject(stack: ChaosStack, resourceId: string): Promise<string> }> = {
  'kill-worker': {
    label: '(a) kill -9 worker group',
    async inject(stack, resourceId) {
      // With two workers, the one running the run (the only one otherwise).
      const victim = stack.workers().length > 1 ? (await workerHolding(stack, resourceId)).worker : stack.worker();
      await stack.killWorkerGroup(victim);
      await stack.startWorker();
      return 'worker group killed, a new worker started';
    },
  },
  'restart-temporal': {
    label: '(b) restart Temporal',
    async inject(stack) {
      await stack.restartTemporal();
      return 'Temporal dev server stopped and started on the same SQLite file and port';
    },
  },
  'drop-postgres': {
    label: '(c) drop Postgres conns',
    async inject(stack) {
      const admin = postgres(stack.config.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        const database = new URL(stack.config.databaseUrl).pathname.slice(1);
        const rows = await admin`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`;
        return `${rows.length} connections terminated`;
      } finally {
        await admin.end({ timeout: 2 });
      }
    },
  },
  'kill-job': {
    label: '(d) kill -9 job group',
    async inject(stack, resourceId) {
      const killed: number[] = [];
      for (const dir of await jobDirsOf(stack, resourceId)) {
        const pidFile = await readFile(join(dir, 'pid'), 'utf8').catch(() => null);
        if (!pidFile) continue;
        const { pid } = JSON.parse(pidFile) as { pid: number };
        try {
          process.kill(-pid, 'SIGKILL');
          killed.push(pid);
        } catch {
          // that job already ended
        }
      }
      if (killed.length === 0) throw new Error('no running job process group to kill');
      return `job process group(s) ${killed.join(', ')} killed`;
    },
  },
  'kill-one-of-two-workers': {
    label: '(e) kill -9 one of two workers',
    async inject(stack, resourceId) {
      if (stack.workers().length < 2) throw new Error(`${stack.workers().length} worker(s) running; this fault needs two`);
      const { worker, activity } = await workerHolding(stack, resourceId);
      await stack.killWorkerGroup(worker);
      return `the group of worker ${worker.pid} (running ${activity}) killed, no replacement; ${stack.workers().map((w) => w.pid).join(', ')} left`;
    },
  },
};
