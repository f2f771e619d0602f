/** The training run kind's chaos scenarios (bench/chaos/kinds.ts says what a scenario is): the built-in mlp on cpu, and LeRobot's act. */
import { join } from 'node:path';
import { api, type Body } from '../../../bench/chaos/http.js';
import { ofKind, type Kind } from '../../../bench/chaos/kinds.js';
import { PROJECT_ROOT } from '../../../core/config.js';
import { writeSyntheticDataset } from '../../../core/lerobot/synthetic.js';
import { parseTrainLogLine } from '../../../core/training/log-line.js';

const TRAINING_STEPS = Number(process.env.CHAOS_TRAINING_STEPS ?? 2000);
const TRAINING_SAVE_FREQ = Math.ceil(TRAINING_STEPS / 4);

const training: Kind = {
  name: 'training',
  ...ofKind('training_run'),
  shortFault: 'drop-postgres',
  async prepare(stack) {
    await stack.hub.push('chaos/so101', join(PROJECT_ROOT, 'test', 'fixtures', 'datasets', 'so101-record-test'), { message: 'chaos' });
  },
  async create(stack) {
    const { status, body } = await api(stack, this.path, {
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
    const { status, body } = await api(stack, this.path, {
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
    const { status, body } = await api(stack, `${lerobot.path}/${run.id}/checkpoints`);
    return status === 200 && (body.data as Body[]).length > 0;
  },
  describe: (run) => `${run.status}/${run.phase ?? '-'} step ${run.metrics?.step ?? '-'}`,
  expectedLedger: [['charge', 60]],
  async checkOutput(stack, run) {
    if (run.metrics?.step !== LEROBOT_STEPS) return `ended at step ${run.metrics?.step}, expected ${LEROBOT_STEPS}`;
    const listed = await api(stack, `${lerobot.path}/${run.id}/checkpoints?limit=100`);
    const steps = (listed.body.data as Body[]).map((c) => c.step as number);
    const expected = Array.from({ length: Math.floor(LEROBOT_STEPS / LEROBOT_SAVE_FREQ) }, (_, i) => (i + 1) * LEROBOT_SAVE_FREQ);
    if (LEROBOT_STEPS % LEROBOT_SAVE_FREQ !== 0) expected.push(LEROBOT_STEPS);
    if (JSON.stringify(steps) !== JSON.stringify(expected)) return `checkpoints ${JSON.stringify(steps)}, expected ${JSON.stringify(expected)}`;
    // A resumed job goes on from its checkpoint's step: its first training line is past it, never step 1 again.
    const lines = (await api(stack, `${lerobot.path}/${run.id}/logs?tail=5000`)).body.lines as string[];
    const notice = lines.findIndex((line) => line.startsWith("The training job's process was killed; resuming"));
    if (notice < 0) return null;
    const resumedAt = Number(/Resuming from checkpoint at step (\d+)/.exec(lines.slice(notice).join('\n'))?.[1]);
    if (!(resumedAt >= LEROBOT_SAVE_FREQ)) return `the resumed job did not resume from a checkpoint (${lines.slice(notice, notice + 3).join(' | ')})`;
    const firstAfter = lines.slice(notice).map(parseTrainLogLine).find((line) => line !== null);
    if (!firstAfter || firstAfter.step <= resumedAt) return `the resumed job's first training line is step ${firstAfter?.step ?? '-'}, not past ${resumedAt}`;
    return null;
  },
};

export const chaosScenarios: Kind[] = [training, lerobot];
