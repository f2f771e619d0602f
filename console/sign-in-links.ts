import { hashToken, newSecretToken, SIGN_IN_LINK_TTL_MS } from '../core/console/tokens.js';
import type { Sql } from '../db/client.js';
import { ensureConsoleUser, insertSignInLink, type ConsoleUserRow } from '../db/console-users.js';

export interface SignInLink {
  user: ConsoleUserRow;
  url: string;
  expiresAt: Date;
}

/** A one-time sign-in link for the account's user with this email (created when missing). Only the token's hash is stored. */
export async function issueSignInLink(sql: Sql, input: { accountId: string; email: string; publicBaseUrl: string }): Promise<SignInLink> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + SIGN_IN_LINK_TTL_MS);
  const user = await sql.begin(async (tx) => {
    const found = await ensureConsoleUser(tx, input.accountId, input.email);
    await insertSignInLink(tx, { userId: found.id, tokenHash: hashToken(token), expiresAt });
    return found;
  });
  return { user, url: `${input.publicBaseUrl}/console/sign-in?token=${token}`, expiresAt };
}
