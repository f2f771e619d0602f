import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../core/config.js';

/**
 * Where a kind keeps its part of a bench, from the project root: kinds/<kind>/bench/<name>.ts (`chaos`, `console`).
 * Benches find a kind's part by that name, for each kind of the registry, so the registry (production code) neither
 * imports nor names bench code.
 */
export const kindBenchModule = (kind: string, name: string) => join('kinds', kind, 'bench', `${name}.ts`);

/** A kind's part of a bench, imported, or null where the kind has none. */
export async function importKindBenchModule<Module>(kind: string, name: string): Promise<Module | null> {
  const path = join(PROJECT_ROOT, kindBenchModule(kind, name));
  if (!(await access(path).then(() => true, () => false))) return null;
  return (await import(pathToFileURL(path).href)) as Module;
}
