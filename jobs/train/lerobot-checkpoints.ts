import { access, readdir, readFile, readlink } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** A checkpoint `lerobot-train --resume=true` can continue from: its directory and the step it saved. */
export interface LerobotResumePoint {
  step: number;
  dir: string;
  /** LeRobot's `--config_path` for it. */
  configPath: string;
}

const exists = (path: string) => access(path).then(() => true, () => false);

/**
 * The latest complete checkpoint under LeRobot's `<output_dir>/checkpoints/`, or null. LeRobot
 * points `last` at a checkpoint only once it is saved whole; where `last` is missing (the job died
 * while moving it), a step directory with a newer one beside it is whole too. The highest one
 * otherwise may be half-written by the killed job.
 */
export async function latestLerobotCheckpoint(outputDir: string): Promise<LerobotResumePoint | null> {
  const checkpoints = join(outputDir, 'checkpoints');
  const names = (await readdir(checkpoints).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(a) - Number(b));
  const last = await readlink(join(checkpoints, 'last')).then((target) => basename(target), () => null);
  const candidates = last !== null && names.includes(last) ? [last] : names.slice(0, -1).reverse();
  for (const name of candidates) {
    const dir = join(checkpoints, name);
    const configPath = join(dir, 'pretrained_model', 'train_config.json');
    const stepFile = join(dir, 'training_state', 'training_step.json');
    if (!(await exists(configPath))) continue;
    const step = await readFile(stepFile, 'utf8').then((text) => (JSON.parse(text) as { step?: unknown }).step, () => undefined);
    if (typeof step === 'number' && Number.isInteger(step) && step > 0) return { step, dir, configPath };
  }
  return null;
}
