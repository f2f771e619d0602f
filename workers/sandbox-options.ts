/**
 * How long one call into the workflow sandbox may run before the SDK interrupts it as a
 * deadlock (the SDK's default is 5 s). On Node 20 and 22, that interrupt landing while promise
 * continuations run on the workflow thread aborts the whole process with "async hook stack has
 * become corrupted" (temporalio/sdk-typescript#939; nodejs/node#38503). A starved CPU makes
 * ordinary activations outlast 5 s, so the worker waits longer instead of crashing;
 * bench/worker-starvation.ts reproduces the abort and shows the longer limit prevents it.
 *
 * `isolateExecutionTimeout` is read by @temporalio/worker 1.24 from the options it is given,
 * though its type does not list it.
 */
export function workflowSandboxOptions(isolateExecutionTimeoutMs: number): { isolateExecutionTimeout: number } {
  return { isolateExecutionTimeout: isolateExecutionTimeoutMs };
}
