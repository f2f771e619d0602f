import { dirname, join, normalize } from 'node:path';

export interface Rule {
  /** A folder (or one file) relative to the project root; the longest matching rule applies. */
  room: string;
  /** Rooms this one may import from. */
  mayImport: string[];
  /** Rooms (folders or files) it may import types from, and nothing else. */
  typeOnly?: string[];
  /** Packages it may import; omitted: any package. */
  packages?: string[];
}

export interface ImportSite {
  specifier: string;
  line: number;
  typeOnly: boolean;
}

const IMPORT = /(?:^|\n)[ \t]*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every static, re-export and dynamic import in a TypeScript source, with the line it starts on; comments are skipped. */
export function parseImports(source: string): ImportSite[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '');
  const sites: ImportSite[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const start = match.index + (match[0].startsWith('\n') ? 1 : 0);
    const line = code.slice(0, start).split('\n').length;
    sites.push({ specifier: (match[3] ?? match[4])!, line, typeOnly: Boolean(match[2]) });
  }
  return sites;
}

const within = (path: string, room: string) => path === room || path.startsWith(`${room}/`);

function ruleFor(file: string, rules: Rule[]): Rule | undefined {
  return rules.filter((rule) => within(file, rule.room)).sort((a, b) => b.room.length - a.room.length)[0];
}

/** The imports of `file` that its room's rule does not allow, as `file:line imports …` sentences. */
export function violations(file: string, source: string, rules: Rule[], builtins: readonly string[]): string[] {
  const rule = ruleFor(file, rules);
  if (!rule) return [];
  const found: string[] = [];
  for (const site of parseImports(source)) {
    if (!site.specifier.startsWith('.')) {
      const node = site.specifier.startsWith('node:') || builtins.includes(site.specifier.split('/')[0]!);
      const allowed = rule.packages ? rule.packages.some((name) => site.specifier === name || site.specifier.startsWith(`${name}/`)) : true;
      if (!allowed || (rule.packages && node)) found.push(`${file}:${site.line} imports the package ${site.specifier} (${rule.room} may use ${rule.packages!.join(', ')})`);
      continue;
    }
    const target = normalize(join(dirname(file), site.specifier)).replace(/\.js$/, '.ts');
    if (rule.mayImport.some((room) => within(target, room))) continue;
    if (site.typeOnly && rule.typeOnly?.some((room) => within(target, room))) continue;
    const types = rule.typeOnly?.length ? `; types only from ${rule.typeOnly.join(', ')}` : '';
    found.push(`${file}:${site.line} imports ${target} (${rule.room} may import ${rule.mayImport.join(', ')}${types})`);
  }
  return found;
}
