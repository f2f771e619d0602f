import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config.js';
import { FEATURES, isFeature, isScope, SCOPES } from '../core/scopes.js';
import { findAccount, insertAccount, listAccounts, updateAccount, type AccountRow } from '../db/accounts.js';
import { findApiKey, issueApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from '../db/api-keys.js';
import { createSql, type Sql } from '../db/client.js';
import { grantTokens } from '../db/ledger.js';
import { loadCredentialsKey } from '../core/credentials/key.js';
import { clearHubToken, hubTokenInfo, setHubToken } from '../db/hub-tokens.js';
import { issueSignInLink } from '../console/sign-in-links.js';
import { namespaceCommand } from './admin-namespaces.js';
import { cancelResource } from '../application/cancel.js';
import { connectTemporalClient } from '../api/temporal-client.js';
import { RESOURCE_KINDS, resourceKindOfId } from '../core/kinds.js';
import { findResourceRow, getResourceRow } from '../db/resource-rows.js';

const USAGE = `Operator commands (add --json for machine-readable output; use 'npm run --silent admin -- …' in scripts):

  accounts create --name NAME [--concurrency-limit N] [--features a,b] [--credits N]
  accounts list
  accounts show ACCOUNT_ID
  accounts update ACCOUNT_ID [--name NAME] [--concurrency-limit N] [--features a,b]
  credits grant ACCOUNT_ID AMOUNT [--reason TEXT]
  keys create ACCOUNT_ID [--name NAME] [--scopes a,b | all] [--expires-in 30d|12h|90m]
  keys list [ACCOUNT_ID]
  keys revoke KEY_ID
  users create ACCOUNT_ID --email EMAIL   (a console user; prints a one-time sign-in link, valid 15 minutes;
                                           run again for a fresh link)
  hub-tokens set ACCOUNT_ID TOKEN      (or the token on stdin when TOKEN is '-')
  hub-tokens clear ACCOUNT_ID
  hub-tokens show ACCOUNT_ID           (whether a token is set; never the token)
  namespaces create NAMESPACE [--account ACCOUNT_ID]   (no account: a shared, operator-written namespace such as 'demo')
  namespaces grant NAMESPACE ACCOUNT_ID               (the account may write there and read its private repos)
  namespaces revoke NAMESPACE ACCOUNT_ID
  namespaces list [--account ACCOUNT_ID]
  runs cancel RUN_ID                   (any kind, any account; answers at once, the run ends canceled)

Scopes: ${SCOPES.join(', ')}
Features: ${FEATURES.join(', ')}`;

class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const OPTIONS = {
  json: { type: 'boolean', default: false },
  name: { type: 'string' },
  'concurrency-limit': { type: 'string' },
  features: { type: 'string' },
  credits: { type: 'string' },
  reason: { type: 'string' },
  scopes: { type: 'string' },
  'expires-in': { type: 'string' },
  account: { type: 'string' },
  email: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function parseCommandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exit(2);
  }
}
const { values: flags, positionals } = parseCommandLine();

function positiveInt(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new UsageError(`${what} must be a positive integer; got '${value}'.`);
  return n;
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((s) => s.trim()).filter(Boolean);
}

function features(value: string | undefined): string[] | undefined {
  const items = list(value);
  const unknown = items?.filter((f) => !isFeature(f)) ?? [];
  if (unknown.length) throw new UsageError(`Unknown feature(s): ${unknown.join(', ')}. Known: ${FEATURES.join(', ')}.`);
  return items;
}

function scopes(value: string | undefined): string[] {
  if (value === undefined || value === 'all') return [...SCOPES];
  const items = list(value) ?? [];
  const unknown = items.filter((s) => !isScope(s));
  if (unknown.length || items.length === 0) throw new UsageError(`Unknown scope(s): ${unknown.join(', ') || '(none given)'}. Known: ${SCOPES.join(', ')}.`);
  return items;
}

function expiry(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const match = /^(\d+)([dhm])$/.exec(value);
  if (!match) throw new UsageError(`--expires-in takes a duration like 30d, 12h or 90m; got '${value}'.`);
  const unitMs = { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as 'd' | 'h' | 'm'];
  return new Date(Date.now() + Number(match[1]) * unitMs);
}

const accountView = (a: AccountRow) => ({
  id: a.id,
  name: a.name,
  concurrency_limit: a.concurrency_limit,
  features: a.features,
  balance: a.balance,
  created_at: a.created_at.toISOString(),
});

const keyView = (k: ApiKeyRow) => ({
  id: k.id,
  account_id: k.account_id,
  name: k.name,
  key_prefix: k.lookup,
  scopes: k.scopes,
  created_at: k.created_at.toISOString(),
  expires_at: k.expires_at?.toISOString() ?? null,
  revoked_at: k.revoked_at?.toISOString() ?? null,
  last_used_at: k.last_used_at?.toISOString() ?? null,
});

function print(json: unknown, text: string): void {
  console.log(flags.json ? JSON.stringify(json, null, 2) : text);
}

async function requireAccount(sql: Sql, id: string | undefined): Promise<AccountRow> {
  if (!id) throw new UsageError('Give the account id (acct_…).');
  const account = await findAccount(sql, id);
  if (!account) throw new UsageError(`No account ${id}.`);
  return account;
}

async function run(sql: Sql, [group, action, ...args]: string[]): Promise<void> {
  const command = `${group ?? ''} ${action ?? ''}`.trim();
  switch (command) {
    case 'accounts create': {
      if (!flags.name) throw new UsageError('accounts create needs --name.');
      const limit = positiveInt(flags['concurrency-limit'], '--concurrency-limit');
      const credits = positiveInt(flags.credits, '--credits');
      const featureList = features(flags.features);
      const account = await sql.begin(async (tx) => {
        const created = await insertAccount(tx, { name: flags.name!, ...(limit ? { concurrencyLimit: limit } : {}), ...(featureList ? { features: featureList } : {}) });
        if (credits) await grantTokens(tx, { accountId: created.id, amount: credits, reason: 'initial credits' });
        return (await findAccount(tx, created.id))!;
      });
      return print(accountView(account), `created ${account.id} '${account.name}' (limit ${account.concurrency_limit}, features [${account.features.join(', ')}], ${account.balance} tokens)`);
    }
    case 'accounts list': {
      const accounts = await listAccounts(sql);
      return print(accounts.map(accountView), accounts.map((a) => `${a.id}  ${a.balance.toString().padStart(8)} tokens  limit ${a.concurrency_limit}  [${a.features.join(',')}]  ${a.name}`).join('\n') || '(no accounts)');
    }
    case 'accounts show': {
      const account = await requireAccount(sql, args[0]);
      return print(accountView(account), JSON.stringify(accountView(account), null, 2));
    }
    case 'accounts update': {
      const account = await requireAccount(sql, args[0]);
      const limit = positiveInt(flags['concurrency-limit'], '--concurrency-limit');
      const updated = (await updateAccount(sql, account.id, {
        ...(flags.name ? { name: flags.name } : {}),
        ...(limit ? { concurrencyLimit: limit } : {}),
        ...(flags.features !== undefined ? { features: features(flags.features)! } : {}),
      }))!;
      return print(accountView(updated), `updated ${updated.id}: limit ${updated.concurrency_limit}, features [${updated.features.join(', ')}]`);
    }
    case 'credits grant': {
      const account = await requireAccount(sql, args[0]);
      const amount = positiveInt(args[1], 'AMOUNT');
      if (!amount) throw new UsageError('credits grant needs an AMOUNT.');
      const entry = await grantTokens(sql, { accountId: account.id, amount, reason: flags.reason ?? 'operator grant' });
      const balance = (await findAccount(sql, account.id))!.balance;
      return print({ entry_id: entry.id, account_id: account.id, amount, balance }, `granted ${amount} tokens to ${account.id}; balance ${balance}`);
    }
    case 'keys create': {
      const account = await requireAccount(sql, args[0]);
      const { row, key } = await issueApiKey(sql, {
        accountId: account.id,
        name: flags.name ?? 'api key',
        scopes: scopes(flags.scopes),
        expiresAt: expiry(flags['expires-in']),
      });
      return print({ ...keyView(row), key }, `${key}\n\nkey ${row.id} for ${account.id}, scopes: ${row.scopes.join(', ')}${row.expires_at ? `, expires ${row.expires_at.toISOString()}` : ''}\nThis is the only time the full key is shown.`);
    }
    case 'keys list': {
      const keys = await listApiKeys(sql, args[0]);
      return print(keys.map(keyView), keys.map((k) => `${k.id}  ${k.lookup}…  ${k.revoked_at ? 'revoked ' : k.expires_at && k.expires_at < new Date() ? 'expired ' : 'active  '} ${k.account_id}  ${k.name}  [${k.scopes.join(',')}]`).join('\n') || '(no keys)');
    }
    case 'keys revoke': {
      if (!args[0] || !(await findApiKey(sql, args[0]))) throw new UsageError(`No key ${args[0] ?? '(none given)'}.`);
      const key = (await revokeApiKey(sql, args[0]))!;
      return print(keyView(key), `revoked ${key.id} at ${key.revoked_at!.toISOString()}`);
    }
    case 'users create': {
      const account = await requireAccount(sql, args[0]);
      const email = flags.email?.trim();
      if (!email || !EMAIL.test(email)) throw new UsageError(`users create needs --email with an address; got '${flags.email ?? ''}'.`);
      const link = await issueSignInLink(sql, { accountId: account.id, email, publicBaseUrl: loadConfig().publicBaseUrl });
      return print(
        { user_id: link.user.id, account_id: account.id, email: link.user.email, sign_in_url: link.url, expires_at: link.expiresAt.toISOString() },
        `${link.url}\n\nconsole user ${link.user.id} (${link.user.email}) for ${account.id}; the link works once, until ${link.expiresAt.toISOString()}.`,
      );
    }
    case 'hub-tokens set': {
      const account = await requireAccount(sql, args[0]);
      const token = args[1] === '-' ? (await readStdin()).trim() : args[1];
      if (!token) throw new UsageError('hub-tokens set needs a TOKEN (or - to read it from stdin).');
      await setHubToken(sql, loadCredentialsKey(loadConfig()), account.id, token);
      return print({ account_id: account.id, hub_token: 'set' }, `hub token set for ${account.id} (sealed at rest)`);
    }
    case 'hub-tokens clear': {
      const account = await requireAccount(sql, args[0]);
      const removed = await clearHubToken(sql, account.id);
      return print({ account_id: account.id, hub_token: 'none', removed }, removed ? `hub token cleared for ${account.id}` : `${account.id} had no hub token`);
    }
    case 'hub-tokens show': {
      const account = await requireAccount(sql, args[0]);
      const info = await hubTokenInfo(sql, account.id);
      return print(
        { account_id: account.id, hub_token: info ? 'set' : 'none', updated_at: info?.updated_at.toISOString() ?? null },
        info ? `${account.id}: hub token set (updated ${info.updated_at.toISOString()})` : `${account.id}: no hub token`,
      );
    }
    case 'runs cancel': {
      const id = args[0];
      const kind = id ? resourceKindOfId(id) : undefined;
      if (!id || !kind) throw new UsageError(`runs cancel needs a run id (${RESOURCE_KINDS.map((k) => `${k.prefix}_…`).join(', ')}).`);
      const table = kind.collection;
      const found = await getResourceRow(sql, table, id);
      if (!found) throw new UsageError(`No run ${id}.`);
      const temporal = await connectTemporalClient(loadConfig());
      try {
        const find = (accountId: string, runId: string) => findResourceRow(sql, table, accountId, runId);
        const { row } = await cancelResource({ temporal }, find, { id: found.account_id }, id, 'requested by an operator');
        return print({ id, kind: kind.kind, account_id: found.account_id, status: row.status }, `${id} (${kind.label}, ${found.account_id}): ${row.status}`);
      } finally {
        await temporal.connection.close();
      }
    }
    default:
      if (group === 'namespaces') {
        const result = await namespaceCommand(sql, action, args, flags.account, (id) => requireAccount(sql, id));
        return print(result.json, result.text);
      }
      throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

if (flags.help || positionals.length === 0) {
  console.log(USAGE);
  process.exit(flags.help ? 0 : 2);
}
const sql = createSql(loadConfig().databaseUrl, { max: 2, applicationName: 'robot-platform-admin' });
try {
  await run(sql, positionals);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
} finally {
  await sql.end({ timeout: 2 });
}
