// The twin job's command line, events and stage files live in core/ so the worker's activities can use them too.
export * from '../../core/sim/twin-job.js';
