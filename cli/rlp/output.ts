import type { Command } from 'commander';

export interface OutputOptions {
  json?: boolean;
}

/** Adds `--json` (one JSON document on stdout, nothing else there) to a command. */
export function withJson(command: Command): Command {
  return command.option('--json', 'print the result as JSON on stdout (for scripts)');
}

/** Prints a command's result: the JSON value with --json, else the human lines. */
export function printResult(options: OutputOptions, value: unknown, human: () => string | string[]): void {
  if (options.json) {
    process.stdout.write(`${JSON.stringify(value)}\n`);
    return;
  }
  const lines = human();
  process.stdout.write(`${(Array.isArray(lines) ? lines : [lines]).join('\n')}\n`);
}

/** Progress and notes go to stderr, so stdout stays the result. */
export function note(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Rows as aligned columns. */
export function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd());
}
