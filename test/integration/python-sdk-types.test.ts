import { access, constants, copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PYTHON_SDK_DIR, SDK_PYTHON } from '../../cli/setup/python-sdk.js';
import { runCommand } from '../../cli/setup/run-command.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * The Python SDK as a type checker sees it: `mypy --strict` (from .venv-sdk) on the example that
 * creates, waits for and reads one run of each kind (sdk/python/examples/typed_runs.py) passes, and
 * the same script with one misspelt create field fails naming it. The SDK is on PYTHONPATH, where
 * mypy reads it as an installed package: only packages marked `py.typed` give it their types.
 */

const EXAMPLE = join(PYTHON_SDK_DIR, 'examples', 'typed_runs.py');
let work: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  await access(SDK_PYTHON, constants.X_OK).catch(() => {
    throw new Error(`The Python SDK's environment is missing (${SDK_PYTHON}); run \`npm run setup\`.`);
  });
  work = await makeTempDir('python-sdk-types');
});
afterAll(() => work?.cleanup());

async function mypyStrict(file: string): Promise<{ code: number | null; output: string }> {
  const result = await runCommand(SDK_PYTHON, ['-m', 'mypy', '--strict', '--no-incremental', '--cache-dir', join(work.path, 'cache'), file], {
    cwd: work.path,
    env: { ...process.env, PYTHONPATH: PYTHON_SDK_DIR, MYPYPATH: '' },
  });
  return { code: result.code, output: `${result.stdout}${result.stderr}` };
}

describe('the Python SDK under mypy --strict', () => {
  it('finds the hand-written package (rlp) strict-clean, by its own configuration (sdk/python/pyproject.toml)', async () => {
    const result = await runCommand(SDK_PYTHON, ['-m', 'mypy', '--no-incremental', '--cache-dir', join(work.path, 'own-cache'), '-p', 'rlp'], { cwd: PYTHON_SDK_DIR, env: { ...process.env, MYPYPATH: '' } });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toMatch(/Success: no issues found in \d+ source files/);
    expect(result.code, output).toBe(0);
  }, 120_000);

  it('type-checks the example that creates, waits for and reads each kind', async () => {
    const example = join(work.path, 'typed_runs.py');
    await copyFile(EXAMPLE, example);
    const result = await mypyStrict(example);
    expect(result.output).toContain('Success: no issues found');
    expect(result.code, result.output).toBe(0);
  }, 120_000);

  it('fails on a misspelt create field, naming it, and on a misspelt attribute of a result', async () => {
    const source = await readFile(EXAMPLE, 'utf8');
    expect(source).toContain('dataset={"uri"');
    const typo = join(work.path, 'typo.py');
    await writeFile(typo, source.replace('dataset={"uri"', 'datset={"uri"'));
    const field = await mypyStrict(typo);
    expect(field.code, field.output).toBe(1);
    expect(field.output).toMatch(/Unexpected keyword argument "datset".*did you mean "dataset"/);

    await writeFile(typo, source.replace('rl.verdict', 'rl.verdikt'));
    const attribute = await mypyStrict(typo);
    expect(attribute.code, attribute.output).toBe(1);
    expect(attribute.output).toContain('"RlRun" has no attribute "verdikt"');
  }, 120_000);
});
