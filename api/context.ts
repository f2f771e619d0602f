import type { AccountRow } from '../db/accounts.js';
import type { ApiKeyRow } from '../db/api-keys.js';

export interface AuthContext {
  account: AccountRow;
  key: ApiKeyRow;
}

/** Typed variables every handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    serviceVersion: string;
    auth: AuthContext;
    /** Set by the idempotency middleware when the request carried an Idempotency-Key. */
    idempotencyKey: string | null;
  };
}
