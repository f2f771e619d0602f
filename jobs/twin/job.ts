// The twin job's command line, events, stage files and stage durations live in core/ so the worker's activities and the API can use them too.
export * from '../../core/sim/twin-job.js';
