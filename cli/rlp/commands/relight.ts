import type { Command } from 'commander';
import type { Schema } from '../../../sdk/index.js';
import { connect } from '../api.js';
import { number } from '../numbers.js';
import { withJson } from '../output.js';
import { runAugmentation } from '../augmentation-run.js';

const RELIGHT_FIELDS = ['exposure', 'temperature', 'tint', 'contrast', 'saturation'] as const;

interface RelightOptions {
  camera: string;
  exposure?: number;
  temperature?: number;
  tint?: number;
  contrast?: number;
  saturation?: number;
  instructions?: string;
  hubRepo?: string;
  follow?: boolean;
  json?: boolean;
}

export function registerRelight(program: Command): void {
  const command = program
    .command('relight')
    .description('relight every episode of a dataset (an augmentation with model relight; output as downloadable files unless --hub-repo)')
    .argument('<repo>', 'source dataset, owner/name')
    .option('--camera <name>', "camera to relight (short 'top' or full key; '*' for all)", '*')
    .option('--instructions <text>', 'what the run is for (default: made from the settings)');
  for (const field of RELIGHT_FIELDS) command.option(`--${field} <number>`, `relight ${field} (see docs/api/augmentations.md for ranges)`, number);
  withJson(command.option('--hub-repo <owner/name>', 'publish to this hub repo instead of download files').option('--follow', 'draw its progress until it ends; exit 3 unless it succeeded')).action(
    async (repo: string, options: RelightOptions) => {
      const api = await connect();
      const params = Object.fromEntries(RELIGHT_FIELDS.filter((f) => options[f] !== undefined).map((f) => [f, options[f]])) as Schema<'RelightParams'>;
      const settings = Object.entries(params).map(([k, v]) => `${k} ${v}`).join(', ') || 'defaults';
      await runAugmentation(api, options, {
        source: { repo_id: repo },
        model: 'relight',
        instructions: options.instructions ?? `relight ${options.camera}: ${settings}`,
        config: { relight: { [options.camera]: params } },
      });
    },
  );
}
