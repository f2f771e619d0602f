import { afterAll, describe, expect, it } from 'vitest';
import { releaseSlot, requestSlot } from '../../db/compute-slots.js';
import { testSql } from '../helpers/database.js';

// Two worker processes share one slot queue: each has its own pool of connections to Postgres.
const workerA = testSql();
const workerB = testSql();
afterAll(() => Promise.all([workerA.end(), workerB.end()]));

describe('the compute slot queue', () => {
  it('two workers asking and releasing at once never grant more than the capacity, and grant in the order asked', async () => {
    const pool = `queue-test-${Math.random().toString(36).slice(2, 8)}`;
    const queue = { pool, tier: 'cpu', capacity: 2 };
    const holders = Array.from({ length: 12 }, (_, i) => `${pool}-run-${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(holders.map((holder, i) => requestSlot(i % 2 === 0 ? workerA : workerB, queue, holder)));
    expect(answers.filter((answer) => answer.granted)).toHaveLength(2);
    // Asking again is answered as it stands.
    const again = await requestSlot(workerA, queue, holders[0]!);
    expect(again.granted).toBe(answers[0]!.granted);

    const granted = async () =>
      (await workerA<{ holder: string }[]>`select holder from compute_slot_requests where pool = ${pool} and granted_at is not null and released_at is null order by id`).map((row) => row.holder);
    const order = (await workerA<{ holder: string }[]>`select holder from compute_slot_requests where pool = ${pool} order by id`).map((row) => row.holder);
    expect(await granted()).toEqual(order.slice(0, 2));
    const waiting = answers.filter((answer) => !answer.granted).map((answer) => answer.ahead).sort((a, b) => a! - b!);
    expect(waiting).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    // Both holders release at once, each through another worker, twice (a retried cleanup): exactly the next two are granted.
    const released = await Promise.all(order.slice(0, 2).flatMap((holder) => [releaseSlot(workerA, holder, () => 2), releaseSlot(workerB, holder, () => 2)]));
    expect(released.flat().map((news) => news.holder).sort()).toEqual(order.slice(2, 4).sort());
    expect(await granted()).toEqual(order.slice(2, 4));

    // A waiting request withdrawn grants nothing; the slot a granted one frees goes to the oldest still waiting.
    expect(await releaseSlot(workerB, order[4]!, () => 2)).toEqual([]);
    expect((await releaseSlot(workerA, order[2]!, () => 2)).map((news) => news.holder)).toEqual([order[5]]);
    expect(await granted()).toEqual([order[3], order[5]]);
  });
});
