import type { Command } from 'commander';
import { connect } from '../api.js';
import { withJson } from '../output.js';
import { runAugmentation } from '../augmentation-run.js';

interface VideoOptions {
  prompt: string[];
  instructions?: string;
  hubRepo?: string;
  follow?: boolean;
  json?: boolean;
}

export function registerVideo(program: Command): void {
  const command = program
    .command('video')
    .description("generate new episodes in the recording's twin (an augmentation with model video): one per --prompt, e.g. --prompt 'the cube 4 cm further left' --prompt 'a blue cube'")
    .argument('<repo>', 'source dataset, owner/name')
    .option('--prompt <text>', 'one generated episode per prompt (repeat it)', (value: string, all: string[]) => [...all, value], [] as string[])
    .option('--instructions <text>', 'what the run is for, or every episode\'s change when no --prompt is given', 'new episodes with the scene varied');
  withJson(command.option('--hub-repo <owner/name>', 'publish to this hub repo instead of download files').option('--follow', 'draw its progress until it ends; exit 3 unless it succeeded')).action(
    async (repo: string, options: VideoOptions) => {
      const api = await connect();
      await runAugmentation(api, options, {
        source: { repo_id: repo },
        model: 'video',
        instructions: options.instructions ?? 'new episodes with the scene varied',
        config: options.prompt.length > 0 ? { variation_prompts: options.prompt } : {},
      });
    },
  );
}
