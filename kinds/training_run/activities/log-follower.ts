import { UNVERIFIED_PREFIX } from '../../../core/jobs/protocol.js';
import { parseTrainingEvent, type TrainerFailed, type TrainingJobEvent } from '../../../core/jobs/training.js';
import { parseTrainLogLine } from '../../../core/training/log-line.js';
import type { TrainingMetricsState, TrainingProgress } from '../contracts/training-run.js';

/** Lines the job's infrastructure writes about itself (the compute backend's, a staged job's stager's); never shown to users. */
const INFRASTRUCTURE_LINE = /^\[(platform|stage)\]/;

/**
 * Turns a training job's log lines (from the start, as runJob reads them) into what the platform
 * shows: the trainer's lines (numbered, for the logs route), and its phase, metrics and
 * evaluation. Understands our trainer's event lines and LeRobot's plain training lines.
 * Deterministic from the start of the log, so a follower created after a worker restart numbers
 * lines the same way.
 */
export class LogFollower {
  private lineCount = 0;
  private trainLines = 0;
  /** The program reports exact steps in `progress` events (both trainers do): its plain lines then only show. */
  private exactSteps = false;
  phase: TrainingProgress['phase'] = null;
  metrics: TrainingMetricsState;
  eval: Record<string, unknown> | null = null;
  /** Steps the trainer announced as saved checkpoints (our trainer only; LeRobot's are found on disk). */
  readonly announcedCheckpoints = new Set<number>();
  /** The last few user-visible lines, for failure messages when the trainer wrote no `error` event. */
  readonly recent: string[] = [];
  /** The trainer's `error` event, when it ended on a failure it knew of. */
  error: TrainerFailed | null = null;

  /** `carried`: what an earlier attempt's follower knew, so a resumed job's live state does not start over at step 0. */
  constructor(maxSteps: number, private readonly logFreq: number, carried?: TrainingProgress) {
    this.metrics = carried ? { ...carried.metrics } : { loss: null, step: 0, max_steps: maxSteps };
    if (carried) {
      this.phase = carried.phase;
      this.eval = carried.eval;
    }
  }

  /** Takes the log's next lines; returns the new user-visible ones and the number of the first. */
  take(all: readonly string[]): { firstSeq: number; lines: string[] } {
    const firstSeq = this.lineCount + 1;
    const lines: string[] = [];
    for (const raw of all) {
      const line = raw.trimEnd();
      if (line === '' || INFRASTRUCTURE_LINE.test(line)) continue;
      const event = parseTrainingEvent(line);
      if (event) {
        this.handleEvent(event);
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

  private handleEvent(event: TrainingJobEvent): void {
    switch (event.event) {
      case 'phase':
        if (event.phase === 'downloading_dataset' || event.phase === 'training') this.phase = event.phase;
        break;
      case 'progress':
        this.exactSteps = true;
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
      case 'error':
        this.error = event;
        break;
    }
  }

  private handleText(line: string): void {
    // The tracker's lines and lines that only looked like events are text a user may control: never metrics.
    if (line.startsWith('[tracking]') || line.startsWith(UNVERIFIED_PREFIX)) return;
    const parsed = parseTrainLogLine(line);
    if (parsed) {
      this.trainLines += 1;
      this.phase = 'training';
      if (this.exactSteps) return;
      // LeRobot prints a line every log_freq steps but shortens the step (`1K`): counting lines is exact.
      const step = parsed.approximate ? this.trainLines * this.logFreq : parsed.step;
      if (step >= (this.metrics.step ?? 0)) this.metrics = { ...this.metrics, loss: parsed.loss, step };
      return;
    }
    if (this.phase === null && /dataset/i.test(line)) this.phase = 'downloading_dataset';
  }
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
