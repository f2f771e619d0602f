/** Names that say a camera looks at the scene from outside (preferred in this order); the job's check stage uses the same rule. */
const SCENE_CAMERA_PREFERENCE = ['top', 'overhead', 'front', 'side', 'scene'];

export interface TwinCameraChoice {
  scene: string | null;
  wrist: string | null;
  available: string[];
}

/** Which camera seeds the room (`scene`) and which rides on the arm (`wrist`), as the check stage decides it. */
export function chooseTwinCameras(cameras: string[], requested: string | null = null): TwinCameraChoice {
  const wrist = cameras.find((name) => /wrist|hand/i.test(name)) ?? null;
  const others = cameras.filter((name) => name !== wrist);
  let preferred: string | null = null;
  for (const key of SCENE_CAMERA_PREFERENCE) {
    preferred = others.find((name) => name.toLowerCase().includes(key)) ?? null;
    if (preferred) break;
  }
  return { scene: requested ?? preferred ?? others[0] ?? null, wrist, available: cameras };
}
