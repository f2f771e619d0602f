import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzConfig, kindFuzzRulesPath } from '../../cli/fuzz-config.js';
import { servedOpenApiDocument } from '../../cli/sdk-generate.js';
import { collectionPath, RESOURCE_KINDS } from '../../core/kinds.js';

/** One `[[operations]]` table of cli/fuzz.toml: which operations it names and the statuses it allows a schema-valid request. */
interface OperationsRule {
  matches(operation: string): boolean;
  pattern: string;
  statuses: string[];
}

/** The `[[operations]]` tables schemathesis gets (cli/fuzz.toml and the generated list rule); its values are TOML basic strings, which JSON reads alike. */
function fuzzRules(config = fuzzConfig()): OperationsRule[] {
  return config
    .split(/^\[\[operations\]\]$/m)
    .slice(1)
    .map((table) => {
      const name = /^include-name = (".*")$/m.exec(table)?.[1];
      const regex = /^include-name-regex = (".*")$/m.exec(table)?.[1];
      const statuses = /^checks\.positive_data_acceptance\.expected-statuses = (\[.*\])$/m.exec(table)?.[1];
      if ((!name && !regex) || !statuses) throw new Error(`an [[operations]] table of cli/fuzz.toml this test cannot read:\n${table}`);
      const pattern = JSON.parse((name ?? regex)!) as string;
      return { pattern, statuses: JSON.parse(statuses) as string[], matches: name ? (operation) => operation === pattern : (operation) => new RegExp(pattern).test(operation) };
    });
}

let operations: string[];

beforeAll(async () => {
  const document = (await servedOpenApiDocument()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
}, 60_000);

describe("the fuzzer's configuration (cli/fuzz.toml and cli/fuzz-config.ts)", () => {
  it('every rule names operations the service has (a renamed or removed route leaves no stale rule)', () => {
    for (const rule of fuzzRules()) expect(operations.filter((operation) => rule.matches(operation)), rule.pattern).not.toEqual([]);
  });

  it("every kind of the table has its list's rule: an opaque cursor from elsewhere is a 400", () => {
    const rules = fuzzRules();
    for (const kind of RESOURCE_KINDS) {
      const list = `GET ${collectionPath(kind)}`;
      expect(operations, list).toContain(list);
      expect(rules.some((rule) => rule.matches(list) && rule.statuses.includes('400')), `${list} has no rule in the fuzzer's configuration allowing its 400`).toBe(true);
    }
  });

  it("a kind's own rules (kinds/<kind>/api/fuzz.toml) each name operations of that kind only", () => {
    const withRules = RESOURCE_KINDS.filter((kind) => existsSync(kindFuzzRulesPath(kind.kind)));
    expect(withRules.length).toBeGreaterThan(0);
    for (const kind of withRules) {
      for (const rule of fuzzRules(readFileSync(kindFuzzRulesPath(kind.kind), 'utf8'))) {
        const named = operations.filter((operation) => rule.matches(operation));
        expect(named, rule.pattern).not.toEqual([]);
        expect(named.filter((operation) => !operation.split(' ')[1]!.startsWith(collectionPath(kind))), rule.pattern).toEqual([]);
      }
    }
  });
});
