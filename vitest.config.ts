import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing running; `integration` (and e2e) share one real
// Temporal dev server and one fresh Postgres database, started by test/global-setup.ts.
export default defineConfig({
  test: {
    reporters: ['default', './test/reporters/closing-line.ts'],
    pool: 'forks', // the Temporal core bridge does not work in worker threads
    // Two test files at a time even on a 2-core machine (vitest's default there is one): most of an
    // integration file's time is spent waiting on Temporal, Postgres and job processes, so two halve
    // the run (1,133 s against 2,153 s of file time, bench/RESULTS.md). `--maxWorkers=1` runs them one by one.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          pool: 'forks',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
