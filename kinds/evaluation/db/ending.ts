import { presentEvaluation } from '../core/present.js';
import type { RunEnding } from '../../../core/lifecycle.js';
import type { Queryable } from '../../../db/client.js';
import type { EvaluationRow } from './evaluations.js';
import { jobRunEnding } from '../../../db/job-run-ending.js';
import { endRunAndRead } from '../../../db/run-ending.js';

const EVALUATION_ENDING = jobRunEnding<EvaluationRow>({ table: 'evaluations', kind: 'evaluation', label: 'evaluation', present: presentEvaluation });

/** Ends an evaluation (db/job-run-ending.ts): `evaluation.completed|failed|canceled`, a `system` failure refunded in full. */
export const endEvaluation = (q: Queryable, id: string, ending: RunEnding): Promise<EvaluationRow> => endRunAndRead(q, EVALUATION_ENDING, id, ending);
