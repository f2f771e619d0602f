import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newId } from '../../core/ids.js';
import { insertAccount } from '../../db/accounts.js';
import { createSql, type Sql } from '../../db/client.js';
import { dropDatabase, ensureDatabase } from '../../db/ensure-database.js';
import { migrate } from '../../db/migrate.js';
import { typicalStageSeconds } from '../../kinds/twin/db/stage-durations.js';
import { insertTwin } from '../../kinds/twin/db/twin-rows.js';

// The durations behind eta_seconds come from the service's own finished builds: a database of its
// own, since every other twin the test run builds would count too.
let sql: Sql;
let databaseUrl: string;
beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `${url.pathname}_eta`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  sql = createSql(databaseUrl, { max: 2 });
  await migrate(sql);
});
afterAll(async () => {
  await sql.end();
  await dropDatabase(databaseUrl);
});

async function finishedTwin(accountId: string, status: string, stages: { stage: string; ok: boolean; seconds: number }[]) {
  const twin = await insertTwin(sql, {
    id: newId('twin'),
    accountId,
    source: { type: 'hub', repo_id: 'demo/x' } as never,
    sourceRevision: null,
    episodeIndex: 0,
    config: {},
    etaSeconds: 1,
    webhookMetadata: null,
    requestId: null,
    idempotencyKey: null,
  });
  await sql`update twins set status = ${status}, completed_at = now(), stages = ${sql.json(stages.map((s) => ({ ...s, attempts: 1, measurement: '' })) as never)} where id = ${twin.id}`;
}

describe('typical stage durations', () => {
  it('are the median of recent successful builds, per stage, once a stage has three of them', async () => {
    const accountId = (await insertAccount(sql, { name: 'eta' })).id;
    expect(await typicalStageSeconds(sql)).toEqual({});
    for (const seconds of [2, 4, 30]) await finishedTwin(accountId, 'succeeded', [{ stage: 'check', ok: true, seconds }, { stage: 'scene', ok: true, seconds: seconds * 2 }]);
    // A failed build and a stage that did not finish ok do not count.
    await finishedTwin(accountId, 'failed', [{ stage: 'check', ok: true, seconds: 500 }]);
    await finishedTwin(accountId, 'succeeded', [{ stage: 'validate', ok: false, seconds: 900 }]);
    expect(await typicalStageSeconds(sql)).toEqual({ check: 4, scene: 8 });
  });
});
