import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import type { Schema } from '../../../sdk/index.js';
import { connect, must, type Api } from '../api.js';
import { followRun } from '../follow.js';
import { nonNegativeInteger } from '../numbers.js';
import { printResult, withJson } from '../output.js';
import { failureOfRun } from '../run-outcome.js';

/** The fields this command shows (the generated `Twin` types `camera` oddly; these are the same in every answer). */
type Twin = Pick<Schema<'Twin'>, 'id' | 'status' | 'stage' | 'progress' | 'status_message' | 'eta_seconds' | 'error' | 'scene_objects'>;

interface TwinCreateOptions {
  episode: number;
  robotModel?: string;
  follow?: boolean;
  json?: boolean;
}

const metres = (point: number[]) => `(${point.map((v) => v.toFixed(3)).join(', ')}) m`;

/** What a built twin holds for pick_place: its object and release position, or what is missing. */
export function twinScene(twin: Pick<Twin, 'scene_objects'>): string {
  const scene = twin.scene_objects;
  if (!scene) return '';
  if (scene.objects.length === 0) return 'no object (pick_place cannot run in it)';
  const names = scene.objects.map((o) => o.name).join(', ');
  if (!scene.release) return `object ${names}, no release position (pick_place needs --target)`;
  return `object ${names}, release at ${metres(scene.release)}${scene.place ? `, place target ${metres(scene.place)}` : ''}`;
}

export function twinLine(t: Twin): string {
  return `${t.id}  ${t.status}  ${t.stage ?? '-'}  ${Math.round(t.progress * 100)}%  ${t.status === 'failed' && t.error ? `${t.error.code}: ${t.error.message ?? ''}` : twinScene(t)}`.trimEnd();
}

/** Follows a twin's build to its end: stage, progress and ETA. */
export async function followTwin(api: Api, id: string): Promise<Twin> {
  const read = (): Promise<Twin> => must(api.client.GET('/v1/twins/{id}', { params: { path: { id } } }));
  return followRun(read, '{phase} [{bar}] {percentage}% | {detail}', (t) => ({
    phase: t.status === 'processing' ? (t.stage ?? 'starting') : t.status,
    value: t.progress,
    total: 1,
    detail: [t.status_message, t.eta_seconds !== null ? `ETA ${t.eta_seconds}s` : null].filter(Boolean).join(' | '),
  }));
}

export function registerTwins(program: Command): void {
  const twins = program.command('twins').description('twins: a recorded episode rebuilt as a MuJoCo scene (docs/api/twins.md)');
  withJson(
    twins
      .command('create')
      .description('build a twin of one episode of a dataset')
      .argument('<repo>', 'dataset: owner/name')
      .option('--episode <n>', 'episode index', nonNegativeInteger, 0)
      .option('--robot-model <name>', 'robot model (so101, panda, aloha; default: what the dataset names)')
      .option('--follow', 'draw stage, progress and ETA until it ends; exit 3 unless it succeeded'),
  ).action(async (repo: string, options: TwinCreateOptions) => {
    const api = await connect();
    const created = await must(
      api.client.POST('/v1/twins', {
        headers: { 'Idempotency-Key': `rlp-${randomUUID()}` },
        body: { source: { type: 'hub', repo_id: repo }, episode_index: options.episode, config: options.robotModel ? { robot_model: options.robotModel } : {} },
      }),
    );
    const result: Twin = options.follow ? await followTwin(api, created.id) : created;
    printResult(options, result, () => twinLine(result));
    if (options.follow) {
      const failure = failureOfRun(result);
      if (failure) throw failure;
    }
  });
}
