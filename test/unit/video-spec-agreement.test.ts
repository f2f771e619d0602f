import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { videoJobCommand } from '../../backends/compute/job-programs.js';
import { episodeSeed, planEpisodeVariations, planVariation, resolveVariation } from '../../core/augment/video-variations.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { parseVideoEvent, type VideoJobSpec } from '../../core/jobs/video.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';
import { jobSpecAnswers, specArgument } from '../helpers/job-spec-reading.js';

const TOP = 'observation.images.top';
const CAMERAS: VideoJobSpec['cameras'] = [
  { key: 'observation.images.front', name: 'front', codec: 'av1', pix_fmt: 'yuv420p' },
  { key: TOP, name: 'top', codec: 'h264', pix_fmt: 'yuv420p' },
];
const BUILD = { dataset_root: '/hub/demo', episode_index: 3, models_dir: '/data/models', twin_id: 'twin_aug_1_3', output_dir: '/jobs/aug_1/twins/3' };

/** Every prompt the planner understands, and its variation as backends/video/twin.ts hands it to the job (position drawn from the seed). */
const PROMPTS = ['the cube 4 cm further left', 'more cube positions', 'rotated 45 degrees', 'a bigger blue cube', 'a white table and a green background', 'dim warm light', 'two stops brighter', 'three distractors'];

function builtSpecs(): VideoJobSpec[] {
  const planned = PROMPTS.map((prompt, index) => resolveVariation(planVariation(prompt)!.parameters, episodeSeed('aug_1', index)));
  const photographed = planEpisodeVariations('vary the scene', ['a blue cube', 'two distractors'], 2, { [TOP]: { exposure: -1, temperature: 3800, explanation: 'measured' } });
  const variations = [...planned, ...photographed.map((episode) => resolveVariation(episode.parameters, 7))];
  return variations.map((variation, index) => ({
    twin: index % 2 === 0 ? { dir: '/data/twins/twin_1/output/twin_1' } : { build: index % 4 === 1 ? BUILD : { ...BUILD, camera_cache_dir: '/data/camera-cache' } },
    output_dir: `/jobs/aug_1/video/${index}`,
    variation,
    seed: episodeSeed('aug_1', index),
    attempts: 3,
    cameras: index === 0 ? [] : CAMERAS,
    camera_donors: index % 3 === 0 ? [] : ['/jobs/aug_1/twins/0/twin_aug_1_0'],
  }));
}

const VALID = { twin: { dir: '/t' }, output_dir: '/o', seed: 0, attempts: 3 };

/** Specs the job must refuse, with the field it must name. */
const INVALID: [unknown, string][] = [
  [{ ...VALID, twin: undefined }, 'twin'],
  // Neither or both of the two forms: the first form's problem is named.
  [{ ...VALID, twin: {} }, 'twin.dir'],
  [{ ...VALID, twin: { dir: '/t', build: BUILD } }, 'twin.build'],
  [{ ...VALID, twin: { build: { ...BUILD, episode_index: -1 } } }, 'twin.build.episode_index'],
  [{ ...VALID, twin_dir: '/t' }, 'twin_dir'],
  [{ ...VALID, attempts: 0 }, 'attempts'],
  [{ ...VALID, seed: 1.5 }, 'seed'],
  [{ ...VALID, frames: 0 }, 'frames'],
  [{ ...VALID, variation: { object_rgb: [1.2, 0, 0] } }, 'variation.object_rgb.0'],
  [{ ...VALID, variation: { object_offset_m: [0.01] } }, 'variation.object_offset_m'],
  [{ ...VALID, variation: { random_position: true } }, 'variation.random_position'],
  [{ ...VALID, variation: { camera_looks: { [TOP]: { light_intensity: 1 } } } }, `variation.camera_looks.${TOP}.light_kelvin`],
  [{ ...VALID, cameras: [{ ...CAMERAS[0]!, codec: 'vp9' }] }, 'cameras.0.codec'],
  [{ ...VALID, camera_donors: [''] }, 'camera_donors.0'],
  [[], 'spec'],
];

const jobAnswers = (texts: string[]) => jobSpecAnswers('jobs.video.main', texts);

/** The video job's input is jobs/video/spec_schema.json: the TypeScript type and zod its command builder uses, and what the job checks at its entry. */
describe('the video job spec, as built, at the job', () => {
  it('the job accepts every spec the engine builds from the planner\'s variations, as the builder wrote it', () => {
    const specs = builtSpecs();
    expect(specs.length).toBe(PROMPTS.length + 2);
    const texts = specs.map((spec) => specArgument(videoJobCommand(spec).command));
    expect(texts.map((text) => JSON.parse(text))).toEqual(specs);
    expect(jobAnswers(texts)).toEqual(specs.map(() => ({ param: null })));
  });

  it('the builder refuses a field the schema lacks (an unresolved variation\'s random_position, an old flag), before any job starts', () => {
    const unresolved = planVariation('more cube positions')!.parameters;
    expect(unresolved.random_position).toBe(true);
    expect(() => videoJobCommand({ ...VALID, variation: unresolved } as VideoJobSpec)).toThrow();
    expect(() => videoJobCommand({ ...VALID, twin_dir: '/t' } as VideoJobSpec)).toThrow();
  });

  it('the job refuses every invalid spec, naming the field', () => {
    const answers = jobAnswers(INVALID.map(([spec]) => JSON.stringify(spec)));
    expect(answers.map((answer) => answer.param)).toEqual(INVALID.map(([, param]) => param));
    for (const answer of answers) {
      expect(answer.code).toBe('config_invalid');
      expect(answer.message!.startsWith(`${answer.param} `), answer.message).toBe(true);
    }
  });

  it('the job answers a bad spec with one error line naming the field, and the exit status of an input to change', () => {
    for (const [text, param] of [[JSON.stringify({ ...VALID, attempts: 0 }), 'attempts'], ['{"twin": ', 'spec']] as const) {
      const run = spawnSync(SIM_PYTHON, ['-m', 'jobs.video.main', '--spec', text], { cwd: PROJECT_ROOT, env: { ...process.env, ...JOBS_PYTHONPATH }, encoding: 'utf8' });
      const lines = run.stdout.split('\n').filter(Boolean);
      expect(lines, run.stderr).toHaveLength(1);
      expect(parseVideoEvent(lines[0]!), lines[0]).toMatchObject({ event: 'error', code: 'config_invalid', resumable: false, param });
      expect(run.status).toBe(3);
    }
  });
});
