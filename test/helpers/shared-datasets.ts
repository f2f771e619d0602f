import { fileURLToPath } from 'node:url';

/**
 * The real LeRobot v3.0 recording (test/fixtures/datasets, copied from the team's shared
 * datasets): 4 episodes, 1,492 frames at 30 fps, cameras front/top, mp4 files absent. Read-only.
 */
export const SO101_RECORD_TEST = fileURLToPath(new URL('../fixtures/datasets/so101-record-test', import.meta.url));

export const SO101_TASK = 'Pick the orange cube and place it in the box';
export const SO101_EPISODE_LENGTHS = [373, 374, 372, 373] as const;
