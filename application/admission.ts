import { featureNotEnabled, insufficientTokens, rateLimited } from '../core/errors.js';
import type { ResourceKindRow } from '../core/kinds.js';
import type { AccountRow } from '../db/accounts.js';
import type { Queryable, TransactionSql } from '../db/client.js';
import { requireDatasetRead } from '../db/dataset-access.js';
import { datasetApiError } from './dataset-errors.js';
import type { AppDeps } from './deps.js';

/** What a client is told to wait before trying again: runs take minutes, not seconds. */
const RETRY_AFTER_SECONDS = 30;

/**
 * An account that may use a kind: made only by `requireKindFeature`, and what `admit()` takes, so a
 * request that creates or resumes a run has had the kind's feature flag checked, once, before any
 * other work.
 */
export class KindAccess {
  private constructor(
    readonly kind: ResourceKindRow,
    readonly account: Pick<AccountRow, 'id' | 'features'>,
  ) {}

  /** 403 `feature_not_enabled` unless the account has the kind's feature flag (the kinds table's `feature`). */
  static require(kind: ResourceKindRow, account: Pick<AccountRow, 'id' | 'features'>): KindAccess {
    if (kind.feature && !account.features.includes(kind.feature)) {
      throw featureNotEnabled(kind.feature, `${kind.label}s are not enabled for this account; an operator enables them with the ${kind.feature} feature.`);
    }
    return new KindAccess(kind, account);
  }
}

export const requireKindFeature = (kind: ResourceKindRow, account: Pick<AccountRow, 'id' | 'features'>): KindAccess => KindAccess.require(kind, account);

export interface Admission<T> {
  /** Every dataset the request names, with the body field that names it: the account must be allowed to read each (404 otherwise). */
  datasets: readonly { repoId: string; param: string }[];
  /** How many runs the request creates, and the account's in-flight count of this kind: every kind has an in-flight limit (issue 33: twins once had none). */
  runs: number;
  countInFlight: (q: Queryable, accountId: string) => Promise<number>;
  /** The in-flight limit: the account's own `concurrency_limit`, or a fixed one for the kind. */
  inFlightLimit?: number;
  /** Tokens the whole request needs (0: free to create; charged when work starts), or how to read them in the transaction. */
  tokens: number | ((tx: TransactionSql) => Promise<number>);
  /** Writes the runs (or reopens one) in the admission's transaction. */
  insert: (tx: TransactionSql) => Promise<T>;
}

/**
 * The one admission every create (and a twin's resume) goes through, for the account and kind of
 * `access` (whose feature flag is checked), in one transaction with the account row locked (so concurrent creates
 * cannot both take the last slot or spend the same tokens): read access to every dataset the
 * request names (404, like a missing one), the in-flight limit (429 `concurrency_limit_exceeded`
 * with Retry-After), the balance (402 `insufficient_tokens`); then `insert` in the same
 * transaction. All the runs are created, or none.
 */
export async function admit<T>(deps: Pick<AppDeps, 'sql' | 'hub'>, access: KindAccess, admission: Admission<T>): Promise<T> {
  const accountId = access.account.id;
  return (await deps.sql.begin(async (tx) => {
    const [locked] = await tx<{ balance: number | string; concurrency_limit: number }[]>`select balance, concurrency_limit from accounts where id = ${accountId} for update`;
    for (const dataset of admission.datasets) {
      await requireDatasetRead(tx, deps.hub, accountId, dataset.repoId).catch((error: unknown) => {
        throw datasetApiError(error, dataset.param);
      });
    }
    const limit = admission.inFlightLimit ?? locked!.concurrency_limit;
    const inFlight = await admission.countInFlight(tx, accountId);
    const free = Math.max(0, limit - inFlight);
    if (admission.runs > free) {
      const what = `${access.kind.label.toLowerCase()}s`;
      throw rateLimited(
        'concurrency_limit_exceeded',
        admission.runs === 1
          ? `This account already has ${inFlight} ${what} in flight, its limit; wait for one to end (or cancel one) and try again.`
          : `This batch needs ${admission.runs} run slots but ${free} of the account's ${limit} are free; wait for running ${what} to end.`,
        RETRY_AFTER_SECONDS,
        { limit, in_flight: inFlight, ...(admission.runs === 1 ? {} : { requested: admission.runs }) },
      );
    }
    const balance = Number(locked!.balance);
    const tokens = typeof admission.tokens === 'number' ? admission.tokens : await admission.tokens(tx);
    if (balance < tokens) throw insufficientTokens(tokens, balance);
    return admission.insert(tx);
  })) as T;
}
