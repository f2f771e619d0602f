/**
 * Heap kept by a long-lived activity's polling sleeps (issue 14's soak): Temporal's
 * `Context.sleep` against ours (`activities/jobs/sleep-unless-cancelled.ts`), side by side, each
 * in a fresh activity context making SLEEPS sleeps of 0 ms, heap measured after a full GC.
 * Run: node --expose-gc --import tsx bench/activity-sleep-leak.ts   (SLEEPS, default 100000)
 */
import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { sleepUnlessCancelled } from '../activities/jobs/sleep-unless-cancelled.js';

const SLEEPS = Number(process.env.SLEEPS ?? 100_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

async function keptBytes(sleep: (ms: number) => Promise<void>): Promise<number> {
  const env = new MockActivityEnvironment();
  return env.run(async () => {
    gc!();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < SLEEPS; i++) await sleep(0);
    gc!();
    return process.memoryUsage().heapUsed - before;
  });
}

const sdk = await keptBytes((ms) => Context.current().sleep(ms));
const ours = await keptBytes(sleepUnlessCancelled);
const per = (bytes: number) => `${(bytes / SLEEPS).toFixed(1)} B/sleep`;
console.log(`${SLEEPS} sleeps in one activity, heap kept after GC:`);
console.log(`  Context.sleep (SDK)    ${(sdk / 1e6).toFixed(1)} MB  (${per(sdk)})`);
console.log(`  sleepUnlessCancelled   ${(ours / 1e6).toFixed(1)} MB  (${per(ours)})`);
console.log(`  a thousand followers polling every 3 s for 10 minutes would keep ${((sdk / SLEEPS) * 1000 * 200 / 1e6).toFixed(0)} MB with the SDK's, ${(Math.max(0, ours / SLEEPS) * 1000 * 200 / 1e6).toFixed(0)} MB with ours`);
