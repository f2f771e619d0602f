import { loadConfig } from '../core/config.js';
import { createSql } from './client.js';
import { ensureDatabase } from './ensure-database.js';
import { migrate } from './migrate.js';

const config = loadConfig();
try {
  const { created } = await ensureDatabase(config.databaseUrl);
  if (created) console.log('created database');
  const sql = createSql(config.databaseUrl, { max: 1, applicationName: 'robot-platform-migrate' });
  const result = await migrate(sql);
  await sql.end();
  console.log(result.applied.length ? `applied ${result.applied.join(', ')}` : 'database is up to date');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
