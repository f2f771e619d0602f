/**
 * Activities that follow a compute job for its whole life (a relight, a training run's watcher, a
 * twin build, an RL job) run on a task queue of their own beside the run's, served by a worker
 * with many slots: however many jobs wait for compute, they never hold the slots that charges,
 * cancels and endings need (a thousand queued training runs once starved every cancel).
 */
export const jobFollowerTaskQueue = (runTaskQueue: string): string => `${runTaskQueue}-job-followers`;
