import { loadConfig } from '../core/config.js';
import { describeSetupError, prepare, say } from './prepare.js';
import { ensurePythonSdkVenv } from './setup/python-sdk.js';
import { ensureMotoServer } from './setup/moto.js';

/** `npm run setup`: install prerequisites, create and migrate the database, seed demo data; starts nothing. */
try {
  await prepare(loadConfig());
  // Not in `npm start`'s prepare: only the Python SDK's generator and tests need it.
  await ensurePythonSdkVenv(say);
  await ensureMotoServer(say);
  say('S3 test server (moto) ok');
  say('setup complete');
} catch (error) {
  console.error(`\n[setup] ${describeSetupError(error)}\n`);
  process.exit(1);
}
