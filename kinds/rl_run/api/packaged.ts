import { ApiError } from '../../../core/errors.js';
import { isTerminalStatus } from '../../../core/lifecycle.js';
import type { RlRunRow } from '../db/rl-runs.js';

export type PackagedRlRun = RlRunRow & { outputs: NonNullable<RlRunRow['outputs']>; report: NonNullable<RlRunRow['report']> };

/** A packaged run's outputs; 409 `rl_run_not_packaged` before. */
export function packaged(row: RlRunRow): PackagedRlRun {
  const { outputs, report } = row;
  if (!outputs || !report || !isTerminalStatus(row.status)) {
    throw new ApiError(409, 'rl_run_not_packaged', `RL run '${row.id}' is ${row.status}; its report and files exist once it has packaged a policy (succeeded, or canceled after training).`, { param: 'id', details: { status: row.status } });
  }
  return { ...row, outputs, report };
}
