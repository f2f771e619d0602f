/**
 * The built-in behaviour-cloning trainer for the `mlp` policy: a plain CLI with LeRobot's flags.
 *
 *   node --import tsx jobs/train/main.ts --dataset.root=DIR --output_dir=DIR --steps=2000 \
 *     --batch_size=64 --save_freq=500 [--log_freq=20] [--eval_enabled=true] [--seed=1000] [--lr=1e-3] [--resume=true]
 *
 * The flags are checked against jobs/train/spec_schema.json first: a flag that does not fit ends the job (exit status 2)
 * with a line naming it, before any work. Any failure (flags, a dataset it cannot read, an exception) ends it with an
 * `error` event (code, message) as its last event; exit status 1 but for flags.
 *
 * --resume=true continues from the latest complete checkpoint in --output_dir (weights, Adam state,
 * and the sampler's position), so a resumed run ends with the same weights as an uninterrupted one.
 *
 * stdout: LeRobot's training log lines (`step:… smpl:… loss:…`) for people and for the shared
 * parser, plus one JSON object per line for the platform (`{"event":"phase"|"progress"|"checkpoint"|"eval"|"error", …}`).
 */
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../../core/lerobot/index.js';
import { judgeHeldOut, type HeldOutPoint } from '../../core/training/held-out-watch.js';
import { formatTrainLogLine } from '../../core/training/log-line.js';
import { checkpointDirName, latestResumePoint, policyConfig, readCheckpoint, saveCheckpoint } from './checkpoint.js';
import { Adam, clipGradients, Mlp } from './mlp.js';
import { loadTrainingData } from './samples.js';
import { BuiltinTrainerFlagsSchema } from '../../core/jobs/__generated__/trainer-flags.js';
import { writeJobEvent } from '../../core/jobs/protocol.js';
import type { TrainingJobEvent } from '../../core/jobs/training.js';
import { endTrainer, endTrainerOnUncaughtError } from './failure.js';
import { readTrainerFlags } from './flags.js';
import { TrainingTracker } from './tracking.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

endTrainerOnUncaughtError();
const flags = readTrainerFlags(process.argv.slice(2), BuiltinTrainerFlagsSchema);
const root = flags.dataset.root;
const outputDir = flags.output_dir;
const steps = flags.steps ?? 2000;
const batchSize = flags.batch_size ?? 64;
const saveFreq = flags.save_freq ?? Math.max(1, Math.floor(steps / 4));
const logFreq = flags.log_freq ?? 20;
const evalEnabled = flags.eval_enabled ?? true;
const seed = flags.seed ?? 1000;
const chunkSize = flags.chunk_size ?? 10;
const hidden = flags.hidden_dim ?? 128;
const lr = flags.lr ?? 1e-3;
const repoId = flags.dataset.repo_id;

const emit = (event: TrainingJobEvent) => writeJobEvent(event);

emit({ event: 'phase', phase: 'downloading_dataset' });
say(`Loading dataset ${repoId ?? '(--dataset.root)'}`);
const data = await loadTrainingData(root, { chunkSize, heldOut: true }).catch((error: unknown) =>
  endTrainer('dataset_unreadable', `The dataset cannot be read for training: ${error instanceof Error ? error.message : String(error)}`, 1),
);
say(
  `Dataset: ${data.dataset.episodes.length} episodes, ${data.train.rows} training frames, ${data.heldOut?.rows ?? 0} held out` +
    ` (episodes ${data.heldOut?.episodes.join(', ') || 'none'}); state ${data.stateDim}, action ${data.actionDim} x ${chunkSize}; stats from ${data.statsSource}`,
);

const random = seededRandom(seed);
const hiddenDims = [hidden, hidden];
const model = new Mlp([data.stateDim, ...hiddenDims, data.actionDim * chunkSize], random);
const params = model.layers.flatMap((layer) => [layer.weight, layer.bias]);
const optimizer = new Adam(params, { lr });
const config = policyConfig(data, hiddenDims);
const trainConfig = {
  // No directory of this machine: the config travels with the checkpoint (LeRobot reads a null root as "from the hub").
  dataset: { repo_id: repoId ?? null, root: null },
  steps,
  batch_size: batchSize,
  save_freq: saveFreq,
  log_freq: logFreq,
  seed,
  eval_enabled: evalEnabled,
  optimizer: { type: 'adam', lr, betas: [0.9, 0.999], eps: 1e-8, grad_clip_norm: 10 },
  eval_split: { held_out_episodes: data.heldOut?.episodes ?? [] },
};
say(`Policy mlp: ${model.parameterCount} parameters; ${steps} steps, batch ${batchSize}, lr ${lr}`);
// The worker writes the run's tracking folder beside the trainer's output dir when the run has integrations.
const tracker = new TrainingTracker(join(dirname(outputDir), 'tracking'));
tracker.params({ policy: 'mlp', parameters: model.parameterCount, hidden_dims: hiddenDims, chunk_size: chunkSize, ...trainConfig, output_dir: undefined, dataset: { repo_id: trainConfig.dataset.repo_id, episodes: data.dataset.episodes.length, training_frames: data.train.rows } });

const inSize = data.stateDim;
const outSize = data.actionDim * chunkSize;
const batchInputs = new Float32Array(batchSize * inSize);
const batchTargets = new Float32Array(batchSize * outSize);
const framesPerEpisode = data.train.rows / Math.max(1, data.train.episodes.length);

const evaluations: HeldOutPoint[] = [];
const evaluate = (step: number) => {
  if (!data.heldOut) return;
  const loss = model.evaluate(data.heldOut.inputs, data.heldOut.targets, data.heldOut.rows);
  const trainLoss = model.evaluate(data.train.inputs, data.train.targets, data.train.rows);
  evaluations.push({ step, held_out_loss: loss, train_loss: trainLoss });
  // Every evaluation is at a checkpoint: the best so far is named, and a held-out loss far above training loss and rising is warned about.
  const { best_checkpoint, warning } = judgeHeldOut(evaluations);
  emit({ event: 'eval', step, loss, train_loss: trainLoss, split: 'held_out_episodes', episodes: data.heldOut.episodes, samples: data.heldOut.rows, best_checkpoint, warning });
  tracker.metrics(step, { 'eval/held_out_loss': loss, 'eval/train_loss': trainLoss });
  say(`eval step:${step} held_out_loss:${loss.toFixed(4)} train_loss:${trainLoss.toFixed(4)}`);
  if (warning) say(`Warning: ${warning}`);
};

let firstStep = 1;
const resumePoint = flags.resume ? await latestResumePoint(outputDir, model.layers.length) : null;
const initFrom = flags.init_from;
if (initFrom && !resumePoint) {
  // --init_from: another run's checkpoint (weights and Adam state); this run's own steps still count from 1.
  const start = await readCheckpoint(initFrom, model.layers.length);
  const fits = start && start.params.length === params.length && start.params.every((values, k) => values.length === params[k]!.length);
  if (!fits) throw new Error(`The checkpoint in --init_from does not fit this policy (hidden ${hidden}, state ${data.stateDim}, action ${data.actionDim} x ${chunkSize}): train it on a dataset with the same state and action.`);
  start.params.forEach((values, k) => params[k]!.set(values));
  optimizer.restore(start.optimizer);
  say(`Starting from the checkpoint in --init_from: weights and optimizer state (Adam step ${start.optimizer.step})`);
}
if (flags.resume) {
  const point = resumePoint;
  if (point) {
    point.params.forEach((values, k) => params[k]!.set(values));
    optimizer.restore(point.optimizer);
    // The batch sampler draws batchSize numbers per step: skip what the finished steps drew.
    for (let i = 0; i < point.step * batchSize; i++) random();
    firstStep = point.step + 1;
    say(`Resuming from checkpoint at step ${point.step}`);
  } else {
    say('No checkpoint to resume from; training from step 1');
  }
}

emit({ event: 'phase', phase: 'training' });
if (firstStep > 1) emit({ event: 'progress', step: firstStep - 1, max_steps: steps, loss: null });
let dataSeconds = 0;
let updateSeconds = 0;
for (let step = firstStep; step <= steps; step++) {
  const t0 = performance.now();
  for (let b = 0; b < batchSize; b++) {
    const row = Math.floor(random() * data.train.rows);
    batchInputs.set(data.train.inputs.subarray(row * inSize, (row + 1) * inSize), b * inSize);
    batchTargets.set(data.train.targets.subarray(row * outSize, (row + 1) * outSize), b * outSize);
  }
  const t1 = performance.now();
  const { loss, grads } = model.lossAndGradients(batchInputs, batchTargets, batchSize);
  const flat = grads.flatMap((layer) => [layer.weight, layer.bias]);
  const gradNorm = clipGradients(flat, 10);
  optimizer.update(flat);
  dataSeconds += (t1 - t0) / 1000;
  updateSeconds += (performance.now() - t1) / 1000;

  if (step % logFreq === 0 || step === steps) {
    const samples = step * batchSize;
    say(formatTrainLogLine({ step, samples, episodes: samples / framesPerEpisode, epochs: samples / data.train.rows, loss, gradNorm, lr, updateSeconds: updateSeconds / logFreq, dataSeconds: dataSeconds / logFreq }));
    emit({ event: 'progress', step, max_steps: steps, loss });
    tracker.metrics(step, { 'train/loss': loss, 'train/grad_norm': gradNorm, 'train/lr': lr });
    dataSeconds = 0;
    updateSeconds = 0;
  }
  if (step % saveFreq === 0 || step === steps) {
    await saveCheckpoint(outputDir, step, model, optimizer, data, config, trainConfig);
    say(`Checkpoint policy after step ${step}`);
    // Relative to --output_dir: the log names no directory of this machine.
    emit({ event: 'checkpoint', step, path: `checkpoints/${checkpointDirName(step)}/pretrained_model` });
    if (evalEnabled && step !== steps) evaluate(step);
  }
}
evaluate(steps);
const last = evaluations.at(-1);
const { best_checkpoint: best, warning } = judgeHeldOut(evaluations);
await tracker.close({
  steps,
  held_out_loss: last?.held_out_loss ?? null,
  train_loss: last?.train_loss ?? null,
  best_checkpoint_step: best?.step ?? null,
  best_held_out_loss: best?.held_out_loss ?? null,
  warning,
});
say('End of training');
