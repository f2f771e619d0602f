import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TrainingRunSource } from '../db/source.js';
import type { ActivityDeps } from '../../../activities/deps.js';

/** Storage prefix of a stored checkpoint's optimizer state, beside its `pretrained_model`. */
export const trainingStatePrefix = (pretrainedPrefix: string) => pretrainedPrefix.replace(/pretrained_model$/, 'training_state');

/**
 * Copies the checkpoint a run starts from (`from_checkpoint`) out of storage into `<job output>/init`
 * (`pretrained_model/`, `training_state/`), the directory the trainer's `--init_from` reads. Idempotent.
 */
export async function materializeSourceCheckpoint(deps: ActivityDeps, source: TrainingRunSource, jobOutputDir: string): Promise<string> {
  const target = join(jobOutputDir, 'init');
  for (const [prefix, folder] of [[source.storage_prefix, 'pretrained_model'], [trainingStatePrefix(source.storage_prefix), 'training_state']] as const) {
    for (const object of await deps.storage.list(prefix)) {
      const path = join(target, folder, object.key.slice(prefix.length + 1));
      await mkdir(dirname(path), { recursive: true });
      await pipeline(await deps.storage.read(object.key), createWriteStream(path));
    }
  }
  return target;
}
