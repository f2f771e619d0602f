/** The RL run kind's chaos scenarios (bench/chaos/kinds.ts says what a scenario is): a short reach run, and pick_place in a twin. */
import { api, type Body } from '../../../bench/chaos/http.js';
import { ofKind, PATHS, waitEnded, type Kind } from '../../../bench/chaos/kinds.js';
import { checkDownloads, fetchArchive, listFiles } from '../../../bench/chaos/outputs.js';
import { DEMO_DATASET, ensureDemoDatasets } from '../../../cli/demo-datasets.js';

/** The job checkpoints every tenth of the budget (at least one rollout), so (d) kills it past a checkpoint and it resumes. */
const RL_ENV_STEPS = Number(process.env.CHAOS_RL_ENV_STEPS ?? 30_000);

const rl: Kind = {
  name: 'rl',
  ...ofKind('rl_run'),
  async prepare() {},
  async create(stack) {
    const { status, body } = await api(stack, rl.path, {
      method: 'POST',
      json: { spec: { robot: 'so101', objective: { type: 'reach' }, budget: { env_steps: RL_ENV_STEPS } } },
    });
    if (status !== 201) throw new Error(`create RL run: ${status} ${JSON.stringify(body)}`);
    return (body.data as Body[])[0]!.id as string;
  },
  midPhase: (run) => run.status === 'processing' && run.phase === 'training' && Number(run.metrics?.env_steps ?? 0) > 0,
  // Past the first checkpoint as the API lists it (the job wrote it whole before saying so).
  async readyForJobKill(run, stack) {
    if (!rl.midPhase(run)) return false;
    const { status, body } = await api(stack, `${rl.path}/${run.id}/checkpoints`);
    return status === 200 && (body.data as Body[]).length > 0;
  },
  describe: (run) => `${run.status}/${run.phase ?? '-'} env step ${run.metrics?.env_steps ?? '-'}`,
  expectedLedger: [],
  ledgerHoldsWhenFailed: true,
  async checkOutput(stack, run) {
    if (!run.outputs) return 'no outputs';
    const archive = await fetchArchive(stack, run.outputs.archive);
    if (typeof archive === 'string') return archive;
    const listed = await listFiles(stack, `${rl.path}/${run.id}/files`);
    if (!listed.some((f) => f.path === 'policy.onnx')) return 'policy.onnx not in the files list';
    const downloads = await checkDownloads(stack, listed);
    if (downloads) return downloads;
    const report = await api(stack, `${rl.path}/${run.id}/report`);
    if (report.status !== 200 || report.body.verdict !== run.verdict) return `report: ${report.status}, verdict ${report.body.verdict ?? '-'} (run's: ${run.verdict})`;
    return null;
  },
};

/** Enough for the warm start from the twin's demonstration (its DAgger rounds) and one PPO rollout. */
const PICK_PLACE_ENV_STEPS = Number(process.env.CHAOS_PICK_PLACE_ENV_STEPS ?? 80_000);
let pickPlaceTwin: string | undefined;

/** pick_place in a twin of the demo's episode 0: the flagship story under faults. The twin is built once, before the cells. */
const pickPlace: Kind = {
  ...rl,
  name: 'pick_place',
  async prepare(stack) {
    await ensureDemoDatasets(stack.hub);
    const built = await api(stack, PATHS.twin, { method: 'POST', json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
    if (built.status !== 201) throw new Error(`create twin: ${built.status} ${JSON.stringify(built.body)}`);
    const scene = await waitEnded(stack, `${PATHS.twin}/${built.body.id}`);
    if (scene.status !== 'succeeded') throw new Error(`the twin for pick_place ended ${scene.status}: ${JSON.stringify(scene.error)}`);
    pickPlaceTwin = built.body.id as string;
  },
  async create(stack) {
    const { status, body } = await api(stack, rl.path, {
      method: 'POST',
      json: { spec: { robot: 'so101', objective: { type: 'pick_place' }, scene: { twin_id: pickPlaceTwin }, budget: { env_steps: PICK_PLACE_ENV_STEPS } } },
    });
    if (status !== 201) throw new Error(`create pick_place run: ${status} ${JSON.stringify(body)}`);
    return (body.data as Body[])[0]!.id as string;
  },
};

export const chaosScenarios: Kind[] = [rl, pickPlace];
