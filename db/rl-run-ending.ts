import type { RunEnding } from '../core/lifecycle.js';
import { presentRlRun } from '../core/rl/present.js';
import type { Queryable } from './client.js';
import { endJobRun } from './job-run-ending.js';
import { getRlRun, type RlRunRow } from './rl-runs.js';

/** Ends an RL run (db/job-run-ending.ts): `rl_run.completed|failed|canceled`, a `system` failure refunded in full. */
export const endRlRun = (q: Queryable, id: string, ending: RunEnding): Promise<RlRunRow> =>
  endJobRun<RlRunRow>(q, { table: 'rl_runs', kind: 'rl_run', label: 'RL run', present: presentRlRun, get: getRlRun }, id, ending);
