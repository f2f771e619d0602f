import { loadConfig } from '../core/config.js';
import { describeSetupError, prepare, say } from './prepare.js';

/** `npm run setup`: install prerequisites, create and migrate the database, seed demo data; starts nothing. */
try {
  await prepare(loadConfig());
  say('setup complete');
} catch (error) {
  console.error(`\n[setup] ${describeSetupError(error)}\n`);
  process.exit(1);
}
