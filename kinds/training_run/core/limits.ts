/** Policies (runs) one training create may start: the spec's 1..8. */
export const MAX_POLICIES_PER_CREATE = 8;
