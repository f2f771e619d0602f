import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validationError } from '../../api/errors.js';
import { TwinConfig } from '../../kinds/twin/api/schemas.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';

/** Each config through the twin job's own argument parsing (jobs/twin/main.py parse_args): null when accepted, else the error's param. */
const DRIVER = `
import json, sys
from jobs.twin.errors import UserFixableError
from jobs.twin.main import parse_args

flags = ["--dataset.root", "/d", "--episode_index", "0", "--output_dir", "/o", "--models_dir", "/m", "--twin_id", "twin_1"]
for config in json.loads(sys.stdin.read()):
    try:
        context, _ = parse_args([*flags, "--config", json.dumps(config)])
        print(json.dumps({"param": None, "config": context.config}))
    except UserFixableError as error:
        print(json.dumps({"param": error.param, "code": error.code, "message": str(error)}))
`;

const VALID: unknown[] = [
  {},
  { robot_model: 'so101', table_height_m: -0.03, calibrate_cameras: false },
  { table_height_m: 0.5, camera: { name: 'front', pos: [0.5, 0, 0.6], lookat: [0, 0, 0], fovy: 45 } },
  { objects: [{ pos: [0.2, 0] }, { name: 'cube', size_m: 0.03, pos: [0.2, 0.1, 0.05] }, { size_m: [0.002, 1, 0.5], pos: [-5, 5] }] },
  { objects: Array.from({ length: 16 }, () => ({ pos: [0, 0] })) },
  { camera: {} },
];

/** Each invalid config, with the field both sides must name. */
const INVALID: [unknown, string][] = [
  [[], 'config'],
  ['{}', 'config'],
  [{ color: 'red' }, 'config.color'],
  [{ color: 'red', robot_model: '' }, 'config.robot_model'],
  [{ robot_model: 'x'.repeat(65) }, 'config.robot_model'],
  [{ robot_model: 5 }, 'config.robot_model'],
  [{ table_height_m: 0.51 }, 'config.table_height_m'],
  [{ table_height_m: -2 }, 'config.table_height_m'],
  [{ table_height_m: '0.1' }, 'config.table_height_m'],
  [{ calibrate_cameras: 'no' }, 'config.calibrate_cameras'],
  [{ objects: {} }, 'config.objects'],
  [{ objects: null }, 'config.objects'],
  [{ objects: Array.from({ length: 17 }, () => ({ pos: [9] })) }, 'config.objects'],
  [{ objects: [{ pos: [0, 0] }, { name: 'no position' }] }, 'config.objects.1.pos'],
  [{ objects: [{ pos: [0, 0], shape: 'box' }] }, 'config.objects.0.shape'],
  [{ objects: [{ name: '', pos: [0, 0] }] }, 'config.objects.0.name'],
  [{ objects: [{ pos: [0] }] }, 'config.objects.0.pos'],
  [{ objects: [{ pos: [9, 0, 0, 0] }] }, 'config.objects.0.pos'],
  [{ objects: [{ pos: [0, 5.5] }] }, 'config.objects.0.pos.1'],
  [{ objects: [{ pos: [0, true] }] }, 'config.objects.0.pos.1'],
  [{ objects: [{ size_m: 0.001, pos: [0, 0] }] }, 'config.objects.0.size_m'],
  [{ objects: [{ size_m: 'big', pos: [0, 0] }] }, 'config.objects.0.size_m'],
  [{ objects: [{ size_m: [0.001, 0.1, 0.1], pos: [0, 0] }] }, 'config.objects.0.size_m.0'],
  [{ objects: [{ size_m: [0.1, 0.1], pos: [0, 0] }] }, 'config.objects.0.size_m'],
  [{ camera: null }, 'config.camera'],
  [{ camera: { zoom: 2 } }, 'config.camera.zoom'],
  [{ camera: { pos: [0, 0] } }, 'config.camera.pos'],
  [{ camera: { lookat: [0, 0, 6] } }, 'config.camera.lookat.2'],
  [{ camera: { fovy: 0 } }, 'config.camera.fovy'],
  [{ camera: { fovy: 171 } }, 'config.camera.fovy'],
  [{ camera: { name: 3 } }, 'config.camera.name'],
];

function apiParam(config: unknown): string | null {
  const parsed = TwinConfig.safeParse(config);
  return parsed.success ? null : validationError(parsed.error, 'config').param;
}

function jobAnswers(configs: unknown[]): { param: string | null; code?: string; message?: string; config?: unknown }[] {
  if (!existsSync(SIM_PYTHON)) throw new Error(`${SIM_PYTHON} is missing: run \`npm run setup\``);
  const stdout = execFileSync(SIM_PYTHON, ['-c', DRIVER], { cwd: PROJECT_ROOT, env: { ...process.env, ...JOBS_PYTHONPATH }, input: JSON.stringify(configs), encoding: 'utf8' });
  return stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/** The API checks `config` with zod generated from jobs/twin/config_schema.json; the job checks it against that file. They must agree. */
describe('the twin config at the API and at the twin job', () => {
  it('both accept every valid config, and the job keeps it as given', () => {
    expect(VALID.map(apiParam)).toEqual(VALID.map(() => null));
    expect(jobAnswers(VALID)).toEqual(VALID.map((config) => ({ param: null, config })));
  });

  it('both refuse every invalid config, naming the same field', () => {
    expect(INVALID.map(([config]) => apiParam(config))).toEqual(INVALID.map(([, param]) => param));
    const answers = jobAnswers(INVALID.map(([config]) => config));
    expect(answers.map((answer) => answer.param)).toEqual(INVALID.map(([, param]) => param));
    for (const answer of answers) {
      expect(answer.code).toBe('config_invalid');
      expect(answer.message!.startsWith(`${answer.param} `), answer.message).toBe(true);
    }
  });

  it('the job refuses a schema keyword it does not check, as the generator does, rather than skipping the rule', () => {
    const refusal = execFileSync(
      SIM_PYTHON,
      ['-c', 'from jobs.sim.json_schema import check\ntry:\n    check("a", {"type": "string", "pattern": "^b$"}, name="config", code="config_invalid")\nexcept ValueError as error:\n    print(error)'],
      { cwd: PROJECT_ROOT, env: { ...process.env, ...JOBS_PYTHONPATH }, encoding: 'utf8' },
    );
    expect(refusal).toMatch(/uses pattern, which this checker does not understand/);
  });
});
