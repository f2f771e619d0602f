/**
 * LeRobot's training log line, as `lerobot-train` prints it and our built-in trainer copies it:
 *   `INFO 2025-06-01 12:00:00 ot_train.py:312 step:1K smpl:64K ep:86 epch:0.43 loss:0.562 grdn:30.512 lr:1.0e-05 updt_s:0.120 data_s:0.003`
 * Counters are shortened with K/M/B/T (LeRobot's format_big_number, no decimals for `step`), so
 * `step:1K` stands for anything from 500 to 1,499 (1,200 prints as `1K`): `approximate` says so,
 * and callers that know better (the trainer's JSON lines, the log frequency) correct it.
 */
export interface TrainLogLine {
  step: number;
  /** True when `step` was shortened (`1K`): rounded to the unit, not exact. */
  approximate: boolean;
  samples: number | null;
  episodes: number | null;
  epochs: number | null;
  loss: number;
  gradNorm: number | null;
  lr: number | null;
}

const SUFFIX: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9, G: 1e9, T: 1e12, Q: 1e15 };
const FIELD = /(?:^|\s)([a-z_]+):(\S+)/g;
const NUMBER = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)([KMBGTQ]?)$/i;

/** A number as LeRobot prints it (`1K`, `2.5M`, `1.0e-05`, `nan`), or null. */
export function parseBigNumber(text: string): { value: number; shortened: boolean } | null {
  if (/^nan$/i.test(text)) return { value: Number.NaN, shortened: false };
  const match = NUMBER.exec(text);
  if (!match) return null;
  const suffix = match[2]!.toUpperCase();
  const value = Number(match[1]) * SUFFIX[suffix]!;
  return Number.isFinite(value) ? { value, shortened: suffix !== '' } : null;
}

/** The training fields of one log line, or null when the line is not a training step line. */
export function parseTrainLogLine(line: string): TrainLogLine | null {
  const fields = new Map<string, string>();
  for (const match of line.matchAll(FIELD)) fields.set(match[1]!, match[2]!);
  const step = fields.get('step');
  const loss = fields.get('loss');
  if (step === undefined || loss === undefined) return null;
  const parsedStep = parseBigNumber(step);
  const parsedLoss = parseBigNumber(loss);
  if (!parsedStep || !parsedLoss || parsedStep.value < 0) return null;
  const num = (key: string) => {
    const raw = fields.get(key);
    return raw === undefined ? null : (parseBigNumber(raw)?.value ?? null);
  };
  return {
    step: Math.round(parsedStep.value),
    approximate: parsedStep.shortened,
    samples: num('smpl'),
    episodes: num('ep'),
    epochs: num('epch'),
    loss: parsedLoss.value,
    gradNorm: num('grdn'),
    lr: num('lr'),
  };
}

/** LeRobot's format_big_number: 1200 → `1K` with precision 0, `1.2K` with 1. */
export function formatBigNumber(value: number, precision = 0): string {
  const units = ['', 'K', 'M', 'B', 'T', 'Q'];
  let num = value;
  for (const unit of units) {
    if (Math.abs(num) < 1000) return `${num.toFixed(precision)}${unit}`;
    num /= 1000;
  }
  return `${num.toFixed(precision)}Q`;
}

/** One training log line in LeRobot's format. */
export function formatTrainLogLine(fields: { step: number; samples: number; episodes: number; epochs: number; loss: number; gradNorm: number; lr: number; updateSeconds: number; dataSeconds: number }): string {
  return [
    `step:${formatBigNumber(fields.step)}`,
    `smpl:${formatBigNumber(fields.samples)}`,
    `ep:${formatBigNumber(fields.episodes)}`,
    `epch:${fields.epochs.toFixed(2)}`,
    `loss:${fields.loss.toFixed(3)}`,
    `grdn:${fields.gradNorm.toFixed(3)}`,
    `lr:${pythonExponent(fields.lr)}`,
    `updt_s:${fields.updateSeconds.toFixed(3)}`,
    `data_s:${fields.dataSeconds.toFixed(3)}`,
  ].join(' ');
}

/** Python's `f"{x:0.1e}"`: two exponent digits at least (`1.0e-05`). */
function pythonExponent(value: number): string {
  const [mantissa, exponent] = value.toExponential(1).split('e');
  const sign = exponent!.startsWith('-') ? '-' : '+';
  return `${mantissa}e${sign}${exponent!.replace(/^[-+]/, '').padStart(2, '0')}`;
}
