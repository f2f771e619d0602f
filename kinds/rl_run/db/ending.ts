import type { RunEnding } from '../../../core/lifecycle.js';
import { presentRlRun } from '../core/present.js';
import type { Queryable } from '../../../db/client.js';
import { jobRunEnding } from '../../../db/job-run-ending.js';
import type { RlRunRow } from './rl-runs.js';
import { endRunAndRead } from '../../../db/run-ending.js';

export const RL_RUN_ENDING = jobRunEnding<RlRunRow>({ table: 'rl_runs', kind: 'rl_run', label: 'RL run', present: presentRlRun });

/** Ends an RL run (db/job-run-ending.ts): `rl_run.completed|failed|canceled`, a `system` failure refunded in full. */
export const endRlRun = (q: Queryable, id: string, ending: RunEnding): Promise<RlRunRow> => endRunAndRead(q, RL_RUN_ENDING, id, ending);
