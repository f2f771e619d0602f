import type { z } from 'zod';

/**
 * A trainer's flags as LeRobot writes them, `--dataset.root=DIR`, and as an object, `{ dataset: { root: DIR } }`: the
 * shape jobs/train/spec_schema.json gives them. The worker writes argv from the object; the trainer reads the object
 * back from argv and checks it against the same schema.
 */

/** argv of the flags: one `--name=value` per defined value, a nested object's names joined with dots, in the object's order. */
export function flagArgs(flags: object, prefix = ''): string[] {
  return Object.entries(flags).flatMap(([name, value]: [string, unknown]) => {
    if (value === undefined) return [];
    if (typeof value === 'object' && value !== null) return flagArgs(value, `${prefix}${name}.`);
    return [`--${prefix}${name}=${String(value)}`];
  });
}

/** The schema of a value, its optionality taken off; undefined for a flag the schema does not know. */
function unwrapped(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  return schema?._zod.def.type === 'optional' ? unwrapped((schema._zod.def as z.core.$ZodOptionalDef).innerType) : schema;
}

const fieldOf = (schema: z.core.$ZodType | undefined, name: string) =>
  schema?._zod.def.type === 'object' ? unwrapped((schema._zod.def as z.core.$ZodObjectDef).shape[name]) : undefined;

/** A flag's text as the value its schema wants: a number or a boolean where it wants one; text it cannot read stays text, for the schema to refuse. */
function typed(text: string, schema: z.core.$ZodType | undefined): unknown {
  switch (schema?._zod.def.type) {
    case 'number':
      return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    case 'boolean':
      return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : text;
    default:
      return text;
  }
}

/**
 * The flags of argv (`--name=value` or `--name value`) as the object `schema` describes, for it to check. A flag the
 * schema does not know is kept, as text, so that the check names it; an argument that is not a flag throws.
 */
export function parseFlags(argv: readonly string[], schema: z.core.$ZodType): Record<string, unknown> {
  const flags: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument '${arg}'`);
    const eq = arg.indexOf('=');
    const [name, text] = eq > 0 ? [arg.slice(2, eq), arg.slice(eq + 1)] : [arg.slice(2), argv[++i] ?? ''];
    const path = name.split('.');
    let target = flags;
    let field: z.core.$ZodType | undefined = schema;
    for (const part of path.slice(0, -1)) {
      const inner: unknown = target[part];
      target = (typeof inner === 'object' && inner !== null ? inner : (target[part] = {})) as Record<string, unknown>;
      field = fieldOf(field, part);
    }
    const last = path.at(-1)!;
    target[last] = typed(text, fieldOf(field, last));
  }
  return flags;
}

/** The arguments of argv that are `--name=value` flags with a top-level name the object schema has: a wrapper's own, among a program's. */
export const flagsNamedIn = (argv: readonly string[], schema: z.ZodObject): string[] =>
  argv.filter((arg) => arg.startsWith('--') && Object.hasOwn(schema.shape, arg.slice(2).split(/[.=]/)[0]!));
