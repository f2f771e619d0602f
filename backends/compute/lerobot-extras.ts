import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { TRAINING_POLICIES } from '../../core/catalog/training-policies.js';

const probes = new Map<string, Promise<Record<string, string>>>();

/**
 * For each LeRobot policy that needs an extra (`lerobot[smolvla]`, …), why it cannot run: the
 * Python that runs `lerobot-train` (its shebang) cannot import the extra's modules. Nothing where
 * `lerobot-train` is not a Python script. Probed once per path per process.
 */
export function lerobotExtraProblems(lerobotTrain: string): Promise<Record<string, string>> {
  let probe = probes.get(lerobotTrain);
  if (!probe) {
    probe = probeExtras(lerobotTrain);
    probes.set(lerobotTrain, probe);
  }
  return probe;
}

async function probeExtras(lerobotTrain: string): Promise<Record<string, string>> {
  const head = await readFile(lerobotTrain, { encoding: 'latin1' }).then((text) => text.slice(0, 512)).catch(() => '');
  const python = head.startsWith('#!') ? head.slice(2).split('\n')[0]!.trim().split(/\s+/)[0] : undefined;
  if (!python || !/python/.test(python)) return {};
  const problems: Record<string, string> = {};
  for (const policy of TRAINING_POLICIES) {
    if (!policy.lerobotExtra) continue;
    const missing = await missingModule(python, policy.lerobotExtra.modules);
    if (missing) problems[policy.id] = `'${policy.id}' needs LeRobot's '${policy.lerobotExtra.extra}' extra (pip install 'lerobot[${policy.lerobotExtra.extra}]'): ${missing}`;
  }
  return problems;
}

/** The import error for the first of `modules` that `python` cannot import, or null. */
function missingModule(python: string, modules: readonly string[]): Promise<string | null> {
  const script = modules.map((name) => `import ${name}`).join('; ');
  return new Promise((resolve) => {
    const child = spawn(python, ['-c', script], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error) => resolve(`${python} does not start: ${error.message}`));
    child.on('close', (code) => resolve(code === 0 ? null : (stderr.trim().split('\n').at(-1) ?? `exit ${code}`)));
  });
}
