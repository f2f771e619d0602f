import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';
import { startStack, type TestStack } from '../helpers/stack.js';

interface JsonSchema {
  $ref?: string;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  type?: string | string[];
  enum?: unknown[];
}
interface Document {
  components: { schemas: Record<string, JsonSchema> };
}
interface JobRule {
  type: string;
  minimum: number | number[];
  maximum: number | number[];
  default: unknown;
}

let stack: TestStack;
let document: Document;
let jobSchema: { objectives: Record<string, { parameters: Record<string, JobRule> }> };

beforeAll(async () => {
  stack = await startStack({ worker: false });
  document = (await (await stack.request('/v1/openapi.json')).json()) as Document;
  jobSchema = JSON.parse(await readFile(join(PROJECT_ROOT, 'jobs', 'rl', 'spec_schema.json'), 'utf8')) as typeof jobSchema;
});
afterAll(() => stack?.stop());

const ref = (name: string) => `#/components/schemas/${name}`;

describe("the RL task spec in the OpenAPI document comes from the job's own schema (jobs/rl/spec_schema.json)", () => {
  it('types the spec of every request and answer that carries one', () => {
    const schemas = document.components.schemas;
    for (const request of ['RlSpecRequest', 'RlEstimateRequest', 'CreateRlRunsRequest']) {
      expect(schemas[request]!.properties!.spec!.allOf, request).toEqual([{ $ref: ref('RlTaskSpec') }]);
    }
    expect(schemas.RlRun!.properties!.spec).toEqual({ $ref: ref('RlTaskSpec') });
    expect(schemas.RlValidation!.properties!.spec!.anyOf).toContainEqual({ $ref: ref('RlTaskSpec') });
    expect(schemas.RlTaskSpec!.properties!.objective).toEqual({ $ref: ref('RlObjective') });
  });

  it("has one objective per objective of the job, each parameter with the job's bounds and default", () => {
    const schemas = document.components.schemas;
    const objectives = schemas.RlObjective!.oneOf!.map((entry) => entry.$ref!.split('/').at(-1)!);
    expect(objectives).toHaveLength(Object.keys(jobSchema.objectives).length);
    for (const [name, objective] of Object.entries(jobSchema.objectives)) {
      const component = schemas[`Rl${name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Objective`]!;
      expect(objectives).toContain(`Rl${name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Objective`);
      expect(component.properties!.type!.enum ?? [(component.properties!.type as { const?: string }).const]).toEqual([name]);
      for (const [param, rule] of Object.entries(objective.parameters)) {
        const field = component.properties![param]!;
        expect(field, `${name}.${param}`).toBeDefined();
        if (rule.type === 'point') continue;
        expect({ minimum: field.minimum, maximum: field.maximum, default: field.default }, `${name}.${param}`).toEqual({ minimum: rule.minimum, maximum: rule.maximum, default: rule.default });
      }
    }
  });
});
