/**
 * Open-loop load at a fixed rate: requests are sent on schedule whether or not earlier ones
 * have answered, so queueing shows up in the latency (unlike a closed-loop tool pacing itself).
 * Run as its own process: tsx bench/open-loop.ts URL RATE SECONDS [Header:Value]…
 * Prints one JSON line: { sent, ok, failed, p50, p90, p99, max } (milliseconds).
 */
import { Agent, request } from 'node:http';

const [url, rateText, secondsText, ...headerArgs] = process.argv.slice(2);
const rate = Number(rateText);
const seconds = Number(secondsText);
const headers = Object.fromEntries(headerArgs.map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1)]));
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const target = new URL(url!);

const latencies: number[] = [];
let failed = 0;
let sent = 0;

function fire(): Promise<void> {
  const started = performance.now();
  sent++;
  return new Promise((resolve) => {
    const req = request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - started);
        else failed++;
        resolve();
      });
    });
    req.on('error', () => {
      failed++;
      resolve();
    });
    req.end();
  });
}

const inflight: Promise<void>[] = [];
const begin = performance.now();
const total = Math.round(rate * seconds);
await new Promise<void>((done) => {
  const tick = () => {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * rate) + 1);
    while (sent < due) inflight.push(fire());
    if (sent >= total) return done();
    setTimeout(tick, 1);
  };
  tick();
});
await Promise.all(inflight);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(JSON.stringify({ sent, ok: latencies.length, failed, p50: pct(50), p90: pct(90), p99: pct(99), max: latencies[latencies.length - 1] ?? NaN }));
agent.destroy();
