import type { Queryable } from '../../../db/client.js';
import { jsonb } from '../../../db/jsonb.js';

/** Where a training run starts from: another run's checkpoint (weights under `storage_prefix`, optimizer state beside it). */
export interface TrainingRunSource {
  run_id: string;
  step: number;
  storage_prefix: string;
}

/** At create, in the create's transaction: records the checkpoint every new run starts from. */
export async function withTrainingSource<Row extends { id: string; from_checkpoint: TrainingRunSource | null }>(q: Queryable, rows: Row[], source: TrainingRunSource | null): Promise<Row[]> {
  if (!source) return rows;
  for (const row of rows) {
    await q`update training_runs set from_checkpoint = ${jsonb(q, source)} where id = ${row.id}`;
    row.from_checkpoint = source;
  }
  return rows;
}
