import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** The first executable named `name` on PATH (or in `extraDirs`), or undefined. */
export async function findExecutable(name: string, extraDirs: string[] = []): Promise<string | undefined> {
  const dirs = [...extraDirs, ...(process.env.PATH ?? '').split(delimiter)].filter(Boolean);
  for (const dir of dirs) {
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
