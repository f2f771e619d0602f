import { inject, describe, expect, it } from 'vitest';
import { createSql } from '../../db/client.js';
import { dropDatabase, ensureDatabase } from '../../db/ensure-database.js';
import { migrate } from '../../db/migrate.js';

describe('migrations', () => {
  it('create the database, apply once, and are safe to run concurrently', async () => {
    const url = new URL(inject('databaseUrl'));
    url.pathname = `${url.pathname}_mig`;
    const databaseUrl = url.toString();
    try {
      expect(await ensureDatabase(databaseUrl)).toEqual({ created: true });
      expect(await ensureDatabase(databaseUrl)).toEqual({ created: false });
      const pools = [createSql(databaseUrl, { max: 1 }), createSql(databaseUrl, { max: 1 }), createSql(databaseUrl, { max: 1 })];
      const results = await Promise.all(pools.map((sql) => migrate(sql)));
      const appliedTotal = results.reduce((n, r) => n + r.applied.length, 0);
      const files = results.flatMap((r) => r.applied);
      expect(new Set(files).size).toBe(files.length); // nothing applied twice
      expect(appliedTotal).toBeGreaterThan(0);
      expect((await migrate(pools[0]!)).applied).toEqual([]);
      const [tables] = await pools[0]!`select count(*)::int as n from information_schema.tables where table_name in ('accounts','api_keys','ledger_entries','events','idempotency_keys')`;
      expect(tables!.n).toBe(5);
      await Promise.all(pools.map((sql) => sql.end()));
    } finally {
      await dropDatabase(databaseUrl);
    }
  });

  it('explain an unreachable server and how to fix it', async () => {
    await expect(ensureDatabase('postgres://postgres@127.0.0.1:1/robot_platform')).rejects.toThrow(/not reachable at 127\.0\.0\.1:1.*\n.*pg_ctlcluster/s);
  });
});
