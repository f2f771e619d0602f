import { parseRepoId } from '../core/ports/repo-id.js';
import type { Sql } from '../db/client.js';
import { createHubNamespace, findHubNamespace, grantHubNamespace, listHubNamespaces, revokeHubNamespace, type HubNamespaceRow } from '../db/hub-namespaces.js';

export interface CommandOutput {
  json: unknown;
  text: string;
}

const view = (n: HubNamespaceRow) => ({ name: n.name, account_ids: n.account_ids, shared: n.account_ids.length === 0, created_at: n.created_at.toISOString() });
const line = (n: HubNamespaceRow) => `${n.name}  ${n.account_ids.length ? n.account_ids.join(', ') : '(shared: operator writes, accounts read public repos)'}`;

/** A namespace is the `owner` part of a repo id, with the same rules. */
function checkedName(name: string | undefined): string {
  if (!name) throw new Error('Give the NAMESPACE.');
  parseRepoId(`${name}/x`);
  return name;
}

/** `admin namespaces create|grant|revoke|list`: who may write into which local-hub namespace. */
export async function namespaceCommand(
  sql: Sql,
  action: string | undefined,
  args: string[],
  accountFlag: string | undefined,
  requireAccount: (id: string | undefined) => Promise<{ id: string }>,
): Promise<CommandOutput> {
  switch (action) {
    case 'create': {
      const name = checkedName(args[0]);
      const account = accountFlag === undefined ? null : await requireAccount(accountFlag);
      const created = await createHubNamespace(sql, name);
      if (account) await grantHubNamespace(sql, name, account.id);
      const row = (await findHubNamespace(sql, name))!;
      return { json: { ...view(row), created }, text: `${created ? 'created' : 'exists:'} ${line(row)}` };
    }
    case 'grant':
    case 'revoke': {
      const name = checkedName(args[0]);
      const account = await requireAccount(args[1]);
      if (action === 'grant') await grantHubNamespace(sql, name, account.id);
      else if (!(await revokeHubNamespace(sql, name, account.id))) throw new Error(`${account.id} had no grant on '${name}'.`);
      const row = (await findHubNamespace(sql, name))!;
      return { json: view(row), text: `${action === 'grant' ? 'granted' : 'revoked'}: ${line(row)}` };
    }
    case 'list': {
      const account = accountFlag === undefined ? undefined : (await requireAccount(accountFlag)).id;
      const rows = await listHubNamespaces(sql, account);
      return { json: rows.map(view), text: rows.map(line).join('\n') || '(no namespaces)' };
    }
    default:
      throw new Error(`Unknown command 'namespaces ${action ?? ''}'; use create, grant, revoke or list.`);
  }
}
