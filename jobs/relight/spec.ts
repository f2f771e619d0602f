import { RelightJobInputSchema } from '../../core/jobs/__generated__/relight-job-input.js';
import { inputProblem } from '../../core/jobs/input-problem.js';
import type { RelightErrorCode, RelightJobInput } from '../../core/jobs/relight.js';

// The job's input (defined in jobs/relight/spec_schema.json) and events, typed once in core/jobs/relight.ts for the job and the activity that runs it.
export type { RelightErrorCode, RelightJobEvent as RelightEvent, RelightJobInput as RelightSpec } from '../../core/jobs/relight.js';

export class RelightError extends Error {
  readonly code: RelightErrorCode;
  constructor(code: RelightErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RelightError';
    this.code = code;
  }
}

/** The job's spec, checked against jobs/relight/spec_schema.json: a RelightError naming the first field that does not fit. */
export function parseRelightSpec(json: unknown): RelightJobInput {
  const parsed = RelightJobInputSchema.safeParse(json);
  if (!parsed.success) throw new RelightError('pipeline_failed', `the spec does not fit jobs/relight/spec_schema.json: ${inputProblem(parsed.error, 'spec.')}`);
  return parsed.data;
}
