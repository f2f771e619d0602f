/**
 * The kinds of run the suite breaks: how to start one, when it is mid-phase, what the ledger must
 * hold, and how to check that what it published is whole.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_DATASET, ensureDemoDatasets } from '../../cli/demo-datasets.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { collectionPath, RESOURCE_KINDS, type ResourceKind } from '../../core/kinds.js';
import { writeSyntheticDataset } from '../../core/lerobot/synthetic.js';
import { parseTrainLogLine } from '../../core/training/log-line.js';
import * as pricing from '../../core/pricing.js';
import { TWIN_BUILD_TOKENS } from '../../core/pricing.js';
import { api, type Body } from './http.js';
import { checkDownloads, fetchArchive, listFiles, tarEntryHashes } from './outputs.js';
import type { ChaosStack } from './stack.js';

export type KindName = 'augmentation' | 'video' | 'training' | 'twin' | 'rl' | 'pick_place' | 'lerobot' | 'eval';

export interface Kind {
  name: KindName;
  /** The kind of the kinds table (core/kinds.ts) it runs; `path` and `eventPrefix` are that row's. */
  resource: ResourceKind;
  path: string;
  /** Its events' type prefix (`training_run` → `training_run.completed`). */
  eventPrefix: string;
  prepare(stack: ChaosStack): Promise<void>;
  create(stack: ChaosStack): Promise<string>;
  /** The positive signal that the run is in the middle of its work (GET by id shows it). */
  midPhase(run: Body): boolean;
  /** For (d): far enough along that killing its job tests a resume (training, RL: past the first checkpoint). Default: midPhase. */
  readyForJobKill?(run: Body, stack: ChaosStack): boolean | Promise<boolean>;
  describe(run: Body): string;
  /** Ledger entries the rules allow for one successful run: [kind, amount | null (any positive)]. */
  expectedLedger: [string, number | null][];
  /** The same ledger holds when the run fails (cpu training and RL are free either way). */
  ledgerHoldsWhenFailed?: boolean;
  /** Empty when what it published is whole; else why not. */
  checkOutput(stack: ChaosStack, run: Body): Promise<string | null>;
  /** Run only when named with --kinds (it needs something `npm run setup` does not install). */
  optional?: boolean;
}

const AUG_EPISODES = Number(process.env.CHAOS_AUG_EPISODES ?? 4);
const TRAINING_STEPS = Number(process.env.CHAOS_TRAINING_STEPS ?? 2000);
const TRAINING_SAVE_FREQ = Math.ceil(TRAINING_STEPS / 4);
/** The job checkpoints every tenth of the budget (at least one rollout), so (d) kills it past a checkpoint and it resumes. */
const RL_ENV_STEPS = Number(process.env.CHAOS_RL_ENV_STEPS ?? 30_000);
/** Each kind's collection path (`/v1/<collection>`), from the kinds table. */
const PATHS = Object.fromEntries(RESOURCE_KINDS.map((k) => [k.kind, collectionPath(k)])) as Record<ResourceKind, string>;

/** A scenario's kind, its collection path and event prefix, from the kinds table. */
function ofKind(resource: ResourceKind): Pick<Kind, 'resource' | 'path' | 'eventPrefix'> {
  return { resource, path: PATHS[resource], eventPrefix: resource };
}

const ended = (status: string) => ['succeeded', 'failed', 'canceled'].includes(status);
export const isEnded = (run: Body) => ended(run.status as string);

const augmentation: Kind = {
  name: 'augmentation',
  ...ofKind('augmentation'),
  async prepare(stack) {
    const source = join(stack.workDir, 'source');
    await writeSyntheticDataset(source, {
      version: 'v3.0', episodes: AUG_EPISODES, framesPerEpisode: 90, episodesPerFile: 1, imageStats: false,
      cameras: [{ name: 'front', width: 320, height: 240 }, { name: 'top', width: 320, height: 240 }],
    });
    await stack.hub.push('chaos/source', source, { message: 'chaos', tags: ['v3.0'] });
  },
  async create(stack) {
    const { status, body } = await api(stack, PATHS.augmentation, {
      method: 'POST',
      json: { source: { repo_id: 'chaos/source' }, instructions: 'chaos relight', model: 'relight', config: { relight: { front: { exposure: -1 }, top: { temperature: 3200 } } } },
    });
    if (status !== 201 && status !== 202) throw new Error(`create augmentation: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  },
  midPhase: (run) => run.status === 'processing' && run.phase === 'generate',
  describe: (run) => `${run.status}/${run.phase ?? '-'}`,
  expectedLedger: [['charge', null]],
  async checkOutput(stack, run) {
    const files = (run.output?.files ?? []) as { path: string; bytes: number; url: string }[];
    if (files.length === 0) return 'no output files listed';
    const videos = files.filter((f) => f.path.endsWith('.mp4')).length;
    if (videos !== AUG_EPISODES * 2) return `${videos} videos published, expected ${AUG_EPISODES * 2}`;
    return checkDownloads(stack, files);
  },
};

/** Two prompts on the real recording: each episode is its own compute job (a twin build, then the expert), no camera rendered (it has no videos). */
const VIDEO_PROMPTS = ['the cube 2 cm further left', 'a blue cube'];

const video: Kind = {
  name: 'video',
  ...ofKind('augmentation'),
  async prepare(stack) {
    await stack.hub.push('chaos/so101-video', join(PROJECT_ROOT, 'test', 'fixtures', 'datasets', 'so101-record-test'), { message: 'chaos' });
  },
  async create(stack) {
    const { status, body } = await api(stack, PATHS.augmentation, {
      method: 'POST',
      json: { source: { repo_id: 'chaos/so101-video' }, instructions: 'chaos video', model: 'video', config: { variation_prompts: VIDEO_PROMPTS } },
    });
    if (status !== 201 && status !== 202) throw new Error(`create video augmentation: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  },
  midPhase: (run) => run.status === 'processing' && run.phase === 'generate',
  describe: (run) => `${run.status}/${run.phase ?? '-'}`,
  expectedLedger: [['charge', VIDEO_PROMPTS.length * pricing.VIDEO_TOKENS_PER_EPISODE]],
  async checkOutput(stack, run) {
    const files = (run.output?.files ?? []) as { path: string; bytes: number; url: string }[];
    if (!files.some((f) => f.path === 'meta/video_engine.json')) return 'no meta/video_engine.json published';
    const episodes = (await api(stack, `${PATHS.augmentation}/${run.id as string}/episodes`)).body.data as Body[];
    const generated = episodes.filter((e) => e.status === 'succeeded').length;
    if (episodes.length !== VIDEO_PROMPTS.length || generated !== VIDEO_PROMPTS.length) return `${generated}/${episodes.length} episodes generated, expected ${VIDEO_PROMPTS.length}`;
    return checkDownloads(stack, files);
  },
};

const training: Kind = {
  name: 'training',
  ...ofKind('training_run'),
  async prepare(stack) {
    await stack.hub.push('chaos/so101', join(PROJECT_ROOT, 'test', 'fixtures', 'datasets', 'so101-record-test'), { message: 'chaos' });
  },
  async create(stack) {
    const { status, body } = await api(stack, PATHS.training_run, {
      method: 'POST',
      json: { dataset: { uri: 'chaos/so101' }, policies: ['mlp'], hardware_tier: 'cpu', config: { steps: TRAINING_STEPS, batch_size: 64, save_freq: TRAINING_SAVE_FREQ } },
    });
    if (status !== 201) throw new Error(`create training run: ${status} ${JSON.stringify(body)}`);
    return (body.data as Body[])[0]!.id as string;
  },
  midPhase: (run) => run.status === 'processing' && run.phase === 'training' && Number(run.metrics?.step ?? 0) > 0,
  // Past the first checkpoint (the live step lags the trainer by up to ~1.5 s, so a little past it).
  readyForJobKill: (run) => run.status === 'processing' && run.phase === 'training' && Number(run.metrics?.step ?? 0) > TRAINING_SAVE_FREQ + 20,
  describe: (run) => `${run.status}/${run.phase ?? '-'} step ${run.metrics?.step ?? '-'}`,
  expectedLedger: [],
  ledgerHoldsWhenFailed: true,
  async checkOutput() {
    return null;
  },
};

const twin: Kind = {
  name: 'twin',
  ...ofKind('twin'),
  async prepare(stack) {
    await ensureDemoDatasets(stack.hub);
  },
  async create(stack) {
    const { status, body } = await api(stack, PATHS.twin, { method: 'POST', json: { source: { repo_id: DEMO_DATASET }, episode_index: 0 } });
    if (status !== 201 && status !== 202) throw new Error(`create twin: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  },
  // Past the first stage: a stage is running and at least one is finished.
  midPhase: (run) => run.status === 'processing' && run.stage !== null && ((run.stages ?? []) as Body[]).length > 0,
  describe: (run) => `${run.status}/${run.stage ?? '-'}`,
  expectedLedger: [['charge', TWIN_BUILD_TOKENS]],
  async checkOutput(stack, run) {
    if (!run.download) return 'no download';
    const archive = await fetchArchive(stack, run.download);
    if (typeof archive === 'string') return archive;
    const listed = await listFiles(stack, `${PATHS.twin}/${run.id}/files`);
    const inArchive = await tarEntryHashes(archive, stack.workDir);
    for (const file of listed) {
      const entry = inArchive[`${run.id}/${file.path}`] ?? inArchive[file.path as string];
      if (entry === undefined) return `${file.path} listed but not in the archive`;
      if (entry !== file.sha256) return `${file.path}: sha256 in archive differs from the files list`;
    }
    return listed.length === 0 ? 'files list empty' : null;
  },
};

const rl: Kind = {
  name: 'rl',
  ...ofKind('rl_run'),
  async prepare() {},
  async create(stack) {
    const { status, body } = await api(stack, PATHS.rl_run, {
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
    const { status, body } = await api(stack, `${PATHS.rl_run}/${run.id}/checkpoints`);
    return status === 200 && (body.data as Body[]).length > 0;
  },
  describe: (run) => `${run.status}/${run.phase ?? '-'} env step ${run.metrics?.env_steps ?? '-'}`,
  expectedLedger: [],
  ledgerHoldsWhenFailed: true,
  async checkOutput(stack, run) {
    if (!run.outputs) return 'no outputs';
    const archive = await fetchArchive(stack, run.outputs.archive);
    if (typeof archive === 'string') return archive;
    const listed = await listFiles(stack, `${PATHS.rl_run}/${run.id}/files`);
    if (!listed.some((f) => f.path === 'policy.onnx')) return 'policy.onnx not in the files list';
    const downloads = await checkDownloads(stack, listed);
    if (downloads) return downloads;
    const report = await api(stack, `${PATHS.rl_run}/${run.id}/report`);
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
    for (;;) {
      const { body } = await api(stack, `${PATHS.twin}/${built.body.id}`);
      if (isEnded(body)) {
        if (body.status !== 'succeeded') throw new Error(`the twin for pick_place ended ${body.status}: ${JSON.stringify(body.error)}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    pickPlaceTwin = built.body.id as string;
  },
  async create(stack) {
    const { status, body } = await api(stack, PATHS.rl_run, {
      method: 'POST',
      json: { spec: { robot: 'so101', objective: { type: 'pick_place' }, scene: { twin_id: pickPlaceTwin }, budget: { env_steps: PICK_PLACE_ENV_STEPS } } },
    });
    if (status !== 201) throw new Error(`create pick_place run: ${status} ${JSON.stringify(body)}`);
    return (body.data as Body[])[0]!.id as string;
  },
};

/** LeRobot's `act` through the real `lerobot-train` (npm run setup:lerobot), on the local t4 stand-in (act needs t4), a few steps on a tiny dataset. */
const LEROBOT_STEPS = Number(process.env.CHAOS_LEROBOT_STEPS ?? 6);
const LEROBOT_SAVE_FREQ = Math.max(1, Math.floor(LEROBOT_STEPS / 3));

const lerobot: Kind = {
  name: 'lerobot',
  ...ofKind('training_run'),
  optional: true,
  async prepare(stack) {
    const root = join(stack.workDir, 'lerobot-dataset');
    // LeRobot 0.4 reads v3.0; one small camera keeps decoding cheap.
    await writeSyntheticDataset(root, { version: 'v3.0', episodes: 2, framesPerEpisode: 30, cameras: [{ name: 'front', width: 64, height: 64 }], seed: 5 });
    await stack.hub.push('chaos/lerobot', root, { message: 'chaos', tags: ['v3.0'] });
    // The API's first look at LeRobot (lerobot-train --help, the extras' imports) can outlast a request on a loaded box: let it finish here, not in a cell's create.
    for (let attempt = 1; ; attempt++) {
      const answer = await api(stack, '/v1/training_policies').catch(() => null);
      const act = (answer?.body.data as Body[] | undefined)?.find((policy) => policy.id === 'act');
      if (act?.available) break;
      if (answer && act && !act.available) throw new Error(`act is not available here: ${JSON.stringify(act)}`);
      if (attempt === 10) throw new Error('the catalog did not answer in 10 tries');
    }
  },
  async create(stack) {
    const { status, body } = await api(stack, PATHS.training_run, {
      method: 'POST',
      json: { dataset: { uri: 'chaos/lerobot' }, policies: ['act'], hardware_tier: 't4', config: { steps: LEROBOT_STEPS, batch_size: 2, save_freq: LEROBOT_SAVE_FREQ, eval_enabled: false } },
    });
    if (status !== 201) throw new Error(`create act training run: ${status} ${JSON.stringify(body)}`);
    return (body.data as Body[])[0]!.id as string;
  },
  midPhase: (run) => run.status === 'processing' && run.phase === 'training' && Number(run.metrics?.step ?? 0) > 0,
  // Past the first checkpoint as the API lists it (LeRobot's `last` pointed at it: saved whole).
  async readyForJobKill(run, stack) {
    if (!lerobot.midPhase(run)) return false;
    const { status, body } = await api(stack, `${PATHS.training_run}/${run.id}/checkpoints`);
    return status === 200 && (body.data as Body[]).length > 0;
  },
  describe: (run) => `${run.status}/${run.phase ?? '-'} step ${run.metrics?.step ?? '-'}`,
  expectedLedger: [['charge', 60]],
  async checkOutput(stack, run) {
    if (run.metrics?.step !== LEROBOT_STEPS) return `ended at step ${run.metrics?.step}, expected ${LEROBOT_STEPS}`;
    const listed = await api(stack, `${PATHS.training_run}/${run.id}/checkpoints?limit=100`);
    const steps = (listed.body.data as Body[]).map((c) => c.step as number);
    const expected = Array.from({ length: Math.floor(LEROBOT_STEPS / LEROBOT_SAVE_FREQ) }, (_, i) => (i + 1) * LEROBOT_SAVE_FREQ);
    if (LEROBOT_STEPS % LEROBOT_SAVE_FREQ !== 0) expected.push(LEROBOT_STEPS);
    if (JSON.stringify(steps) !== JSON.stringify(expected)) return `checkpoints ${JSON.stringify(steps)}, expected ${JSON.stringify(expected)}`;
    // A resumed job goes on from its checkpoint's step: its first training line is past it, never step 1 again.
    const lines = (await api(stack, `${PATHS.training_run}/${run.id}/logs?tail=5000`)).body.lines as string[];
    const notice = lines.findIndex((line) => line.startsWith("The training job's process was killed; resuming"));
    if (notice < 0) return null;
    const resumedAt = Number(/Resuming from checkpoint at step (\d+)/.exec(lines.slice(notice).join('\n'))?.[1]);
    if (!(resumedAt >= LEROBOT_SAVE_FREQ)) return `the resumed job did not resume from a checkpoint (${lines.slice(notice, notice + 3).join(' | ')})`;
    const firstAfter = lines.slice(notice).map(parseTrainLogLine).find((line) => line !== null);
    if (!firstAfter || firstAfter.step <= resumedAt) return `the resumed job's first training line is step ${firstAfter?.step ?? '-'}, not past ${resumedAt}`;
    return null;
  },
};

/** What the eval scenario runs: a tiny built-in policy and a twin of the demo's first episode, made through the API once. */
const policyAndScene: { policy?: Body; sceneId?: string } = {};

async function waitEnded(stack: ChaosStack, path: string): Promise<Body> {
  for (;;) {
    const { body } = await api(stack, path);
    if (ended(body.status as string)) return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

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
    const { status, body } = await api(stack, PATHS.evaluation, { method: 'POST', json: { policy: policyAndScene.policy, twin_id: policyAndScene.sceneId, episodes: EPISODES } });
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

export const KINDS: Record<KindName, Kind> = { augmentation, video, training, twin, rl, pick_place: pickPlace, lerobot, eval: evalScenario };

/** Kinds of the table no scenario runs: the suite refuses to start while one has none. */
export const kindsWithoutScenario = (): string[] => RESOURCE_KINDS.filter((k) => !Object.values(KINDS).some((scenario) => scenario.resource === k.kind)).map((k) => k.kind);

/** The job directories of one resource (every job id starts with the resource id). */
export async function jobDirsOf(stack: ChaosStack, resourceId: string): Promise<string[]> {
  const names = await readdir(stack.config.jobsDir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(resourceId)).map((name) => join(stack.config.jobsDir, name));
}
