import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import type { Schema } from '../../../sdk/index.js';
import { connect, must, type Api } from '../api.js';
import { followRun } from '../follow.js';
import { number } from '../numbers.js';
import { printResult, withJson } from '../output.js';
import { failureOfRun } from '../run-outcome.js';

type Augmentation = Schema<'Augmentation'>;
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

export function augmentationLine(a: Augmentation): string {
  return `${a.id}  ${a.status}  ${a.phase ?? '-'}  ${Math.round(a.progress * 100)}%  ${a.status_message ?? ''}`.trimEnd();
}

/** Follows an augmentation to its end, answering it ended. */
export async function followAugmentation(api: Api, id: string): Promise<Augmentation> {
  const read = () => must(api.client.GET('/v1/augmentations/{id}', { params: { path: { id } } }));
  const ended = await followRun(read, '{phase} [{bar}] {percentage}% | {detail}', (a) => ({
    phase: a.status === 'processing' ? (a.phase ?? 'queued') : a.status,
    value: a.progress,
    total: 1,
    detail: a.status_message ?? '',
  }));
  return ended;
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
      const created = await must(
        api.client.POST('/v1/augmentations', {
          headers: { 'Idempotency-Key': `rlp-${randomUUID()}` },
          body: {
            source: { repo_id: repo },
            model: 'relight',
            instructions: options.instructions ?? `relight ${options.camera}: ${settings}`,
            config: { relight: { [options.camera]: params } },
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
