import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LEROBOT_VENV } from '../../cli/setup/lerobot.js';

/** The Python that `npm run setup:lerobot` installed LeRobot into (or LEROBOT_PYTHON). */
export const lerobotPython = process.env.LEROBOT_PYTHON || join(LEROBOT_VENV, 'bin', 'python');

/**
 * Why LeRobot's own reader cannot run here, or null where it can. A venv whose `lerobot` does not
 * import (an install that stopped half-way) is a reason too, so such a test skips saying so instead
 * of failing on a ModuleNotFoundError; CI prints the setup's failure as a warning.
 */
export function lerobotSkipReason(): string | null {
  if (!existsSync(lerobotPython)) return `no LeRobot Python at ${lerobotPython} (run npm run setup:lerobot)`;
  const probe = spawnSync(lerobotPython, ['-c', 'import lerobot'], { encoding: 'utf8', timeout: 120_000 });
  if (probe.status === 0) return null;
  return `${lerobotPython} cannot import lerobot (run npm run setup:lerobot): ${probe.stderr.trim().split('\n').at(-1) ?? probe.error?.message}`;
}
