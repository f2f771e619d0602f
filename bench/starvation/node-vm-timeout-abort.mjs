// The Node defect behind the worker's "async hook stack has become corrupted" abort, without
// Temporal: a vm context with microtaskMode 'afterEvaluate' (as the Temporal SDK's workflow
// sandbox), called on a worker thread from a MessagePort message inside an AsyncLocalStorage run,
// whose `timeout` fires while a promise continuation runs. Plain node, no build step:
//
//   node bench/starvation/node-vm-timeout-abort.mjs             # Node 20/22: aborts; Node 24: survives
//   SPIN=0 node bench/starvation/node-vm-timeout-abort.mjs      # no overrun: survives
//   NO_TIMEOUT=1 node bench/starvation/node-vm-timeout-abort.mjs  # overrun, no timeout: survives
import vm from 'node:vm';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { AsyncLocalStorage } from 'node:async_hooks';

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url));
  let n = 0;
  worker.on('message', (m) => { if (++n % 50 === 0) console.log('replies', n, m); if (n < 400) worker.postMessage(n); else worker.terminate(); });
  worker.on('error', (e) => console.log('worker error', e));
  worker.on('exit', (c) => console.log('worker exit', c));
  worker.postMessage(0);
} else {
  const als = new AsyncLocalStorage();
  const ctx = vm.createContext({ als }, { microtaskMode: 'afterEvaluate' });
  parentPort.on('message', (i) => {
    als.run({ i }, () => {
      let result = 'ok';
      try {
        // every 3rd activation runs past the timeout inside a microtask, as a starved isolate would
        const spin = i % 3 === 0 ? Number(process.env.SPIN ?? 30) : 0;
        vm.runInContext(`Promise.resolve().then(() => { const end = Date.now() + ${spin}; while (Date.now() < end) {} }).then(() => Promise.resolve(1))`, ctx, process.env.NO_TIMEOUT ? {} : { timeout: 10 });
      } catch (error) { result = error.code; }
      Promise.resolve().then(() => parentPort.postMessage(result));
    });
  });
}
