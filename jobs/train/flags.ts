import type { z } from 'zod';
import { inputProblem } from '../../core/jobs/input-problem.js';
import { parseFlags } from '../../core/jobs/trainer-flags.js';

/**
 * A trainer's flags, checked against their schema (jobs/train/spec_schema.json) before any work. One that does not fit
 * ends the job with exit status 2 and a line naming it, the job's last: the line a failed run's reason quotes.
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
  process.stdout.write(`Invalid flags: ${problem}\n`);
  process.exit(2);
}
