import { setTimeout as sleep } from 'node:timers/promises';
import type { Command } from 'commander';
import type { Schema } from '../../../sdk/index.js';
import { connect, must, type Api } from '../api.js';
import { RUN_ID_FORMS } from '../run-kinds.js';

type Event = Schema<'Event'>;

export function eventLine(event: Event): string {
  const object = event.data.object as { id?: string; status?: string };
  return `${event.created_at}  ${event.type}  ${object.id ?? '-'}  ${event.id}`;
}

interface TailOptions {
  type?: string;
  resource?: string;
  since?: string;
  json?: boolean;
}

/** Events created at or after `since` that `seen` does not hold, oldest first (pages until one holds a seen event). */
async function unseenEvents(api: Api, options: TailOptions, since: string, seen: Set<string>): Promise<Event[]> {
  const fresh: Event[] = [];
  let cursor: string | undefined;
  for (;;) {
    const query = { limit: 100, 'created[gte]': since, ...(options.type ? { type: options.type } : {}), ...(options.resource ? { resource_id: options.resource } : {}), ...(cursor ? { starting_after: cursor } : {}) };
    const page = await must(api.client.GET('/v1/events', { params: { query } }));
    const unseen = page.data.filter((e) => !seen.has(e.id));
    fresh.push(...unseen);
    if (!page.has_more || !page.next_cursor || unseen.length < page.data.length) break;
    cursor = page.next_cursor;
  }
  return fresh.reverse();
}

export function registerEvents(program: Command): void {
  const events = program.command('events').description('the account event log');
  events
    .command('tail')
    .description('print events as they are created, until interrupted (Ctrl-C exits 0)')
    .option('--type <pattern>', 'an event type or pattern: training_run.*, *.failed')
    .option('--resource <id>', `only this run's events (${RUN_ID_FORMS})`)
    .option('--since <timestamp>', 'start from this ISO 8601 time or date instead of now')
    .option('--json', 'one event JSON per line (NDJSON)')
    .action(async (options: TailOptions) => {
      const api = await connect();
      const since = options.since ?? new Date().toISOString();
      const seen = new Set<string>();
      process.once('SIGINT', () => process.exit(0));
      process.once('SIGTERM', () => process.exit(0));
      for (;;) {
        for (const event of await unseenEvents(api, options, since, seen)) {
          seen.add(event.id);
          process.stdout.write(`${options.json ? JSON.stringify(event) : eventLine(event)}\n`);
        }
        await sleep(1000);
      }
    });
}
