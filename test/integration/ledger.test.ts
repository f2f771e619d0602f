import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import {
  accountBalance,
  chargeTokens,
  grantTokens,
  InsufficientBalanceError,
  ledgerSum,
  refundTokens,
  resourceTotals,
} from '../../db/ledger.js';
import { findAccount } from '../../db/accounts.js';
import { accountWithTokens, testSql } from '../helpers/database.js';

const sql = testSql();
afterAll(() => sql.end());

const charge = (accountId: string, resourceId: string, amount: number, reason = 'run') =>
  chargeTokens(sql, { accountId, resourceId, resourceKind: 'augmentation', amount, reason });

describe('ledger', () => {
  it('charges once per (resource, reason), however often the call is retried', async () => {
    const account = await accountWithTokens(sql, 100);
    const resourceId = newId('augmentation');
    const first = await charge(account.id, resourceId, 30);
    const again = await charge(account.id, resourceId, 30);
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await accountBalance(sql, account.id)).toBe(70);
    // A different reason on the same resource is a different charge.
    await charge(account.id, resourceId, 5, 'extra');
    expect(await accountBalance(sql, account.id)).toBe(65);
  });

  it('refuses a charge the balance cannot cover, changing nothing', async () => {
    const account = await accountWithTokens(sql, 10);
    await expect(charge(account.id, newId('augmentation'), 11)).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await accountBalance(sql, account.id)).toBe(10);
    expect(await ledgerSum(sql, account.id)).toBe(10);
  });

  it('20 concurrent charges against a balance that covers 7: exactly 7 succeed, never negative', async () => {
    const account = await accountWithTokens(sql, 70);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => charge(account.id, newId('training_run'), 10)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(7);
    expect(refused).toHaveLength(13);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientBalanceError);
    expect(await accountBalance(sql, account.id)).toBe(0);
    expect(await ledgerSum(sql, account.id)).toBe(0);
  });

  it('20 concurrent retries of the same charge take the tokens once', async () => {
    const account = await accountWithTokens(sql, 50);
    const resourceId = newId('augmentation');
    const results = await Promise.all(Array.from({ length: 20 }, () => charge(account.id, resourceId, 40)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await accountBalance(sql, account.id)).toBe(10);
  });

  it('refunds are idempotent and never exceed what the resource was charged', async () => {
    const account = await accountWithTokens(sql, 100);
    const resourceId = newId('augmentation');
    await charge(account.id, resourceId, 60);
    const refund = (amount: number, reason: string) =>
      refundTokens(sql, { accountId: account.id, resourceId, resourceKind: 'augmentation', amount, reason });
    expect((await refund(20, 'refund:episodes')).created).toBe(true);
    expect((await refund(20, 'refund:episodes')).created).toBe(false);
    await expect(refund(41, 'refund:failure')).rejects.toThrow(/exceeds/);
    await refund(40, 'refund:failure');
    expect(await resourceTotals(sql, resourceId)).toEqual({ charged: 60, refunded: 60 });
    expect(await accountBalance(sql, account.id)).toBe(100);
    const totals = await findAccount(sql, account.id);
    expect(totals).toMatchObject({ balance: 100, granted_total: 100, charged_total: 60, refunded_total: 60 });
  });

  it('is append-only: rows cannot be edited or deleted', async () => {
    const account = await accountWithTokens(sql, 5);
    await expect(sql`update ledger_entries set amount = 1000 where account_id = ${account.id}`).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries where account_id = ${account.id}`).rejects.toThrow(/append-only/);
    expect(await ledgerSum(sql, account.id)).toBe(5);
  });

  it('keeps the cached balance equal to the ledger under mixed concurrent traffic', async () => {
    const account = await accountWithTokens(sql, 1000);
    const resources = Array.from({ length: 10 }, () => newId('augmentation'));
    await Promise.allSettled([
      ...resources.map((id) => charge(account.id, id, 90)),
      ...resources.map((id) => charge(account.id, id, 90)),
      grantTokens(sql, { accountId: account.id, amount: 15 }),
    ]);
    await Promise.allSettled(
      resources.map((id) => refundTokens(sql, { accountId: account.id, resourceId: id, resourceKind: 'augmentation', amount: 9, reason: 'partial' })),
    );
    const balance = await accountBalance(sql, account.id);
    expect(balance).toBe(await ledgerSum(sql, account.id));
    expect(balance).toBe(1000 + 15 - 10 * 90 + 10 * 9);
  });
});
