/**
 * `npm run generate:job-modules`: writes the TypeScript modules generated from files of jobs/ that
 * other layers read (cli/generate/job-module-texts.ts lists them): the RL job's task-spec schema
 * (jobs/rl/spec_schema.json, which the job validates against too), the robot model sources and the simulation
 * jobs' events (jobs/sim/events_schema.json: phase lists, every event's type, the readers' zod schemas) and the twin
 * build's config (jobs/twin/config_schema.json, which the twin job validates against too: the API's zod schema) and the
 * relight job's input (jobs/relight/spec_schema.json: the zod the job checks its spec with, and the API's RelightParams)
 * and the trainers' flags (jobs/train/spec_schema.json: the zod both trainers check their flags with), and the events of
 * the trainers, the relight job and the video job (their events_schema.json: the types the programs write, the zod their
 * readers check).
 * test/unit/job-modules-generated.test.ts fails when a checked-in module differs from a fresh run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../core/config.js';
import { JOB_MODULE_SOURCES, jobModuleText, type JobModulePath } from './job-module-texts.js';

/** Every generated module's text, by path from the project root. */
export async function generateJobModules(): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [path, source] of Object.entries(JOB_MODULE_SOURCES)) {
    texts[path] = jobModuleText(path as JobModulePath, JSON.parse(await readFile(join(PROJECT_ROOT, source), 'utf8')));
  }
  return texts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [path, text] of Object.entries(await generateJobModules())) {
    await writeFile(join(PROJECT_ROOT, path), text);
    console.log(`wrote ${path}`);
  }
}
