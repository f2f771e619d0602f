import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { parseEvaluationEvent } from '../../core/jobs/evaluation.js';
import { parseRelightEvent } from '../../core/jobs/relight.js';
import { parseRlEvent } from '../../core/jobs/rl.js';
import { parseTrainingEvent } from '../../core/jobs/training.js';
import { parseTwinEvent } from '../../core/jobs/twin.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';

/**
 * Each job's own events (jobs/sim/events_schema.json `<job>_<name>`, jobs/train/events_schema.json,
 * jobs/relight/events_schema.json) as the jobs write them reach their readers, and a line off the schema does not.
 * The TypeScript jobs are run for real; the simulation jobs' own events are written as their code writes them
 * (jobs/rl/training.py, jobs/rl/warm_start.py, jobs/rl/main.py, jobs/eval/rollout.py, jobs/eval/main.py,
 * jobs/twin/main.py, jobs/twin/stage_cameras.py), and test/integration/rl-job.test.ts reads a real run's.
 */

const scratch = mkdtempSync(join(tmpdir(), 'job-own-events-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The event lines a TypeScript job program prints on stdout (without a token: the reader sees them as runJob hands them on). */
function eventLines(args: string[]): { status: number | null; lines: string[] } {
  const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
  return { status: result.status, lines: result.stdout.split('\n').filter((line) => line.startsWith('{')) };
}

const eventNames = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { event: string }).event);

/** Valid lines of the simulation jobs' own events, by the `$defs` entry that defines each. */
const SIM_LINES: { job: 'twin' | 'rl' | 'evaluation'; def: string; line: string }[] = [
  { job: 'twin', def: 'twin_camera_progress', line: '{"event":"progress","phase":"cameras","camera":"observation.images.front","step":"waiting for another build solving the same camera"}' },
  { job: 'twin', def: 'twin_camera_progress', line: '{"event":"progress","phase":"cameras","camera":"observation.images.front","step":"refine","fraction":0.4,"residual_px":2.5}' },
  { job: 'twin', def: 'twin_done', line: '{"event":"done","ok":true,"twin_id":"twin_1","archive":"twin_1.tar.gz","sha256":"ab"}' },
  { job: 'twin', def: 'twin_done', line: '{"event":"done","ok":true,"twin_id":"twin_1","stopped_after":"objects"}' },
  { job: 'rl', def: 'rl_resumed', line: '{"event":"resumed","phase":"training","env_steps":2048}' },
  {
    job: 'rl',
    def: 'rl_training_progress',
    line: '{"event":"progress","phase":"training","env_steps":4096,"budget_env_steps":20000,"fraction":0.2048,"wall_seconds":12.5,"env_steps_per_s":330.1,"episodes":8,"episode_return":-3.2,"success_rate":0.25,"reward_terms":{"reach":-2.1,"grasp":0.4}}',
  },
  { job: 'rl', def: 'rl_training_progress', line: '{"event":"progress","phase":"training","env_steps":4096,"budget_env_steps":20000,"fraction":0.2048,"wall_seconds":12.5,"env_steps_per_s":330.1,"episodes":0,"episode_return":null,"success_rate":null,"reward_terms":{}}' },
  { job: 'rl', def: 'rl_training_progress', line: '{"event":"progress","phase":"training","step":"warm_start","env_steps":0,"budget_env_steps":20000,"fraction":0.0,"message":"cloning the scripted expert before PPO (behaviour cloning with DAgger)"}' },
  { job: 'rl', def: 'rl_training_progress', line: '{"event":"progress","phase":"training","step":"warm_start","env_steps":1500,"budget_env_steps":20000,"fraction":0.075,"message":"cloning the expert: round 1/4","wall_seconds":3.1}' },
  { job: 'rl', def: 'rl_checkpoint', line: '{"event":"checkpoint","phase":"training","env_steps":4096,"path":"checkpoints/000004096.zip","onnx":"checkpoints/000004096.onnx"}' },
  { job: 'rl', def: 'rl_eval', line: '{"event":"eval","phase":"training","env_steps":4096,"wall_seconds":12.5,"mean_return":null,"success_rate":null,"reward_terms":{},"episodes":0,"source":"training episodes (stochastic policy)"}' },
  {
    job: 'rl',
    def: 'rl_eval',
    line: '{"event":"eval","phase":"training","env_steps":4096,"wall_seconds":12.5,"mean_return":-1.5,"success_rate":0.5,"reward_terms":{"reach":-1.5},"episodes":4,"source":"training episodes (stochastic policy)","selection_success_rate":0.6,"checkpoint":"checkpoints/000004096.zip"}',
  },
  { job: 'rl', def: 'rl_done', line: '{"event":"done","ok":true,"verdict":"fail","success_rate":0.1,"bundle":"bundle","env_steps":20000,"stop_reason":"budget"}' },
  {
    job: 'evaluation',
    def: 'evaluation_episode',
    line: '{"event":"episode","index":0,"seed":1000,"success":false,"lift_m":0.001,"place_error_m":0.2,"steps":300,"failure_mode":"never_grasped","grasped":false,"start":{"object_yaw_deg":-12.5,"light_scale":1.1}}',
  },
  { job: 'evaluation', def: 'evaluation_episode', line: '{"event":"episode","index":1,"seed":1001,"success":true,"lift_m":null,"place_error_m":0.01,"steps":120,"failure_mode":null,"grasped":null,"start":{"object_yaw_deg":0.0,"light_scale":1.0}}' },
  {
    job: 'evaluation',
    def: 'evaluation_done',
    line: '{"event":"done","ok":true,"verdict":"pass","success_rate":0.9,"interval":{"method":"wilson","confidence":0.95,"low":0.6,"high":0.98},"episodes":10,"report":"report.json","clip":null}',
  },
];

/** The same events off the schema: a field missing or of the wrong type, an unknown value, an event the job does not write. */
const FORGED: { job: 'twin' | 'rl' | 'evaluation'; def: string; line: string }[] = [
  { job: 'twin', def: 'twin_camera_progress', line: '{"event":"progress","phase":"cameras","step":"no camera"}' },
  { job: 'twin', def: 'twin_done', line: '{"event":"done","ok":false,"twin_id":"twin_1"}' },
  { job: 'twin', def: 'twin_done', line: '{"event":"done","ok":true}' },
  { job: 'rl', def: 'rl_training_progress', line: '{"event":"progress","phase":"training","fraction":0.5,"message":"no env steps"}' },
  { job: 'rl', def: 'rl_training_progress', line: '{"event":"progress","phase":"training","env_steps":10,"budget_env_steps":100,"fraction":0.1,"success_rate":"high"}' },
  { job: 'rl', def: 'rl_resumed', line: '{"event":"resumed","phase":"evaluate","env_steps":10}' },
  { job: 'rl', def: 'rl_checkpoint', line: '{"event":"checkpoint","phase":"training","env_steps":10,"path":"p"}' },
  { job: 'rl', def: 'rl_eval', line: '{"event":"eval","phase":"training","env_steps":10,"wall_seconds":1,"mean_return":9000,"success_rate":1,"reward_terms":{"reach":"lots"},"episodes":1,"source":"s"}' },
  { job: 'rl', def: 'rl_eval', line: '{"event":"eval","phase":"training","env_steps":-1,"wall_seconds":1,"mean_return":1,"success_rate":1,"reward_terms":{},"episodes":1,"source":"s"}' },
  { job: 'rl', def: 'rl_done', line: '{"event":"done","ok":true,"verdict":"great","success_rate":1,"bundle":"bundle","env_steps":1,"stop_reason":"budget"}' },
  { job: 'evaluation', def: 'evaluation_episode', line: '{"event":"episode","index":0,"seed":1,"success":true,"lift_m":null,"place_error_m":null,"steps":1,"failure_mode":"bored","grasped":null,"start":{"object_yaw_deg":0,"light_scale":1}}' },
  { job: 'evaluation', def: 'evaluation_episode', line: '{"event":"episode","index":0,"seed":1,"success":true,"lift_m":null,"place_error_m":null,"steps":1,"failure_mode":null,"grasped":null,"start":{"object_yaw_deg":0}}' },
  { job: 'evaluation', def: 'evaluation_done', line: '{"event":"done","ok":true,"verdict":"pass","success_rate":1.5,"interval":{"method":"wilson","confidence":0.95,"low":0,"high":1},"episodes":1,"report":"r","clip":null}' },
];

const READERS = { twin: parseTwinEvent, rl: parseRlEvent, evaluation: parseEvaluationEvent } as const;

describe('the jobs\' own events and their events schemas', () => {
  it('the built-in trainer\'s every event line, a resumed run\'s included, reaches the training reader', () => {
    const output = join(scratch, 'train');
    const flags = [`--dataset.root=${SO101_RECORD_TEST}`, `--output_dir=${output}`, '--batch_size=8', '--save_freq=2', '--log_freq=1'];
    const first = eventLines(['jobs/train/main.ts', ...flags, '--steps=4']);
    const resumed = eventLines(['jobs/train/main.ts', ...flags, '--steps=6', '--resume=true']);
    expect([first.status, resumed.status]).toEqual([0, 0]);
    expect(new Set(eventNames(first.lines))).toEqual(new Set(['phase', 'progress', 'checkpoint', 'eval']));
    expect(resumed.lines.map((line) => JSON.parse(line) as object)).toContainEqual({ event: 'progress', step: 4, max_steps: 6, loss: null });
    for (const line of [...first.lines, ...resumed.lines]) expect(parseTrainingEvent(line), line).toEqual(JSON.parse(line));
  });

  it('the relight job\'s progress, done and error lines reach the relight reader', () => {
    const spec = (name: string, sourceDir: string) => {
      const path = join(scratch, `${name}.json`);
      writeFileSync(path, JSON.stringify({ sourceDir, outputDir: join(scratch, `${name}-out`), cameras: {} }));
      return path;
    };
    const copied = eventLines(['jobs/relight/main.ts', spec('relight', SO101_RECORD_TEST)]);
    const missing = eventLines(['jobs/relight/main.ts', spec('missing', join(scratch, 'nowhere'))]);
    const usage = eventLines(['jobs/relight/main.ts']);
    expect([copied.status, missing.status, usage.status]).toEqual([0, 1, 1]);
    expect([...new Set(eventNames(copied.lines))]).toEqual(['progress', 'done']);
    for (const line of [...copied.lines, ...missing.lines, ...usage.lines]) expect(parseRelightEvent(line), line).toEqual(JSON.parse(line));
  });

  it('a trainer or relight line off its schema is not an event', () => {
    const forged = [
      '{"event":"eval","step":2,"loss":1,"train_loss":1,"split":"held_out_episodes","episodes":1,"samples":3,"best_checkpoint":null,"warning":null}',
      '{"event":"progress","step":2,"max_steps":4}',
      '{"event":"checkpoint","step":"2","path":"p"}',
      '{"event":"phase","phase":"uploading"}',
      '{"event":"done","files":3}',
      '{"event":"error","code":"oops","message":"m"}',
      '{"event":"error","code":"flags_invalid"}',
    ];
    for (const line of forged) expect(parseTrainingEvent(line), line).toBeUndefined();
    for (const line of ['{"event":"progress","progress":2,"message":"m"}', '{"event":"error","code":"oops","message":"m"}', '{"event":"done"}', '{"event":"eval","step":1}']) {
      expect(parseRelightEvent(line), line).toBeUndefined();
    }
  });

  it('the simulation jobs\' own events, as their code writes them, reach their readers; off the schema they do not', () => {
    for (const { job, line } of SIM_LINES) expect(READERS[job](line), line).toEqual(JSON.parse(line));
    for (const { job, line } of FORGED) expect(READERS[job](line), line).toBeUndefined();
    // An event another job writes, or none writes, is not one of this job's.
    expect(parseRlEvent('{"event":"episode","index":0,"seed":1,"success":true,"lift_m":null,"place_error_m":null,"steps":1,"failure_mode":null,"grasped":null,"start":{"object_yaw_deg":0,"light_scale":1}}')).toBeUndefined();
    expect(parseTwinEvent('{"event":"note","message":"m"}')).toBeUndefined();
  });

  it('the jobs\' JSON-Schema checker (jobs/sim/json_schema.py) accepts and refuses the same own events as the readers', () => {
    const checker = `
import json, sys
from jobs.sim.json_schema import check
from jobs.sim.job_errors import UserFixableError
schema = json.load(open("jobs/sim/events_schema.json"))
for line in sys.stdin.read().splitlines():
    definition, event = line.split(" ", 1)
    try:
        check(json.loads(event), {**schema["$defs"][definition], "$defs": schema["$defs"]}, name="event", code="invalid")
        print("true")
    except UserFixableError:
        print("false")
`;
    const cases = [...SIM_LINES, ...FORGED];
    const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
    const python = execFileSync(SIM_PYTHON, ['-c', checker], { cwd: PROJECT_ROOT, env: { ...env, ...JOBS_PYTHONPATH }, input: cases.map(({ def, line }) => `${def} ${line}`).join('\n'), encoding: 'utf8' })
      .split('\n').filter(Boolean).map((answer) => answer === 'true');
    expect(python).toEqual(cases.map(({ job, line }) => READERS[job](line) !== undefined));
    expect(python.filter(Boolean)).toHaveLength(SIM_LINES.length);
  });
});
