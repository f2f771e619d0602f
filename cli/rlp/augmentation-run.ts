import { randomUUID } from 'node:crypto';
import type { Schema } from '../../sdk/index.js';
import { must, type Api } from './api.js';
import { followRun } from './follow.js';
import { printResult, type OutputOptions } from './output.js';
import { failureOfRun } from './run-outcome.js';

type Augmentation = Schema<'Augmentation'>;
type CreateAugmentationBody = Schema<'CreateAugmentationRequest'>;

export function augmentationLine(a: Augmentation): string {
  return `${a.id}  ${a.status}  ${a.phase ?? '-'}  ${Math.round(a.progress * 100)}%  ${a.status_message ?? ''}`.trimEnd();
}

/** Follows an augmentation to its end, answering it ended. */
export async function followAugmentation(api: Api, id: string): Promise<Augmentation> {
  const read = () => must(api.client.GET('/v1/augmentations/{id}', { params: { path: { id } } }));
  return followRun(read, '{phase} [{bar}] {percentage}% | {detail}', (a) => ({
    phase: a.status === 'processing' ? (a.phase ?? 'queued') : a.status,
    value: a.progress,
    total: 1,
    detail: a.status_message ?? '',
  }));
}

export interface AugmentationCommandOptions extends OutputOptions {
  hubRepo?: string;
  follow?: boolean;
}

/** Creates the augmentation (published to `--hub-repo`, else downloadable), prints it, or follows it and fails unless it succeeded. */
export async function runAugmentation(api: Api, options: AugmentationCommandOptions, body: Omit<CreateAugmentationBody, 'output'>): Promise<void> {
  const output: CreateAugmentationBody['output'] = options.hubRepo ? { type: 'hub', repo_id: options.hubRepo } : { type: 'download' };
  const created = await must(api.client.POST('/v1/augmentations', { headers: { 'Idempotency-Key': `rlp-${randomUUID()}` }, body: { ...body, output } }));
  const result = options.follow ? await followAugmentation(api, created.id) : created;
  printResult(options, result, () => augmentationLine(result));
  if (options.follow) {
    const failure = failureOfRun(result);
    if (failure) throw failure;
  }
}
