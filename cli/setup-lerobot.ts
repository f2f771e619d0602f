import { describeSetupError, say } from './prepare.js';
import { ensureLerobot } from './setup/lerobot.js';

/** `npm run setup:lerobot`: installs LeRobot so that its policies (`act`, `diffusion`, …) can train here. Optional. */
try {
  say(`lerobot-train ok (${await ensureLerobot(say)})`);
} catch (error) {
  console.error(`\n[setup] ${describeSetupError(error)}\n`);
  process.exit(1);
}
