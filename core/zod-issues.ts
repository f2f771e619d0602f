import type { z } from 'zod';

/** Dotted path of a zod issue, e.g. `config.episode_count` or `policies.2`; an unknown key is named at the end. */
export function issuePath(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(issue.keys[0]!);
  return path.join('.');
}

/** zod 4 leaves `input` out of its issues; an `invalid_type` whose message ends "received undefined" is a missing value. */
export const isMissingValue = (issue: z.core.$ZodIssue): boolean => issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
