import { SingleBar, Presets } from 'cli-progress';
import { note } from './output.js';

export interface Tick {
  phase: string;
  value: number;
  total: number;
  /** Shown after the bar (status message, loss). */
  detail: string;
}

/** `1h 02m`, `4m 05s`, `12s`. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${s}s`;
}

/**
 * A run's progress on stderr, one bar per phase: a cli-progress bar on a terminal; elsewhere (pipes,
 * CI logs) one line per phase, so a log shows what happened without redraw noise.
 * A phase that ended is drawn full before the next one starts (the API reports per-phase progress,
 * and a short phase can end between two polls). The ETA (the `{eta_note}` payload; cli-progress's own `{eta}` is a bare number) is measured from the
 * current phase's own rate, so a phase that has not moved yet shows none rather than "0s".
 */
export class RunProgress {
  private readonly bar: SingleBar | null;
  private current: { phase: string; total: number; startedAt: number; startValue: number } | null = null;

  constructor(format: string, private readonly now: () => number = Date.now) {
    this.bar = process.stderr.isTTY ? new SingleBar({ format, hideCursor: true, stopOnComplete: false }, Presets.shades_classic) : null;
  }

  update(tick: Tick): void {
    if (tick.phase !== this.current?.phase) this.startPhase(tick);
    const current = this.current!;
    current.total = tick.total;
    const payload = { phase: tick.phase.padEnd(19), detail: tick.detail, eta_note: this.eta(tick) };
    if (!this.bar) return;
    this.bar.setTotal(tick.total);
    this.bar.update(tick.value, payload);
  }

  /**
   * The run ended: a succeeded run's last phase is drawn full; a failed or canceled one stays where
   * it stopped. Without a terminal, the log's last line is how it ended (`ending`: its status and detail).
   */
  finish(succeeded: boolean, ending?: Tick): void {
    if (this.current && succeeded) this.bar?.update(this.current.total, { eta_note: '' });
    if (this.current) this.bar?.stop();
    if (!this.bar && ending) note(`${ending.phase}${ending.detail ? ` ${ending.detail}` : ''}`);
    this.current = null;
  }

  private startPhase(tick: Tick): void {
    if (this.current && this.bar) {
      this.bar.update(this.current.total, { eta_note: '' });
      this.bar.stop();
    }
    if (!this.bar) note(`${tick.phase}${tick.detail ? ` ${tick.detail}` : ''}`);
    this.current = { phase: tick.phase, total: tick.total, startedAt: this.now(), startValue: tick.value };
    this.bar?.start(tick.total, tick.value, { phase: tick.phase.padEnd(19), detail: tick.detail, eta_note: '' });
  }

  private eta(tick: Tick): string {
    const current = this.current!;
    return etaNote(tick.total - tick.value, tick.value - current.startValue, (this.now() - current.startedAt) / 1000);
  }
}

/**
 * ` | ETA 4m 05s` from the current phase's own rate, or '' while it has not moved (or is done).
 * Work is left, so the estimate rounds up: a fast phase's last steps read "1s", never "0s".
 */
export function etaNote(remaining: number, done: number, elapsedSeconds: number): string {
  if (done <= 0 || elapsedSeconds <= 0 || remaining <= 0) return '';
  return ` | ETA ${formatSeconds(Math.max(1, Math.ceil((remaining * elapsedSeconds) / done)))}`;
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
