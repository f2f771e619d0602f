import { parseTrainLogLine } from '../../core/training/log-line.js';
import { LogTail } from '../jobs/log-tail.js';
import type { TrainingMetricsState, TrainingProgress } from '../../workflows/contracts/training-run.js';

/** Lines the job's infrastructure writes about itself; never shown to users. */
const INFRASTRUCTURE_LINE = /^\[platform\]/;

/**
 * Reads a job's log as it grows and turns it into what the platform shows: the trainer's lines
 * (numbered, for the logs route), and its phase, metrics and evaluation. Understands our
 * trainer's JSON event lines and LeRobot's plain training lines. Deterministic from the start of
 * the file, so a follower created after a worker restart numbers lines the same way.
 */
export class LogFollower {
  private readonly tail: LogTail;
  private lineCount = 0;
  private trainLines = 0;
  phase: TrainingProgress['phase'] = null;
  metrics: TrainingMetricsState;
  eval: Record<string, unknown> | null = null;
  /** Steps the trainer announced as saved checkpoints (our trainer only; LeRobot's are found on disk). */
  readonly announcedCheckpoints = new Set<number>();
  /** The last few user-visible lines, for failure messages. */
  readonly recent: string[] = [];

  /** `carried`: what an earlier attempt's follower knew, so a resumed job's live state does not start over at step 0. */
  constructor(path: string, maxSteps: number, private readonly logFreq: number, carried?: TrainingProgress) {
    this.tail = new LogTail(path);
    this.metrics = carried ? { ...carried.metrics } : { loss: null, step: 0, max_steps: maxSteps };
    if (carried) {
      this.phase = carried.phase;
      this.eval = carried.eval;
    }
  }

  /** Reads what was appended since the last call; returns the new user-visible lines and the number of the first. */
  async poll(final = false): Promise<{ firstSeq: number; lines: string[] }> {
    const all = await this.tail.poll(final);
    const firstSeq = this.lineCount + 1;
    const lines: string[] = [];
    for (const raw of all) {
      const line = raw.trimEnd();
      if (line === '' || INFRASTRUCTURE_LINE.test(line)) continue;
      if (line.startsWith('{"event":')) {
        this.handleEvent(line);
        continue;
      }
      this.handleText(line);
      lines.push(line);
      this.recent.push(line);
      if (this.recent.length > 5) this.recent.shift();
    }
    this.lineCount += lines.length;
    return { firstSeq, lines };
  }

  progress(): TrainingProgress {
    return { phase: this.phase, metrics: { ...this.metrics }, eval: this.eval };
  }

  private handleEvent(line: string): void {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    switch (event.event) {
      case 'phase':
        if (event.phase === 'downloading_dataset' || event.phase === 'training') this.phase = event.phase;
        break;
      case 'progress':
        this.phase = 'training';
        this.metrics = { loss: num(event.loss), step: num(event.step), max_steps: num(event.max_steps) ?? this.metrics.max_steps };
        break;
      case 'checkpoint':
        if (typeof event.step === 'number') this.announcedCheckpoints.add(event.step);
        break;
      case 'eval': {
        const { event: _kind, ...rest } = event;
        this.eval = rest;
        break;
      }
    }
  }

  private handleText(line: string): void {
    const parsed = parseTrainLogLine(line);
    if (parsed) {
      this.trainLines += 1;
      this.phase = 'training';
      // LeRobot prints a line every log_freq steps but shortens the step (`1K`): counting lines is exact.
      const step = parsed.approximate ? this.trainLines * this.logFreq : parsed.step;
      if (step >= (this.metrics.step ?? 0)) this.metrics = { ...this.metrics, loss: parsed.loss, step };
      return;
    }
    if (this.phase === null && /dataset/i.test(line)) this.phase = 'downloading_dataset';
  }
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
