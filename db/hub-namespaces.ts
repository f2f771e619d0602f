import type { Queryable } from './client.js';

export interface HubNamespaceRow {
  name: string;
  created_at: Date;
  /** Accounts that may write into it (and read its private repos); empty for an operator's shared namespace. */
  account_ids: string[];
}

/** The namespace every account owns from its first use: its id in lower case (`acct_01…`). */
export const accountNamespace = (accountId: string) => accountId.toLowerCase();

/** Whether a namespace is some account's own (`acct_<ulid>`), as opposed to an operator's shared one. */
export const isAccountNamespace = (name: string) => /^acct_[0-9a-z]{26}$/.test(name);

/** Creates the namespace if missing; true when this call created it. */
export async function createHubNamespace(q: Queryable, name: string): Promise<boolean> {
  const rows = await q`insert into hub_namespaces (name) values (${name}) on conflict (name) do nothing returning name`;
  return rows.length > 0;
}

/** Lets the account write into the namespace (creating the namespace when missing). */
export async function grantHubNamespace(q: Queryable, name: string, accountId: string): Promise<void> {
  await createHubNamespace(q, name);
  await q`insert into hub_namespace_grants (namespace, account_id) values (${name}, ${accountId}) on conflict do nothing`;
}

export async function revokeHubNamespace(q: Queryable, name: string, accountId: string): Promise<boolean> {
  const rows = await q`delete from hub_namespace_grants where namespace = ${name} and account_id = ${accountId} returning namespace`;
  return rows.length > 0;
}

export async function findHubNamespace(q: Queryable, name: string): Promise<HubNamespaceRow | undefined> {
  const [row] = await q<HubNamespaceRow[]>`
    select n.name, n.created_at, coalesce(array_agg(g.account_id order by g.account_id) filter (where g.account_id is not null), '{}') as account_ids
    from hub_namespaces n left join hub_namespace_grants g on g.namespace = n.name
    where n.name = ${name}
    group by n.name, n.created_at`;
  return row;
}

/** Every namespace, or those granted to one account, by name. */
export async function listHubNamespaces(q: Queryable, accountId?: string): Promise<HubNamespaceRow[]> {
  return q<HubNamespaceRow[]>`
    select n.name, n.created_at, coalesce(array_agg(g.account_id order by g.account_id) filter (where g.account_id is not null), '{}') as account_ids
    from hub_namespaces n left join hub_namespace_grants g on g.namespace = n.name
    ${accountId === undefined ? q`` : q`where exists (select 1 from hub_namespace_grants m where m.namespace = n.name and m.account_id = ${accountId})`}
    group by n.name, n.created_at
    order by n.name`;
}

export async function hasHubNamespaceGrant(q: Queryable, name: string, accountId: string): Promise<boolean> {
  const rows = await q`select 1 from hub_namespace_grants where namespace = ${name} and account_id = ${accountId}`;
  return rows.length > 0;
}
