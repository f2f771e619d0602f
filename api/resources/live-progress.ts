import type { LiveState } from '../../contracts/resource.js';

interface ProgressRow {
  phase?: string | null;
  progress?: number | string;
  status_message?: string | null;
}

/**
 * The live state GET by id shows. The workflow hears of progress only at milestones (a new phase,
 * a new 10 % step: activities/progress-reporter.ts) while the row gets every report, so when the
 * row is further along in the same phase its progress, message and the kind's own progress fields
 * (`extra`: metrics, eta, …) are the fresher ones. Only while the run works: a cancel or an ending
 * the workflow wrote itself always wins.
 */
export function withRowProgress<Live extends LiveState>(live: Live | undefined, row: ProgressRow, extra?: Partial<Live>): Live | undefined {
  if (!live || live.status !== 'processing' || row.progress === undefined) return live;
  const progress = Number(row.progress);
  if (row.phase !== live.phase || !(progress > live.progress)) return live;
  return { ...live, ...extra, progress, status_message: row.status_message ?? live.status_message };
}
