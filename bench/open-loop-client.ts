import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface OpenLoopResult {
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Fixed-rate latency from bench/open-loop.ts in its own process. */
export function openLoop(url: string, rate: number, seconds: number, headers: Record<string, string> = {}): Promise<OpenLoopResult> {
  const script = fileURLToPath(new URL('./open-loop.ts', import.meta.url));
  const args = ['--import', 'tsx', script, url, String(rate), String(seconds), ...Object.entries(headers).map(([k, v]) => `${k}:${v}`)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(out.trim().split('\n').pop()!) as OpenLoopResult));
  });
}
