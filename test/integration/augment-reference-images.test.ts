import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planAugmentation } from '../../core/augment/plan.js';
import { writeSyntheticDataset } from '../../core/lerobot/synthetic.js';
import type { SyntheticDatasetResult } from '../../core/lerobot/synthetic.js';
import { runProcess } from '../../core/media/process.js';
import { photoFrom } from '../helpers/reference-photo.js';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const FRONT = 'observation.images.front';
const TOP = 'observation.images.top';

describe('planner: reference images measured against the dataset frames', () => {
  let temp: { path: string; cleanup: () => Promise<void> };
  let dataset: SyntheticDatasetResult;
  beforeAll(async () => {
    temp = await makeTempDir('plan-ref');
    dataset = await writeSyntheticDataset(join(temp.path, 'ds'), { version: 'v2.1', episodes: 2, framesPerEpisode: 8, imageStats: false });
  });
  afterAll(async () => {
    await temp.cleanup();
  });

  const topVideo = () => join(dataset.root, dataset.dataset.episodes[0]!.videos[TOP]!.path);
  const base = () => ({ model: 'auto' as const, relight: null, cameraKeys: [FRONT, TOP], datasetDir: dataset.root });

  it('a darker, warmer PNG for the top camera → top only, exposure < 0, temperature < 6500, numbers in reason', async () => {
    // Roughly one stop darker with red kept and blue cut: a warm, dim look.
    const data = await photoFrom(topVideo(), 'colorchannelmixer=rr=0.75:gg=0.6:bb=0.35', join(temp.path, 'warm-dark.png'));
    const plan = await planAugmentation({ ...base(), instructions: 'match the look of this photo', referenceImages: [{ data, media_type: 'image/png', camera: 'top' }] });
    expect(plan.engine).toBe('relight');
    expect(Object.keys(plan.relight!)).toEqual([TOP]);
    const top = plan.relight![TOP]!;
    expect(top.exposure!).toBeLessThan(-0.3);
    expect(top.temperature!).toBeLessThan(5000);
    expect(plan.reason).toMatch(/mean linear luminance \d\.\d+ → \d\.\d+/);
  });

  it('a brighter, cooler JPEG without a camera → every camera, exposure > 0, temperature > 6500', async () => {
    const data = await photoFrom(topVideo(), 'colorchannelmixer=rr=0.9:gg=1.1:bb=1.5', join(temp.path, 'cool-bright.jpg'));
    const plan = await planAugmentation({ ...base(), instructions: 'like the reference', referenceImages: [{ data, media_type: 'image/jpeg', camera: null }] });
    expect(plan.engine).toBe('relight');
    expect(Object.keys(plan.relight!).sort()).toEqual([FRONT, TOP]);
    expect(plan.relight![TOP]!.exposure!).toBeGreaterThan(0);
    expect(plan.relight![TOP]!.temperature!).toBeGreaterThan(6500);
  });

  it('words win over the photo field by field, and a webp photo decodes', async () => {
    const data = await photoFrom(topVideo(), 'colorchannelmixer=rr=0.5:gg=0.5:bb=0.5', join(temp.path, 'dark.webp'));
    const plan = await planAugmentation({ ...base(), instructions: 'warm tungsten light', referenceImages: [{ data, media_type: 'image/webp', camera: 'top' }] });
    const top = plan.relight![TOP]!;
    expect(top.temperature).toBe(3200);
    expect(top.exposure!).toBeLessThan(-0.5);
    expect(plan.relight![FRONT]).toMatchObject({ temperature: 3200, exposure: 0 });
  });

  it('model video: the photographed camera\'s look is measured the same way and handed to the twin\'s planner, the others get none', async () => {
    const data = await photoFrom(topVideo(), 'colorchannelmixer=rr=0.75:gg=0.6:bb=0.35', join(temp.path, 'warm-dark-video.png'));
    const plan = await planAugmentation({ ...base(), model: 'video', instructions: 'new cube positions', referenceImages: [{ data, media_type: 'image/png', camera: 'top' }] });
    expect(plan.engine).toBe('video');
    expect(Object.keys(plan.reference_looks!)).toEqual([TOP]);
    expect(plan.reference_looks![TOP]!.exposure).toBeLessThan(-0.3);
    expect(plan.reference_looks![TOP]!.temperature).toBeLessThan(5000);
    expect(plan.reference_looks![TOP]!.explanation).toMatch(/mean linear luminance \d\.\d+ → \d\.\d+/);
  });

  it('without videos on disk (so101-record-test) the photo is compared with a neutral mid-grey, and the reason says so', async () => {
    const out = join(temp.path, 'orange.png');
    const made = await runProcess('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0xa06030:s=64x48', '-frames:v', '1', out]);
    expect(made.exitCode, made.stderrTail).toBe(0);
    const data = (await readFile(out)).toString('base64');
    const plan = await planAugmentation({ ...base(), datasetDir: SO101_RECORD_TEST, instructions: 'match this', referenceImages: [{ data, media_type: 'image/png', camera: 'observation.images.front' }] });
    expect(plan.engine).toBe('relight');
    expect(Object.keys(plan.relight!)).toEqual([FRONT]);
    expect(plan.relight![FRONT]!.temperature!).toBeLessThan(4000);
    expect(plan.reason).toMatch(/neutral mid-grey/);
  });
});
