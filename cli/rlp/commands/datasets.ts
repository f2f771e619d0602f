import type { Command } from 'commander';
import type { Schema } from '../../../sdk/index.js';
import { connect, must, type Api } from '../api.js';
import { UsageError } from '../exit-codes.js';
import { positiveInteger } from '../numbers.js';
import { printResult, table, withJson } from '../output.js';

/** One entry of GET /v1/datasets: a dataset the account can read, with what inspect says of it. */
export type ListedDataset = Pick<Schema<'Dataset'>, 'repo_id' | 'private' | 'access' | 'summary' | 'error'>;

/** `rlp datasets`: one row per dataset, what it holds, and whether it can be trained on. */
export function datasetRows(datasets: ListedDataset[]): string[] {
  if (datasets.length === 0) return ['no datasets'];
  return table([
    ['REPO', 'ACCESS', 'EPISODES', 'FRAMES', 'FPS', 'ROBOT', 'CAMERAS', 'TRAINABLE'],
    ...datasets.map((d) => {
      const s = d.summary;
      const access = `${d.access}${d.private ? ', private' : ''}`;
      if (!s) return [d.repo_id, access, '-', '-', '-', '-', '-', `no: ${d.error?.code ?? 'unreadable'}`];
      return [d.repo_id, access, String(s.total_episodes), String(s.total_frames), String(s.fps), s.robot_type ?? '-', s.cameras.join(',') || '-', s.trainable ? 'yes' : 'no'];
    }),
  ]);
}

/** Every readable dataset, page after page, up to `limit`. */
async function readableDatasets(api: Api, limit: number): Promise<ListedDataset[]> {
  const all: ListedDataset[] = [];
  let cursor: string | undefined;
  do {
    const query = { limit: Math.min(100, limit - all.length), ...(cursor ? { starting_after: cursor } : {}) };
    const page = await must(api.client.GET('/v1/datasets', { params: { query } }));
    all.push(...page.data);
    cursor = page.has_more && page.next_cursor ? page.next_cursor : undefined;
  } while (cursor && all.length < limit);
  return all;
}

export function registerDatasets(program: Command): void {
  const datasets = program.command('datasets').description('the datasets you can read (`rlp datasets`), and what one holds (`rlp datasets inspect`)');
  withJson(
    datasets
      .command('list', { isDefault: true })
      .description("the datasets this key's account can read: its own namespace's, granted ones, shared ones such as demo/ (GET /v1/datasets)")
      .option('--limit <n>', 'at most n datasets (1..1000)', positiveInteger, 100),
  ).action(async (options: { limit: number; json?: boolean }) => {
    if (options.limit > 1000) throw new UsageError('--limit must be at most 1000');
    const api = await connect();
    const data = await readableDatasets(api, options.limit);
    printResult(options, { object: 'list', data }, () => datasetRows(data));
  });
  withJson(datasets.command('inspect').description('what a LeRobot dataset holds, and whether it can be trained on').argument('<repo>', 'owner/name, optionally @revision')).action(
    async (repo: string, options: { json?: boolean }) => {
      const api = await connect();
      const inspection = await must(api.client.POST('/v1/datasets/inspect', { body: { repo_id: repo } }));
      printResult(options, inspection, () => [
        `${inspection.repo_id}@${inspection.revision.slice(0, 12)}  LeRobot ${inspection.codebase_version}, robot ${inspection.robot_type ?? '-'}`,
        `episodes ${inspection.total_episodes}, frames ${inspection.total_frames} at ${inspection.fps} fps, tasks ${inspection.total_tasks}`,
        `cameras: ${inspection.cameras.map((c) => `${c.name} (${c.width ?? '?'}x${c.height ?? '?'} ${c.codec ?? '?'}${c.video_present ? '' : ', videos missing'})`).join(', ')}`,
        `state ${inspection.state_dim ?? '-'}, action ${inspection.action_dim ?? '-'}; trainable: ${inspection.trainable ? 'yes' : 'no'}`,
        ...inspection.problems.map((p) => `problem: ${p}`),
        ...inspection.warnings.map((w) => `warning: ${w}`),
      ]);
    },
  );
}
