import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const README_PATH = fileURLToPath(new URL('../../README.md', import.meta.url));

/** The bodies of the README's fenced blocks whose info string is exactly `sh runnable`, in order. */
export async function runnableShellBlocks(path = README_PATH): Promise<string[]> {
  const text = await readFile(path, 'utf8');
  const blocks: string[] = [];
  const fence = /^```sh runnable[ \t]*\n([\s\S]*?)^```[ \t]*$/gm;
  for (const match of text.matchAll(fence)) blocks.push(match[1]!);
  return blocks;
}

const MARKER = '@@readme-block';

/**
 * One bash script running every block in order in the same shell, as a reader pasting them into
 * one terminal would (variables carry over); `set -e -o pipefail` stops at the first failing
 * command, and a marker line before each block tells which block printed what.
 */
export function scriptOf(blocks: string[]): string {
  const parts = ['set -e -o pipefail'];
  blocks.forEach((block, index) => parts.push(`printf '\\n${MARKER} %d\\n' ${index}`, block));
  return `${parts.join('\n')}\n`;
}

/** Splits the script's stdout back into what each block printed (blocks never reached are absent). */
export function outputsByBlock(stdout: string): Map<number, string> {
  const outputs = new Map<number, string>();
  const pattern = new RegExp(`^${MARKER} (\\d+)$`, 'gm');
  const starts = [...stdout.matchAll(pattern)];
  starts.forEach((match, i) => {
    const from = match.index! + match[0].length;
    const to = i + 1 < starts.length ? starts[i + 1]!.index! : stdout.length;
    outputs.set(Number(match[1]), stdout.slice(from, to).trim());
  });
  return outputs;
}

export interface ShellBlock {
  /** `runnable`, or `skip` with the reason the doc gives. */
  mode: 'runnable' | 'skip';
  reason: string;
  body: string;
}

/**
 * Every shell block of a document that marks each one: ```` ```sh runnable ```` (run by its test) or
 * ```` ```sh skip: <reason> ```` (needs what a test machine lacks). A shell block marked neither way
 * is an error, so no command escapes its test unnoticed.
 */
export async function markedShellBlocks(path: string): Promise<ShellBlock[]> {
  const text = await readFile(path, 'utf8');
  const blocks: ShellBlock[] = [];
  const fence = /^```(sh|bash|shell|console)\b([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
  for (const match of text.matchAll(fence)) {
    const marker = match[2]!.trim();
    const body = match[3]!;
    if (match[1] === 'sh' && marker === 'runnable') blocks.push({ mode: 'runnable', reason: '', body });
    else if (match[1] === 'sh' && /^skip: \S/.test(marker)) blocks.push({ mode: 'skip', reason: marker.slice('skip: '.length), body });
    else throw new Error(`${path}: a shell block marked neither 'sh runnable' nor 'sh skip: <reason>':\n${match[0]}`);
  }
  return blocks;
}
