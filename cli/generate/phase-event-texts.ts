/**
 * The TypeScript written from jobs/sim/events_schema.json (cli/generate/job-module-texts.ts names the files):
 * the jobs' phase lists and the shared events' types, pure data that workflows import too, and the zod
 * schemas the job readers check each shared event with (core/jobs/phase-events.ts). Each field is read by
 * json-schema-zod.ts, the one reader of the project's JSON Schemas; a phase field (a string here) becomes the job's phases.
 */
import { tsTypeOf, zodOf, type InputSchemaJson } from './json-schema-zod.js';

interface EventJson {
  title: string;
  description: string;
  type: 'object';
  properties: Record<string, InputSchemaJson>;
  required: string[];
}

interface PhaseListJson {
  title: string;
  description: string;
  enum: string[];
}

export interface EventsSchemaJson {
  $defs: Record<string, unknown>;
}

interface PhaseList {
  job: string;
  constant: string;
  type: string;
  description: string;
  phases: string[];
}

const literal = (value: string | boolean) => (typeof value === 'string' ? `'${value}'` : String(value));
const doc = (text: string, indent = '') => `${indent}/** ${text} */\n`;

/** Each job's phases (`<job>_phase`), with the names TypeScript knows them by: `TwinStage` → TWIN_STAGES. */
function phaseLists(schema: EventsSchemaJson): PhaseList[] {
  return Object.entries(schema.$defs).flatMap(([key, value]) => {
    if (!key.endsWith('_phase')) return [];
    const list = value as PhaseListJson;
    const job = key.slice(0, -'_phase'.length);
    checkJobEvent(schema, job);
    const constant = `${list.title.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}S`;
    return [{ job, constant, type: list.title, description: list.description, phases: list.enum }];
  });
}

/** `<job>_event` must be the shared events with `phase` one of the job's phases (or null), as the readers check it. */
function checkJobEvent(schema: EventsSchemaJson, job: string): void {
  const expected = { allOf: [{ $ref: '#/$defs/phase_event' }, { properties: { phase: { anyOf: [{ $ref: `#/$defs/${job}_phase` }, { type: 'null' }] } } }] };
  if (JSON.stringify(schema.$defs[`${job}_event`]) !== JSON.stringify(expected)) {
    throw new Error(`events_schema.json: $defs.${job}_event must be ${JSON.stringify(expected)}`);
  }
}

/** The shared events, in the order `phase_event` lists them. */
function events(schema: EventsSchemaJson): EventJson[] {
  const union = schema.$defs.phase_event as { oneOf: { $ref: string }[] };
  return union.oneOf.map(({ $ref }) => schema.$defs[$ref.replace('#/$defs/', '')] as EventJson);
}

const eventName = (event: EventJson) => event.properties.event!.const as string;

/** One event as a TypeScript interface over the job's phases `P`. */
function eventInterface(event: EventJson): string {
  const fields = Object.entries(event.properties).map(([name, property]) => {
    const ts = tsTypeOf(property, `events_schema.json: ${event.title}.${name}`);
    const optional = event.required.includes(name) ? '' : '?';
    return `${property.description ? doc(property.description, '  ') : ''}  ${name}${optional}: ${name === 'phase' ? ts.replace('string', 'P') : ts};\n`;
  });
  return `${doc(event.description)}export interface ${event.title}<P extends string> {\n${fields.join('')}}\n`;
}

/** One event as a zod object over the job's phases (loose: a job adds fields of its own). */
function eventSchema(event: EventJson): string {
  const fields = Object.entries(event.properties).map(([name, property]) => {
    const zod = zodOf(property, `events_schema.json: ${event.title}.${name}`);
    const rule = `${name === 'phase' ? zod.replace('z.string()', 'phase') : zod}${event.required.includes(name) ? '' : '.optional()'}`;
    return rule === name ? name : `${name}: ${rule}`;
  });
  return `    z.looseObject({ ${fields.join(', ')} }),`;
}

/** The phase lists, the event types and the names of the shared events: no imports, so workflows may import it. */
export function phaseEventsModule(schema: EventsSchemaJson): string {
  const lists = phaseLists(schema).map(
    (list) => `${doc(list.description)}export const ${list.constant} = [${list.phases.map(literal).join(', ')}] as const;\nexport type ${list.type} = (typeof ${list.constant})[number];\n`,
  );
  const shared = events(schema);
  return [
    ...lists,
    doc('The events every simulation job writes through its phases; a line with one of these names is checked against the schema.') +
      `export const PHASE_EVENT_NAMES = [${shared.map((event) => literal(eventName(event))).join(', ')}] as const;\n`,
    ...shared.map(eventInterface),
    `export type PhaseEvent<P extends string> = ${shared.map((event) => `${event.title}<P>`).join(' | ')};\n`,
  ].join('\n');
}

/** The zod schema of each job's shared events, for the readers (core/jobs/phase-events.ts). */
export function phaseEventSchemasModule(schema: EventsSchemaJson): string {
  const lists = phaseLists(schema);
  return [
    "import { z } from 'zod';\n" + `import { ${lists.map((list) => list.constant).sort().join(', ')} } from './phase-events.js';\n`,
    doc('The shared events of a job whose phases are `phases`, as jobs/sim/events_schema.json has them.') +
      'export function phaseEventSchema(phases: readonly [string, ...string[]]) {\n' +
      '  const phase = z.enum(phases);\n' +
      "  return z.discriminatedUnion('event', [\n" +
      `${events(schema).map(eventSchema).join('\n')}\n` +
      '  ]);\n}\n',
    ...lists.map((list) => `export const ${list.job.toUpperCase()}_EVENT_SCHEMA = phaseEventSchema(${list.constant});\n`),
  ].join('\n');
}
