/**
 * `tsx jobs/relight/main.ts <spec.json>`: relights a LeRobot dataset (see relight-dataset.ts).
 * The spec is checked against jobs/relight/spec_schema.json first: one that does not fit is an error naming its field.
 * stdout carries one JSON event per line: progress, then done, or error (exit code 1).
 */
import { readFile } from 'node:fs/promises';
import { writeJobEvent } from '../../core/jobs/protocol.js';
import { relightDataset, RelightError } from './relight-dataset.js';
import type { RelightEvent } from './relight-dataset.js';
import { parseRelightSpec } from './spec.js';

const emit = (event: RelightEvent) => writeJobEvent(event);

async function main(): Promise<number> {
  const specPath = process.argv[2];
  if (!specPath) {
    emit({ event: 'error', code: 'pipeline_failed', message: 'usage: tsx jobs/relight/main.ts <spec.json>' });
    return 1;
  }
  const controller = new AbortController();
  for (const name of ['SIGTERM', 'SIGINT'] as const) process.once(name, () => controller.abort(new Error(`received ${name}`)));
  try {
    const spec = parseRelightSpec(JSON.parse(await readFile(specPath, 'utf8')));
    await relightDataset(spec, emit, { signal: controller.signal });
    return 0;
  } catch (error) {
    const code = error instanceof RelightError ? error.code : controller.signal.aborted ? 'canceled' : 'pipeline_failed';
    emit({ event: 'error', code, message: error instanceof Error ? error.message : String(error) });
    return 1;
  }
}

process.exitCode = await main();
