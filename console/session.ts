import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../core/console/session-cookie.js';
import { hashToken, newSecretToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../core/console/tokens.js';
import type { Sql } from '../db/client.js';
import { endConsoleSession, insertConsoleSession, touchConsoleSession, type ConsoleSessionRow, type ConsoleUserRow } from '../db/console-users.js';

export interface SessionSettings {
  sql: Sql;
  publicBaseUrl: string;
}

const secure = (settings: SessionSettings) => settings.publicBaseUrl.startsWith('https:');

/** Starts a session for the user and sets its cookie: HTTP-only, SameSite=Strict, Secure behind https. */
export async function startSession(c: Context, settings: SessionSettings, user: ConsoleUserRow): Promise<ConsoleSessionRow> {
  const token = newSecretToken();
  const session = await insertConsoleSession(settings.sql, {
    user,
    tokenHash: hashToken(token),
    csrfToken: newSecretToken(),
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: secure(settings),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
  return session;
}

/** The live session of this request's cookie (its idle clock restarted), or undefined. */
export async function currentSession(c: Context, settings: SessionSettings): Promise<ConsoleSessionRow | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? touchConsoleSession(settings.sql, hashToken(token), SESSION_IDLE_MS) : undefined;
}

export async function endSession(c: Context, settings: SessionSettings): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await endConsoleSession(settings.sql, hashToken(token));
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict', secure: secure(settings) });
}

/** Whether a request that changes something came from the console's own pages (Origin, else Referer). */
export function sameOrigin(c: Context, settings: SessionSettings): boolean {
  const allowed = [new URL(settings.publicBaseUrl).origin, new URL(c.req.url).origin];
  const origin = c.req.header('Origin') ?? (c.req.header('Referer') ? new URL(c.req.header('Referer')!).origin : undefined);
  return origin === undefined || allowed.includes(origin);
}
