/**
 * The engines a twin can be built with. Only the trajectory engine runs on these machines; the
 * camera engine (depth, segmentation and meshes from the scene camera) is the slot a GPU tier
 * fills later, listed so clients see what exists and why it is not available.
 */
export interface TwinEngine {
  id: string;
  description: string;
  available: boolean;
  default: boolean;
  reason: string | null;
}

export const TWIN_ENGINES: readonly TwinEngine[] = [
  {
    id: 'trajectory-v1',
    description:
      'Builds the twin from what the episode proves: the recorded joint trajectory and gripper (forward kinematics, grasp detection, replay through the model). Every assumption it makes is listed in twin.json.',
    available: true,
    default: true,
    reason: null,
  },
  {
    id: 'camera-v1',
    description: 'Adds depth, segmentation and object meshes reconstructed from the scene camera.',
    available: false,
    default: false,
    reason: 'Needs a vision model on a GPU tier; none is configured on this service.',
  },
];
