import { pendingIntegrations, type IntegrationRequest, type StoredIntegration } from '../core/tracking/integrations.js';
import type { Queryable } from './client.js';
import { jsonb } from './jsonb.js';

/** The tables whose runs log to experiment trackers. */
export type TrackedRunTable = 'training_runs' | 'rl_runs';

/** Writes a run's integrations (at create, in the create's transaction, and whenever the job reports). */
export async function setRunIntegrations(q: Queryable, table: TrackedRunTable, runId: string, integrations: StoredIntegration[]): Promise<void> {
  await q`update ${q(table)} set integrations = ${jsonb(q, integrations)} where id = ${runId}`;
}

export async function getRunIntegrations(q: Queryable, table: TrackedRunTable, runId: string): Promise<{ account_id: string; integrations: StoredIntegration[] } | undefined> {
  const [row] = await q<{ account_id: string; integrations: StoredIntegration[] }[]>`select account_id, integrations from ${q(table)} where id = ${runId}`;
  return row;
}

/** At create, in the create's transaction: stores the requested integrations (all pending) on every new run and returns the rows with them. */
export async function withIntegrations<Row extends { id: string; integrations: StoredIntegration[] }>(
  q: Queryable,
  table: TrackedRunTable,
  rows: Row[],
  requested: readonly IntegrationRequest[] | undefined,
  useStoredCredentials = false,
): Promise<Row[]> {
  const integrations = pendingIntegrations(requested, useStoredCredentials);
  if (integrations.length === 0) return rows;
  for (const row of rows) {
    await setRunIntegrations(q, table, row.id, integrations);
    row.integrations = integrations;
  }
  return rows;
}
