import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withoutPathValues } from '../../../core/server-paths.js';

/** Rewrites a checkpoint's `train_config.json` (LeRobot writes its dataset root and output dir) without server paths, before it is stored or pushed. */
export async function dropServerPathsFromTrainConfig(pretrainedDir: string): Promise<void> {
  const path = join(pretrainedDir, 'train_config.json');
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return;
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    return;
  }
  const cleaned = `${JSON.stringify(withoutPathValues(config), null, 2)}\n`;
  if (cleaned !== text) await writeFile(path, cleaned);
}
