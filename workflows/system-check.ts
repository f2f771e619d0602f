import { proxyActivities, upsertSearchAttributes } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { ResourceStatusAttribute } from './search-attributes.js';

const { checkDependencies } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 3, initialInterval: '1 second' },
});

/**
 * Proves the chain API → Temporal → worker → Postgres/ffmpeg/hub works; `npm start` runs it
 * once the worker is up and prints what it found.
 */
export async function systemCheckWorkflow(): Promise<Awaited<ReturnType<Activities['checkDependencies']>>> {
  upsertSearchAttributes([{ key: ResourceStatusAttribute, value: 'processing' }]);
  const report = await checkDependencies();
  upsertSearchAttributes([{ key: ResourceStatusAttribute, value: report.ok ? 'succeeded' : 'failed' }]);
  return report;
}
