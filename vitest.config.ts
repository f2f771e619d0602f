import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing running; `integration` (and e2e) share one real
// Temporal dev server and one fresh Postgres database, started by test/global-setup.ts.
export default defineConfig({
  test: {
    reporters: ['default', './test/reporters/closing-line.ts'],
    pool: 'forks', // the Temporal core bridge does not work in worker threads
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
