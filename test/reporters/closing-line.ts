import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `tests: N passed, N failed, N skipped`, after vitest's own
 * summary, so whoever reads only a run's closing line (CI's log reader) sees what was executed.
 * A module that failed to load counts as one failure. Before it, the slowest files (with the time spent
 * outside their tests: stacks started, hooks) and the slowest tests, so a CI log that
 * keeps only its tail still says where the run's time went, and the skipped tests with the reason
 * each gave (a tool whose setup failed shows here, not only in a warning far up the log).
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
    process.stdout.write(slowestFiles(testModules));
    process.stdout.write(slowestTests(testModules));
    process.stdout.write(skippedTests(testModules));
    process.stdout.write(`\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}

function hasTests(testModule: TestModule): boolean {
  return !testModule.children.allTests().next().done;
}

const SLOWEST_SHOWN = 15;

function slowestFiles(testModules: ReadonlyArray<TestModule>): string {
  const timed = testModules
    .map((m) => ({ file: m.moduleId.replace(`${process.cwd()}/`, ''), ms: m.diagnostic().duration, outsideTests: Math.max(0, m.diagnostic().duration - testsTime(m)) }))
    .sort((a, b) => b.ms - a.ms);
  const total = timed.reduce((sum, t) => sum + t.ms, 0);
  const rows = timed.slice(0, SLOWEST_SHOWN).map((t) => `  ${(t.ms / 1000).toFixed(0).padStart(5)} s  ${t.file}  (${(t.outsideTests / 1000).toFixed(0)} s outside its tests: setup and hooks)`);
  return `\nslowest test files (of ${timed.length}, ${(total / 1000).toFixed(0)} s in all):\n${rows.join('\n')}\n`;
}

function testsTime(testModule: TestModule): number {
  let ms = 0;
  for (const test of testModule.children.allTests()) ms += test.diagnostic()?.duration ?? 0;
  return ms;
}

const SLOWEST_TESTS_SHOWN = 25;

function slowestTests(testModules: ReadonlyArray<TestModule>): string {
  const timed = testModules.flatMap((m) =>
    [...m.children.allTests()].map((test) => ({ name: `${m.moduleId.replace(`${process.cwd()}/`, '').replace(/^test\//, '')} > ${test.name}`, ms: test.diagnostic()?.duration ?? 0 })),
  );
  const rows = timed
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_TESTS_SHOWN)
    .map((t) => `  ${(t.ms / 1000).toFixed(0).padStart(5)} s  ${t.name.length > 150 ? `${t.name.slice(0, 147)}...` : t.name}`);
  return `\nslowest tests:\n${rows.join('\n')}\n`;
}

function skippedTests(testModules: ReadonlyArray<TestModule>): string {
  const rows: string[] = [];
  for (const testModule of testModules) {
    const notes = new Set<string>();
    let skipped = 0;
    for (const test of testModule.children.allTests()) {
      const result = test.result();
      if (result.state !== 'skipped') continue;
      skipped += 1;
      if (result.note) notes.add(result.note);
    }
    if (skipped === 0) continue;
    const why = notes.size > 0 ? `: ${[...notes].join('; ')}` : '';
    rows.push(`  ${String(skipped).padStart(5)}    ${testModule.moduleId.replace(`${process.cwd()}/`, '')}${why}`);
  }
  return rows.length === 0 ? '' : `\nskipped tests, by file:\n${rows.join('\n')}\n`;
}
