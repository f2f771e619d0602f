import { describe, expect, it } from 'vitest';
import { planAugmentation } from '../../core/augment/plan.js';
import type { Plan, PlanInput } from '../../core/augment/plan.js';
import { CameraNotFoundError, RELIGHT_DEFAULTS } from '../../core/relight/params.js';

const FRONT = 'observation.images.front';
const TOP = 'observation.images.top';
const WRIST = 'observation.images.wrist';
const KEYS = [FRONT, TOP, WRIST];

function input(instructions: string, extra: Partial<PlanInput> = {}): PlanInput {
  return { model: 'auto', instructions, relight: null, referenceImages: [], cameraKeys: KEYS, datasetDir: '/nonexistent', ...extra };
}

type Expect = { engine: 'relight' } & { cameras?: string[] } & Partial<Record<'exposure' | 'temperature' | 'tint' | 'contrast' | 'saturation', number | [string, number]>>;

/** [instructions, expected]: a number is an exact value, ['<' | '>', n] a direction against n. */
const RELIGHT_CASES: [string, Expect][] = [
  ['one stop darker, warm tungsten light', { engine: 'relight', exposure: -1, temperature: 3200 }],
  ['two stops brighter', { engine: 'relight', exposure: 2, temperature: 6500 }],
  ['Make it darker', { engine: 'relight', exposure: -1 }],
  ['slightly brighter please', { engine: 'relight', exposure: 0.5 }],
  ['much darker and cooler', { engine: 'relight', exposure: -2, temperature: 8500 }],
  ['exposure -1.5', { engine: 'relight', exposure: -1.5 }],
  ['+0.5 EV', { engine: 'relight', exposure: 0.5 }],
  ['darker by half a stop', { engine: 'relight', exposure: -0.5 }],
  ['candle light', { engine: 'relight', temperature: 1900, exposure: -1 }],
  ['daylight at 5600K', { engine: 'relight', temperature: 5600 }],
  ['cloudy overcast day', { engine: 'relight', temperature: 7500, contrast: ['<', 1], saturation: ['<', 1] }],
  ['in the shade', { engine: 'relight', temperature: 7500 }],
  ['golden hour', { engine: 'relight', temperature: 3000, exposure: ['<', 0], saturation: ['>', 1] }],
  ['sunset lighting', { engine: 'relight', temperature: 2800, exposure: ['<', 0] }],
  ['dawn', { engine: 'relight', temperature: 3500, tint: ['>', 0] }],
  ['at night', { engine: 'relight', exposure: -2, temperature: 9000, saturation: ['<', 1] }],
  ['harsh noon sun', { engine: 'relight', temperature: 5600, exposure: ['>', 0], contrast: ['>', 1] }],
  ['office fluorescent lighting', { engine: 'relight', temperature: 4000, tint: ['<', 0] }],
  ['warmer', { engine: 'relight', temperature: ['<', 6500] }],
  ['make the scene a bit cooler', { engine: 'relight', temperature: 7500 }],
  ['more contrast', { engine: 'relight', contrast: 1.3 }],
  ['low contrast, soft light', { engine: 'relight', contrast: ['<', 0.75] }],
  ['black and white', { engine: 'relight', saturation: 0 }],
  ['desaturated, muted colours', { engine: 'relight', saturation: 0.5 }],
  ['vivid colours', { engine: 'relight', saturation: 1.4 }],
  ['add warm light', { engine: 'relight', temperature: 4500 }],
  ['greenish tint', { engine: 'relight', tint: -0.3 }],
  ['one stop darker on the wrist camera', { engine: 'relight', cameras: [WRIST], exposure: -1 }],
  ['top camera only: warm tungsten', { engine: 'relight', cameras: [TOP], temperature: 3200 }],
  ['darker, on the top view', { engine: 'relight', cameras: [TOP], exposure: -1 }],
];

function check(plan: Plan, expected: Expect): void {
  expect(plan.engine).toBe(expected.engine);
  expect(plan.video_instruction).toBeNull();
  expect(plan.reason).toBeTruthy();
  const cameras = expected.cameras ?? KEYS;
  expect(Object.keys(plan.relight ?? {}).sort()).toEqual([...cameras].sort());
  for (const key of cameras) {
    const params = plan.relight![key]!;
    for (const field of ['exposure', 'temperature', 'tint', 'contrast', 'saturation'] as const) {
      const want = expected[field];
      const got = params[field]!;
      if (want === undefined) continue;
      if (typeof want === 'number') expect(got, field).toBeCloseTo(want, 6);
      else if (want[0] === '<') expect(got, field).toBeLessThan(want[1]);
      else expect(got, field).toBeGreaterThan(want[1]);
    }
  }
}

describe('rule-based planner: words → relight', () => {
  it.each(RELIGHT_CASES)('%s', async (instructions, expected) => {
    check(await planAugmentation(input(instructions)), expected);
  });

  it('keeps every field in range and fills the rest with defaults', async () => {
    const plan = await planAugmentation(input('five stops darker and much darker and candle light'));
    expect(plan.relight![FRONT]).toEqual({ ...RELIGHT_DEFAULTS, exposure: -5, temperature: 1900 });
  });

  it('lets a camera-scoped clause override the global one field by field', async () => {
    const plan = await planAugmentation(input('warm tungsten light everywhere; on the wrist camera, one stop darker and daylight'));
    expect(plan.relight![FRONT]).toMatchObject({ temperature: 3200, exposure: 0 });
    expect(plan.relight![WRIST]).toMatchObject({ temperature: 5600, exposure: -1 });
  });

  it('records the rules that fired in reason', async () => {
    const plan = await planAugmentation(input('one stop darker, warm tungsten light'));
    expect(plan.reason).toMatch(/tungsten/);
    expect(plan.reason).toMatch(/stops darker/);
  });
});

describe('rule-based planner: what relight cannot do → video', () => {
  it.each([
    'add a red cup on the table',
    'remove the distractor objects',
    'replace the background with a kitchen',
    'change the table texture to marble',
    'use a different robot arm',
    'make it rain',
    'foggy and darker',
    'move the cube faster',
    'zoom in on the gripper',
    'swap the orange cube for a blue ball',
    'a completely new scene',
  ])('%s', async (instructions) => {
    const plan = await planAugmentation(input(instructions));
    expect(plan.engine).toBe('video');
    expect(plan.relight).toBeNull();
    expect(plan.video_instruction).toBe(instructions);
    expect(plan.reason).toMatch(/Video/);
  });

  it('sends unrecognised instructions to video rather than guessing', async () => {
    expect((await planAugmentation(input('make it look like a robot documentary'))).engine).toBe('video');
  });
});

describe('explicit choices skip the planner', () => {
  it('config.relight with model auto → relight from the config, resolved per full camera key', async () => {
    const plan = await planAugmentation(input('add a cat to the table', { relight: { '*': { exposure: -1 }, top: { temperature: 3000 } } }));
    expect(plan.engine).toBe('relight');
    expect(plan.relight).toEqual({
      [FRONT]: { ...RELIGHT_DEFAULTS, exposure: -1 },
      [TOP]: { ...RELIGHT_DEFAULTS, exposure: -1, temperature: 3000 },
      [WRIST]: { ...RELIGHT_DEFAULTS, exposure: -1 },
    });
  });

  it('model video → video even for lighting words', async () => {
    const plan = await planAugmentation(input('one stop darker', { model: 'video' }));
    expect(plan).toMatchObject({ engine: 'video', relight: null, video_instruction: 'one stop darker' });
  });

  it('model relight with words → relight from the words, noting what it ignored', async () => {
    const plan = await planAugmentation(input('darker and add a cup', { model: 'relight' }));
    expect(plan.engine).toBe('relight');
    expect(plan.relight![TOP]!.exposure).toBe(-1);
    expect(plan.reason).toMatch(/ignored/);
  });

  it('an unknown camera in config or in a reference image → CameraNotFoundError', async () => {
    await expect(planAugmentation(input('x', { relight: { side: { exposure: 1 } } }))).rejects.toBeInstanceOf(CameraNotFoundError);
    await expect(
      planAugmentation(input('x', { referenceImages: [{ data: '', media_type: 'image/png', camera: 'side' }] })),
    ).rejects.toBeInstanceOf(CameraNotFoundError);
  });
});
