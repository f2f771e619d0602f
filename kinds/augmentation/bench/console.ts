/** The augmentation kind's part of bench:console: succeeded relights on one account, each charged, as a finished relight leaves them. */
import { newId } from '../../../core/ids.js';
import type { Sql } from '../../../db/client.js';
import { chargeTokens } from '../../../db/ledger.js';
import { insertAugmentation } from '../db/augmentations.js';

const TOKENS = 3;

export async function seedConsoleRuns(sql: Sql, accountId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId('augmentation');
    await insertAugmentation(sql, {
      id, accountId, model: 'relight', source: { type: 'hub', repo_id: 'demo/so101-pick-place' }, instructions: `one stop darker, run ${i}`,
      config: { episode_count: 6, variation_prompts: null, relight: { top: { exposure: -1 } } }, referenceImages: [], output: { type: 'download' },
      webhookMetadata: null, requestId: null, idempotencyKey: null,
    });
    await chargeTokens(sql, { accountId, amount: TOKENS, resourceId: id, resourceKind: 'augmentation', reason: 'relight' });
    // Succeeded as its publish leaves it, without a terminal event (the events page is measured with none, as before).
    await sql`update augmentations set status = 'succeeded', phase = 'publish', progress = 1, tokens_charged = ${TOKENS}, completed_at = now(),
              plan = ${sql.json({ engine: 'relight', reason: 'bench', relight: { 'observation.images.top': { exposure: -1 } }, video_instruction: null, source_revision: null })}
              where id = ${id}`;
    ids.push(id);
  }
  return ids;
}
