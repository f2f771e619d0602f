import { afterAll, beforeAll, describe } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { RESOURCE_KINDS, type ResourceKind } from '../../core/kinds.js';
import { accountNamespace } from '../../db/hub-namespaces.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { guaranteesMatrix, type KindFixture } from '../helpers/guarantees-matrix.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestStack } from '../helpers/stack.js';
import { MODELS_DIR } from '../helpers/twin-job.js';
import { requireSimEnvironment } from '../helpers/twins.js';

const TRAINING_DATASET = 'lab/so101-record-test';

/** How to start one long run of each kind; the kinds table decides which kinds there are (a row without a fixture fails to compile). */
const FIXTURES: Record<ResourceKind, Omit<KindFixture, 'kind'>> = {
  augmentation: {
    create: { path: '/v1/augmentations', body: { source: { repo_id: DEMO_DATASET }, instructions: 'darker', model: 'relight', config: { relight: { '*': { exposure: -1 } } } } },
    datasetRoutes: (repo) =>
      ['/v1/augmentations/estimate', '/v1/augmentations'].map((path) => ({ path, body: { source: { repo_id: repo }, instructions: 'darker', model: 'relight', config: { relight: { '*': { exposure: -1 } } } } })),
  },
  training_run: {
    create: { path: '/v1/training_runs', body: { dataset: { uri: TRAINING_DATASET }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 1_000_000, save_freq: 1_000_000 } } },
    datasetRoutes: (repo) => [{ path: '/v1/training_runs', body: { dataset: { uri: repo }, policies: ['mlp'], hardware_tier: 'cpu' } }],
  },
  twin: {
    create: { path: '/v1/twins', body: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } },
    datasetRoutes: (repo) => ['/v1/twins/validate', '/v1/twins'].map((path) => ({ path, body: { source: { repo_id: repo }, episode_index: 0 } })),
  },
  rl_run: {
    create: { path: '/v1/rl_runs', body: { spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 1_000_000 } } } },
    // An RL run names a twin, not a dataset (its ownership check is the twin's 404; test/e2e/dataset-namespaces.test.ts).
    datasetRoutes: () => [],
  },
};

let stack: TestStack;
let privateRepo: string;

beforeAll(async () => {
  await requireSimEnvironment();
  stack = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR, LOCAL_COMPUTE_TIERS: 'cpu', LOCAL_COMPUTE_SLOTS: 'cpu=8', LEROBOT_TRAIN: '/nonexistent/lerobot-train' } });
  await seedDemoDataset(stack.deps.hub);
  await stack.deps.hub.push(TRAINING_DATASET, SO101_RECORD_TEST, { message: 'so101' });
  const other = await stack.createAccount();
  privateRepo = `${accountNamespace(other.account.id)}/secret`;
  await stack.deps.hub.push(privateRepo, SO101_RECORD_TEST, { message: 'private', private: true });
}, 600_000);
afterAll(() => stack?.stop());

for (const kind of RESOURCE_KINDS) {
  describe(`guarantees: ${kind.label}`, () => guaranteesMatrix({ kind, ...FIXTURES[kind.kind] }, () => ({ stack, privateRepo })));
}
