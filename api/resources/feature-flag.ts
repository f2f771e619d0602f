import { featureNotEnabled } from '../../core/errors.js';
import type { AccountRow } from '../../db/accounts.js';

/** 403 `feature_not_enabled` unless the account has the feature (`npm run admin -- accounts … --features`). */
export function requireFeature(account: Pick<AccountRow, 'features'>, feature: string, message: string): void {
  if (!account.features.includes(feature)) throw featureNotEnabled(feature, message);
}
