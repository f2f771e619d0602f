import { newId } from '../core/ids.js';
import type { Queryable, TransactionSql } from './client.js';
import { inTransaction } from './transaction.js';

export type LedgerKind = 'grant' | 'charge' | 'refund';

export interface LedgerEntryRow {
  id: string;
  account_id: string;
  kind: LedgerKind;
  amount: number;
  resource_id: string | null;
  resource_kind: string | null;
  reason: string;
  description: string | null;
  created_at: Date;
}

export class InsufficientBalanceError extends Error {
  constructor(readonly required: number, readonly balance: number) {
    super(`Insufficient tokens: ${required} required, balance ${balance}.`);
    this.name = 'InsufficientBalanceError';
  }
}

export class AccountNotFoundError extends Error {
  constructor(readonly accountId: string) {
    super(`No such account: ${accountId}`);
    this.name = 'AccountNotFoundError';
  }
}

export interface ResourceEntryInput {
  accountId: string;
  amount: number;
  resourceId: string;
  resourceKind: string;
  /** With resourceId, the idempotency key of the entry: a second call with the same pair is a no-op. */
  reason: string;
  description?: string;
}

export interface EntryResult {
  entry: LedgerEntryRow;
  /** False when an earlier call already wrote this entry. */
  created: boolean;
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Ledger amounts are positive integers; got ${amount}.`);
}

async function lockBalance(tx: TransactionSql, accountId: string): Promise<number> {
  const [row] = await tx<{ balance: number }[]>`select balance from accounts where id = ${accountId} for update`;
  if (!row) throw new AccountNotFoundError(accountId);
  return row.balance;
}

async function existingEntry(tx: TransactionSql, resourceId: string, reason: string): Promise<LedgerEntryRow | undefined> {
  const [row] = await tx<LedgerEntryRow[]>`
    select * from ledger_entries where resource_id = ${resourceId} and reason = ${reason}`;
  return row;
}

async function append(
  tx: TransactionSql,
  kind: LedgerKind,
  input: { accountId: string; amount: number; resourceId?: string | null; resourceKind?: string | null; reason: string; description?: string | null },
): Promise<LedgerEntryRow> {
  const delta = kind === 'charge' ? -input.amount : input.amount;
  const [entry] = await tx<LedgerEntryRow[]>`
    insert into ledger_entries (id, account_id, kind, amount, resource_id, resource_kind, reason, description)
    values (${newId('ledger_entry')}, ${input.accountId}, ${kind}, ${input.amount}, ${input.resourceId ?? null},
            ${input.resourceKind ?? null}, ${input.reason}, ${input.description ?? null})
    returning *`;
  await tx`
    update accounts set
      balance = balance + ${delta},
      granted_total = granted_total + ${kind === 'grant' ? input.amount : 0},
      charged_total = charged_total + ${kind === 'charge' ? input.amount : 0},
      refunded_total = refunded_total + ${kind === 'refund' ? input.amount : 0}
    where id = ${input.accountId}`;
  return entry!;
}

export async function grantTokens(
  q: Queryable,
  input: { accountId: string; amount: number; reason?: string; description?: string },
): Promise<LedgerEntryRow> {
  assertAmount(input.amount);
  return inTransaction(q, async (tx) => {
    await lockBalance(tx, input.accountId);
    return append(tx, 'grant', { ...input, reason: input.reason ?? 'grant' });
  });
}

/** Takes tokens for a resource. Atomic against the balance; idempotent on (resourceId, reason). */
export async function chargeTokens(q: Queryable, input: ResourceEntryInput): Promise<EntryResult> {
  assertAmount(input.amount);
  return inTransaction(q, async (tx) => {
    const balance = await lockBalance(tx, input.accountId);
    const earlier = await existingEntry(tx, input.resourceId, input.reason);
    if (earlier) return { entry: earlier, created: false };
    if (balance < input.amount) throw new InsufficientBalanceError(input.amount, balance);
    return { entry: await append(tx, 'charge', input), created: true };
  });
}

/** Gives tokens back for a resource, never more than it was charged. Idempotent on (resourceId, reason). */
export async function refundTokens(q: Queryable, input: ResourceEntryInput): Promise<EntryResult> {
  assertAmount(input.amount);
  return inTransaction(q, async (tx) => {
    await lockBalance(tx, input.accountId);
    const earlier = await existingEntry(tx, input.resourceId, input.reason);
    if (earlier) return { entry: earlier, created: false };
    const totals = await resourceTotals(tx, input.resourceId);
    const refundable = totals.charged - totals.refunded;
    if (input.amount > refundable) {
      throw new RangeError(`Refund of ${input.amount} for ${input.resourceId} exceeds the ${refundable} still refundable.`);
    }
    return { entry: await append(tx, 'refund', input), created: true };
  });
}

export async function resourceTotals(q: Queryable, resourceId: string): Promise<{ charged: number; refunded: number }> {
  const [row] = await q<{ charged: number; refunded: number }[]>`
    select coalesce(sum(amount) filter (where kind = 'charge'), 0)::bigint as charged,
           coalesce(sum(amount) filter (where kind = 'refund'), 0)::bigint as refunded
    from ledger_entries where resource_id = ${resourceId}`;
  return row!;
}

export async function accountBalance(q: Queryable, accountId: string): Promise<number | undefined> {
  const [row] = await q<{ balance: number }[]>`select balance from accounts where id = ${accountId}`;
  return row?.balance;
}

/** The balance recomputed from the ledger; equal to accounts.balance unless something is badly wrong. */
export async function ledgerSum(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q<{ sum: number }[]>`
    select coalesce(sum(case when kind = 'charge' then -amount else amount end), 0)::bigint as sum
    from ledger_entries where account_id = ${accountId}`;
  return row!.sum;
}

export interface UsageGroupRow {
  resource_id: string;
  resource_kind: string | null;
  charged: number;
  refunded: number;
  first_at: Date;
  last_at: Date;
  entries: { id: string; kind: LedgerKind; amount: number; reason: string; description: string | null; created_at: string }[];
}

/** Charges and refunds in [from, to), grouped by resource, newest activity first. */
export async function usageByResource(q: Queryable, accountId: string, from: Date, to: Date): Promise<UsageGroupRow[]> {
  return q<UsageGroupRow[]>`
    select resource_id,
           max(resource_kind) as resource_kind,
           coalesce(sum(amount) filter (where kind = 'charge'), 0)::bigint as charged,
           coalesce(sum(amount) filter (where kind = 'refund'), 0)::bigint as refunded,
           min(created_at) as first_at,
           max(created_at) as last_at,
           json_agg(json_build_object(
             'id', id, 'kind', kind, 'amount', amount, 'reason', reason,
             'description', description, 'created_at', created_at) order by created_at, id) as entries
    from ledger_entries
    where account_id = ${accountId} and kind in ('charge', 'refund') and resource_id is not null
      and created_at >= ${from} and created_at < ${to}
    group by resource_id
    order by max(created_at) desc, resource_id desc`;
}

export async function grantsBetween(q: Queryable, accountId: string, from: Date, to: Date): Promise<number> {
  const [row] = await q<{ total: number }[]>`
    select coalesce(sum(amount), 0)::bigint as total from ledger_entries
    where account_id = ${accountId} and kind = 'grant' and created_at >= ${from} and created_at < ${to}`;
  return row!.total;
}
