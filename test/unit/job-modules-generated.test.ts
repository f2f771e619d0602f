import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jobModuleText } from '../../cli/generate/job-module-texts.js';
import { generateJobModules } from '../../cli/generate/job-modules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

describe('modules generated from jobs/ files', () => {
  it('are what `npm run generate:job-modules` writes today (rerun it after changing a job schema)', async () => {
    for (const [path, text] of Object.entries(await generateJobModules())) {
      expect(readFileSync(join(ROOT, path), 'utf8'), path).toBe(text);
    }
  });

  it('give the phase lists and event types as pure data: workflows import them, so the module imports nothing', async () => {
    const text = (await generateJobModules())['core/jobs/__generated__/phase-events.ts']!;
    expect(text).not.toMatch(/^\s*(import|export .* from)\b/m);
    expect(text).toMatch(/^export const TWIN_STAGES = \[/m);
    expect(text).toMatch(/^export const RL_PHASES = \[/m);
    expect(text).toMatch(/^export const EVALUATION_PHASES = \[/m);
  });

  it('refuse an events schema rule the generator cannot write, rather than dropping it', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'jobs/sim/events_schema.json'), 'utf8')) as { $defs: Record<string, { properties?: Record<string, object> }> };
    schema.$defs.progress!.properties!.message = { type: 'string', pattern: '^[a-z]+$' };
    expect(() => jobModuleText('core/jobs/__generated__/phase-event-schemas.ts', schema)).toThrow(/message uses pattern/);
    schema.$defs.progress!.properties!.message = { type: 'string' };
    schema.$defs.rl_event = { allOf: [] } as never;
    expect(() => jobModuleText('core/jobs/__generated__/phase-events.ts', schema)).toThrow(/rl_event must be/);
  });

  it('write the twin config schema as the zod the API checks with, and refuse a keyword the job\'s checker would not apply', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'jobs/twin/config_schema.json'), 'utf8')) as {
      properties: Record<string, object>;
      $defs: Record<string, { additionalProperties?: boolean }>;
    };
    const text = jobModuleText('kinds/twin/api/__generated__/twin-config.ts', schema);
    expect(text).toMatch(/^export const TwinConfig = z\.strictObject\(\{$/m);
    expect(text).toMatch(/^export const TwinObjectInput = z\.strictObject\(\{$/m);
    expect(text).toContain('}).openapi("TwinObjectPlacement");');
    schema.properties.robot_model = { type: 'string', pattern: '^[a-z0-9_]+$' };
    expect(() => jobModuleText('kinds/twin/api/__generated__/twin-config.ts', schema)).toThrow(/robot_model uses pattern/);
    schema.properties.robot_model = { type: 'string' };
    delete schema.$defs.TwinObjectInput!.additionalProperties;
    expect(() => jobModuleText('kinds/twin/api/__generated__/twin-config.ts', schema)).toThrow(/TwinObjectInput: an object must set additionalProperties: false/);
  });

  it('are how core/ knows a job: no core module names a file of jobs/ by path', () => {
    const byPath = /join\([^)]*['"]jobs['"]\s*,|['"`][^'"`\s]*jobs\/(?:relight|train|twin|rl|sim|demo)\/[^'"`\s]*\.(?:ts|py|json|txt)['"`]/;
    const found = sourceFiles('core').flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (byPath.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
