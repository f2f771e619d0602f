import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { validationError } from '../../api/errors.js';
import { evaluationJobCommand } from '../../backends/compute/job-programs.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { EvaluationObjectiveName } from '../../core/jobs/__generated__/evaluation-job-spec.js';
import { parseEvaluationEvent, type EvaluationJobSpec } from '../../core/jobs/evaluation.js';
import { readRlSpecSchema } from '../../core/rl/spec-schema.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';
import { jobSpecAnswers, specArgument } from '../helpers/job-spec-reading.js';
import { CreateEvaluationBody } from '../../kinds/evaluation/api/schemas.js';

const PATHS = { policy: '/jobs/eval_1/policy/pretrained_model', twin_dir: '/data/twins/twin_1/output', models_dir: '/data/models', output_dir: '/jobs/eval_1/output' };

/** Specs as the service builds them: an evaluation's (kinds/evaluation/activities/job.ts), a checkpoint's scoring, a staged one. */
const BUILT: EvaluationJobSpec[] = [
  { ...PATHS, policy_source: 'trn_1 checkpoint 300', objective: { name: 'pick_place', parameters: {} }, episodes: 50, randomisation: {} },
  { ...PATHS, policy_source: 'rl_1 checkpoint best', objective: { name: 'reach', parameters: { episode_steps: 60, success_distance_m: 0.02 } }, seeds: [0, 7, 2147483647], randomisation: { object_xy_m: 0.1, object_yaw_deg: 180, arm_joint_rad: 0.2, light_scale: 0.9 } },
  { ...PATHS, objective: { name: 'pick_place', parameters: { episode_steps: 60, target: [0.2, 0.1, 0.05] } }, episodes: 5, clips: false },
  { ...PATHS, objective: { name: 'pick_place', parameters: { target: null } }, threshold: 0.5 },
  { policy: '{scratch}/policy/policy.onnx', twin_dir: '{scratch}/twin', models_dir: '{scratch}/models', output_dir: '{scratch}/output', episodes: 1 },
];

/** Parts of an evaluation the API body and the job spec share, each wrong, with the field both must name. */
const INVALID: [Record<string, unknown>, string][] = [
  [{ episodes: 0 }, 'episodes'],
  [{ episodes: 501 }, 'episodes'],
  [{ episodes: 2.5 }, 'episodes'],
  [{ seeds: [] }, 'seeds'],
  [{ seeds: [1, -1] }, 'seeds.1'],
  [{ seeds: [2 ** 31] }, 'seeds.0'],
  [{ seeds: Array.from({ length: 501 }, (_, i) => i) }, 'seeds'],
  [{ randomisation: { light_scale: 2 } }, 'randomisation.light_scale'],
  [{ randomisation: { object_xy_m: -0.01 } }, 'randomisation.object_xy_m'],
  [{ randomisation: { object_yaw_deg: '15' } }, 'randomisation.object_yaw_deg'],
  [{ randomisation: { colour: 1 } }, 'randomisation.colour'],
  [{ randomisation: [] }, 'randomisation'],
  [{ objective: { name: 'lift' } }, 'objective.name'],
  [{ objective: {} }, 'objective.name'],
  [{ objective: { name: 'reach', parameters: { episode_steps: 'long' } } }, 'objective.parameters.episode_steps'],
  [{ objective: { name: 'pick_place', parameters: { target: [0.2, 0.1] } } }, 'objective.parameters.target'],
  [{ objective: { name: 'pick_place', extra: 1 } }, 'objective.extra'],
];

function apiParam(fields: Record<string, unknown>): string | null {
  const parsed = CreateEvaluationBody.safeParse({ policy: { training_run_id: 'trn_1', checkpoint: 'best' }, twin_id: 'twin_1', ...fields });
  return parsed.success ? null : validationError(parsed.error).param;
}

const jobAnswers = (texts: string[]) => jobSpecAnswers('jobs.eval.main', texts);

/** The evaluation job's input is jobs/eval/spec_schema.json: the TypeScript type and zod the command builder uses, and what the job checks at its entry. */
describe('the evaluation job spec, as built, at the API and at the job', () => {
  it('the job accepts every spec the service builds, as the builder wrote it', () => {
    const texts = BUILT.map((spec) => specArgument(evaluationJobCommand(spec).command));
    expect(texts.map((text) => JSON.parse(text))).toEqual(BUILT);
    expect(jobAnswers(texts)).toEqual(BUILT.map(() => ({ param: null })));
  });

  it('the builder refuses a field the schema lacks (the old flags among them), before any job starts', () => {
    for (const extra of [{ no_clips: true }, { policyPath: '/p' }, { randomisation: { wind: 1 } }]) {
      expect(() => evaluationJobCommand({ ...PATHS, ...extra } as EvaluationJobSpec), JSON.stringify(extra)).toThrow();
    }
  });

  it('the API body and the job refuse the same wrong values, naming the same field', () => {
    expect(INVALID.map(([fields]) => apiParam(fields))).toEqual(INVALID.map(([, param]) => param));
    const answers = jobAnswers(INVALID.map(([fields]) => JSON.stringify({ ...PATHS, ...fields })));
    expect(answers.map((answer) => answer.param)).toEqual(INVALID.map(([, param]) => param));
    for (const answer of answers) {
      expect(answer.code).toBe('spec_invalid');
      expect(answer.message!.startsWith(`${answer.param} `), answer.message).toBe(true);
    }
  });

  it('the job answers a bad spec with one error line naming the field, and the exit status of an input to change', () => {
    const cases: [string, string][] = [
      [JSON.stringify({ ...PATHS, randomisation: { light_scale: 2 } }), 'randomisation.light_scale'],
      [JSON.stringify({ ...PATHS, no_clips: true }), 'no_clips'],
      [JSON.stringify({ policy: PATHS.policy, twin_dir: PATHS.twin_dir, models_dir: PATHS.models_dir }), 'output_dir'],
      ['{"policy": ', 'spec'],
    ];
    for (const [text, param] of cases) {
      const run = spawnSync(SIM_PYTHON, ['-m', 'jobs.eval.main', '--spec', text], { cwd: PROJECT_ROOT, env: { ...process.env, ...JOBS_PYTHONPATH }, encoding: 'utf8' });
      const lines = run.stdout.split('\n').filter(Boolean);
      expect(lines, run.stderr).toHaveLength(1);
      expect(parseEvaluationEvent(lines[0]!), lines[0]).toMatchObject({ event: 'error', code: 'spec_invalid', resumable: false, param });
      expect(run.status).toBe(3);
    }
  });

  it("every objective the spec allows is an RL run's objective (its success test and parameters are jobs/rl/spec_schema.json's)", () => {
    const names: string[] = EvaluationObjectiveName.options;
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(Object.keys(readRlSpecSchema().objectives)).toContain(name);
  });
});
