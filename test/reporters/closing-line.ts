import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `tests: N passed, N failed, N skipped`, after vitest's own
 * summary, so whoever reads only a run's closing line (CI's log reader) sees what was executed.
 * A module that failed to load counts as one failure.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const count = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && !hasTests(testModule)) count.failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
      }
    }
    process.stdout.write(`\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}

function hasTests(testModule: TestModule): boolean {
  return !testModule.children.allTests().next().done;
}
