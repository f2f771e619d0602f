import type { RelightErrorCode } from '../../core/jobs/relight.js';

// The job's input and events are defined once, in core/jobs/relight.ts, for the job and the activity that runs it.
export type { RelightErrorCode, RelightJobEvent as RelightEvent, RelightJobInput as RelightSpec } from '../../core/jobs/relight.js';

export class RelightError extends Error {
  readonly code: RelightErrorCode;
  constructor(code: RelightErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RelightError';
    this.code = code;
  }
}
