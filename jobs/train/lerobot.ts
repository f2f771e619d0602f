/**
 * LeRobot's `lerobot-train` as a platform job: runs it with the given flags and adds what the
 * platform needs around it.
 *
 *   node --import tsx jobs/train/lerobot.ts --lerobot_train=PATH [--resume=true] --output_dir=DIR --steps=N --log_freq=N … (lerobot-train's flags)
 *
 * --resume=true (a job started again after its process was killed) continues from the latest
 * complete checkpoint under --output_dir with LeRobot's own `--resume=true --config_path=…`
 * (weights, optimizer, scheduler and RNG state, and its step); with none there yet, it starts over
 * in an emptied --output_dir (LeRobot refuses to start in one that exists).
 *
 * The flags it reads itself (LerobotTrainFlags in jobs/train/spec_schema.json) are checked first: one that does not
 * fit ends it with exit status 2 and a line naming it, before lerobot-train starts.
 *
 * stdout: lerobot-train's own lines (its stderr too), plus one JSON event per line for the platform:
 * `progress` with the exact step (LeRobot prints `step:1K` past 999; every line is log_freq steps).
 * Each training line's loss, grad norm and learning rate go to the run's trackers (jobs/track) when
 * the worker wrote a tracking folder beside --output_dir, as the built-in trainer's do.
 * Exits with lerobot-train's status (128 + the signal's number when a signal ended it). A failure ends with an `error`
 * event (code, message): its own flags that do not fit, an exception of its own, or lerobot-train's error exit with its
 * last line.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { LerobotTrainFlagsSchema } from '../../core/jobs/__generated__/trainer-flags.js';
import { withoutEventToken, writeJobEvent } from '../../core/jobs/protocol.js';
import { flagsNamedIn } from '../../core/jobs/trainer-flags.js';
import type { TrainingJobEvent } from '../../core/jobs/training.js';
import { parseTrainLogLine } from '../../core/training/log-line.js';
import { endTrainer, endTrainerOnUncaughtError } from './failure.js';
import { readTrainerFlags } from './flags.js';
import { latestLerobotCheckpoint } from './lerobot-checkpoints.js';
import { TrainingTracker } from './tracking.js';

const OWN_FLAGS = ['--lerobot_train=', '--resume='];
endTrainerOnUncaughtError();
const argv = process.argv.slice(2);
const flag = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// The flags this program reads are checked against jobs/train/spec_schema.json; lerobot-train checks the rest itself.
const own = readTrainerFlags(flagsNamedIn(argv, LerobotTrainFlagsSchema), LerobotTrainFlagsSchema);
const { lerobot_train: lerobotTrain, output_dir: outputDir } = own;
const steps = own.steps ?? 100_000;
const logFreq = own.log_freq ?? 200;
const passed = argv.filter((arg) => !OWN_FLAGS.some((prefix) => arg.startsWith(prefix)));

const emit = (event: TrainingJobEvent) => writeJobEvent(event);
const say = (line: string) => process.stdout.write(`${line}\n`);

let firstStep = 0;
let args = passed;
if (own.resume) {
  const point = await latestLerobotCheckpoint(outputDir);
  if (point) {
    // Its train_config.json holds the run's settings; the flags given again override what it no longer names (the worker drops server paths from it).
    args = [`--config_path=${point.configPath}`, '--resume=true', ...passed.filter((arg) => !arg.startsWith('--policy.type='))];
    firstStep = point.step;
    say(`Resuming from checkpoint at step ${point.step}`);
    emit({ event: 'progress', step: point.step, max_steps: steps, loss: null });
  } else {
    await rm(outputDir, { recursive: true, force: true });
    say('No checkpoint to resume from; training from step 1');
  }
}

const tracker = new TrainingTracker(join(dirname(outputDir), 'tracking'));
tracker.params({ policy: flag('policy.type') ?? null, trainer: 'lerobot-train', steps, batch_size: own.batch_size ?? null, save_freq: own.save_freq ?? null, log_freq: logFreq, dataset: { repo_id: flag('dataset.repo_id') ?? null } });

let trainLines = 0;
const latest: { step: number; loss: number | null } = { step: firstStep, loss: null };
/** lerobot-train's last line of text, for the error event when it ends with an error (a Python exception's last line names it). */
let lastText = '';
function onLine(line: string): void {
  if (line.trim() !== '') lastText = line.trim();
  const parsed = parseTrainLogLine(line);
  if (!parsed) return;
  trainLines += 1;
  // Lines come every log_freq steps from the first multiple past the checkpoint; the count is exact where `1K` is not.
  const step = parsed.approximate ? (Math.floor(firstStep / logFreq) + trainLines) * logFreq : parsed.step;
  latest.step = step;
  latest.loss = parsed.loss;
  emit({ event: 'progress', step, max_steps: steps, loss: Number.isFinite(parsed.loss) ? parsed.loss : null });
  tracker.metrics(step, { 'train/loss': parsed.loss, 'train/grad_norm': parsed.gradNorm, 'train/lr': parsed.lr });
}

/** Forwards whole lines only, so an event this program writes never lands inside one of LeRobot's. */
function forwardLines(stream: NodeJS.ReadableStream): Promise<void> {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const end = pending.lastIndexOf('\n');
    if (end < 0) return;
    const whole = pending.slice(0, end + 1);
    pending = pending.slice(end + 1);
    process.stdout.write(whole);
    // tqdm redraws its bar with carriage returns inside a line; a training line may follow one.
    for (const line of whole.split('\n')) for (const part of line.split('\r')) onLine(part);
  });
  return new Promise((resolve) =>
    stream.on('end', () => {
      if (pending) {
        process.stdout.write(`${pending}\n`);
        for (const part of pending.split('\r')) onLine(part);
      }
      resolve();
    }),
  );
}

// LeRobot's lines are its text, never events: it does not get the job's event token.
const child = spawn(lerobotTrain, args, { stdio: ['ignore', 'pipe', 'pipe'], env: withoutEventToken(process.env) });
const forwarded = Promise.all([forwardLines(child.stdout!), forwardLines(child.stderr!)]);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
  child.once('error', reject);
  child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
});
await forwarded;
const status = code ?? 128 + (signal ? constants.signals[signal] : 0);
await tracker.close({ steps: latest.step, train_loss: latest.loss, exit_status: status }, status === 0);
// Killed by a signal (a cancel, the kernel's OOM killer), it wrote no error of its own: the run resumes or says how it ended.
if (code !== null && code !== 0) endTrainer('trainer_failed', `lerobot-train exited with status ${code}${lastText ? `: ${lastText}` : ''}`, code);
process.exit(status);
