import { describe, expect, it } from 'vitest';
import { lerobotInputsOf, unproducibleLerobotInputs } from '../../core/policies/lerobot-inputs.js';
import type { TwinDatasetCamera } from '../../core/twins/dataset-cameras.js';

const act = {
  type: 'act',
  input_features: {
    'observation.state': { type: 'STATE', shape: [6] },
    'observation.images.front': { type: 'VISUAL', shape: [3, 240, 320] },
    'observation.images.wrist': { type: 'VISUAL', shape: [3, 480, 640] },
  },
  output_features: { action: { type: 'ACTION', shape: [6] } },
};
const camera = (key: string, solved: boolean, width = 320, height = 240, reason: string | null = null): TwinDatasetCamera => ({ key, solved, reason, width, height, check: null, plate: null });

describe("a LeRobot checkpoint's inputs against a twin's cameras", () => {
  it('reads the cameras and their shapes from config.json, and nothing from a document that is not one', () => {
    expect(lerobotInputsOf(act)).toEqual({ type: 'act', cameras: { front: [3, 240, 320], wrist: [3, 480, 640] } });
    expect(lerobotInputsOf({ type: 'act' })).toBeNull();
    expect(lerobotInputsOf({ type: 'act', input_features: { 'observation.images.front': { shape: [240, 320] } } })).toBeNull();
    expect(lerobotInputsOf(undefined)).toBeNull();
  });

  it('names an unsolved camera with the twin reason, a camera rendered at another size, and accepts what the twin renders', () => {
    const inputs = lerobotInputsOf(act)!;
    expect(unproducibleLerobotInputs(inputs, [camera('front', true), camera('wrist', false, 640, 480, 'moves with the arm')])).toBe(
      'The policy reads camera(s) wrist, which the twin could not solve (solved: front); wrist: moves with the arm.',
    );
    expect(unproducibleLerobotInputs(inputs, null)).toContain('camera(s) front, wrist, which the twin could not solve (solved: none)');
    expect(unproducibleLerobotInputs(inputs, [camera('front', true), camera('wrist', true, 320, 240)])).toBe("The policy reads camera wrist at 640×480; the twin renders it at the dataset's 320×240.");
    expect(unproducibleLerobotInputs(inputs, [camera('front', true), camera('wrist', true, 640, 480)])).toBeNull();
  });
});
