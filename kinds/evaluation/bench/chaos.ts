/** The evaluation kind's chaos scenario (bench/chaos/kinds.ts says what a scenario is): a built-in policy in a twin of the demo's episode 0. */
import { api, type Body } from '../../../bench/chaos/http.js';
import { ofKind, PATHS, waitEnded, type Kind } from '../../../bench/chaos/kinds.js';
import { listFiles } from '../../../bench/chaos/outputs.js';
import type { ChaosStack } from '../../../bench/chaos/stack.js';
import { DEMO_DATASET, ensureDemoDatasets } from '../../../cli/demo-datasets.js';
import * as pricing from '../../../core/pricing.js';

/** What the eval scenario runs: a tiny built-in policy and a twin of the demo's first episode, made through the API once. */
const policyAndScene: { policy?: Body; sceneId?: string } = {};

async function makePolicyAndScene(stack: ChaosStack): Promise<void> {
  if (policyAndScene.sceneId) return;
  const training = await api(stack, PATHS.training_run, { method: 'POST', json: { dataset: { uri: DEMO_DATASET }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: 200, batch_size: 32, save_freq: 200 } } });
  const scene = await api(stack, PATHS.twin, { method: 'POST', json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
  if (training.status !== 201 || scene.status !== 201) throw new Error(`policy and scene: ${training.status} ${scene.status}`);
  const runId = (training.body.data as Body[])[0]!.id as string;
  const [trained, built] = await Promise.all([waitEnded(stack, `${PATHS.training_run}/${runId}`), waitEnded(stack, `${PATHS.twin}/${scene.body.id as string}`)]);
  if (trained.status !== 'succeeded' || built.status !== 'succeeded') throw new Error(`policy and scene ended ${trained.status} / ${built.status}`);
  policyAndScene.policy = { training_run_id: runId };
  policyAndScene.sceneId = built.id as string;
}

/** Enough episodes that the run is mid-phase for a while (the built-in policy runs ~3 000 steps/s; the clip grid takes about a minute). */
const EPISODES = 200;
const OUTPUT_FILES = ['clip_grid.jpg', 'clip_grid.mp4', 'episodes.json', 'report.json'];

const evalScenario: Kind = {
  name: 'eval',
  ...ofKind('evaluation'),
  async prepare(stack) {
    await ensureDemoDatasets(stack.hub);
    await makePolicyAndScene(stack);
  },
  async create(stack) {
    const { status, body } = await api(stack, this.path, { method: 'POST', json: { policy: policyAndScene.policy, twin_id: policyAndScene.sceneId, episodes: EPISODES } });
    if (status !== 201) throw new Error(`create: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  },
  midPhase: (run) => run.status === 'processing' && (run.phase === 'episodes' || run.phase === 'clips'),
  describe: (run) => `${run.status}/${run.phase ?? '-'}`,
  expectedLedger: [['charge', pricing.evaluationTokens(EPISODES)]],
  async checkOutput(stack, run) {
    if (!run.outputs) return 'no outputs';
    const path = `${this.path}/${run.id}`;
    const paths = (await listFiles(stack, `${path}/files`)).map((f) => f.path as string).sort();
    if (JSON.stringify(paths) !== JSON.stringify(OUTPUT_FILES)) return `files ${JSON.stringify(paths)}`;
    const rows = (await api(stack, `${path}/episodes?limit=500`)).body.data as Body[];
    if (rows.length !== EPISODES) return `${rows.length} episode rows, expected ${EPISODES}`;
    if (rows.filter((e) => e.success).length !== run.successes) return 'episode rows disagree with the success count';
    return null;
  },
};

export const chaosScenarios: Kind[] = [evalScenario];
