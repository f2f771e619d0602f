import type { z } from 'zod';
import { inputProblem } from '../../core/jobs/input-problem.js';
import { parseFlags } from '../../core/jobs/trainer-flags.js';
import { endTrainer } from './failure.js';

/**
 * A trainer's flags, checked against their schema (jobs/train/spec_schema.json) before any work. One that does not fit
 * ends the job with exit status 2, a line naming it and the `error` event a failed run's reason quotes.
 */
export function readTrainerFlags<Schema extends z.ZodObject>(argv: readonly string[], schema: Schema): z.infer<Schema> {
  let problem: string;
  try {
    const parsed = schema.safeParse(parseFlags(argv, schema));
    if (parsed.success) return parsed.data;
    problem = inputProblem(parsed.error, '--');
  } catch (error) {
    problem = (error as Error).message;
  }
  endTrainer('flags_invalid', `Invalid flags: ${problem}`, 2);
}
