import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under `root`, as sorted paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}
