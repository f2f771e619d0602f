/** The augmentation kind's chaos scenarios (bench/chaos/kinds.ts says what a scenario is): a relight and the video engine. */
import { join } from 'node:path';
import { api } from '../../../bench/chaos/http.js';
import { ofKind, type Kind } from '../../../bench/chaos/kinds.js';
import { checkDownloads } from '../../../bench/chaos/outputs.js';
import { PROJECT_ROOT } from '../../../core/config.js';
import { writeSyntheticDataset } from '../../../core/lerobot/synthetic.js';
import * as pricing from '../../../core/pricing.js';

const AUG_EPISODES = Number(process.env.CHAOS_AUG_EPISODES ?? 4);

const augmentation: Kind = {
  name: 'augmentation',
  ...ofKind('augmentation'),
  shortFault: 'kill-worker',
  async prepare(stack) {
    const source = join(stack.workDir, 'source');
    await writeSyntheticDataset(source, {
      version: 'v3.0', episodes: AUG_EPISODES, framesPerEpisode: 90, episodesPerFile: 1, imageStats: false,
      cameras: [{ name: 'front', width: 320, height: 240 }, { name: 'top', width: 320, height: 240 }],
    });
    await stack.hub.push('chaos/source', source, { message: 'chaos', tags: ['v3.0'] });
  },
  async create(stack) {
    const { status, body } = await api(stack, this.path, {
      method: 'POST',
      json: { source: { repo_id: 'chaos/source' }, instructions: 'chaos relight', model: 'relight', config: { relight: { front: { exposure: -1 }, top: { temperature: 3200 } } } },
    });
    if (status !== 201 && status !== 202) throw new Error(`create augmentation: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  },
  midPhase: (run) => run.status === 'processing' && run.phase === 'generate',
  describe: (run) => `${run.status}/${run.phase ?? '-'}`,
  expectedLedger: [['charge', null]],
  async checkOutput(stack, run) {
    const files = (run.output?.files ?? []) as { path: string; bytes: number; url: string }[];
    if (files.length === 0) return 'no output files listed';
    const videos = files.filter((f) => f.path.endsWith('.mp4')).length;
    if (videos !== AUG_EPISODES * 2) return `${videos} videos published, expected ${AUG_EPISODES * 2}`;
    return checkDownloads(stack, files);
  },
};

/** Two prompts on the real recording: each episode is its own compute job (a twin build, then the expert), no camera rendered (it has no videos). */
const VIDEO_PROMPTS = ['the cube 2 cm further left', 'a blue cube'];

const video: Kind = {
  name: 'video',
  ...ofKind('augmentation'),
  async prepare(stack) {
    await stack.hub.push('chaos/so101-video', join(PROJECT_ROOT, 'test', 'fixtures', 'datasets', 'so101-record-test'), { message: 'chaos' });
  },
  async create(stack) {
    const { status, body } = await api(stack, this.path, {
      method: 'POST',
      json: { source: { repo_id: 'chaos/so101-video' }, instructions: 'chaos video', model: 'video', config: { variation_prompts: VIDEO_PROMPTS } },
    });
    if (status !== 201 && status !== 202) throw new Error(`create video augmentation: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  },
  midPhase: (run) => run.status === 'processing' && run.phase === 'generate',
  describe: (run) => `${run.status}/${run.phase ?? '-'}`,
  expectedLedger: [['charge', VIDEO_PROMPTS.length * pricing.VIDEO_TOKENS_PER_EPISODE]],
  async checkOutput(stack, run) {
    const files = (run.output?.files ?? []) as { path: string; bytes: number; url: string }[];
    if (!files.some((f) => f.path === 'meta/video_engine.json')) return 'no meta/video_engine.json published';
    const episodes = (await api(stack, `${this.path}/${run.id as string}/episodes`)).body.data as Record<string, unknown>[];
    const generated = episodes.filter((e) => e.status === 'succeeded').length;
    if (episodes.length !== VIDEO_PROMPTS.length || generated !== VIDEO_PROMPTS.length) return `${generated}/${episodes.length} episodes generated, expected ${VIDEO_PROMPTS.length}`;
    return checkDownloads(stack, files);
  },
};

export const chaosScenarios: Kind[] = [augmentation, video];
