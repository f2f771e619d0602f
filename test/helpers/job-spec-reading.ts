import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';

export interface JobSpecAnswer {
  param: string | null;
  code?: string;
  message?: string;
}

/** Each --spec text through a job's own reading of it (`read_spec` of the Python module named): param null when accepted, else its error. */
export function jobSpecAnswers(module: 'jobs.eval.main' | 'jobs.video.main', texts: string[]): JobSpecAnswer[] {
  if (!existsSync(SIM_PYTHON)) throw new Error(`${SIM_PYTHON} is missing: run \`npm run setup\``);
  const driver = `
import json, sys
from jobs.sim.job_errors import UserFixableError
from ${module} import read_spec

for text in json.loads(sys.stdin.read()):
    try:
        read_spec(text)
        print(json.dumps({"param": None}))
    except UserFixableError as error:
        print(json.dumps({"param": error.param, "code": error.code, "message": str(error)}))
`;
  const stdout = execFileSync(SIM_PYTHON, ['-c', driver], { cwd: PROJECT_ROOT, env: { ...process.env, ...JOBS_PYTHONPATH }, input: JSON.stringify(texts), encoding: 'utf8' });
  return stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as JobSpecAnswer);
}

/** The one argument after --spec in the command the service starts. */
export function specArgument(command: string[]): string {
  const at = command.indexOf('--spec');
  expect(at, command.join(' ')).toBeGreaterThan(0);
  expect(command.length).toBe(at + 2);
  return command[at + 1]!;
}
