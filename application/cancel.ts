import { isTerminalStatus } from '../core/lifecycle.js';
import type { AccountRow } from '../db/accounts.js';
import type { AppDeps } from './deps.js';
import { ownedRun } from './owned-run.js';
import { cancelRun } from './workflows.js';

/** How an operation finds a kind's row of one account (undefined: none, or another account's). */
export type FindRun<Row> = (accountId: string, id: string) => Promise<Row | undefined>;

/**
 * Cancels one run of any kind, answering at once: the account must own it (404 otherwise, like a
 * missing id), one that already ended is 409 `not_cancelable`; the workflow stops the work and
 * writes the ending (`reason` is what it records). Returns the row as the run now stands:
 * `canceling` (or its ending, when it ended meanwhile). A cancel that reaches a run in the moment it
 * ends is answered `canceling`, and the run keeps the ending it reached (its event says which).
 */
export async function cancelResource<Row extends { id: string; status: string; status_message?: string | null }>(
  deps: Pick<AppDeps, 'temporal'>,
  find: FindRun<Row>,
  account: Pick<AccountRow, 'id'>,
  id: string,
  reason?: string,
): Promise<{ row: Row }> {
  const owned = () => ownedRun(find(account.id, id), id);
  await cancelRun(deps.temporal, await owned(), reason);
  const row = await owned();
  if (isTerminalStatus(row.status)) return { row };
  return { row: { ...row, status: 'canceling', status_message: 'canceling' } };
}
