import { resourceNotFound } from '../../../core/errors.js';
import { findTrainingRun, type TrainingRunRow } from '../../../db/training-runs.js';
import type { Sql } from '../../../db/client.js';

/** The account's run; 404 (like a missing id) when another account owns it. */
export async function ownedTrainingRun(sql: Sql, accountId: string, id: string): Promise<TrainingRunRow> {
  const row = await findTrainingRun(sql, accountId, id);
  if (!row) throw resourceNotFound(id);
  return row;
}
