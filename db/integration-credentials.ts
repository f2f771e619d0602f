import { openSecret, sealSecret } from '../core/credentials/seal.js';
import type { CredentialType } from '../core/tracking/integrations.js';
import type { Queryable } from './client.js';

/** Per-account tracker credentials, sealed at rest (AES-256-GCM bound to `<account>:<type>`), like hub tokens. */
const boundTo = (accountId: string, type: CredentialType) => `${accountId}:${type}`;

export interface CredentialsInfo {
  type: CredentialType;
  fields: string[];
  updated_at: Date;
}

export async function setIntegrationCredentials(q: Queryable, key: Buffer, accountId: string, type: CredentialType, values: Record<string, string>): Promise<CredentialsInfo> {
  const sealed = sealSecret(key, JSON.stringify(values), boundTo(accountId, type));
  const fields = Object.keys(values).sort();
  const [row] = await q<CredentialsInfo[]>`
    insert into integration_credentials (account_id, type, sealed, fields) values (${accountId}, ${type}, ${sealed}, ${fields})
    on conflict (account_id, type) do update set sealed = excluded.sealed, fields = excluded.fields, updated_at = now()
    returning type, fields, updated_at`;
  return row!;
}

export async function deleteIntegrationCredentials(q: Queryable, accountId: string, type: CredentialType): Promise<boolean> {
  const rows = await q`delete from integration_credentials where account_id = ${accountId} and type = ${type} returning type`;
  return rows.length > 0;
}

/** What is set, never the values. */
export function listIntegrationCredentials(q: Queryable, accountId: string): Promise<CredentialsInfo[]> {
  return q<CredentialsInfo[]>`select type, fields, updated_at from integration_credentials where account_id = ${accountId} order by type`;
}

/** The account's credentials for each type in clear (for the job's tracker only). */
export async function readIntegrationCredentials(q: Queryable, key: Buffer, accountId: string): Promise<Partial<Record<CredentialType, Record<string, string>>>> {
  const rows = await q<{ type: CredentialType; sealed: string }[]>`select type, sealed from integration_credentials where account_id = ${accountId}`;
  return Object.fromEntries(rows.map((row) => [row.type, JSON.parse(openSecret(key, row.sealed, boundTo(accountId, row.type))) as Record<string, string>]));
}
