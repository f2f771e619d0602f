import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';

/**
 * The code the API and worker processes run (and `npm start` / `npm run migrate`, which start and
 * prepare them), and the job programs they launch: every environment variable read there belongs
 * in docs/deploy.md's configuration table. The `rlp` client, benchmarks and tests are not the service.
 */
export const SERVICE_SOURCES = ['api', 'workers', 'activities', 'backends', 'core', 'db', 'console', 'contracts', 'workflows', 'jobs', 'cli/start.ts', 'cli/prepare.ts', 'cli/setup'];

/** Variables the operating system sets, which the service passes on to jobs but does not configure. */
export const SYSTEM_VARIABLES = new Set(['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR']);

const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g, // process.env.NAME
  /process\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g, // process.env['NAME']
  /\benv\??\.([A-Z][A-Z0-9_]*)\b/g, // env.NAME where env is an injected process.env
  /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g, // env['NAME']
  /\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]*)['"]/g, // intFrom(env, 'NAME', …) and the other helpers of core/config.ts
];
/** `const INHERITED_ENV = ['HF_HOME', …]`: variables copied from the service's environment into a job's. */
const FORWARDED_LIST = /const [A-Z_]*_ENV\s*=\s*\[([^\]]*)\]/g;

function sourceFiles(path: string): string[] {
  const full = join(PROJECT_ROOT, path);
  if (!statSync(full).isDirectory()) return full.endsWith('.ts') ? [full] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' ? [] : sourceFiles(join(path, entry.name)),
  );
}

/** Variable → the files (relative to the project root) that read it. */
export function envReads(paths: string[] = SERVICE_SOURCES): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  for (const file of paths.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const forwarded = [...code.matchAll(FORWARDED_LIST)].flatMap((list) => [...list[1]!.matchAll(/['"]([A-Z][A-Z0-9_]*)['"]/g)].map((m) => m[1]!));
    const names = [...READS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]!)), ...forwarded];
    for (const name of names) {
      if (SYSTEM_VARIABLES.has(name)) continue;
      const files = reads.get(name) ?? [];
      const where = relative(PROJECT_ROOT, file);
      if (!files.includes(where)) files.push(where);
      reads.set(name, files);
    }
  }
  return reads;
}
