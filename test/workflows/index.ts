// The test run's workflow bundle: every production workflow plus probes used only by tests.
export * from '../../workflows/index.js';
export { lifecycleProbeWorkflow } from './lifecycle-probe.js';
