import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';

interface Ranked {
  id: string;
  status: string;
  success_rate: number | null;
  interval: { low: number; high: number } | null;
  twin_id: string;
}
interface Best {
  step: number;
  held_out_loss: number | null;
  success_rate?: number;
  chosen_by?: string;
}

// The console's own modules: plain browser ESM (untyped for tsc), with no DOM at import.
const consoleModule = (path: string) => import(join(PROJECT_ROOT, 'console/public', path));
const { rankBySuccess, scenesOf } = (await consoleModule('evaluation-ranking.js')) as {
  rankBySuccess(evaluations: Ranked[]): { ranked: Ranked[]; unscored: Ranked[] };
  scenesOf(evaluations: Ranked[]): string[];
};
const { bestCheckpointText, bestMark } = (await consoleModule('checkpoint-success.js')) as { bestCheckpointText(best: Best): string; bestMark(best: Best): string };

const evaluation = (id: string, rate: number | null, low: number, twin = 'twin_a'): Ranked => ({
  id,
  status: rate === null ? 'running' : 'succeeded',
  success_rate: rate,
  interval: rate === null ? null : { low, high: Math.min(1, rate + 0.2) },
  twin_id: twin,
});

describe("the console's evaluation figures", () => {
  it('ranks evaluations by success rate, the surer interval breaking a tie, those without a figure last', () => {
    const { ranked, unscored } = rankBySuccess([evaluation('eval_a', 0.4, 0.1), evaluation('eval_b', null, 0), evaluation('eval_c', 0.8, 0.5), evaluation('eval_d', 0.4, 0.2)]);
    expect(ranked.map((e) => e.id)).toEqual(['eval_c', 'eval_d', 'eval_a']);
    expect(unscored.map((e) => e.id)).toEqual(['eval_b']);
  });

  it('tells the twins the evaluations ran in apart', () => {
    expect(scenesOf([evaluation('eval_a', 0.4, 0.1), evaluation('eval_b', 0.5, 0.1)])).toEqual(['twin_a']);
    expect(scenesOf([evaluation('eval_a', 0.4, 0.1), evaluation('eval_b', 0.5, 0.1, 'twin_b')])).toEqual(['twin_a', 'twin_b']);
  });

  it('says what chose the best checkpoint, with a success-chosen one whose held-out loss is null', () => {
    const bySuccess = { step: 60, held_out_loss: null, success_rate: 0.5, chosen_by: 'success rate in the twin, held-out loss breaking ties' };
    expect(bestCheckpointText(bySuccess)).toBe('step 60 (success 50%), chosen by success rate in the twin, held-out loss breaking ties');
    expect(bestMark(bySuccess)).toBe('best by success');
    const byLoss = { step: 10, held_out_loss: 0.012345 };
    expect(bestCheckpointText(byLoss)).toBe('step 10 (held-out loss 0.01235), chosen by lowest held-out loss');
    expect(bestMark(byLoss)).toBe('best held-out loss');
  });
});
