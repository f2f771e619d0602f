import type { z } from 'zod';

/**
 * What a job says when its input fails its schema: the first problem, its field named by `prefix` and the dotted path
 * (`spec.cameras.observation.images.top.exposure: Too big: expected number to be <=3`, `--steps: …`; `spec: …` for the
 * whole input), an unknown key included.
 */
export function inputProblem(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0]!;
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(issue.keys[0]!);
  // zod 4 leaves the value out of its issues; "received undefined" is a field that is missing.
  const message = issue.code === 'invalid_type' && /received undefined$/.test(issue.message) ? 'is required' : issue.message;
  const field = path.length > 0 ? `${prefix}${path.join('.')}` : prefix.replace(/\.$/, '');
  return `${field}: ${message}`;
}
