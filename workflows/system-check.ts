import { proxyActivities, upsertSearchAttributes } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { ResourceStatusAttribute } from '../contracts/search-attributes.js';
import type { DependencyReport } from '../contracts/system-check.js';

const { checkDependencies } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 3, initialInterval: '1 second' },
});

/**
 * Proves the chain API → Temporal → worker → Postgres/ffmpeg/hub works; `npm start` runs it
 * once the worker is up and prints what it found.
 */
export async function systemCheckWorkflow(): Promise<DependencyReport> {
  upsertSearchAttributes([{ key: ResourceStatusAttribute, value: 'processing' }]);
  const report = await checkDependencies();
  upsertSearchAttributes([{ key: ResourceStatusAttribute, value: report.ok ? 'succeeded' : 'failed' }]);
  return report;
}
