import { findRlRun } from '../../db/rl-runs.js';
import { rowOperationSource } from './row-source.js';

/** `rl_…` ids in GET /v1/operations/{id}, read from the row (the training activity keeps it current). */
export const rlRunOperationSource = rowOperationSource({ idKind: 'rl_run', scope: 'rl_runs:read', collection: 'rl_runs', find: findRlRun });
