import { describe, expect, it } from 'vitest';
import { judgeHeldOut } from '../../core/training/held-out-watch.js';

describe('held-out evaluations of a training run', () => {
  it('names the checkpoint with the lowest held-out loss', () => {
    const verdict = judgeHeldOut([
      { step: 100, held_out_loss: 0.5, train_loss: 0.4 },
      { step: 200, held_out_loss: 0.3, train_loss: 0.2 },
      { step: 300, held_out_loss: 0.31, train_loss: 0.1 },
    ]);
    expect(verdict).toEqual({ best_checkpoint: { step: 200, held_out_loss: 0.3 }, warning: null });
  });

  it('warns when the held-out loss is 100x the training loss and rising, and names the best checkpoint', () => {
    const verdict = judgeHeldOut([
      { step: 500, held_out_loss: 0.2, train_loss: 0.05 },
      { step: 1000, held_out_loss: 0.6, train_loss: 0.01 },
      { step: 1500, held_out_loss: 1.0, train_loss: 0.01 },
    ]);
    expect(verdict.best_checkpoint).toEqual({ step: 500, held_out_loss: 0.2 });
    expect(verdict.warning).toMatch(/100× the training loss/);
    expect(verdict.warning).toMatch(/use the checkpoint at step 500/);
  });

  it('does not warn while the held-out loss is still at its best, however far above training loss', () => {
    expect(judgeHeldOut([{ step: 10, held_out_loss: 5, train_loss: 0.01 }]).warning).toBeNull();
    expect(judgeHeldOut([]).best_checkpoint).toBeNull();
  });
});
