import type { z } from 'zod';
import { issuePath, isMissingValue } from '../zod-issues.js';

/**
 * What a job says when its input fails its schema: the first problem, its field named by `prefix` and the dotted path
 * (`spec.cameras.observation.images.top.exposure: Too big: expected number to be <=3`, `--steps: …`; `spec: …` for the
 * whole input), an unknown key included.
 */
export function inputProblem(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0]!;
  const path = issuePath(issue);
  const message = isMissingValue(issue) ? 'is required' : issue.message;
  const field = path ? `${prefix}${path}` : prefix.replace(/\.$/, '');
  return `${field}: ${message}`;
}
