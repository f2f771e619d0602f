import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { TRAINING_POLICIES } from '../../core/catalog/training-policies.js';

/** Runs a command to its end: null when it exits 0, else why not (its last line of stderr). */
function commandFailure(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000, env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code) => resolve(code === 0 ? null : stderr.trim().split('\n').at(-1) || `${command} exited ${code}`));
  });
}

/** One probe per key and process. */
function once<T>(cache: Map<string, Promise<T>>, key: string, probe: () => Promise<T>): Promise<T> {
  let result = cache.get(key);
  if (!result) {
    result = probe();
    cache.set(key, result);
  }
  return result;
}

const startProbes = new Map<string, Promise<string | null>>();
const extraProbes = new Map<string, Promise<Record<string, string>>>();

/** Whether `lerobot-train` really starts here (`--help` imports torch, torchvision and LeRobot): null when it does, else why not. */
export function probeLerobotTrain(path: string): Promise<string | null> {
  return once(startProbes, path, async () => {
    const failure = await commandFailure(path, ['--help'], { ...process.env, HF_HUB_OFFLINE: '1' });
    return failure === null ? null : `${path} does not start: ${failure}`;
  });
}

/**
 * For each LeRobot policy that needs an extra (`lerobot[smolvla]`, …), why it cannot run: the
 * Python that runs `lerobot-train` (its shebang) cannot import the extra's modules. Nothing where
 * `lerobot-train` is not a Python script.
 */
export function lerobotExtraProblems(lerobotTrain: string): Promise<Record<string, string>> {
  return once(extraProbes, lerobotTrain, async () => {
    const head = await readFile(lerobotTrain, { encoding: 'latin1' }).then((text) => text.slice(0, 512)).catch(() => '');
    const python = head.startsWith('#!') ? head.slice(2).split('\n')[0]!.trim().split(/\s+/)[0] : undefined;
    if (!python || !/python/.test(python)) return {};
    const problems: Record<string, string> = {};
    for (const policy of TRAINING_POLICIES) {
      if (!policy.lerobotExtra) continue;
      const missing = await commandFailure(python, ['-c', policy.lerobotExtra.modules.map((name) => `import ${name}`).join('; ')]);
      if (missing) problems[policy.id] = `'${policy.id}' needs LeRobot's '${policy.lerobotExtra.extra}' extra (pip install 'lerobot[${policy.lerobotExtra.extra}]'): ${missing}`;
    }
    return problems;
  });
}
