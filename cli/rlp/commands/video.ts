import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import { connect, must } from '../api.js';
import { printResult, withJson } from '../output.js';
import { failureOfRun } from '../run-outcome.js';
import { augmentationLine, followAugmentation } from './relight.js';

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
      const created = await must(
        api.client.POST('/v1/augmentations', {
          headers: { 'Idempotency-Key': `rlp-${randomUUID()}` },
          body: {
            source: { repo_id: repo },
            model: 'video',
            instructions: options.instructions ?? 'new episodes with the scene varied',
            config: options.prompt.length > 0 ? { variation_prompts: options.prompt } : {},
            output: options.hubRepo ? { type: 'hub', repo_id: options.hubRepo } : { type: 'download' },
          },
        }),
      );
      const result = options.follow ? await followAugmentation(api, created.id) : created;
      printResult(options, result, () => augmentationLine(result));
      if (options.follow) {
        const failure = failureOfRun(result);
        if (failure) throw failure;
      }
    },
  );
}
