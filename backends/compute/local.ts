import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import type { PolicyRunner } from '../../core/catalog/training-policies.js';
import { findExecutable } from './find-executable.js';
import type { ComputeBackend, ComputeCapabilities } from './types.js';

export interface LocalComputeOptions {
  jobsDir: string;
  /** Explicit path of `lerobot-train`; otherwise PATH and the project's .venv-lerobot are searched. */
  lerobotTrain?: string | undefined;
}

/** Runs jobs as processes on this machine. */
export class LocalCompute implements ComputeBackend {
  readonly kind = 'local';

  constructor(private readonly options: LocalComputeOptions) {}

  async capabilities(): Promise<ComputeCapabilities> {
    const runners: PolicyRunner[] = [];
    const notes: string[] = [];
    const builtinTrainer = join(PROJECT_ROOT, 'jobs', 'train', 'main.ts');
    try {
      await access(builtinTrainer);
      runners.push('builtin');
    } catch {
      notes.push('built-in trainer (jobs/train) not installed');
    }
    const lerobot = this.options.lerobotTrain ?? (await findExecutable('lerobot-train', [join(PROJECT_ROOT, '.venv-lerobot', 'bin')]));
    if (lerobot) runners.push('lerobot');
    else notes.push('lerobot-train not found (set LEROBOT_TRAIN or install LeRobot)');
    return { runners, notes };
  }
}
