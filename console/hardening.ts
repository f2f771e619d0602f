import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { IMPORT_MAP } from './pages.js';

const importMapHash = `'sha256-${createHash('sha256').update(IMPORT_MAP).digest('base64')}'`;

/**
 * Scripts, styles and requests from the console's own origin only (plus the import map, by its
 * hash); no framing by any site; no plugins; forms post only to the console.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${importMapHash}`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Hardening headers on every console response (pages, assets, sign-in, errors): issue 23, F7. */
export const consoleHardening = (): MiddlewareHandler => async (c, next) => {
  c.header('Content-Security-Policy', CONSOLE_CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  c.header('Referrer-Policy', 'same-origin');
  await next();
};
