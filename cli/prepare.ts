import type { Config } from '../core/config.js';
import { createSql } from '../db/client.js';
import { DatabaseUnreachableError, ensureDatabase } from '../db/ensure-database.js';
import { migrate } from '../db/migrate.js';
import { createHubBackend } from '../backends/index.js';
import { ensureDemoDatasets } from './demo-datasets.js';
import { ensureFfmpeg, SetupError } from './setup/ffmpeg.js';
import { ensureTemporalCli } from './setup/temporal-cli.js';
import { ensureSimulation } from './setup/sim.js';
import { ensureTracking } from './setup/tracking.js';
import { modelsDir } from '../core/sim/environment.js';
import { describeServiceNode, ensureServiceNode, type ServiceNode } from './setup/service-node.js';

export const say = (line: string) => console.log(`[start]    ${line}`);

export interface Prepared {
  temporalCli: string;
  /** The Node the API and worker run on. */
  serviceNode: ServiceNode;
}

/**
 * Everything that must exist before the service's processes start; safe to run again.
 * `npm run setup` runs just this; `npm start` runs it first.
 */
export async function prepare(config: Config, options: { demoData?: boolean } = {}): Promise<Prepared> {
  await ensureFfmpeg(say);
  say('ffmpeg ok');
  const cli = await ensureTemporalCli(say);
  say(`Temporal CLI ok (${cli.version})`);
  const serviceNode = await ensureServiceNode(say);
  say(`the API and worker will run on ${describeServiceNode(serviceNode)}`);
  await ensureSimulation(config.dataDir, say);
  await ensureTracking(say);

  const { created } = await ensureDatabase(config.databaseUrl);
  const sql = createSql(config.databaseUrl, { max: 1, applicationName: 'robot-platform-setup' });
  try {
    const result = await migrate(sql);
    say(`database ${new URL(config.databaseUrl).pathname.slice(1)} ${created ? 'created, ' : ''}${result.applied.length ? `migrated (${result.applied.join(', ')})` : 'up to date'}`);
  } finally {
    await sql.end();
  }

  if (options.demoData ?? true) {
    for (const line of await ensureDemoDatasets(createHubBackend(config), { modelsDir: modelsDir(config.dataDir) })) say(line);
  }
  return { temporalCli: cli.path, serviceNode };
}

/** The message to print for an error `prepare` can raise, without a stack trace where the cause is known. */
export function describeSetupError(error: unknown): string {
  if (error instanceof SetupError || error instanceof DatabaseUnreachableError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
