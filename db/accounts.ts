import { newId } from '../core/ids.js';
import type { Queryable } from './client.js';

export interface AccountRow {
  id: string;
  name: string;
  concurrency_limit: number;
  features: string[];
  balance: number;
  granted_total: number;
  charged_total: number;
  refunded_total: number;
  created_at: Date;
}

export interface NewAccount {
  name: string;
  concurrencyLimit?: number;
  features?: string[];
}

export async function insertAccount(q: Queryable, input: NewAccount): Promise<AccountRow> {
  const [row] = await q<AccountRow[]>`
    insert into accounts (id, name, concurrency_limit, features)
    values (${newId('account')}, ${input.name}, ${input.concurrencyLimit ?? 4}, ${input.features ?? []})
    returning *`;
  return row!;
}

export async function findAccount(q: Queryable, id: string): Promise<AccountRow | undefined> {
  const [row] = await q<AccountRow[]>`select * from accounts where id = ${id}`;
  return row;
}

export async function findAccountByName(q: Queryable, name: string): Promise<AccountRow | undefined> {
  const [row] = await q<AccountRow[]>`select * from accounts where name = ${name} order by created_at limit 1`;
  return row;
}

export async function listAccounts(q: Queryable): Promise<AccountRow[]> {
  return q<AccountRow[]>`select * from accounts order by created_at desc, id desc`;
}

export async function updateAccount(
  q: Queryable,
  id: string,
  patch: { concurrencyLimit?: number; features?: string[]; name?: string },
): Promise<AccountRow | undefined> {
  const [row] = await q<AccountRow[]>`
    update accounts set
      name = coalesce(${patch.name ?? null}, name),
      concurrency_limit = coalesce(${patch.concurrencyLimit ?? null}, concurrency_limit),
      features = coalesce(${patch.features ?? null}, features)
    where id = ${id}
    returning *`;
  return row;
}
