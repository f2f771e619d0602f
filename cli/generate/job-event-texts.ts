/**
 * The TypeScript written from the jobs' event schemas (cli/generate/job-module-texts.ts names the files). From
 * jobs/sim/events_schema.json: the simulation jobs' phase lists and every event type, pure data that workflows import
 * too, and the zod schemas the job readers check each line with. From a job's own events_schema.json (the trainers',
 * the relight job's): one module of both. Each field is read by json-schema-zod.ts, the one reader of the project's
 * JSON Schemas; a shared event's phase field (a string there) becomes the job's phases.
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

/** `<job>_job_event`: every event the job writes, each a `$ref` to an event or to `<job>_event` (the shared events with the job's phases). */
interface JobEventListJson {
  title: string;
  description: string;
  anyOf: { $ref: string }[];
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
const refName = ($ref: string) => $ref.replace('#/$defs/', '');

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

/** The shared events, in the order `phase_event` lists them (none in a schema without phases). */
function sharedEvents(schema: EventsSchemaJson): EventJson[] {
  const union = schema.$defs.phase_event as { oneOf: { $ref: string }[] } | undefined;
  return (union?.oneOf ?? []).map(({ $ref }) => schema.$defs[refName($ref)] as EventJson);
}

/** Each job's list of events (`<job>_job_event`): its shared events' phase list, if any, and its own events. */
function jobEventLists(schema: EventsSchemaJson) {
  const lists = phaseLists(schema);
  return Object.entries(schema.$defs).flatMap(([key, value]) => {
    if (!key.endsWith('_job_event')) return [];
    const list = value as JobEventListJson;
    const job = key.slice(0, -'_job_event'.length);
    const refs = list.anyOf.map(({ $ref }) => refName($ref));
    const phases = refs.includes(`${job}_event`) ? lists.find((candidate) => candidate.job === job) : undefined;
    const own = refs.filter((ref) => ref !== `${job}_event`).map((ref) => schema.$defs[ref] as EventJson);
    return [{ job, constant: `${job.toUpperCase()}_JOB_EVENT_SCHEMA`, type: list.title, description: list.description, phases, own }];
  });
}

const eventName = (event: EventJson) => event.properties.event!.const as string;

/** The field's type in TypeScript and its zod, on one line. */
function field(event: EventJson, name: string): { ts: string; zod: string } {
  const where = `events_schema.json: ${event.title}.${name}`;
  const property = event.properties[name]!;
  return { ts: tsTypeOf(property, where), zod: zodOf(property, where).replace(/,\n\}/g, ' }').replace(/\n\s*/g, ' ') };
}

/** One event as a TypeScript interface; a shared event's is over the job's phases `P`. */
function eventInterface(event: EventJson, shared: boolean): string {
  const fields = Object.entries(event.properties).map(([name, property]) => {
    const { ts } = field(event, name);
    const optional = event.required.includes(name) ? '' : '?';
    return `${property.description ? doc(property.description, '  ') : ''}  ${name}${optional}: ${shared && name === 'phase' ? ts.replace('string', 'P') : ts};\n`;
  });
  return `${doc(event.description)}export interface ${event.title}${shared ? '<P extends string>' : ''} {\n${fields.join('')}}\n`;
}

/** One event as a zod object (loose: a job may add fields of its own); a shared event's `phase` is the job's phases. */
function eventSchema(event: EventJson, shared: boolean): string {
  const fields = Object.entries(event.properties).map(([name]) => {
    const { zod } = field(event, name);
    const rule = `${shared && name === 'phase' ? zod.replace('z.string()', 'phase') : zod}${event.required.includes(name) ? '' : '.optional()'}`;
    return rule === name ? name : `${name}: ${rule}`;
  });
  return `z.looseObject({ ${fields.join(', ')} })`;
}

/** The phases of a shared event that one of the job's own events takes over: its name and a constant phase. */
function phasesTakenOver(shared: EventJson, own: EventJson[]): string[] {
  return own.filter((event) => eventName(event) === eventName(shared) && event.properties.phase?.const !== undefined).map((event) => event.properties.phase!.const as string);
}

/** The job's events as one TypeScript union: its shared events over its phases (less those its own events take over), then its own. */
function jobEventType(list: ReturnType<typeof jobEventLists>[number], shared: EventJson[]): string {
  const phaseType = list.phases?.type;
  const sharedTypes = phaseType
    ? shared.map((event) => {
        const taken = phasesTakenOver(event, list.own);
        return `${event.title}<${taken.length > 0 ? `Exclude<${phaseType}, ${taken.map(literal).join(' | ')}>` : phaseType}>`;
      })
    : [];
  return `${doc(list.description)}export type ${list.type} = ${[...sharedTypes, ...list.own.map((event) => event.title)].join(' | ')};\n`;
}

/** The job's events as one zod union, for its reader: a line that matches none of them is not an event. */
function jobEventSchema(list: ReturnType<typeof jobEventLists>[number], shared: EventJson[]): string {
  const taken = shared.flatMap((event) => phasesTakenOver(event, list.own).map((phase) => `(event.event === ${literal(eventName(event))} && event.phase === ${literal(phase)})`));
  const sharedSchema = list.phases ? [`${list.job.toUpperCase()}_EVENT_SCHEMA${taken.length > 0 ? `.refine((event) => !${taken.join(' || ')})` : ''}`] : [];
  const members = [...sharedSchema, ...list.own.map((event) => eventSchema(event, false))];
  return `${doc(`${list.description} Checked by its reader.`)}export const ${list.constant} = z.union([\n${members.map((member) => `  ${member},\n`).join('')}]);\n`;
}

/** The phase lists and every event type of the simulation jobs: no imports, so workflows may import it. */
export function phaseEventsModule(schema: EventsSchemaJson): string {
  const lists = phaseLists(schema).map(
    (list) => `${doc(list.description)}export const ${list.constant} = [${list.phases.map(literal).join(', ')}] as const;\nexport type ${list.type} = (typeof ${list.constant})[number];\n`,
  );
  const shared = sharedEvents(schema);
  const jobs = jobEventLists(schema);
  return [
    ...lists,
    ...shared.map((event) => eventInterface(event, true)),
    `export type PhaseEvent<P extends string> = ${shared.map((event) => `${event.title}<P>`).join(' | ')};\n`,
    ...jobs.flatMap((list) => [...list.own.map((event) => eventInterface(event, false)), jobEventType(list, shared)]),
  ].join('\n');
}

/** The zod schemas of the simulation jobs' events, for the readers (core/jobs/phase-events.ts). */
export function phaseEventSchemasModule(schema: EventsSchemaJson): string {
  const lists = phaseLists(schema);
  const shared = sharedEvents(schema);
  return [
    "import { z } from '@hono/zod-openapi';\n" + `import { ${lists.map((list) => list.constant).sort().join(', ')} } from './phase-events.js';\n`,
    doc('The shared events of a job whose phases are `phases`, as jobs/sim/events_schema.json has them.') +
      'export function phaseEventSchema(phases: readonly [string, ...string[]]) {\n' +
      '  const phase = z.enum(phases);\n' +
      "  return z.discriminatedUnion('event', [\n" +
      `${shared.map((event) => `    ${eventSchema(event, true)},`).join('\n')}\n` +
      '  ]);\n}\n',
    ...lists.map((list) => `export const ${list.job.toUpperCase()}_EVENT_SCHEMA = phaseEventSchema(${list.constant});\n`),
    ...jobEventLists(schema).map((list) => jobEventSchema(list, shared)),
  ].join('\n');
}

/** A job without phases (a trainer, the relight job): its events' types and its reader's zod in one module. */
export function jobEventsModule(schema: EventsSchemaJson): string {
  const jobs = jobEventLists(schema);
  return [
    "import { z } from '@hono/zod-openapi';\n",
    ...jobs.flatMap((list) => [...list.own.map((event) => eventInterface(event, false)), jobEventType(list, []), jobEventSchema(list, [])]),
  ].join('\n');
}
