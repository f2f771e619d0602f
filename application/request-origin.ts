/** The request a create came from, stored on its rows (null for the admin CLI and tests calling an operation directly). */
export interface RequestOrigin {
  requestId: string | null;
  idempotencyKey: string | null;
  /** The scopes of the key that sent it (undefined: no key, the admin CLI or a test calling an operation). */
  scopes?: readonly string[];
}

export const NO_REQUEST: RequestOrigin = { requestId: null, idempotencyKey: null };
