import { newId } from '../core/ids.js';
import type { Queryable } from './client.js';

export interface ConsoleUserRow {
  id: string;
  account_id: string;
  email: string;
  created_at: Date;
}

export interface ConsoleSessionRow {
  id: string;
  user_id: string;
  account_id: string;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** The user with this email in the account, created when missing. */
export async function ensureConsoleUser(q: Queryable, accountId: string, email: string): Promise<ConsoleUserRow> {
  const [row] = await q<ConsoleUserRow[]>`
    insert into console_users (id, account_id, email) values (${newId('console_user')}, ${accountId}, ${email})
    on conflict (account_id, email) do update set email = excluded.email
    returning *`;
  return row!;
}

export async function insertSignInLink(q: Queryable, input: { userId: string; tokenHash: Buffer; expiresAt: Date }): Promise<void> {
  await q`insert into console_sign_in_links (token_hash, user_id, expires_at) values (${input.tokenHash}, ${input.userId}, ${input.expiresAt})`;
}

/** Marks the link used and returns its user, or nothing when the link is unknown, used or expired. */
export async function consumeSignInLink(q: Queryable, tokenHash: Buffer): Promise<ConsoleUserRow | undefined> {
  const [row] = await q<ConsoleUserRow[]>`
    with used as (
      update console_sign_in_links set used_at = now()
      where token_hash = ${tokenHash} and used_at is null and expires_at > now()
      returning user_id)
    select u.* from console_users u join used on used.user_id = u.id`;
  return row;
}

export async function insertConsoleSession(
  q: Queryable,
  input: { user: ConsoleUserRow; tokenHash: Buffer; csrfToken: string; expiresAt: Date },
): Promise<ConsoleSessionRow> {
  const [row] = await q<ConsoleSessionRow[]>`
    insert into console_sessions (id, token_hash, user_id, account_id, csrf_token, expires_at)
    values (${newId('console_session')}, ${input.tokenHash}, ${input.user.id}, ${input.user.account_id}, ${input.csrfToken}, ${input.expiresAt})
    returning id, user_id, account_id, csrf_token, created_at, last_seen_at, expires_at, ended_at`;
  return row!;
}

/**
 * The live session for a cookie's hash, its idle clock restarted; nothing when unknown, ended,
 * past its absolute expiry or idle longer than `idleMs`.
 */
export async function touchConsoleSession(q: Queryable, tokenHash: Buffer, idleMs: number): Promise<ConsoleSessionRow | undefined> {
  const [row] = await q<ConsoleSessionRow[]>`
    update console_sessions set last_seen_at = now()
    where token_hash = ${tokenHash} and ended_at is null and expires_at > now()
      and last_seen_at > now() - make_interval(secs => ${idleMs / 1000})
    returning id, user_id, account_id, csrf_token, created_at, last_seen_at, expires_at, ended_at`;
  return row;
}

export async function endConsoleSession(q: Queryable, tokenHash: Buffer): Promise<void> {
  await q`update console_sessions set ended_at = coalesce(ended_at, now()) where token_hash = ${tokenHash}`;
}

export async function findConsoleUser(q: Queryable, id: string): Promise<ConsoleUserRow | undefined> {
  const [row] = await q<ConsoleUserRow[]>`select * from console_users where id = ${id}`;
  return row;
}
