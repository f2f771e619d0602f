/** The console's session cookie and the header that carries its CSRF token on writes. */
export const SESSION_COOKIE = 'rlp_session';
export const CSRF_HEADER = 'X-CSRF-Token';
