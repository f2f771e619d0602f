import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** The `rlp` launcher exactly as package.json's `bin` names it. */
export const RLP_BIN = fileURLToPath(new URL('../../cli/rlp/bin.mjs', import.meta.url));

export interface RlpResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A running `rlp` child whose output is collected as it comes. */
export class RlpProcess {
  stdout = '';
  stderr = '';
  readonly exited: Promise<RlpResult>;

  constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout: this.stdout, stderr: this.stderr }));
    });
  }

  /** Waits until stdout holds a line matching `pattern`; fails early if the process exits first. */
  async waitForLine(pattern: RegExp, timeoutMs = 120_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let ended = false;
    void this.exited.then(() => (ended = true));
    for (;;) {
      const line = this.stdout.split('\n').find((l) => pattern.test(l));
      if (line) return line;
      if (ended) throw new Error(`rlp exited before printing ${pattern}:\n${this.stdout}\n${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`rlp printed no ${pattern} within ${timeoutMs} ms:\n${this.stdout}\n${this.stderr}`);
      await sleep(50);
    }
  }
}

/** Starts `rlp args…` as a user would (node + the bin launcher), with `env` over a clean copy of this process's. */
export function startRlp(args: string[], env: Record<string, string>): RlpProcess {
  const { RLP_API_KEY: _key, RLP_BASE_URL: _base, ...rest } = process.env;
  return new RlpProcess(spawn(process.execPath, [RLP_BIN, ...args], { env: { ...rest, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
}

export function rlp(args: string[], env: Record<string, string>): Promise<RlpResult> {
  return startRlp(args, env).exited;
}

/** One redraw of a progress bar as a terminal showed it: `import [████░░] 50% | …`. */
export interface BarFrame {
  phase: string;
  percent: number;
  text: string;
}

export interface TerminalResult {
  code: number | null;
  /** Everything the terminal received (stdout and stderr together), escape sequences included. */
  raw: string;
  /** The text lines left once escape sequences are removed and each redraw is split into its own line. */
  lines: string[];
  frames: BarFrame[];
}

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
// eslint-disable-next-line no-control-regex
const ESCAPE = /\x1b(?:\[[0-9;?]*[A-Za-z]|[78])/g;

/** Splits a terminal recording into what each redraw showed: cli-progress redraws a bar by moving to column 1 (ESC [1G). */
export function terminalLines(raw: string): string[] {
  return raw
    .split(/\x1b\[1G|\r\n|\n|\r/)
    .map((line) => line.replace(ESCAPE, '').trim())
    .filter(Boolean);
}

/** Runs `rlp args…` in a pseudo-terminal (util-linux `script`), so it draws its bars as a user's terminal would show them. */
export function rlpInTerminal(args: string[], env: Record<string, string>): Promise<TerminalResult> {
  const { RLP_API_KEY: _key, RLP_BASE_URL: _base, ...rest } = process.env;
  const command = [process.execPath, RLP_BIN, ...args].map(shellQuote).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: { ...rest, ...env, COLUMNS: '160', TERM: 'xterm' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let raw = '';
  child.stdout.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = terminalLines(raw);
      const frames = lines.flatMap((text) => {
        const bar = /^(\S+)\s+\[[^\]]*\]\s+(?:(\d+)%|(\d+)\/(\d+))/.exec(text);
        if (!bar) return [];
        const percent = bar[2] !== undefined ? Number(bar[2]) : Math.round((100 * Number(bar[3])) / Math.max(1, Number(bar[4])));
        return [{ phase: bar[1]!, percent, text }];
      });
      resolve({ code, raw, lines, frames });
    });
  });
}

/** The phases a terminal showed, in order, each with the last percentage it drew. */
export function phasesShown(frames: BarFrame[]): { phase: string; last: number }[] {
  const phases: { phase: string; last: number }[] = [];
  for (const frame of frames) {
    if (phases.at(-1)?.phase === frame.phase) phases.at(-1)!.last = frame.percent;
    else phases.push({ phase: frame.phase, last: frame.percent });
  }
  return phases;
}
