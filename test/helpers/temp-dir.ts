import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh folder under the OS temp dir and a function that deletes it. */
export async function makeTempDir(prefix: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `rlp-${prefix}-`));
  return { path, cleanup: () => rm(path, { recursive: true, force: true }) };
}
