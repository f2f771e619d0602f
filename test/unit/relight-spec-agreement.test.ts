import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validationError } from '../../api/errors.js';
import { AugmentationConfigSchema } from '../../kinds/augmentation/api/schemas.js';
import { PROJECT_ROOT } from '../../core/config.js';
import { RelightJobInputSchema } from '../../core/jobs/__generated__/relight-job-input.js';
import { completeParams, RELIGHT_DEFAULTS } from '../../core/relight/params.js';
import { JOBS_PYTHONPATH, SIM_PYTHON } from '../../core/sim/environment.js';
import { parseRelightSpec, RelightError } from '../../jobs/relight/spec.js';

const TOP = 'observation.images.top';
const spec = (overrides: Record<string, unknown> = {}) => ({ sourceDir: '/data/source', outputDir: '/data/output', cameras: { [TOP]: RELIGHT_DEFAULTS }, ...overrides });
const camera = (params: Record<string, unknown>) => spec({ cameras: { [TOP]: { ...RELIGHT_DEFAULTS, ...params } } });

const VALID: unknown[] = [
  spec(),
  spec({ cameras: {} }),
  camera({ exposure: -5, temperature: 12000, tint: -1, contrast: 0.5, saturation: 2 }),
  camera({ exposure: 3, temperature: 1500, tint: 1, contrast: 2, saturation: 0 }),
  spec({ encoder: { preset: 8 }, concurrency: 2, lutSize: 17 }),
  spec({ encoder: { preset: 'veryfast' } }),
  spec({ encoder: {} }),
];

/** Each invalid spec, with the field the job's error names. */
const INVALID: [unknown, string][] = [
  [[], 'spec'],
  [{ outputDir: '/o', cameras: {} }, 'spec.sourceDir'],
  [spec({ sourceDir: '' }), 'spec.sourceDir'],
  [spec({ outputDir: 7 }), 'spec.outputDir'],
  [spec({ cameras: null }), 'spec.cameras'],
  [spec({ cameras: { [TOP]: { exposure: 0 } } }), `spec.cameras.${TOP}.temperature`],
  [camera({ exposure: 3.5 }), `spec.cameras.${TOP}.exposure`],
  [camera({ temperature: 1499 }), `spec.cameras.${TOP}.temperature`],
  [camera({ tint: '0' }), `spec.cameras.${TOP}.tint`],
  [camera({ contrast: 0.4 }), `spec.cameras.${TOP}.contrast`],
  [camera({ saturation: -0.1 }), `spec.cameras.${TOP}.saturation`],
  [camera({ gamma: 1 }), `spec.cameras.${TOP}.gamma`],
  [spec({ encoder: { preset: 14 } }), 'spec.encoder.preset'],
  [spec({ encoder: { crf: 30 } }), 'spec.encoder.crf'],
  [spec({ concurrency: 0 }), 'spec.concurrency'],
  [spec({ lutSize: 2.5 }), 'spec.lutSize'],
  [spec({ lutSize: 257 }), 'spec.lutSize'],
  [spec({ cameras: {}, extra: true }), 'spec.extra'],
];

/** The field the job names, read from its error: `…: spec.cameras.x.exposure: Too big …` → `spec.cameras.x.exposure`; null when accepted. */
function jobField(json: unknown): string | null {
  try {
    parseRelightSpec(json);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(RelightError);
    expect((error as RelightError).code).toBe('pipeline_failed');
    return /: (spec\S*?): /.exec((error as Error).message)![1]!;
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'relight-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The job as the worker runs it: its events and exit status for a spec file. */
function runJob(json: unknown): { status: number | null; events: { event: string; code?: string; message?: string }[] } {
  const path = join(scratch, `spec-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(json));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'jobs/relight/main.ts', path], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return { status: result.status, events: result.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line)) };
}

/** The zod generated from jobs/relight/spec_schema.json and the job's entry judge each spec alike. */
describe("the relight job's spec", () => {
  it('the schema and the job accept every valid spec, and the job keeps it as given', () => {
    for (const json of VALID) {
      expect(RelightJobInputSchema.safeParse(json).success, JSON.stringify(json)).toBe(true);
      expect(parseRelightSpec(json)).toEqual(json);
    }
  });

  it('the schema and the job refuse every invalid spec, the job naming the field', () => {
    for (const [json] of INVALID) expect(RelightJobInputSchema.safeParse(json).success, JSON.stringify(json)).toBe(false);
    expect(INVALID.map(([json]) => jobField(json))).toEqual(INVALID.map(([, field]) => field));
  });

  it('the job program ends a spec that does not fit with its error event and exit status 1, before touching any dataset', () => {
    const refused = runJob(camera({ exposure: 4 }));
    expect(refused.status).toBe(1);
    expect(refused.events).toEqual([{ event: 'error', code: 'pipeline_failed', message: `the spec does not fit jobs/relight/spec_schema.json: spec.cameras.${TOP}.exposure: Too big: expected number to be <=3` }]);
    // A spec that fits gets past the check to the dataset, missing here.
    const accepted = runJob(spec({ sourceDir: join(scratch, 'missing') }));
    expect(accepted.status).toBe(1);
    expect(accepted.events.at(-1)).toMatchObject({ event: 'error', code: 'dataset_unavailable' });
  });
});

/** The API's RelightParams are the schema's too: what it accepts, completed with the defaults, the job accepts; what it refuses, the job refuses at the same field. */
describe('relight parameters at the API and at the job', () => {
  const PARAMS: [Record<string, unknown>, string | null][] = [
    [{}, null],
    [{ exposure: -1, temperature: 3200 }, null],
    [{ exposure: -5, temperature: 12000, tint: -1, contrast: 0.5, saturation: 2 }, null],
    [{ exposure: -5.01 }, 'exposure'],
    [{ temperature: 12001 }, 'temperature'],
    [{ tint: 1.5 }, 'tint'],
    [{ contrast: 2.1 }, 'contrast'],
    [{ saturation: 'vivid' }, 'saturation'],
    [{ hue: 0 }, 'hue'],
  ];

  it('agree on every parameter', () => {
    for (const [params, field] of PARAMS) {
      const api = AugmentationConfigSchema.safeParse({ relight: { top: params } });
      expect(api.success ? null : validationError(api.error, 'config').param, JSON.stringify(params)).toBe(field === null ? null : `config.relight.top.${field}`);
      expect(jobField(spec({ cameras: { [TOP]: { ...completeParams(), ...params } } }))).toBe(field === null ? null : `spec.cameras.${TOP}.${field}`);
    }
  });
});

/** The generator understands only what jobs/sim/json_schema.py checks, the cameras' map included: that checker reads this schema as the zod does. */
describe("the relight job's schema in the jobs' Python checker", () => {
  const DRIVER = `
import json, sys
from jobs.sim.json_schema import check
from jobs.sim.job_errors import UserFixableError

schema = json.load(open("jobs/relight/spec_schema.json"))
for spec in json.loads(sys.stdin.read()):
    try:
        check(spec, schema, name="spec", code="spec_invalid")
        print(json.dumps(None))
    except UserFixableError as error:
        print(json.dumps(error.param))
`;

  it('accepts the valid specs and names the same field in each invalid one', () => {
    const specs = [...VALID, ...INVALID.map(([json]) => json)];
    const stdout = execFileSync(SIM_PYTHON, ['-c', DRIVER], { cwd: PROJECT_ROOT, env: { ...process.env, ...JOBS_PYTHONPATH }, input: JSON.stringify(specs), encoding: 'utf8' });
    expect(stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line))).toEqual([...VALID.map(() => null), ...INVALID.map(([, field]) => field)]);
  });
});
