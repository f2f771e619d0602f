import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { envReads } from '../helpers/service-env-reads.js';

const DEPLOY_DOC = join(PROJECT_ROOT, 'docs', 'deploy.md');

interface TableRow {
  names: string[];
  meaning: string;
}

/** The rows of the table under `## Configuration`: the variables named in its first column, and its last column. */
function configurationTable(markdown: string): TableRow[] {
  const section = markdown.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
      return { names: [...cells[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!), meaning: cells.at(-1)! };
    });
}

/** A row may name a variable no code of ours reads when a package the service depends on reads it: "read by `package`". */
function readByDependency(row: TableRow): string | null {
  const dependencies = Object.keys((JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
  const named = row.meaning.match(/read by `([^`]+)`/)?.[1];
  return named && dependencies.includes(named) ? named : null;
}

describe("docs/deploy.md's configuration table", () => {
  const rows = configurationTable(readFileSync(DEPLOY_DOC, 'utf8'));
  const listed = rows.flatMap((row) => row.names);
  const reads = envReads();

  it('is one table of variables, each listed once', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
  });

  it('lists every variable core/config.ts reads', () => {
    const fromConfig = [...reads].filter(([, files]) => files.includes('core/config.ts')).map(([name]) => name);
    expect(fromConfig.length).toBeGreaterThan(50);
    expect(fromConfig.filter((name) => !listed.includes(name)), 'read by core/config.ts but missing from docs/deploy.md').toEqual([]);
  });

  it('lists every variable the API, the worker, npm start and their jobs read anywhere else', () => {
    const missing = [...reads].filter(([name]) => !listed.includes(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'read by the service but missing from docs/deploy.md').toEqual([]);
  });

  it('lists no variable that nothing reads', () => {
    const unread = rows.flatMap((row) => row.names.filter((name) => !reads.has(name) && !readByDependency(row)));
    expect(unread, 'listed in docs/deploy.md but read by no code of the service (nor by a dependency the row names)').toEqual([]);
  });
});
