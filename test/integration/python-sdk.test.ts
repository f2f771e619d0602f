import { access, constants } from 'node:fs/promises';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../cli/setup/free-port.js';
import { PYTHON_SDK_DIR, SDK_PYTHON } from '../../cli/setup/python-sdk.js';
import { runCommand } from '../../cli/setup/run-command.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { requireSimEnvironment } from '../helpers/twins.js';

/**
 * The Python SDK's own tests (pytest, sdk/python/tests) against the real stack served over HTTP:
 * the SDK as `npm run setup` installs it into .venv-sdk, nothing installed here. The rate limit
 * is small (a burst of 20 per key) so that its retry-on-429 test overruns it on purpose.
 */

let stack: TestStack;
let server: Server;
let base: string;
let user: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  await access(SDK_PYTHON, constants.X_OK).catch(() => {
    throw new Error(`The Python SDK's environment is missing (${SDK_PYTHON}); run \`npm run setup\`.`);
  });
  await requireSimEnvironment();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  stack = await startStack({ env: { PUBLIC_BASE_URL: base, SIM_MODELS_DIR: MODELS_DIR, RATE_LIMIT_BURST: '20', RATE_LIMIT_PER_SECOND: '10' } });
  await seedDemoDataset(stack.deps.hub);
  user = await stack.createAccount({ name: 'python-sdk', credits: 10_000, features: ['twins', 'rl_runs', 'evaluations'] });
  // The other account has the evaluations feature, so that what it is refused is another account's evaluation, not the kind.
  other = await stack.createAccount({ name: 'python-sdk-other', credits: 100, features: ['evaluations'] });
  server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: stack.app.fetch, hostname: '127.0.0.1', port }, () => resolve(listening as Server));
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await stack?.stop();
});

describe('the Python SDK (sdk/python)', () => {
  it('passes its pytest suite against the stack', async () => {
    const result = await runCommand(SDK_PYTHON, ['-m', 'pytest', `${PYTHON_SDK_DIR}/tests`, '-q', '-p', 'no:cacheprovider', '-rfE', '--color=no'], {
      cwd: PROJECT_ROOT,
      // The checkout's SDK first on the path: .venv-sdk's editable install may point at another checkout.
      env: { ...process.env, PYTHONPATH: PYTHON_SDK_DIR, RLP_BASE_URL: base, RLP_API_KEY: user.apiKey, RLP_OTHER_API_KEY: other.apiKey, PYTHONDONTWRITEBYTECODE: '1' },
    });
    // Every pytest line labelled, so its closing summary never reads as this run's own closing line.
    const labelled = `${result.stdout}${result.stderr}`.trim().split('\n').map((line) => `[pytest] ${line}`).join('\n');
    console.log(labelled);
    expect(result.code, labelled).toBe(0);
  }, 900_000); // one run of each kind (test_lists.py) is minutes of CPU, more on a loaded two-core machine
});
