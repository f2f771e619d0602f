/** Statuses of a run that is still working: its page refreshes and offers cancel. */
export const LIVE_STATUSES = ['queued', 'processing', 'canceling'];
