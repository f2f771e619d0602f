/**
 * The TypeScript written from jobs/sim/events_schema.json (cli/generate/job-module-texts.ts names the files):
 * the jobs' phase lists and the shared events' types, pure data that workflows import too, and the zod
 * schemas the job readers check each shared event with (core/jobs/phase-events.ts). Only the keywords the
 * schema uses are understood; any other makes the generator fail rather than drop a rule.
 */

interface PropertyJson {
  const?: string | boolean;
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  description?: string;
}

interface EventJson {
  title: string;
  description: string;
  type: 'object';
  properties: Record<string, PropertyJson>;
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

const PROPERTY_KEYWORDS = new Set(['const', 'type', 'minimum', 'maximum', 'description']);
const SCALAR_TYPES: Record<string, { ts: string; zod: string }> = {
  string: { ts: 'string', zod: 'z.string()' },
  integer: { ts: 'number', zod: 'z.number().int()' },
  number: { ts: 'number', zod: 'z.number()' },
  boolean: { ts: 'boolean', zod: 'z.boolean()' },
};

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

function propertyType(name: string, property: PropertyJson): { ts: string; zod: string; nullable: boolean } {
  const unknown = Object.keys(property).filter((keyword) => !PROPERTY_KEYWORDS.has(keyword));
  if (unknown.length > 0) throw new Error(`events_schema.json: ${name} uses ${unknown.join(', ')}, which the generator does not understand`);
  if (property.const !== undefined) return { ts: literal(property.const), zod: `z.literal(${literal(property.const)})`, nullable: false };
  const types = [property.type ?? []].flat();
  const nullable = types.includes('null');
  const scalar = types.filter((type) => type !== 'null');
  const known = scalar.length === 1 ? SCALAR_TYPES[scalar[0]!] : undefined;
  if (!known) throw new Error(`events_schema.json: ${name} has type ${JSON.stringify(property.type)}, which the generator does not understand`);
  const bounds = `${property.minimum !== undefined ? `.min(${property.minimum})` : ''}${property.maximum !== undefined ? `.max(${property.maximum})` : ''}`;
  return { ts: known.ts, zod: `${known.zod}${bounds}`, nullable };
}

/** One event as a TypeScript interface over the job's phases `P`. */
function eventInterface(event: EventJson): string {
  const fields = Object.entries(event.properties).map(([name, property]) => {
    const { ts, nullable } = name === 'phase' ? { ts: 'P', nullable: propertyType(name, property).nullable } : propertyType(name, property);
    const optional = event.required.includes(name) ? '' : '?';
    return `${property.description ? doc(property.description, '  ') : ''}  ${name}${optional}: ${ts}${nullable ? ' | null' : ''};\n`;
  });
  return `${doc(event.description)}export interface ${event.title}<P extends string> {\n${fields.join('')}}\n`;
}

/** One event as a zod object over the job's phases (loose: a job adds fields of its own). */
function eventSchema(event: EventJson): string {
  const fields = Object.entries(event.properties).map(([name, property]) => {
    const { zod, nullable } = propertyType(name, property);
    const rule = `${name === 'phase' ? 'phase' : zod}${nullable ? '.nullable()' : ''}${event.required.includes(name) ? '' : '.optional()'}`;
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
