import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChaosStack } from './stack.js';

/** The job directories of one resource (every job id starts with the resource id). */
export async function jobDirsOf(stack: ChaosStack, resourceId: string): Promise<string[]> {
  const names = await readdir(stack.config.jobsDir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(resourceId)).map((name) => join(stack.config.jobsDir, name));
}
