/**
 * The one reader of the project's JSON Schemas (job inputs such as jobs/twin/config_schema.json, the job events of
 * jobs/sim/events_schema.json) for the TypeScript written from them: zod/OpenAPI schemas and TypeScript types. A
 * module from an input schema has each `$defs` entry as a const of its key's name (one with a `title` is registered
 * under that name in OpenAPI) and the root as a const of the name given. Only the keywords jobs/sim/json_schema.py
 * also checks are understood; any other makes the generator fail, so the API and the job never read one schema
 * differently.
 */

type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';

export interface InputSchemaJson {
  title?: string;
  description?: string;
  /** One type, or one type and `"null"` (nullable). */
  type?: JsonType | [JsonType, 'null'] | ['null', JsonType];
  const?: string | number | boolean | null;
  /** One of these strings (a string node's only rule besides its description). */
  enum?: string[];
  properties?: Record<string, InputSchemaJson>;
  required?: string[];
  /** false: a strict object of `properties`; a schema: a map of any keys to that schema (no `properties`). */
  additionalProperties?: false | InputSchemaJson;
  items?: InputSchemaJson;
  anyOf?: InputSchemaJson[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  $defs?: Record<string, InputSchemaJson>;
  $schema?: string;
}

const KEYWORDS = new Set(['title', 'description', 'type', 'const', 'enum', 'properties', 'required', 'additionalProperties', 'items', 'anyOf', '$ref', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems']);
const ROOT_KEYWORDS = new Set(['$defs', '$schema']);

const literal = (value: unknown) => JSON.stringify(value);
/** A constant as the project writes one: 'phase', true, 3. */
const constant = (value: string | number | boolean | null) => (typeof value === 'string' && /^[\w.-]*$/.test(value) ? `'${value}'` : literal(value));

/** `.min(a).max(b)`, or `.length(n)` when both are n (zod's one length rule). */
function bounds(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && min === max) return `.length(${min})`;
  return `${min !== undefined ? `.min(${min})` : ''}${max !== undefined ? `.max(${max})` : ''}`;
}

function checkKeywords(schema: InputSchemaJson, where: string, extra: Set<string> = new Set()): void {
  const unknown = Object.keys(schema).filter((keyword) => !KEYWORDS.has(keyword) && !extra.has(keyword));
  if (unknown.length > 0) throw new Error(`${where} uses ${unknown.join(', ')}, which the generator does not understand`);
  if (typeOf(schema, where).type === 'object' && schema.additionalProperties === undefined) throw new Error(`${where}: an object must set additionalProperties: false, or to a schema for a map`);
  if (typeof schema.additionalProperties === 'object' && schema.properties) throw new Error(`${where}: a map (additionalProperties a schema) has no properties`);
}

/** An enum's values: strings, on a string node, so zod's z.enum and the job's check read it alike. */
function enumValues(schema: InputSchemaJson, where: string): string[] {
  const values = schema.enum!;
  if (typeOf(schema, where).type !== 'string' || values.length === 0 || values.some((value) => typeof value !== 'string')) throw new Error(`${where}: an enum must be a non-empty list of strings on a string node`);
  return values;
}

/** The node's one type and whether `null` is allowed besides it. */
function typeOf(schema: InputSchemaJson, where: string): { type: JsonType | undefined; nullable: boolean } {
  if (!Array.isArray(schema.type)) return { type: schema.type, nullable: false };
  const types = schema.type.filter((type) => type !== 'null') as JsonType[];
  if (types.length !== 1 || schema.type.length !== 2) throw new Error(`${where}: a type list must be one type and "null"`);
  return { type: types[0], nullable: true };
}

/** The zod expression of one schema node, without its description or optionality. */
export function zodOf(schema: InputSchemaJson, where: string, known: Set<string> = new Set()): string {
  const { nullable } = typeOf(schema, where);
  const zod = nonNullZodOf(schema, where, known);
  return nullable ? `${zod}.nullable()` : zod;
}

function nonNullZodOf(schema: InputSchemaJson, where: string, known: Set<string>): string {
  checkKeywords(schema, where);
  if (schema.const !== undefined) return `z.literal(${constant(schema.const)})`;
  if (schema.enum !== undefined) return `z.enum([${enumValues(schema, where).map(constant).join(', ')}])`;
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/$defs/', '');
    if (!known.has(name)) throw new Error(`${where}: $ref ${schema.$ref} must name an earlier $defs entry`);
    return name;
  }
  if (schema.anyOf) return `z.union([${schema.anyOf.map((option, i) => zodOf(option, `${where}.anyOf[${i}]`, known)).join(', ')}])`;
  const { type } = typeOf(schema, where);
  switch (type) {
    case 'string':
      return `z.string()${bounds(schema.minLength, schema.maxLength)}`;
    case 'number':
    case 'integer':
      return `z.number()${type === 'integer' ? '.int()' : ''}${bounds(schema.minimum, schema.maximum)}`;
    case 'boolean':
      return 'z.boolean()';
    case 'array':
      if (!schema.items) throw new Error(`${where}: an array must have items`);
      return `z.array(${zodOf(schema.items, `${where}.items`, known)})${bounds(schema.minItems, schema.maxItems)}`;
    case 'object':
      if (typeof schema.additionalProperties === 'object') return `z.record(z.string(), ${zodOf(schema.additionalProperties, `${where}.additionalProperties`, known)})`;
      return objectOf(schema, where, known);
    default:
      throw new Error(`${where} has type ${literal(schema.type)}, which the generator does not understand`);
  }
}

/** The TypeScript type of a node (an event's field): a map is a Record, an object its fields inline. */
export function tsTypeOf(schema: InputSchemaJson, where: string): string {
  checkKeywords(schema, where);
  const { type, nullable } = typeOf(schema, where);
  const orNull = nullable ? ' | null' : '';
  if (schema.const !== undefined) return constant(schema.const);
  if (schema.enum !== undefined) return `(${enumValues(schema, where).map(constant).join(' | ')})${orNull}`;
  if (schema.anyOf) return schema.anyOf.map((option, i) => tsTypeOf(option, `${where}.anyOf[${i}]`)).join(' | ');
  switch (type) {
    case 'string':
    case 'boolean':
      return `${type}${orNull}`;
    case 'number':
    case 'integer':
      return `number${orNull}`;
    case 'array':
      if (!schema.items) throw new Error(`${where}: an array must have items`);
      return `(${tsTypeOf(schema.items, `${where}.items`)})[]${orNull}`;
    case 'object': {
      if (typeof schema.additionalProperties === 'object') return `Record<string, ${tsTypeOf(schema.additionalProperties, `${where}.additionalProperties`)}>${orNull}`;
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => `${name}${required.has(name) ? '' : '?'}: ${tsTypeOf(property, `${where}.${name}`)};`);
      return `{ ${fields.join(' ')} }${orNull}`;
    }
    default:
      throw new Error(`${where} has type ${literal(schema.type)}, which the TypeScript type writer does not understand`);
  }
}

/** A strict object: one property a line, optional unless required, its description on the field. */
function objectOf(schema: InputSchemaJson, where: string, known: Set<string>): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const optional = required.has(name) ? '' : '.optional()';
    const description = property.description !== undefined ? `.openapi({ description: ${literal(property.description)} })` : '';
    const zod = zodOf(property, `${where}.${name}`, known).replaceAll('\n', '\n  ');
    return `  ${name}: ${zod}${optional}${description},`;
  });
  return `z.strictObject({\n${fields.join('\n')}\n})`;
}

/** `.openapi(title, { description })` for a named schema, `.openapi({ description })` for an unnamed one with a description. */
function registration(schema: InputSchemaJson): string {
  const description = schema.description !== undefined ? `{ description: ${literal(schema.description)} }` : '';
  if (schema.title !== undefined) return `.openapi(${[literal(schema.title), description].filter(Boolean).join(', ')})`;
  return description ? `.openapi(${description})` : '';
}

/** The module: one exported const per `$defs` entry, in order (a `$ref` names an earlier one), then the root as `rootName`. */
export function zodModuleFromJsonSchema(schema: InputSchemaJson, rootName: string): string {
  checkKeywords(schema, rootName, ROOT_KEYWORDS);
  const known = new Set<string>();
  const consts: string[] = [];
  for (const [name, definition] of Object.entries(schema.$defs ?? {})) {
    checkKeywords(definition, name);
    consts.push(`export const ${name} = ${zodOf(definition, name, known)}${registration(definition)};\n`);
    known.add(name);
  }
  const { $defs: _defs, $schema: _schema, ...root } = schema;
  consts.push(`export const ${rootName} = ${zodOf(root, rootName, known)}${registration(root)};\n`);
  return ["import { z } from '@hono/zod-openapi';\n", ...consts].join('\n');
}
