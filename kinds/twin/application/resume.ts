import { WorkflowNotFoundError } from '@temporalio/common';
import { notResumable } from '../../../core/errors.js';
import { TWIN_BUILD_TOKENS } from '../../../core/pricing.js';
import type { AccountRow } from '../../../db/accounts.js';
import { resourceTotals } from '../../../db/ledger.js';
import { countInFlightTwins, findTwin, reopenTwin, type TwinRow } from '../db/twin-rows.js';
import { resumeTwinSignal } from '../contracts/twin.js';
import { admit, requireKindFeature } from '../../../application/admission.js';
import type { AppDeps } from '../../../application/deps.js';
import { ownedRun } from '../../../application/owned-run.js';
import { TWIN } from './create.js';
import { startTwin } from './start.js';

/**
 * Sends a failed or canceled twin back to building from its finished stages (409 `not_resumable`
 * otherwise, or when it failed for a reason the user must fix). Through the shared admission, in
 * one transaction with the account locked: a twin whose charge was refunded needs the balance for
 * one build again (402), otherwise a resume is free. Its workflow gets the resume signal, or, when
 * it ended after its resume window, a continuation is started.
 */
export async function resumeTwin(deps: AppDeps, account: Pick<AccountRow, 'id' | 'features'>, id: string): Promise<TwinRow> {
  const access = requireKindFeature(TWIN, account);
  const row = await ownedRun(findTwin(deps.sql, account.id, id), id);
  if (row.status !== 'failed' && row.status !== 'canceled') throw notResumable(id, row.status);
  if (row.status === 'failed' && row.error?.resumable === false) {
    throw notResumable(id, row.status, `Twin '${id}' failed for a reason a resume cannot fix (${row.error.code}): ${row.error.message ?? ''} Build a new twin with the input changed.`);
  }
  const reopened = await admit(deps, access, {
    datasets: [],
    runs: 1,
    countInFlight: countInFlightTwins,
    tokens: async (tx) => {
      const totals = await resourceTotals(tx, id);
      return Number(totals.charged) - Number(totals.refunded) <= 0 ? TWIN_BUILD_TOKENS : 0;
    },
    insert: async (tx) => {
      const reopened = await reopenTwin(tx, id);
      if (!reopened) throw notResumable(id, (await findTwin(tx, account.id, id))!.status);
      return reopened;
    },
  });
  try {
    await deps.temporal.workflow.getHandle(id).signal(resumeTwinSignal);
  } catch (error) {
    // The workflow ended after its resume window: a continuation reuses the finished stage files.
    if (!(error instanceof WorkflowNotFoundError)) throw error;
    await startTwin(deps, reopened, true);
  }
  return reopened;
}
