import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.js';
import { insertAccount } from '../../db/accounts.js';
import { insertTwin, updateTwinProgress } from '../../kinds/twin/db/twin-rows.js';
import { testSql } from '../helpers/database.js';

const sql = testSql(2);
afterAll(() => sql.end());

describe("a building twin's row", () => {
  it('never steps its stage back: a stale report (a new attempt starting over at null, an earlier stage) leaves the further one', async () => {
    const account = await insertAccount(sql, { name: 'twin progress' });
    const twin = await insertTwin(sql, {
      id: newId('twin'), accountId: account.id, source: { type: 'hub', repo_id: 'demo/x' } as never, sourceRevision: null,
      episodeIndex: 0, config: {}, etaSeconds: 1, webhookMetadata: null, requestId: null, idempotencyKey: null,
    });
    await sql`update twins set status = 'processing' where id = ${twin.id}`;
    const stage = async () => (await sql<{ stage: string | null }[]>`select phase as stage from twins where id = ${twin.id}`)[0]!.stage;
    const seen: (string | null)[] = [];
    for (const next of ['check', 'scene', null, 'kinematics', 'validate', 'scene', 'package'] as const) {
      await updateTwinProgress(sql, twin.id, { stage: next, statusMessage: `at ${next}` });
      seen.push(await stage());
    }
    expect(seen).toEqual(['check', 'scene', 'scene', 'scene', 'validate', 'validate', 'package']);
    // The other fields of a stale report are still written.
    expect((await sql<{ status_message: string }[]>`select status_message from twins where id = ${twin.id}`)[0]!.status_message).toBe('at package');
  });
});
