/** LeRobot names checkpoint directories by the step, zero-padded to six digits: `checkpoints/000500/pretrained_model`. */
export const checkpointDirName = (step: number) => String(step).padStart(6, '0');
