import { describe, expect, it } from 'vitest';
import { datasetCamerasOf, isServedTwinFile } from '../../core/twins/dataset-cameras.js';

describe("a twin's dataset cameras, as its twin.json states them", () => {
  it('lists each recorded camera solved or not, with the reason, the resolution and its archive paths', () => {
    const document = {
      cameras: [
        { key: 'front', solved: true, reason: null, width: 320, height: 240, scene_camera: 'front', plate: 'cameras/front/plate.png', check: 'cameras/front/check.png' },
        { key: 'noise', solved: false, reason: 'the robot is never seen in this camera', width: 320, height: 240 },
      ],
    };
    expect(datasetCamerasOf(document, 'twin_1')).toEqual([
      { key: 'front', solved: true, reason: null, width: 320, height: 240, plate: 'twin_1/cameras/front/plate.png', check: 'twin_1/cameras/front/check.png' },
      { key: 'noise', solved: false, reason: 'the robot is never seen in this camera', width: 320, height: 240, plate: null, check: null },
    ]);
  });

  it('is null for a twin built before the cameras stage', () => {
    expect(datasetCamerasOf({ scene: { file: 'scene.xml' } }, 'twin_1')).toBeNull();
    expect(datasetCamerasOf(null, 'twin_1')).toBeNull();
  });

  it('serves one by one only the preview and the camera images of that twin', () => {
    expect(isServedTwinFile('twin_1', 'twin_1/preview.png')).toBe(true);
    expect(isServedTwinFile('twin_1', 'twin_1/cameras/front/check.png')).toBe(true);
    expect(isServedTwinFile('twin_1', 'twin_1/cameras/top/plate.png')).toBe(true);
    expect(isServedTwinFile('twin_1', 'twin_1/scene.xml')).toBe(false);
    expect(isServedTwinFile('twin_1', 'twin_1/cameras/front/sub/check.png')).toBe(false);
    expect(isServedTwinFile('twin_1', 'twin_2/cameras/front/check.png')).toBe(false);
  });
});
