import { presentEvaluation } from '../core/evaluations/present.js';
import type { RunEnding } from '../core/lifecycle.js';
import type { Queryable } from './client.js';
import { getEvaluation, type EvaluationRow } from './evaluations.js';
import { endJobRun } from './job-run-ending.js';

/** Ends an evaluation (db/job-run-ending.ts): `evaluation.completed|failed|canceled`, a `system` failure refunded in full. */
export const endEvaluation = (q: Queryable, id: string, ending: RunEnding): Promise<EvaluationRow> =>
  endJobRun<EvaluationRow>(q, { table: 'evaluations', kind: 'evaluation', label: 'evaluation', present: presentEvaluation, get: getEvaluation }, id, ending);
