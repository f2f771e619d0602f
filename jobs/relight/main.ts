/**
 * `tsx jobs/relight/main.ts <spec.json>`: relights a LeRobot dataset (see relight-dataset.ts).
 * stdout carries one JSON event per line: progress, then done, or error (exit code 1).
 */
import { readFile } from 'node:fs/promises';
import { writeJobEvent } from '../../core/jobs/protocol.js';
import { relightDataset, RelightError } from './relight-dataset.js';
import type { RelightEvent, RelightSpec } from './relight-dataset.js';

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
    const spec = JSON.parse(await readFile(specPath, 'utf8')) as RelightSpec;
    if (!spec || typeof spec.sourceDir !== 'string' || typeof spec.outputDir !== 'string' || typeof spec.cameras !== 'object' || spec.cameras === null) {
      throw new RelightError('pipeline_failed', 'the spec needs sourceDir, outputDir and cameras.');
    }
    await relightDataset(spec, emit, { signal: controller.signal });
    return 0;
  } catch (error) {
    const code = error instanceof RelightError ? error.code : controller.signal.aborted ? 'canceled' : 'pipeline_failed';
    emit({ event: 'error', code, message: error instanceof Error ? error.message : String(error) });
    return 1;
  }
}

process.exitCode = await main();
