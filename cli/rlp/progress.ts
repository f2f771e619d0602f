import { SingleBar, Presets } from 'cli-progress';
import { note } from './output.js';

export interface Tick {
  phase: string;
  value: number;
  total: number;
  /** Shown after the bar (status message, loss). */
  detail: string;
}

/**
 * A run's progress on stderr: a cli-progress bar on a terminal; elsewhere (pipes, CI logs) one
 * line per phase, so a log shows what happened without redraw noise.
 */
export class RunProgress {
  private readonly bar: SingleBar | null;
  private started = false;
  private lastPhase = '';

  constructor(format: string) {
    this.bar = process.stderr.isTTY ? new SingleBar({ format, hideCursor: true, etaBuffer: 20, stopOnComplete: false }, Presets.shades_classic) : null;
  }

  update(tick: Tick): void {
    const payload = { phase: tick.phase.padEnd(19), detail: tick.detail };
    if (!this.bar) {
      if (tick.phase !== this.lastPhase) note(`${tick.phase}${tick.detail ? ` ${tick.detail}` : ''}`);
    } else if (!this.started || tick.phase !== this.lastPhase) {
      if (this.started) this.bar.stop();
      this.bar.start(tick.total, tick.value, payload);
      this.started = true;
    } else {
      this.bar.setTotal(tick.total);
      this.bar.update(tick.value, payload);
    }
    this.lastPhase = tick.phase;
  }

  stop(): void {
    if (this.started) this.bar?.stop();
  }
}

/** A byte count as a cli-progress bar (value and total shown in MB), or null when stderr is not a terminal. */
export function bytesBar(total: number): SingleBar | null {
  if (!process.stderr.isTTY) return null;
  const bar = new SingleBar(
    {
      format: '{file} [{bar}] {percentage}% | {value}/{total} MB | ETA {eta_formatted}',
      hideCursor: true,
      formatValue: (value, _options, type) => (type === 'value' || type === 'total' ? (value / 1e6).toFixed(1) : String(value)),
    },
    Presets.shades_classic,
  );
  bar.start(total, 0, { file: '' });
  return bar;
}
