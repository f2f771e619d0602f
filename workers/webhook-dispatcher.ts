import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { Sql } from '../db/client.js';
import { EVENTS_CHANNEL } from '../db/events.js';
import { markDispatched, undispatchedDeliveries } from '../db/webhook-deliveries.js';
import { fanOutFromOutbox, type NewDelivery } from '../db/webhook-outbox.js';
import { AccountIdAttribute, ResourceKindAttribute } from '../contracts/search-attributes.js';
import type { WorkflowFn } from '../contracts/resource.js';
import { webhookDeliveryWorkflowType, type WebhookDeliveryInput } from '../contracts/webhook-delivery.js';

export interface DispatcherOptions {
  sql: Sql;
  temporal: Client;
  /** Task queue of the webhook delivery worker. */
  taskQueue: string;
  /** How often to sweep for what notifications missed. */
  sweepMs: number;
  /** Workflow starts in flight at once. */
  startConcurrency?: number;
  /** Ask the server to hand the first workflow task straight to a worker in this process. */
  eagerStart?: boolean;
  /** A delivery recorded this long ago without a workflow lost its dispatcher (default 10 s). */
  orphanedAfterMs?: number;
  /** Only these accounts (tests share one database between parallel files); all when absent. */
  accountIds?: () => readonly string[];
  log?: (line: string) => void;
}

const BATCH = 200;
/** A delivery recorded this long ago without a workflow lost its dispatcher. */
const ORPHANED_AFTER_MS = 10_000;

/**
 * Turns committed events into delivery workflows. The outbox row each event gets in its own
 * transaction is the guarantee: a dispatcher fans it out into delivery rows and deletes it in
 * one transaction, then starts one workflow per delivery with workflowId = the delivery's id,
 * so starting again after a crash is a no-op. Notifications (`rlp_events`) make it immediate;
 * a periodic sweep (and one at start) catches anything a notification or a crash left behind.
 */
export class WebhookDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private sweepDue = true;

  constructor(private readonly options: DispatcherOptions) {}

  async start(): Promise<void> {
    const listener = await this.options.sql.listen(EVENTS_CHANNEL, () => this.kick(), () => this.kick(true));
    this.unlisten = () => listener.unlisten();
    this.timer = setInterval(() => this.kick(true), this.options.sweepMs);
    this.kick(true);
  }

  /** Drains the outbox now (coalesced: one drain at a time, another right after if asked meanwhile). */
  kick(sweep = false): void {
    if (this.stopped) return;
    if (sweep) this.sweepDue = true;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainLoop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once everything committed before the call has been dispatched. */
  async idle(): Promise<void> {
    this.kick(true);
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.();
    await this.running;
  }

  private async drainLoop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drainOutbox();
        if (this.sweepDue) {
          this.sweepDue = false;
          await this.startOrphans();
        }
      } catch (error) {
        this.log(`dispatch failed (the next sweep retries): ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    } while (this.again && !this.stopped);
  }

  private async drainOutbox(): Promise<void> {
    for (;;) {
      const { events, deliveries } = await fanOutFromOutbox(this.options.sql, BATCH, this.options.accountIds?.());
      await this.startWorkflows(deliveries);
      if (events < BATCH) return;
    }
  }

  private async startOrphans(): Promise<void> {
    for (;;) {
      const orphans = await undispatchedDeliveries(this.options.sql, this.options.orphanedAfterMs ?? ORPHANED_AFTER_MS, BATCH, this.options.accountIds?.());
      await this.startWorkflows(orphans);
      if (orphans.length < BATCH) return;
    }
  }

  private async startWorkflows(deliveries: readonly NewDelivery[]): Promise<void> {
    const concurrency = this.options.startConcurrency ?? 32;
    const started: string[] = [];
    let next = 0;
    const lane = async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++]!;
        if (await this.startWorkflow(delivery)) started.push(delivery.id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, lane));
    await markDispatched(this.options.sql, started);
  }

  private async startWorkflow(delivery: NewDelivery): Promise<boolean> {
    const input: WebhookDeliveryInput = { deliveryId: delivery.id };
    try {
      await this.options.temporal.workflow.start<WorkflowFn<typeof webhookDeliveryWorkflowType>>(webhookDeliveryWorkflowType.name, {
        workflowId: delivery.id,
        taskQueue: this.options.taskQueue,
        args: [input],
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        requestEagerStart: this.options.eagerStart ?? false,
        typedSearchAttributes: [
          { key: AccountIdAttribute, value: delivery.account_id },
          { key: ResourceKindAttribute, value: 'webhook_delivery' },
        ],
      });
      return true;
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return true;
      this.log(`could not start the delivery workflow ${delivery.id} (the next sweep retries): ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private log(line: string): void {
    (this.options.log ?? ((l: string) => console.error(`[webhooks] ${l}`)))(line);
  }
}
