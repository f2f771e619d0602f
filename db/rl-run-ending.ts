import type { RunEnding } from '../core/lifecycle.js';
import { presentRlRun } from '../core/rl/present.js';
import type { Queryable } from './client.js';
import { jobRunEnding } from './job-run-ending.js';
import type { RlRunRow } from './rl-runs.js';
import { endRunAndRead } from './run-ending.js';

export const RL_RUN_ENDING = jobRunEnding<RlRunRow>({ table: 'rl_runs', kind: 'rl_run', label: 'RL run', present: presentRlRun });

/** Ends an RL run (db/job-run-ending.ts): `rl_run.completed|failed|canceled`, a `system` failure refunded in full. */
export const endRlRun = (q: Queryable, id: string, ending: RunEnding): Promise<RlRunRow> => endRunAndRead(q, RL_RUN_ENDING, id, ending);
