// The RL job's argv, events and spec translation live in core/rl/job.ts (activities build the command from there).
export * from '../../core/rl/job.js';
