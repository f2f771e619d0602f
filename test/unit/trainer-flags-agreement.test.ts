import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { validationError } from '../../api/errors.js';
import { CreateTrainingRunsBody } from '../../kinds/training_run/api/schemas.js';
import { findTrainingPolicy } from '../../core/catalog/training-policies.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { BuiltinTrainerFlagsSchema, LerobotTrainFlagsSchema } from '../../core/jobs/__generated__/trainer-flags.js';
import { inputProblem } from '../../core/jobs/input-problem.js';
import { flagsNamedIn, parseFlags } from '../../core/jobs/trainer-flags.js';
import { builtinTrainerArgs, lerobotTrainArgs, type TrainingJobInput } from '../../core/jobs/training.js';

const input = (overrides: Partial<TrainingJobInput> = {}): TrainingJobInput => ({
  policy: findTrainingPolicy('mlp')!, repoId: 'lab/x', datasetRoot: '/data/x', outputDir: '/jobs/x/outputs', steps: 400, batchSize: 64, saveFreq: 100, evalEnabled: true, gpus: 0, cameraRename: {}, ...overrides,
});

/** The flags as the trainer reads them (jobs/train/flags.ts): its object, or the problem it names. */
function judge(argv: string[], schema: typeof BuiltinTrainerFlagsSchema | typeof LerobotTrainFlagsSchema = BuiltinTrainerFlagsSchema): unknown {
  const parsed = schema.safeParse(parseFlags(argv, schema));
  return parsed.success ? parsed.data : inputProblem(parsed.error, '--');
}

/** The trainer's flags defined once (jobs/train/spec_schema.json): the worker writes them, the trainer reads and checks them, the API bounds them. */
describe("the trainers' flags", () => {
  it('the built-in trainer reads back exactly what the worker wrote', () => {
    expect(builtinTrainerArgs(input())).toEqual([
      '--dataset.repo_id=lab/x', '--dataset.root=/data/x', '--steps=400', '--batch_size=64', '--save_freq=100', '--log_freq=20', '--output_dir=/jobs/x/outputs/train', '--eval_enabled=true',
    ]);
    expect(judge(builtinTrainerArgs(input({ resume: true, initFrom: '/runs/a/checkpoints/000500/pretrained_model', evalEnabled: false })))).toEqual({
      dataset: { repo_id: 'lab/x', root: '/data/x' }, steps: 400, batch_size: 64, save_freq: 100, log_freq: 20, output_dir: '/jobs/x/outputs/train', eval_enabled: false, resume: true, init_from: '/runs/a/checkpoints/000500/pretrained_model',
    });
  });

  it('the LeRobot wrapper checks the flags it reads itself among all of lerobot-train\'s', () => {
    const argv = ['--lerobot_train=/venv/bin/lerobot-train', ...lerobotTrainArgs(input({ policy: findTrainingPolicy('act')!, resume: true }))];
    expect(judge(flagsNamedIn(argv, LerobotTrainFlagsSchema), LerobotTrainFlagsSchema)).toEqual({ lerobot_train: '/venv/bin/lerobot-train', steps: 400, batch_size: 64, save_freq: 100, log_freq: 10, output_dir: '/jobs/x/outputs/train', resume: true });
  });

  it('reads `--name value`, numbers and booleans where the schema wants them, and text everywhere else', () => {
    expect(judge(['--dataset.root', '/d', '--output_dir', '/o', '--lr=1e-4', '--seed', '7', '--eval_enabled=0', '--dataset.repo_id=123'])).toEqual({
      dataset: { root: '/d', repo_id: '123' }, output_dir: '/o', lr: 1e-4, seed: 7, eval_enabled: false,
    });
  });

  const base = ['--dataset.root=/d', '--output_dir=/o'];
  const INVALID: [string[], string][] = [
    [['--output_dir=/o'], '--dataset: is required'],
    [['--dataset.root=/d'], '--output_dir: is required'],
    [['--dataset.root=', '--output_dir=/o'], '--dataset.root: Too small: expected string to have >=1 characters'],
    [[...base, '--steps=0'], '--steps: Too small: expected number to be >=1'],
    [[...base, '--steps=10000001'], '--steps: Too big: expected number to be <=10000000'],
    [[...base, '--steps=ten'], '--steps: Invalid input: expected number, received string'],
    [[...base, '--batch_size=2.5'], '--batch_size: Invalid input: expected int, received number'],
    [[...base, '--batch_size=4097'], '--batch_size: Too big: expected number to be <=4096'],
    [[...base, '--eval_enabled=maybe'], '--eval_enabled: Invalid input: expected boolean, received string'],
    [[...base, '--lr=-1'], '--lr: Too small: expected number to be >=0'],
    [[...base, '--policy.type=act'], '--policy: Unrecognized key: "policy"'],
    [[...base, '--dataset.revision=main'], '--dataset.revision: Unrecognized key: "revision"'],
  ];

  it('refuses flags that do not fit, naming the flag', () => {
    expect(INVALID.map(([argv]) => judge(argv))).toEqual(INVALID.map(([, problem]) => problem));
  });

  it('the API bounds steps, batch size and checkpoint interval as the trainers do', () => {
    const CONFIGS: [Record<string, number>, string | null][] = [
      [{ steps: 1, batch_size: 1, save_freq: 1 }, null],
      [{ steps: 10_000_000, batch_size: 4096, save_freq: 10_000_000 }, null],
      [{ steps: 10_000_001 }, 'steps'],
      [{ batch_size: 4097 }, 'batch_size'],
      [{ save_freq: 0 }, 'save_freq'],
    ];
    for (const [config, field] of CONFIGS) {
      const api = CreateTrainingRunsBody.safeParse({ dataset: { uri: 'lab/x' }, policies: ['mlp'], config });
      expect(api.success ? null : validationError(api.error).param, JSON.stringify(config)).toBe(field === null ? null : `config.${field}`);
      const flags = Object.entries(config).map(([name, value]) => `--${name}=${value}`);
      const trainer = judge([...base, ...flags]);
      expect(typeof trainer === 'string' ? /^--(\w+)/.exec(trainer)![1] : null).toBe(field);
    }
  });

  it('the built-in trainer ends on a flag that does not fit with a line naming it, its error event and exit status 2, before reading any dataset', () => {
    const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'jobs/train/main.ts', '--dataset.root=/nowhere', '--output_dir=/nowhere/out', '--batch_size=0'], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
    expect(result.status).toBe(2);
    const problem = 'Invalid flags: --batch_size: Too small: expected number to be >=1';
    expect(result.stdout).toBe(`${problem}\n${JSON.stringify({ event: 'error', code: 'flags_invalid', message: problem })}\n`);
  });
});
