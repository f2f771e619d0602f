import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { parseEvaluationEvent } from '../../core/jobs/evaluation.js';
import { EVALUATION_PHASES, RL_PHASES, TWIN_STAGES, VISUAL_PHASES } from '../../core/jobs/__generated__/phase-events.js';
import { EVALUATION_EVENT_SCHEMA, RL_EVENT_SCHEMA, TWIN_EVENT_SCHEMA, VISUAL_EVENT_SCHEMA } from '../../core/jobs/phase-events.js';
import { parseRlEvent } from '../../core/jobs/rl.js';
import { parseTwinEvent } from '../../core/jobs/twin.js';
import { parseVisualEvent } from '../../core/jobs/visual.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';

/**
 * Drives the jobs' one phase runner (jobs/sim/phases.py) through a job's phases as the job would: a phase with a
 * progress line, a failing phase (the job's error line), a rerun that skips the first and fails unexpectedly,
 * and an error before any phase. Prints every line it writes.
 */
const DRIVER = `
import sys, tempfile
from pathlib import Path
from jobs.sim.events import phases
from jobs.sim.job_errors import UserFixableError, describe as describe_error
from jobs.sim.phases import PhaseRunner
from jobs.sim.progress import emit

names = phases(sys.argv[1])
describe = lambda error: describe_error(error, failed_code="phase_failed", canceled_message="stopped")
output = Path(tempfile.mkdtemp())

def first():
    emit("progress", phase=names[0], fraction=0.5, message="half way")
    emit("progress", phase=names[0], step="a job's own progress, without fraction or message")
    return {"measurement": "measured", "result": {}}

def refused():
    raise UserFixableError("spec_invalid", "the input is wrong", "spec.x")

def broken():
    raise RuntimeError("boom")

emit("error", phase=None, **describe(UserFixableError("config_invalid", "before any phase")))
for second in (refused, broken):
    runner = PhaseRunner(output, names, describe, {})
    try:
        runner.run({names[0]: first, names[1]: second})
    except Exception as error:
        emit("error", phase=runner.current, **describe(error))
`;

const JOBS = [
  { job: 'twin', schema: TWIN_EVENT_SCHEMA, read: parseTwinEvent },
  { job: 'rl', schema: RL_EVENT_SCHEMA, read: parseRlEvent },
  { job: 'evaluation', schema: EVALUATION_EVENT_SCHEMA, read: parseEvaluationEvent },
  { job: 'visual', schema: VISUAL_EVENT_SCHEMA, read: parseVisualEvent },
] as const;

function linesWritten(job: string): string[] {
  if (!existsSync(SIM_PYTHON)) throw new Error(`${SIM_PYTHON} is missing: run \`npm run setup\``);
  const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
  const stdout = execFileSync(SIM_PYTHON, ['-c', DRIVER, job], { cwd: PROJECT_ROOT, env: { ...env, ...JOBS_PYTHONPATH }, encoding: 'utf8' });
  return stdout.split('\n').filter(Boolean);
}

describe('the simulation jobs\' events and jobs/sim/events_schema.json', () => {
  for (const { job, schema, read } of JOBS) {
    it(`every event the phase runner writes for the ${job} job matches the schema and reaches its reader`, () => {
      const lines = linesWritten(job);
      expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual([
        'error', 'phase', 'progress', 'progress', 'phase_done', 'phase', 'error', 'phase_done', 'phase', 'error',
      ]);
      for (const line of lines) {
        expect(schema.safeParse(JSON.parse(line)).error, line).toBeUndefined();
        expect(read(line), line).toEqual(JSON.parse(line));
      }
      expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((event) => event.event === 'phase_done').map((event) => event.skipped)).toEqual([false, true]);
    });
  }

  it('a forged or broken phase event is not an event: unknown phase, another job\'s phase, a missing field, a wrong type', () => {
    const forged = [
      '{"event":"phase","phase":"mine","index":0,"total":8,"attempt":1}',
      '{"event":"phase","phase":"training","index":1,"total":8,"attempt":1}',
      '{"event":"phase_done","phase":"check","ok":true,"skipped":false,"attempts":1,"measurement":"m"}',
      '{"event":"phase_done","phase":"check","ok":false,"skipped":false,"attempts":1,"seconds":1,"measurement":"m"}',
      '{"event":"progress","phase":"validate","fraction":"0.5","message":"m"}',
      '{"event":"progress","phase":"validate","fraction":7,"message":"m"}',
      '{"event":"progress","message":"no phase"}',
      '{"event":"error","phase":"check","code":"x","message":"m","resumable":"no"}',
      '{"event":"error","code":"x","message":"m","resumable":true}',
    ];
    for (const line of forged) expect(parseTwinEvent(line), line).toBeUndefined();
    expect(parseRlEvent('{"event":"phase","phase":"check","index":0,"total":5,"attempt":1}')).toBeUndefined();
    expect(parseEvaluationEvent('{"event":"progress","phase":"training","fraction":0.5,"message":"m"}')).toBeUndefined();
  });

  it('the jobs\' JSON-Schema checker (jobs/sim/json_schema.py) judges each shared event as the generated zod does', () => {
    const lines = [
      ...linesWritten('twin'),
      '{"event":"phase_done","phase":"check","ok":true,"skipped":false,"attempts":1,"measurement":"m"}',
      '{"event":"phase_done","phase":"check","ok":false,"skipped":false,"attempts":1,"seconds":1,"measurement":"m"}',
      '{"event":"phase_done","phase":"check","ok":1,"skipped":false,"attempts":1,"seconds":1,"measurement":"m"}',
      '{"event":"phase","phase":"check","index":-1,"total":8,"attempt":1}',
      '{"event":"phase","phase":"check","index":0.5,"total":8,"attempt":1}',
      '{"event":"progress","phase":"validate","fraction":"0.5","message":"m"}',
      '{"event":"progress","phase":"validate","fraction":7,"message":"m"}',
      '{"event":"progress","phase":null,"message":"m"}',
      '{"event":"error","phase":"check","code":"x","message":"m","resumable":"no"}',
      '{"event":"error","phase":null,"code":"x","message":"m","resumable":true,"param":null}',
      '{"event":"error","code":"x","message":"m","resumable":true}',
    ];
    const checker = `
import json, sys
from jobs.sim.json_schema import check
from jobs.sim.job_errors import UserFixableError
schema = json.load(open("jobs/sim/events_schema.json"))
for line in sys.stdin.read().splitlines():
    event = json.loads(line)
    try:
        check(event, {**schema["$defs"][event["event"]], "$defs": schema["$defs"]}, name="event", code="invalid")
        print("null")
    except UserFixableError as error:
        print(json.dumps(error.param))
`;
    const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
    const python = execFileSync(SIM_PYTHON, ['-c', checker], { cwd: PROJECT_ROOT, env: { ...env, ...JOBS_PYTHONPATH }, input: lines.join('\n'), encoding: 'utf8' })
      .split('\n').filter(Boolean).map((answer) => JSON.parse(answer) as string | null);
    const zod = lines.map((line) => {
      const issue = TWIN_EVENT_SCHEMA.safeParse(JSON.parse(line)).error?.issues[0];
      return issue ? ['event', ...issue.path].join('.') : null;
    });
    expect(python).toEqual(zod);
    expect(zod.filter((param) => param !== null)).toHaveLength(11);
  });

  it("passes a job's own events and fields beside the shared ones", () => {
    const training = '{"event":"progress","phase":"training","env_steps":10,"budget_env_steps":100,"fraction":0.1,"wall_seconds":1}';
    expect(parseRlEvent(training)).toEqual(JSON.parse(training));
    expect(parseRlEvent('{"event":"checkpoint","phase":"training","env_steps":10,"path":"p","onnx":"o"}')).toMatchObject({ event: 'checkpoint' });
    expect(parseTwinEvent('{"event":"done","ok":true,"twin_id":"twin_1"}')).toEqual({ event: 'done', ok: true, twin_id: 'twin_1' });
    const step = '{"event":"progress","phase":"train","fraction":0.5,"step":100,"max_steps":200,"loss":0.31}';
    expect(parseVisualEvent(step)).toEqual(JSON.parse(step));
    expect(parseVisualEvent('{"event":"done","ok":true,"steps":200,"loss":0.2,"seconds":3,"policy":"pretrained_model"}')).toMatchObject({ event: 'done', steps: 200 });
    expect(parseVisualEvent('{"event":"done","ok":true,"steps":200}')).toBeUndefined();
  });

  it('no source file but the schema lists a job\'s phases (its first two names side by side, quoted)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.py', '*.ts', '*.js'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.startsWith('test/') && !file.includes('/__generated__/') && existsSync(join(PROJECT_ROOT, file)));
    const listing = [TWIN_STAGES, RL_PHASES, EVALUATION_PHASES, VISUAL_PHASES].map(([first, second]) => new RegExp(`["']${first}["'],\\s*["']${second}["']`));
    const found = files.filter((file) => listing.some((pattern) => pattern.test(readFileSync(join(PROJECT_ROOT, file), 'utf8'))));
    expect(found).toEqual([]);
  });
});
