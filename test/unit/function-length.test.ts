import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Issue 34: no production function over this many lines (its first to its last line). */
const MOST_LINES = 150;
/** Tests and benches are not production; generated code (the OpenAPI client, __generated__ modules) is not written by hand. */
const NOT_PRODUCTION = /^(test|bench)\/|^sdk\/python\/rlp_api\/|__generated__\/|\.test\.ts$|\.d\.ts$|(^|\/)tests\//;

const tracked = (patterns: string[]) =>
  execFileSync('git', ['ls-files', '--', ...patterns], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !NOT_PRODUCTION.test(file));

export function longFunctions(file: string, text: string, most: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.end).line - first + 1;
      if (lines > most) found.push(`${file}:${first + 1} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const PYTHON_LENGTHS = `
import ast, sys
for path in sys.argv[2:]:
    for node in ast.walk(ast.parse(open(path).read())):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > int(sys.argv[1]):
            print(f"{path}:{node.lineno} ({node.end_lineno - node.lineno + 1} lines)")
`;

describe('function length', () => {
  it(`no production TypeScript or JavaScript function is over ${MOST_LINES} lines`, () => {
    const files = tracked(['*.ts', '*.js', '*.mjs']);
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => longFunctions(file, readFileSync(resolve(ROOT, file), 'utf8'), MOST_LINES))).toEqual([]);
  });

  it(`no production Python function is over ${MOST_LINES} lines`, () => {
    const files = tracked(['*.py']);
    expect(files.length).toBeGreaterThan(30);
    const long = execFileSync('python3', ['-c', PYTHON_LENGTHS, String(MOST_LINES), ...files], { cwd: ROOT, encoding: 'utf8' });
    expect(long.split('\n').filter(Boolean)).toEqual([]);
  });

  it('sees a long function, an arrow function and a method', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `function a() {\n${body}\n}\nconst b = () => {\n${body}\n};\nclass C { m() {\n${body}\n} }\nfunction short() { return 1; }`;
    expect(longFunctions('x.ts', text, 6)).toEqual(['x.ts:1 (7 lines)', 'x.ts:8 (7 lines)', 'x.ts:15 (7 lines)']);
  });

  it('sees a long Python function and method', () => {
    const dir = mkdtempSync(join(tmpdir(), 'function-length-'));
    const file = join(dir, 'x.py');
    writeFileSync(file, 'def a():\n    x = 1\n    y = 2\n    return x + y\n\nclass C:\n    def m(self):\n        return 1\n');
    try {
      expect(execFileSync('python3', ['-c', PYTHON_LENGTHS, '3', file], { encoding: 'utf8' }).trim()).toBe(`${file}:1 (4 lines)`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
