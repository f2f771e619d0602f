import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET } from '../../cli/demo-datasets.js';
import { RESOURCE_KINDS, type ResourceKind } from '../../core/kinds.js';
import { accountNamespace } from '../../db/hub-namespaces.js';
import { seedDemoDataset } from '../helpers/demo-dataset.js';
import { trainedPolicyAndTwin } from '../helpers/evaluations.js';
import { guaranteesMatrix, type KindFixture } from '../helpers/guarantees-matrix.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { startStack, type TestAccount, type TestStack } from '../helpers/stack.js';
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
    trackerRoutes: (uri) => [
      { path: '/v1/training_runs', body: { dataset: { uri: TRAINING_DATASET }, policies: ['mlp'], hardware_tier: 'cpu', integrations: [{ type: 'mlflow', tracking_uri: uri }] }, param: 'integrations.0.tracking_uri' },
    ],
  },
  twin: {
    create: { path: '/v1/twins', body: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } },
    datasetRoutes: (repo) => ['/v1/twins/validate', '/v1/twins'].map((path) => ({ path, body: { source: { repo_id: repo }, episode_index: 0 } })),
  },
  rl_run: {
    create: { path: '/v1/rl_runs', body: { spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 1_000_000 } } } },
    // An RL run names a twin, not a dataset (its ownership check is the twin's 404; test/e2e/dataset-namespaces.test.ts).
    datasetRoutes: () => [],
    trackerRoutes: (uri) => [
      { path: '/v1/rl_runs', body: { spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: 1000 } }, integrations: [{ type: 'tensorboard' }, { type: 'mlflow', tracking_uri: uri }] }, param: 'integrations.1.tracking_uri' },
    ],
  },
  evaluation: {
    // The owner's policy and twin are made for it (prepare); the static body is what accounts without them send.
    create: { path: '/v1/evaluations', body: { policy: { training_run_id: 'trn_none' }, twin_id: 'twin_none', episodes: 500 } },
    prepare: async (stack, owner) => {
      await stack.sql`update accounts set features = array_append(features, 'twins') where id = ${owner.account.id}`;
      const { trainingRunId, twinId } = await trainedPolicyAndTwin(stack, owner);
      return { policy: { training_run_id: trainingRunId }, twin_id: twinId, episodes: 500 };
    },
    // An evaluation names a training run and a twin, not a dataset (their ownership checks are 404s; test/e2e/evaluations.test.ts).
    datasetRoutes: () => [],
  },
};

let stack: TestStack;
let privateRepo: string;
let privateRepoOwner: TestAccount;

beforeAll(async () => {
  await requireSimEnvironment();
  stack = await startStack({ env: { SIM_MODELS_DIR: MODELS_DIR, LOCAL_COMPUTE_TIERS: 'cpu', LOCAL_COMPUTE_SLOTS: 'cpu=8', LEROBOT_TRAIN: '/nonexistent/lerobot-train' } });
  await seedDemoDataset(stack.deps.hub);
  await stack.deps.hub.push(TRAINING_DATASET, SO101_RECORD_TEST, { message: 'so101' });
  const other = await stack.createAccount();
  privateRepoOwner = other;
  privateRepo = `${accountNamespace(other.account.id)}/secret`;
  await stack.deps.hub.push(privateRepo, SO101_RECORD_TEST, { message: 'private', private: true });
}, 600_000);
afterAll(() => stack?.stop());

for (const kind of RESOURCE_KINDS) {
  describe(`guarantees: ${kind.label}`, () => guaranteesMatrix({ kind, ...FIXTURES[kind.kind] }, () => ({ stack, privateRepo })));
}

describe('guarantees: datasets', () => {
  /** Every repo id GET /v1/datasets lists for the account, page after page. */
  async function listedRepos(who: TestAccount): Promise<string[]> {
    const repos: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await stack.request(`/v1/datasets?limit=100${cursor ? `&starting_after=${cursor}` : ''}`, { headers: who.headers });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { data: { repo_id: string }[]; has_more: boolean; next_cursor: string | null };
      repos.push(...page.data.map((d) => d.repo_id));
      cursor = page.has_more ? page.next_cursor : null;
    } while (cursor);
    return repos;
  }

  it("GET /v1/datasets lists the shared demo and the account's own private dataset, never another account's private one", async () => {
    const stranger = await stack.createAccount();
    const strangerSees = await listedRepos(stranger);
    expect(strangerSees).toContain(DEMO_DATASET);
    expect(strangerSees).not.toContain(privateRepo);
    const ownerSees = await listedRepos(privateRepoOwner);
    expect(ownerSees).toEqual(expect.arrayContaining([DEMO_DATASET, privateRepo]));
  });
});
