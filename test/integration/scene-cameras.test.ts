import { describe, expect, it } from 'vitest';
import { simPython } from '../helpers/twin-job.js';

/**
 * Places a solved camera entry in a scene with jobs/twin/scene_cameras.py, renders a small white ball through it
 * with the shared renderer's MuJoCo, and compares where the ball lands with the pinhole projection the entry states
 * (focal length from fovy, principal point in pixels from the top-left corner), computed here.
 */
const PROJECT_A_POINT = `
import json, math, sys
import mujoco, numpy as np
args = json.loads(sys.argv[1])
from jobs.twin.scene_cameras import add_dataset_cameras
entry = {"key": "front", "solved": True, "width": 320, "height": 240, "fovy_deg": 50.0, "principal_px": args["principal"],
         "pos": [0.0, 0.0, 1.0], "xyaxes": [1, 0, 0, 0, 1, 0], "mount": None}
point = np.array([0.12, 0.07, 0.0])
spec = mujoco.MjSpec()
spec.worldbody.add_geom(type=mujoco.mjtGeom.mjGEOM_SPHERE, size=[0.006, 0, 0], pos=point.tolist(), rgba=[1, 1, 1, 1])
names = add_dataset_cameras(spec, [entry, {"key": "noise", "solved": False, "reason": "not seen"}])
model = spec.compile()
data = mujoco.MjData(model)
mujoco.mj_forward(model, data)
renderer = mujoco.Renderer(model, 240, 320)
renderer.update_scene(data, camera="front")
image = renderer.render()
renderer.close()
ys, xs = np.nonzero(image.max(axis=2) > 40)  # the lit ball on a black background; pixel i spans [i, i + 1)
focal = 120 / math.tan(math.radians(25))
depth = 1.0 - point[2]
expected = [args["principal"][0] + focal * point[0] / depth, args["principal"][1] - focal * point[1] / depth]
print(json.dumps({"names": names, "seen": [float(xs.mean()) + 0.5, float(ys.mean()) + 0.5], "expected": expected, "resolution": model.cam_resolution[0].tolist()}))
`;

describe('a solved camera entry placed in a scene', () => {
  for (const principal of [[160, 120], [171.5, 112.25]]) {
    it(`projects a point where the entry's pinhole says (principal point ${principal.join(', ')} px); an unsolved entry adds no camera`, async () => {
      const result = await simPython<{ names: string[]; seen: number[]; expected: number[]; resolution: number[] }>(PROJECT_A_POINT, { principal });
      expect(result.names).toEqual(['front']);
      expect(result.resolution).toEqual([320, 240]);
      // Within a pixel: the ball's rendered centroid against the projection of its centre.
      expect(Math.abs(result.seen[0]! - result.expected[0]!)).toBeLessThan(1);
      expect(Math.abs(result.seen[1]! - result.expected[1]!)).toBeLessThan(1);
    });
  }
});
