/** One saved checkpoint of a training run run closed loop in the twin of its `config.evaluation`. */
export interface CheckpointScore {
  step: number;
  'eval/success_rate': number;
  interval: { low: number; high: number };
  episodes: number;
  held_out_loss: number | null;
}

/** Highest success first; the lower held-out loss breaks a tie, then the later step. */
export function bestBySuccess(scores: CheckpointScore[]): CheckpointScore | null {
  return [...scores].sort((a, b) => b['eval/success_rate'] - a['eval/success_rate'] || (a.held_out_loss ?? Infinity) - (b.held_out_loss ?? Infinity) || b.step - a.step)[0] ?? null;
}
