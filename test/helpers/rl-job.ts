import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '../../core/config.js';
import { rlJobCommand } from '../../backends/compute/job-programs.js';
import { parseRlEvent, type RlJobEvent, type RlJobInput } from '../../core/jobs/rl.js';

export interface RlJobEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  events: RlJobEvent[];
  /** Event lines the RL reader refused (off jobs/sim/events_schema.json): none, for lines the job writes. */
  unread: string[];
  stderr: string;
}

/** A running RL job, as the compute backend would start it; `waitFor` resolves on the first event that matches. */
export interface RlJobHandle {
  child: ChildProcess;
  events: RlJobEvent[];
  waitFor<T extends RlJobEvent>(match: (event: RlJobEvent) => event is T): Promise<T>;
  waitFor(match: (event: RlJobEvent) => boolean): Promise<RlJobEvent>;
  ended: Promise<RlJobEnd>;
}

export function startRlJob(input: RlJobInput): RlJobHandle {
  const { command, env } = rlJobCommand(input);
  const child = spawn(command[0]!, command.slice(1), { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const events: RlJobEvent[] = [];
  const unread: string[] = [];
  const waiters: Array<{ match: (event: RlJobEvent) => boolean; resolve: (event: RlJobEvent) => void }> = [];
  let buffered = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      const event = parseRlEvent(line);
      if (!event) {
        if (line.startsWith('{"event"')) unread.push(line);
        continue;
      }
      events.push(event);
      for (const waiter of waiters.filter((w) => w.match(event))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<RlJobEnd>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, events, unread, stderr }));
  });
  const waitFor = (match: (event: RlJobEvent) => boolean): Promise<RlJobEvent> => {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      waiters.push({ match, resolve });
      void ended.then((end) => reject(new Error(`the job ended (code ${end.code}, signal ${end.signal}) before the awaited event; stderr:\n${end.stderr.slice(-2000)}`)));
    });
  };
  return { child, events, waitFor: waitFor as RlJobHandle['waitFor'], ended };
}
