import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The read-only checkout of one commit at `join(parent, commit)`, filled by `fill` on first use.
 * `fill` writes into a private temp folder that is renamed into place, so a reader never sees a
 * half-written checkout, and when two callers race the loser simply drops its copy.
 */
export async function cachedCheckout(parent: string, commit: string, fill: (dir: string) => Promise<void>): Promise<string> {
  const target = join(parent, commit);
  if (await isDirectory(target)) return target;
  await mkdir(parent, { recursive: true });
  const temporary = await mkdtemp(join(parent, `.tmp-${commit.slice(0, 12)}-`));
  try {
    await fill(temporary);
    await makeFilesReadOnly(temporary);
    await chmod(temporary, 0o755);
    try {
      await rename(temporary, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await isDirectory(target))) return target;
      throw error;
    }
    return target;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

async function makeFilesReadOnly(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeFilesReadOnly(path);
    else if (entry.isFile()) await chmod(path, 0o444);
  }
}
