import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hasKindPage } from '../../console/assets.js';
import { COMPARE_PART_FILE, CONSOLE_KINDS_MODULE, consoleKindsModule } from '../../console/kinds-module.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { publishedKind } from '../../core/kinds.js';
import { KIND_REGISTRY } from '../../kinds/registry.js';
import { makeTempDir } from './temp-dir.js';

/**
 * The console's own browser modules, importable in Node: console/public copied into a temporary
 * folder beside the kinds module the service serves there (it has no file of its own), built from
 * the registry as the app builds it. Plain browser ESM, untyped for tsc, with no DOM at import.
 */
export async function consoleModules(): Promise<{ load: (path: string) => Promise<unknown>; cleanup: () => Promise<void> }> {
  const dir = await makeTempDir('console-modules');
  await cp(join(PROJECT_ROOT, 'console/public'), dir.path, { recursive: true });
  const kinds = KIND_REGISTRY.map((entry) => publishedKind(entry.row));
  const withPages = KIND_REGISTRY.flatMap((entry) => (entry.consolePages ? [{ kind: entry.row.kind, folder: entry.consolePages }] : []));
  const compareParts = withPages.filter(({ folder }) => hasKindPage(folder, COMPARE_PART_FILE)).map(({ kind }) => kind);
  await writeFile(join(dir.path, CONSOLE_KINDS_MODULE), consoleKindsModule(kinds, withPages.map(({ kind }) => kind), compareParts));
  return { load: (path) => import(join(dir.path, path)), cleanup: dir.cleanup };
}
