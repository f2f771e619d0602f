import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SO101_RECORD_TEST } from '../helpers/shared-datasets.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { runTwinJob } from '../helpers/twin-job.js';

interface ReplayedObject {
  grasped: boolean;
  max_lift_m: number;
  release_error_m: number;
  reproduced: boolean;
  held_fraction: number;
}

let scratch: { path: string; cleanup: () => Promise<void> };
beforeAll(async () => (scratch = await makeTempDir('twin-replay')));
afterAll(() => scratch?.cleanup());

async function validateStage(outputDir: string): Promise<{ measurement: string; result: { replay: { objects: ReplayedObject[]; rmse_deg: Record<string, number> } } }> {
  return JSON.parse(await readFile(join(outputDir, 'stages', 'validate.json'), 'utf8'));
}

// The real teleoperated recording (4 episodes): each twin's replay of its own recorded actions must
// pick the cube up (>= 2 cm) and bring it to rest within 3 cm of where the recording let it go.
describe('a twin replays its own recording', () => {
  for (const episode of [0, 1, 2, 3]) {
    it(`episode ${episode}: the replayed actions lift the object >= 2 cm and it comes to rest within 3 cm of the recorded release point`, async () => {
      const outputDir = join(scratch.path, `ep${episode}`);
      const run = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: episode, outputDir, twinId: `twin_ep${episode}`, stopAfter: 'validate' });
      expect(run.code, run.stderr).toBe(0);
      const validate = await validateStage(outputDir);
      const [object] = validate.result.replay.objects;
      expect(object).toMatchObject({ grasped: true, reproduced: true });
      expect(object!.max_lift_m).toBeGreaterThanOrEqual(0.02);
      expect(object!.release_error_m).toBeLessThanOrEqual(0.03);
      expect(object!.held_fraction).toBeGreaterThan(0.5);
      expect(validate.measurement).toMatch(/the replay reproduces the grasp: lifted \d+ mm/);
      for (const rmse of Object.values(validate.result.replay.rmse_deg)) expect(rmse).toBeLessThan(8);
      const demonstration = JSON.parse(await readFile(join(outputDir, `twin_ep${episode}`, 'demonstration.json'), 'utf8'));
      expect(demonstration).toMatchObject({ reproduced: true, object: 'object_0', joints: ['shoulder_pan', 'shoulder_lift', 'elbow_flex', 'wrist_flex', 'wrist_roll', 'gripper'] });
      expect(demonstration.place).toHaveLength(3);
      expect(demonstration.qpos.length).toBe(demonstration.commands.length);
    });
  }

  it('a twin whose replay does not reproduce the grasp says so in its stages (a table given 5 cm too low)', async () => {
    const outputDir = join(scratch.path, 'low-table');
    const run = await runTwinJob({ datasetRoot: SO101_RECORD_TEST, episodeIndex: 1, outputDir, twinId: 'twin_low', config: { table_height_m: -0.07 }, stopAfter: 'validate' });
    expect(run.code, run.stderr).toBe(0);
    const validate = await validateStage(outputDir);
    expect(validate.result.replay.objects[0]).toMatchObject({ grasped: false, reproduced: false });
    expect(validate.measurement).toMatch(/the replay does NOT reproduce the recorded grasp/);
    const done = run.events.filter((e) => e.event === 'phase_done' && e.phase === 'validate');
    expect(done[0]!.measurement).toMatch(/does NOT reproduce/);
  });
});
