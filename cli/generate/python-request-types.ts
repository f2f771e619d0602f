/**
 * The request bodies of the served OpenAPI document as Python `TypedDict`s, for the Python SDK's
 * typed creates (`sdk/python/rlp_api/request_types.py`, written beside what openapi-python-client
 * generates). openapi-python-client types bodies as attrs models; users of the SDK write dicts and
 * keyword arguments, which mypy can only check against a TypedDict. One alias per operation with a
 * body, `<OperationId>Body` (`CreateTrainingRunBody`), so the SDK's signatures do not depend on
 * how the document names its schemas.
 */

type Json = Record<string, any>;

const HEADER = `"""Request bodies as TypedDicts, for type checkers. Generated from GET /v1/openapi.json by \`npm run sdk:generate\`. Do not edit."""

from __future__ import annotations

from typing import Any, Literal, Mapping, NotRequired, Required, Sequence, TypedDict
`;

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}${part.slice(1)}`)
    .join('');

const pyLiteral = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null) return 'None';
  return String(value);
};

const union = (types: string[]): string => {
  const unique = [...new Set(types)];
  if (unique.includes('Any')) return 'Any';
  return unique.join(' | ');
};

class Writer {
  private readonly definitions: string[] = [];
  private readonly done = new Map<string, string>();

  constructor(private readonly schemas: Record<string, Json>) {}

  text(): string {
    return this.definitions.join('\n');
  }

  /** The Python type of `schema`; object schemas become TypedDicts named after `hint`. */
  typeOf(schema: Json | boolean | undefined, hint: string): string {
    if (schema === undefined || schema === true || schema === false) return 'Any';
    if (schema.$ref) return this.component(String(schema.$ref).split('/').at(-1)!);
    if (schema.allOf) {
      const parts = (schema.allOf as Json[]).map((part, i) => this.typeOf(part, `${hint}${i}`));
      // `{allOf: [$ref]}` with loose siblings (additionalProperties: {}) is the referenced schema.
      return parts.length === 1 ? parts[0]! : 'Mapping[str, Any]';
    }
    const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
    if (alternatives) return union(alternatives.map((part, i) => this.typeOf(part, `${hint}Option${i + 1}`)));
    if (Array.isArray(schema.enum)) return `Literal[${(schema.enum as unknown[]).map(pyLiteral).join(', ')}]`;
    if ('const' in schema) return `Literal[${pyLiteral(schema.const)}]`;
    const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length === 0) return schema.properties ? this.object(schema, hint) : 'Any';
    return union(types.map((type) => this.single(type, schema, hint)));
  }

  private single(type: string, schema: Json, hint: string): string {
    switch (type) {
      case 'null':
        return 'None';
      case 'string':
        return 'str';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'array': {
        if (Array.isArray(schema.prefixItems)) return `Sequence[${union((schema.prefixItems as Json[]).map((item, i) => this.typeOf(item, `${hint}Item${i + 1}`)))}]`;
        return `Sequence[${this.typeOf(schema.items, `${hint}Item`)}]`;
      }
      case 'object':
        return this.object(schema, hint);
      default:
        return 'Any';
    }
  }

  private object(schema: Json, hint: string): string {
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    if (Object.keys(properties).length === 0) {
      const extra = schema.additionalProperties;
      return `Mapping[str, ${extra && typeof extra === 'object' && Object.keys(extra).length > 0 ? this.typeOf(extra, `${hint}Value`) : 'Any'}]`;
    }
    const name = `${hint}Param`;
    if (this.done.has(name)) return name;
    this.done.set(name, name);
    const required = new Set((schema.required ?? []) as string[]);
    const fields = Object.entries(properties).map(([key, property]) => {
      const type = this.typeOf(property, `${hint}${pascal(key)}`);
      return `        ${JSON.stringify(key)}: ${required.has(key) ? 'Required' : 'NotRequired'}[${type}],`;
    });
    const doc = typeof schema.description === 'string' ? `#: ${schema.description.split('\n')[0]}\n` : '';
    // The functional form: a field may be a Python keyword (`from`, `class`, …).
    this.definitions.push(`\n${doc}${name} = TypedDict(\n    ${JSON.stringify(name)},\n    {\n${fields.join('\n')}\n    },\n    total=False,\n)\n`);
    return name;
  }

  private component(name: string): string {
    const cached = this.done.get(`#${name}`);
    if (cached) return cached;
    const schema = this.schemas[name];
    if (!schema) return 'Any';
    // Placeholder first, so a schema that refers to itself ends the recursion.
    this.done.set(`#${name}`, `${name}Param`);
    const type = this.typeOf(schema, name);
    this.done.set(`#${name}`, type);
    return type;
  }

  alias(name: string, type: string): void {
    this.definitions.push(`\n${name} = ${type}\n`);
  }
}

/** `rlp_api/request_types.py` for `document`. */
export function pythonRequestTypesFor(document: unknown): string {
  const doc = document as Json;
  const writer = new Writer((doc.components?.schemas ?? {}) as Record<string, Json>);
  const aliases: string[] = [];
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item) as Json[]) {
      const schema = operation?.requestBody?.content?.['application/json']?.schema as Json | undefined;
      if (!schema || typeof operation.operationId !== 'string') continue;
      const alias = `${pascal(operation.operationId)}Body`;
      writer.alias(alias, writer.typeOf(schema, pascal(operation.operationId)));
      aliases.push(alias);
    }
  }
  const all = `\n__all__ = [\n${aliases
    .sort()
    .map((alias) => `    ${JSON.stringify(alias)},`)
    .join('\n')}\n]\n`;
  return `${HEADER}${writer.text()}${all}`;
}
