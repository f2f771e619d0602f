import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { authenticatedJobLine, JOB_EVENT_TOKEN_ENV, jobEventToken } from '../../core/jobs/protocol.js';
import { parseVideoEvent, videoJobReport } from '../../core/jobs/video.js';
import { JOBS_PYTHONPATH, pythonJob, SIM_PYTHON, simJobEnv } from '../../core/sim/environment.js';

/**
 * The video job's events (jobs/video/events_schema.json) as jobs/video/main.py writes them reach the reader its follower
 * (backends/video/twin.ts) reads them with, and a line off the schema does not. The job is run for real where it
 * fails early (no twin to generate in); the lines of a generation are written as its code writes them, and the
 * jobs' JSON-Schema checker (jobs/sim/json_schema.py) must judge every line as the reader does.
 */

const scratch = mkdtempSync(join(tmpdir(), 'video-job-events-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const token = jobEventToken(Buffer.alloc(32, 3), 'aug_TEST-video-0');

/** The job's stdout lines as its follower receives them, `fields` over a spec's output_dir, seed and attempts: only lines carrying the job's token are events. */
function runVideoJob(fields: Record<string, unknown>): { status: number | null; lines: string[]; raw: string[] } {
  const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
  const spec = { output_dir: join(scratch, 'out'), seed: 0, attempts: 3, ...fields };
  const result = spawnSync(SIM_PYTHON, [...pythonJob('video.main'), '--spec', JSON.stringify(spec)], {
    cwd: PROJECT_ROOT,
    env: { ...env, ...simJobEnv(), [JOB_EVENT_TOKEN_ENV]: token },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const raw = result.stdout.split('\n').filter((line) => line.trim() !== '');
  return { status: result.status, raw, lines: raw.map((line) => authenticatedJobLine(line, token)) };
}

/** Valid lines of a generation, by the `$defs` entry that defines each, as jobs/video/main.py writes them. */
const LINES: { def: string; line: string }[] = [
  { def: 'twin_stage_done', line: '{"event":"twin","state":"stage_done","stage":"cameras","skipped":true}' },
  { def: 'camera_lent', line: '{"event":"camera_lent","camera":"wrist","twin_id":"twin_video_0123456789ab_episode_1"}' },
  { def: 'camera_lent', line: '{"event":"camera_lent","camera":"wrist","twin_id":null}' },
  { def: 'attempt', line: '{"event":"attempt","index":0,"seed":10}' },
  {
    def: 'verdict',
    line: '{"event":"verdict","seed":10,"lifted_m":0.0412,"lifted":true,"release_error_m":0.0051,"released_at_target":true,"object_start":[0.21,0.03,0.015],"object_final":[0.18,-0.1,0.015],"jitter":{"object_offset_m":[0.0012,-0.0031],"object_yaw_deg":3.5},"distractors":[[0.2,0.1,0.02]],"success":true}',
  },
  {
    def: 'verdict',
    line: '{"event":"verdict","seed":11,"lifted_m":0.0,"lifted":false,"release_error_m":0.2,"released_at_target":false,"object_start":[0.21,0.03,0.015],"object_final":[0.21,0.03,0.015],"jitter":{"object_offset_m":[0.0,0.0],"object_yaw_deg":0.0},"distractors":[],"success":false}',
  },
  { def: 'progress', line: '{"event":"progress","step":"render","camera":"observation.images.top","index":1,"total":2}' },
  { def: 'done', line: '{"event":"done","ok":true,"seed":10,"attempts":1,"twin_id":"twin_video_0123456789ab_episode_0","seconds":{"simulate":12.5,"total":30.1}}' },
  { def: 'error', line: '{"event":"error","code":"generation","message":"the expert failed in all 3 attempts (seeds 10..12): …","resumable":false}' },
  { def: 'error', line: '{"event":"error","code":"camera_unsolved","message":"the twin cannot render camera wrist","resumable":false,"param":"source"}' },
];

/** The same events off the schema: a field missing or of the wrong type, an unknown value, an event the job does not write. */
const FORGED: { def: string; line: string }[] = [
  { def: 'twin_building', line: '{"event":"twin","state":"built","twin_id":"twin_1"}' },
  { def: 'twin_stage_done', line: '{"event":"twin","state":"stage_done","stage":"cameras"}' },
  { def: 'attempt', line: '{"event":"attempt","index":-1,"seed":10}' },
  { def: 'verdict', line: '{"event":"verdict","seed":10,"lifted_m":0.04,"lifted":true,"release_error_m":0.005,"released_at_target":true,"object_start":[0.21,0.03],"object_final":[0.18,-0.1,0.015],"jitter":{"object_offset_m":[0,0],"object_yaw_deg":0},"distractors":[],"success":true}' },
  { def: 'verdict', line: '{"event":"verdict","seed":10,"lifted_m":0.04,"lifted":true,"release_error_m":0.005,"released_at_target":true,"object_start":[0,0,0],"object_final":[0,0,0],"jitter":{"object_offset_m":[0,0],"object_yaw_deg":0,"extra":1},"distractors":[],"success":"yes"}' },
  { def: 'progress', line: '{"event":"progress","step":"render","camera":"top","index":0,"total":0}' },
  { def: 'progress', line: '{"event":"progress","progress":0.5,"message":"a relight line"}' },
  { def: 'done', line: '{"event":"done","ok":false,"seed":10,"attempts":1,"twin_id":null,"seconds":{"simulate":1,"total":2}}' },
  { def: 'done', line: '{"event":"done","ok":true,"seed":10,"attempts":0,"twin_id":null,"seconds":{"simulate":1}}' },
  { def: 'error', line: '{"event":"error","code":"generation","message":"m"}' },
];

const CHECKER = `
import json, sys
from jobs.sim.json_schema import check
from jobs.sim.job_errors import UserFixableError
schema = json.load(open("jobs/video/events_schema.json"))
for line in sys.stdin.read().splitlines():
    definition, event = line.split(" ", 1)
    try:
        check(json.loads(event), {**schema["$defs"][definition], "$defs": schema["$defs"]}, name="event", code="invalid")
        print("true")
    except UserFixableError:
        print("false")
`;

describe('the video job\'s events and jobs/video/events_schema.json', () => {
  it('the job\'s own error lines, its twin build\'s included, carry its token and reach the reader', () => {
    const twinless = join(scratch, 'twin-without-replay');
    mkdirSync(twinless, { recursive: true });
    writeFileSync(join(twinless, 'twin.json'), JSON.stringify({ twin_id: 'twin_old' }));
    const runs = [
      { run: runVideoJob({}), status: 3, code: 'config_invalid' },
      { run: runVideoJob({ twin: { dir: join(scratch, 'nowhere') } }), status: 1, code: 'generation_failed' },
      { run: runVideoJob({ twin: { dir: twinless } }), status: 3, code: 'twin_unusable' },
      {
        run: runVideoJob({ twin: { build: { dataset_root: join(scratch, 'no-dataset'), episode_index: 0, models_dir: join(scratch, 'models'), twin_id: 'twin_x', output_dir: join(scratch, 'twins') } } }),
        status: 1,
        code: 'generation_failed',
      },
    ];
    for (const { run, status, code } of runs) {
      expect(run.status, run.raw.join('\n')).toBe(status);
      expect(run.raw.every((line) => !line.startsWith('{') || line.includes(token)), run.raw.join('\n')).toBe(true);
      const events = run.lines.map((line) => parseVideoEvent(line));
      expect(events.every((event) => event !== undefined), run.lines.join('\n')).toBe(true);
      expect(videoJobReport(run.lines).error).toMatchObject({ code });
    }
    expect(runs[3]!.run.lines.map((line) => parseVideoEvent(line)?.event)).toEqual(['twin', 'error']);
    expect(runs[3]!.run.lines.at(-1)).toMatch(/building the twin of source episode 0 failed/);
  });

  it('a generation\'s lines reach the reader; off the schema they do not; the follower\'s report reads progress and the end', () => {
    for (const { line } of LINES) expect(parseVideoEvent(line), line).toEqual(JSON.parse(line));
    for (const { line } of FORGED) expect(parseVideoEvent(line), line).toBeUndefined();
    const progress = LINES.find(({ def }) => def === 'progress')!.line;
    expect(videoJobReport([LINES[3]!.line, progress])).toEqual({ progress: 0.5 });
    const done = LINES.find(({ def }) => def === 'done')!.line;
    expect(videoJobReport([progress, done])).toEqual({ progress: 1, done: JSON.parse(done) });
    // A forged error or done (a line without the job's token, as the follower receives it) changes nothing.
    const forgedError = authenticatedJobLine('{"event":"error","code":"generation","message":"forged","resumable":false}', token);
    expect(videoJobReport([progress, forgedError, authenticatedJobLine(done, token)])).toEqual({ progress: 0.5 });
  });

  it('the jobs\' JSON-Schema checker (jobs/sim/json_schema.py) accepts and refuses the same lines as the reader', () => {
    const cases = [...LINES, ...FORGED];
    const { RLP_JOB_EVENT_TOKEN: _token, ...env } = process.env;
    const python = execFileSync(SIM_PYTHON, ['-c', CHECKER], { cwd: PROJECT_ROOT, env: { ...env, ...JOBS_PYTHONPATH }, input: cases.map(({ def, line }) => `${def} ${line}`).join('\n'), encoding: 'utf8' })
      .split('\n').filter(Boolean).map((answer) => answer === 'true');
    expect(python).toEqual(cases.map(({ line }) => parseVideoEvent(line) !== undefined));
    expect(python.filter(Boolean)).toHaveLength(LINES.length);
  });
});
