import { Client } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import { inject } from 'vitest';
import { createWebhookWorker } from '../../workers/create-webhook-worker.js';
import { WebhookDispatcher } from '../../workers/webhook-dispatcher.js';
import type { TestAccount, TestStack } from './stack.js';

/**
 * Short retry intervals for tests: 100 ms, 300 ms, then 400 ms, 6 attempts. The dev server fires
 * timers with about one second of precision, so in practice the retries come a second apart.
 */
export const FAST_RETRY_ENV = {
  WEBHOOK_RETRY_INITIAL_MS: '100',
  WEBHOOK_RETRY_MAX_DELAY_MS: '400',
  WEBHOOK_MAX_ATTEMPTS: '6',
  WEBHOOK_DISPATCH_SWEEP_MS: '500',
  // Few slots, so a test can show that one slow endpoint cannot take them all.
  WEBHOOK_CONCURRENCY: '16',
  WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '6',
};

/**
 * The test receivers listen on 127.0.0.1, a target the service refuses by default (SSRF); a stack
 * that delivers to them says so, as an operator would.
 */
export const LOCAL_RECEIVERS_ENV = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };

export interface WebhookDelivery {
  worker: Worker;
  dispatcher: WebhookDispatcher;
  /** An account whose events this file's dispatcher handles. */
  createAccount(options?: Parameters<TestStack['createAccount']>[0]): Promise<TestAccount>;
  /** Starts a dispatcher like the worker process runs (a second one, or after stopDispatcher). */
  startDispatcher(): Promise<WebhookDispatcher>;
  stopDispatcher(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The webhook half of the worker process for one test file: the delivery worker on the
 * stack's webhook task queue and a dispatcher. Test files run in parallel on one database,
 * so the dispatcher handles only the accounts made through createAccount here.
 */
export async function startWebhookDelivery(stack: TestStack): Promise<WebhookDelivery> {
  const accounts: string[] = [];
  const connection = await NativeConnection.connect({ address: stack.config.temporal.address });
  const worker = await createWebhookWorker({
    connection,
    namespace: stack.config.temporal.namespace,
    workflowBundle: { codePath: inject('workflowBundlePath') },
    deps: { config: stack.config, sql: stack.sql, hub: stack.deps.hub, storage: stack.deps.storage, compute: stack.deps.compute },
  });
  const running = worker.run();
  const temporal = new Client({ connection, namespace: stack.config.temporal.namespace });
  const dispatchers: WebhookDispatcher[] = [];

  const startDispatcher = async () => {
    const dispatcher = new WebhookDispatcher({
      sql: stack.sql,
      temporal,
      taskQueue: stack.config.webhooks.taskQueue,
      sweepMs: stack.config.webhooks.dispatchSweepMs,
      orphanedAfterMs: 0,
      eagerStart: true,
      accountIds: () => accounts,
    });
    await dispatcher.start();
    dispatchers.push(dispatcher);
    return dispatcher;
  };
  const stopDispatcher = async () => {
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
  };
  const dispatcher = await startDispatcher();

  return {
    worker,
    dispatcher,
    async createAccount(options) {
      const account = await stack.createAccount(options);
      accounts.push(account.account.id);
      return account;
    },
    startDispatcher,
    stopDispatcher,
    async stop() {
      await stopDispatcher();
      worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
