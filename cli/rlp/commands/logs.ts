import { setTimeout as sleep } from 'node:timers/promises';
import type { Command } from 'commander';
import { connect, must, type Api } from '../api.js';
import { UsageError } from '../exit-codes.js';
import { printResult, withJson } from '../output.js';
import { positiveInteger } from '../numbers.js';
import { runKindNamed, TERMINAL } from '../run-kinds.js';

const FOLLOW_WINDOW = 1000;

/**
 * The lines of `latest` that `previous` did not have. Both are tails of one growing log, so the
 * new lines follow the last place where `latest` ends with everything `previous` ended with.
 */
export function newLines(previous: string[], latest: string[]): string[] {
  if (previous.length === 0) return latest;
  for (let end = latest.length; end > 0; end--) {
    const overlap = Math.min(previous.length, end);
    const tail = previous.slice(previous.length - overlap);
    if (tail.every((line, i) => latest[end - overlap + i] === line)) return latest.slice(end);
  }
  return latest;
}

async function tailOf(api: Api, id: string, tail: number): Promise<string[]> {
  return (await must(api.client.GET('/v1/training_runs/{id}/logs', { params: { path: { id }, query: { tail } } }))).lines;
}

export function registerLogs(program: Command): void {
  withJson(
    program
      .command('logs')
      .description("a training run's log (the trainer's own lines)")
      .argument('<trn_id>')
      .option('--tail <n>', 'the last n lines (1..10000)', positiveInteger, 100)
      .option('--follow', 'keep printing new lines until the run ends (with --json: one JSON string per line)'),
  ).action(async (id: string, options: { tail: number; follow?: boolean; json?: boolean }) => {
    const training = runKindNamed('training_run');
    if (!id.startsWith(training.prefix)) throw new UsageError(`logs are kept for training runs (${training.prefix}…)`);
    const api = await connect();
    let seen = await tailOf(api, id, options.tail);
    if (!options.follow) {
      printResult(options, { object: 'training_run_logs', id, lines: seen }, () => seen);
      return;
    }
    const emit = (lines: string[]) => lines.forEach((line) => process.stdout.write(`${options.json ? JSON.stringify(line) : line}\n`));
    emit(seen);
    for (;;) {
      const run = await must(api.client.GET('/v1/training_runs/{id}', { params: { path: { id } } }));
      const latest = await tailOf(api, id, FOLLOW_WINDOW);
      emit(newLines(seen, latest));
      seen = latest;
      if (TERMINAL.has(run.status)) return;
      await sleep(1000);
    }
  });
}
