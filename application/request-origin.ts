/** The request a create came from, stored on its rows (null for the admin CLI and tests calling an operation directly). */
export interface RequestOrigin {
  requestId: string | null;
  idempotencyKey: string | null;
}

export const NO_REQUEST: RequestOrigin = { requestId: null, idempotencyKey: null };
