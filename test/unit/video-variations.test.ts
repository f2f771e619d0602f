import { describe, expect, it } from 'vitest';
import { CreateAugmentationBody } from '../../kinds/augmentation/api/schemas.js';
import { checkVideoVariations } from '../../kinds/augmentation/application/check-variations.js';
import { planAugmentation } from '../../core/augment/plan.js';
import { episodeSeed, planEpisodeVariations, planVariation, resolveVariation, UnmappablePromptError, MAX_OFFSET_M, RANDOM_OFFSET_M } from '../../core/augment/video-variations.js';

const CAMERAS = ['observation.images.front', 'observation.images.top'];
const auto = (instructions: string) => planAugmentation({ model: 'auto', instructions, relight: null, referenceImages: [], cameraKeys: CAMERAS, datasetDir: '/nonexistent' });

describe('the video planner: prompts → twin parameters', () => {
  it.each([
    ['the cube 4 cm further left', { object_offset_m: [0, 0.04] }],
    ['2 cm to the right and 1 cm closer', { object_offset_m: [-0.01, -0.02] }],
    ['a blue cube', { object_rgb: [0.1, 0.25, 0.9] }],
    ['a bigger red block on a green background', { object_scale: 1.2, object_rgb: [0.85, 0.1, 0.1], background_rgb: [0.15, 0.7, 0.2] }],
    ['three distractors on a white table', { distractors: 3, table_rgb: [0.92, 0.92, 0.92] }],
    ['rotated 45 degrees', { object_yaw_deg: 45 }],
    ['two stops darker', { light_intensity: 0.25 }],
    ['more cube positions', { random_position: true }],
  ])('%s', (prompt, expected) => {
    expect(planVariation(prompt)?.parameters).toMatchObject(expected);
  });

  it('reads light with relight\'s own rules: "dim warm light" is dimmer and warmer, "blue hour" stays light, not a blue cube', () => {
    const dim = planVariation('dim warm light')!.parameters;
    expect(dim.light_intensity).toBeLessThan(1);
    expect(dim.light_kelvin).toBeLessThan(6500);
    expect(planVariation('blue hour')!.parameters).toMatchObject({ object_rgb: null, light_kelvin: 9000 });
  });

  it('keeps the object within what the re-solved grasp reaches', () => {
    const [dx, dy] = planVariation('the cube 20 cm further left')!.parameters.object_offset_m;
    expect(Math.hypot(dx, dy)).toBeCloseTo(MAX_OFFSET_M, 6);
  });

  it('refuses a prompt it cannot map, naming it (a tint has no twin parameter either)', () => {
    expect(planVariation('make it philosophical')).toBeNull();
    expect(planVariation('a greenish tint')).toBeNull();
    expect(() => planEpisodeVariations('vary it', ['a blue cube', 'make it philosophical'], 2)).toThrow(UnmappablePromptError);
    try {
      planEpisodeVariations('vary it', ['a blue cube', 'make it philosophical'], 2);
    } catch (error) {
      expect((error as UnmappablePromptError).param).toBe('config.variation_prompts[1]');
    }
    expect(() => planEpisodeVariations('make it philosophical', null, 2)).toThrow(expect.objectContaining({ param: 'instructions' }));
  });

  it('adds what the instructions map to under every prompt', () => {
    const [first, second] = planEpisodeVariations('dim warm light', ['a blue cube', 'the cube 2 cm further left'], 2);
    expect(first!.parameters).toMatchObject({ object_rgb: [0.1, 0.25, 0.9], light_intensity: 0.5 });
    expect(second!.parameters).toMatchObject({ object_offset_m: [0, 0.02], light_intensity: 0.5 });
  });

  it('draws random positions from the seed: the same seed the same spot, another seed another, within ±3 cm', () => {
    const random = planVariation('more cube positions')!.parameters;
    const a = resolveVariation(random, episodeSeed('aug_X', 0));
    expect(resolveVariation(random, episodeSeed('aug_X', 0))).toEqual(a);
    expect(resolveVariation(random, episodeSeed('aug_X', 1)).object_offset_m).not.toEqual(a.object_offset_m);
    for (const v of a.object_offset_m) expect(Math.abs(v)).toBeLessThanOrEqual(RANDOM_OFFSET_M);
    expect(a).not.toHaveProperty('random_position');
  });
});

describe('reference photos set the look of the camera they show', () => {
  const TOP = 'observation.images.top';
  // What plan.ts measures for a photo one stop darker and warm (relight's matcher: exposure in stops, temperature in kelvin).
  const darkWarmTop = { [TOP]: { exposure: -1, temperature: 3800, explanation: 'mean linear luminance 0.200 → 0.100' } };

  it("renders the photographed camera under the photo's light, in every episode, and says so in the plan", () => {
    const episodes = planEpisodeVariations('vary the scene', ['a blue cube', 'two distractors'], 2, darkWarmTop);
    for (const episode of episodes) {
      expect(episode.parameters.camera_looks).toEqual({ [TOP]: { light_intensity: 0.5, light_kelvin: 3800 } });
      expect(episode.matched.at(-1)).toMatch(/^camera top look from its reference photo: light ×0\.5, 3800 K; mean linear luminance/);
    }
    expect(episodes[0]!.parameters.object_rgb).toEqual([0.1, 0.25, 0.9]);
    expect(resolveVariation(episodes[0]!.parameters, 1).camera_looks).toEqual({ [TOP]: { light_intensity: 0.5, light_kelvin: 3800 } });
  });

  it("a prompt's own light words win over the photo's, field by field, as in relight", () => {
    const [bright, cool] = planEpisodeVariations('vary the scene', ['two stops brighter', 'daylight at 5600K'], 2, darkWarmTop);
    expect(bright!.parameters.camera_looks).toEqual({ [TOP]: { light_intensity: 4, light_kelvin: 3800 } });
    expect(bright!.matched.at(-1)).toMatch(/the prompt's own brightness kept/);
    expect(cool!.parameters.camera_looks).toEqual({ [TOP]: { light_intensity: 0.5, light_kelvin: 5600 } });
  });

  it('with photos, instructions that name no change are not refused: the photos are the change', () => {
    const [only] = planEpisodeVariations('match the look of this photo', null, 1, darkWarmTop);
    expect(only!.parameters).toMatchObject({ object_offset_m: [0, 0], light_intensity: 1, camera_looks: { [TOP]: { light_intensity: 0.5 } } });
    expect(() => planEpisodeVariations('match the look of this photo', null, 1)).toThrow(UnmappablePromptError);
  });

  it('at create, instructions that name no change pass when photos come with them, and are a 400 naming them when not', () => {
    const body = (extra: object) => CreateAugmentationBody.parse({ source: { repo_id: 'demo/so101-pick-place' }, instructions: 'match the look of this photo', model: 'video', ...extra });
    expect(() => checkVideoVariations(body({ reference_images: [{ data: 'AAAA', camera: 'top' }] }))).not.toThrow();
    expect(() => checkVideoVariations(body({}))).toThrow(expect.objectContaining({ status: 400, param: 'instructions' }));
  });

  it('without photos no camera has a look of its own', () => {
    expect(planEpisodeVariations('a blue cube', null, 1)[0]!.parameters.camera_looks).toBeNull();
  });
});

describe('model auto: video for motion-changing requests, relight for look-only ones', () => {
  it.each([
    ['more cube positions', 'video'],
    ['move the cube around the table', 'video'],
    ['add distractors', 'video'],
    ['dim warm light', 'relight'],
    ['two stops darker and cooler', 'relight'],
  ])('%s → %s', async (instructions, engine) => {
    expect((await auto(instructions)).engine).toBe(engine);
  });
});
