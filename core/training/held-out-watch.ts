/**
 * What the held-out evaluations of a training run say about its checkpoints: the best one (lowest
 * held-out loss) and, when the held-out loss is far above the training loss and rising past its
 * best, a warning that the policy overfits. Pure: the trainer calls it after every evaluation.
 */
export interface HeldOutPoint {
  step: number;
  held_out_loss: number;
  train_loss: number;
}

/** Held-out loss this many times the training loss reads as overfitting… */
export const OVERFIT_RATIO = 10;
/** …once it has also risen this much above its best. */
export const RISE_OVER_BEST = 1.1;

export interface HeldOutVerdict {
  best_checkpoint: { step: number; held_out_loss: number } | null;
  warning: string | null;
}

export function judgeHeldOut(points: readonly HeldOutPoint[]): HeldOutVerdict {
  if (points.length === 0) return { best_checkpoint: null, warning: null };
  const best = points.reduce((min, point) => (point.held_out_loss < min.held_out_loss ? point : min));
  const last = points.at(-1)!;
  const ratio = last.held_out_loss / Math.max(last.train_loss, Number.MIN_VALUE);
  const rising = last.step !== best.step && last.held_out_loss > best.held_out_loss * RISE_OVER_BEST;
  const warning =
    ratio >= OVERFIT_RATIO && rising
      ? `Held-out loss ${fmt(last.held_out_loss)} is ${Math.round(ratio)}× the training loss ${fmt(last.train_loss)} and has risen since step ${best.step} (${fmt(best.held_out_loss)}): the policy overfits the training episodes; use the checkpoint at step ${best.step}.`
      : null;
  return { best_checkpoint: { step: best.step, held_out_loss: best.held_out_loss }, warning };
}

const fmt = (value: number) => (value >= 0.01 ? value.toFixed(4) : value.toExponential(2));
