import type { Command } from 'commander';
import { connect, must } from '../api.js';
import { printResult, withJson } from '../output.js';

export function registerDatasets(program: Command): void {
  const datasets = program.command('datasets').description('look at datasets on the hub');
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
