import { describe, expect, it } from 'vitest';
import type { RunEnding } from '../../core/lifecycle.js';
import { AUGMENTATION_ENDING } from '../../kinds/augmentation/db/ending.js';
import type { AugmentationRow } from '../../kinds/augmentation/db/augmentations.js';
import type { TransactionSql } from '../../db/client.js';
import { RL_RUN_ENDING } from '../../kinds/rl_run/db/ending.js';
import type { RlRunRow } from '../../kinds/rl_run/db/rl-runs.js';
import { endingMessage } from '../../db/run-ending.js';
import { TWIN_ENDING, type TwinEnding } from '../../kinds/twin/db/ending.js';
import type { TwinRow } from '../../kinds/twin/db/twin-rows.js';

// These refunds are decided from the row and the ending alone; the transaction is never read.
const tx = undefined as unknown as TransactionSql;
const failed = (code: string, message: string | null = 'broke'): RunEnding => ({ status: 'failed', error: { code, message } });

describe('the message an ended run shows', () => {
  it('is the error for a failure, "failed" when it has none, else done or canceled', () => {
    expect(endingMessage(failed('system', 'GPU lost'))).toBe('GPU lost');
    expect(endingMessage(failed('system', null))).toBe('failed');
    expect(endingMessage({ status: 'succeeded' })).toBe('done');
    expect(endingMessage({ status: 'canceled' })).toBe('canceled');
  });
});

describe('the refund each kind owes at its end', () => {
  it('a twin: everything on a resumable failure, under a reason per resume so a reopened twin is refunded again', async () => {
    const twin = { id: 'twin_1', resumes: 2 } as TwinRow;
    const resumable: TwinEnding = { status: 'failed', error: { code: 'system', message: 'x', resumable: true, stage: null } };
    const usersFault: TwinEnding = { status: 'failed', error: { code: 'invalid_source', message: 'x', resumable: false, stage: null } };
    expect(await TWIN_ENDING.refundOwed!(tx, twin, resumable, 70)).toEqual({ amount: 70, reason: 'refund:2', description: 'refund: twin build failed' });
    expect(await TWIN_ENDING.refundOwed!(tx, twin, usersFault, 70)).toBeNull();
    expect(await TWIN_ENDING.refundOwed!(tx, twin, { status: 'canceled' }, 70)).toBeNull();
  });

  it('an RL run: everything on a failure on our side only', async () => {
    const run = { id: 'rl_1' } as RlRunRow;
    expect(await RL_RUN_ENDING.refundOwed!(tx, run, failed('system'), 40)).toEqual({ amount: 40, reason: 'refund', description: 'refund: RL run failed on our side' });
    expect(await RL_RUN_ENDING.refundOwed!(tx, run, failed('invalid_spec'), 40)).toBeNull();
    expect(await RL_RUN_ENDING.refundOwed!(tx, run, { status: 'canceled' }, 40)).toBeNull();
  });

  it('a relight: everything on failure, nothing on cancel', async () => {
    const relight = { id: 'aug_1', model: 'relight', requested_model: 'relight' } as AugmentationRow;
    expect(await AUGMENTATION_ENDING.refundOwed!(tx, relight, failed('system'), 12)).toEqual({ amount: 12, reason: 'refund', description: 'refund: relight failed' });
    expect(await AUGMENTATION_ENDING.refundOwed!(tx, relight, { status: 'canceled' }, 12)).toBeNull();
  });
});
