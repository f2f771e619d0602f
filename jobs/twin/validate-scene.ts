import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import loadMujoco from '@mujoco/mujoco';

export interface SceneCheck {
  engine: string;
  bodies: number;
  joints: number;
  actuators: number;
  steps: number;
  /** Simulated seconds covered by the steps. */
  simulatedSeconds: number;
  /** Every qpos value stayed finite while stepping. */
  finite: boolean;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Loads a scene folder (scene.xml with its assets beside it) into MuJoCo's WebAssembly build,
 * the engine a browser viewer would use, and steps it with zero control.
 */
export async function checkSceneInWasm(sceneDir: string, options: { sceneFile?: string; steps?: number } = {}): Promise<SceneCheck> {
  const mujoco = await loadMujoco();
  const root = '/scene';
  for (const file of await filesUnder(sceneDir)) {
    const path = `${root}/${relative(sceneDir, file)}`;
    mujoco.FS.mkdirTree(path.slice(0, path.lastIndexOf('/')), 0o777);
    mujoco.FS.writeFile(path, await readFile(file));
  }
  const model = mujoco.MjModel.from_xml_path(`${root}/${options.sceneFile ?? 'scene.xml'}`);
  const data = new mujoco.MjData(model);
  try {
    const steps = options.steps ?? 500;
    let finite = true;
    for (let step = 0; step < steps; step++) {
      mujoco.mj_step(model, data);
      if (!Array.from(data.qpos as Float64Array).every(Number.isFinite)) {
        finite = false;
        break;
      }
    }
    return {
      engine: `@mujoco/mujoco ${mujoco.mj_versionString()}`,
      bodies: model.nbody,
      joints: model.njnt,
      actuators: model.nu,
      steps,
      simulatedSeconds: data.time,
      finite,
    };
  } finally {
    data.delete();
    model.delete();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx jobs/twin/validate-scene.ts SCENE_DIR [SCENE_FILE]');
    process.exit(2);
  }
  checkSceneInWasm(dir, { sceneFile: process.argv[3] }).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      process.exit(1);
    },
  );
}
