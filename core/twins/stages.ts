/** The stages of a twin build, in order (the job's, the workflow's and the API's one list). */
export const TWIN_STAGES = ['check', 'kinematics', 'objects', 'calibrate', 'cameras', 'scene', 'validate', 'package'] as const;
export type TwinStage = (typeof TWIN_STAGES)[number];
