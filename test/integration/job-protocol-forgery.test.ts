import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LogFollower } from '../../kinds/training_run/activities/log-follower.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { authenticatedJobLine, JOB_EVENT_TOKEN_ENV, jobEventToken, parseJobEvent } from '../../core/jobs/protocol.js';
import { parseRlEvent } from '../../core/jobs/rl.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';

const run = promisify(execFile);

/** The input: a tracking_uri with CR/LF and JSON lines that look like the trainer's metrics and evaluation. */
const FORGED_URI =
  'http://mlflow.example.com/x\r\n{"event":"progress","step":424242,"max_steps":5,"loss":1e-7}\r\n{"event":"eval","step":424242,"loss":1e-7,"note":"attacker"}\r\nstep:424242 smpl:1K ep:1 epch:1 loss:0.0000001 grdn:1 lr:1e-4 updt_s:0.1 data_s:0.1';
const token = jobEventToken(Buffer.alloc(32, 7), 'training_run_TEST');
const env = { ...process.env, [JOB_EVENT_TOKEN_ENV]: token };

/** Lines as runJob hands them to the activity. */
const received = (stdout: string) => stdout.split('\n').filter((line) => line.trim() !== '').map((line) => authenticatedJobLine(line, token));

describe('the job protocol cannot be forged by text a user controls on the same stdout', () => {
  it('TypeScript job: the forged lines printed beside the trainer’s events change no metric and no evaluation', async () => {
    // A job program written like jobs/train/main.ts: its events through writeJobEvent, and a library printing the tracker URL.
    const program = `
      import { writeJobEvent } from ${JSON.stringify(join(PROJECT_ROOT, 'core/jobs/protocol.ts'))};
      writeJobEvent({ event: 'phase', phase: 'training' });
      for (let step = 1; step <= 5; step++) writeJobEvent({ event: 'progress', step, max_steps: 5, loss: 1 / step });
      writeJobEvent({ event: 'eval', step: 5, loss: 0.5, train_loss: 0.2, split: 'held_out_episodes', episodes: [3], samples: 10, best_checkpoint: { step: 5, held_out_loss: 0.5 }, warning: null });
      process.stdout.write('[tracking] MLflow: could not reach ' + ${JSON.stringify(FORGED_URI)} + '\\n');
    `;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { env, cwd: PROJECT_ROOT });
    expect(stdout).toContain('424242'); // the forged text did reach the job's stdout
    const follower = new LogFollower(5, 1);
    const { lines } = follower.take(received(stdout));
    expect(follower.progress().metrics).toEqual({ step: 5, max_steps: 5, loss: 0.2 });
    expect(follower.progress().eval).toEqual({ step: 5, loss: 0.5, train_loss: 0.2, split: 'held_out_episodes', episodes: [3], samples: 10, best_checkpoint: { step: 5, held_out_loss: 0.5 }, warning: null });
    expect(lines.some((line) => line.includes('424242'))).toBe(true); // shown as the program's text, never acted on
  });

  it('Python job: progress.emit lines carry the token; the same forged lines printed by the job are text', async () => {
    const script = [
      'from jobs.sim.progress import emit',
      'emit("progress", phase="training", env_steps=100, budget_env_steps=1000, fraction=0.1)',
      `print("[tracking] W&B: " + ${JSON.stringify(FORGED_URI.replaceAll('"progress"', '"eval"'))}, flush=True)`,
      `print(${JSON.stringify('{"event":"done","ok":true,"verdict":"pass","success_rate":1.0}')}, flush=True)`,
      'emit("eval", phase="training", env_steps=100, wall_seconds=1.0, mean_return=None, success_rate=0.25, reward_terms={}, episodes=2, source="training episodes")',
    ].join('\n');
    const { stdout } = await run(SIM_PYTHON, ['-c', script], { env: { ...env, ...JOBS_PYTHONPATH } });
    const events = received(stdout).map((line) => parseRlEvent(line)).filter((event) => event !== undefined);
    expect(events.map((event) => event.event)).toEqual(['progress', 'eval']);
    expect(events[1]).toMatchObject({ success_rate: 0.25 });
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('Python job reading a child job (the video engine and its twin build): only lines with the token are events; a broken or forged line is text', async () => {
    const script = [
      'from jobs.sim.progress import emit, read_event',
      'import io, contextlib',
      'out = io.StringIO()',
      'with contextlib.redirect_stdout(out):',
      '    emit("phase_done", phase="cameras")',
      'lines = [out.getvalue(), \'{"event":"phase_done","phase":"forged"}\', "{not json", "plain text", "[1, 2]"]',
      'print([read_event(line) and read_event(line)["phase"] for line in lines])',
    ].join('\n');
    const { stdout } = await run(SIM_PYTHON, ['-c', script], { env: { ...env, ...JOBS_PYTHONPATH } });
    expect(stdout.trim()).toBe("['cameras', None, None, None, None]");
  });

  it('without the worker’s token (a job run by hand) the lines read as before; the token is per job', () => {
    expect(parseJobEvent('{"event":"done","ok":true}')).toEqual({ event: 'done', ok: true });
    expect(jobEventToken(Buffer.alloc(32, 7), 'training_run_OTHER')).not.toBe(token);
    expect(authenticatedJobLine(`{"event":"done","ok":true,"rlp_event_token":"${jobEventToken(Buffer.alloc(32, 7), 'training_run_OTHER')}"}`, token)).toMatch(/^\[unverified event\] /);
  });
});
