import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../core/config.js';
import { RESOURCE_KINDS } from '../core/kinds.js';

/** The fuzzer's rules per operation that is no kind's, kept by hand: what each create or update checks that JSON Schema cannot state. */
export const FUZZ_RULES_PATH = join(PROJECT_ROOT, 'cli', 'fuzz.toml');

/** Where a kind keeps the fuzzer's rules for its own operations (optional: a kind whose schemas state every rule has none). */
export const kindFuzzRulesPath = (kind: string) => join(PROJECT_ROOT, 'kinds', kind, 'api', 'fuzz.toml');

/** The lists that are not a kind's, as schemathesis names them (a path's `{id}` escaped for the regex). */
const ACCOUNT_LISTS = ['events', 'keys', 'datasets', 'webhook_endpoints', 'webhook_endpoints/\\{id\\}/deliveries'];

/** The one rule every list shares, over every kind's collection in the kinds table and the account's lists. */
function listRule(): string {
  const lists = [...RESOURCE_KINDS.map((k) => k.collection), ...ACCOUNT_LISTS].join('|');
  return `[[operations]]
# Cursors are opaque tokens this API issued (any other string of the right alphabet is 400);
# list filters: event patterns must match a known type, \`created[lt]\` after \`created[gte]\`, real calendar days.
include-name-regex = ${JSON.stringify(`^GET /v1/(${lists})$`)}
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429"]
`;
}

/** Each kind's own rules (kinds/<kind>/api/fuzz.toml), from its first `[[operations]]` on, in the kinds table's order. */
function kindRules(): string[] {
  return RESOURCE_KINDS.map((k) => kindFuzzRulesPath(k.kind))
    .filter((path) => existsSync(path))
    .map((path) => {
      const rules = readFileSync(path, 'utf8');
      return rules.slice(rules.indexOf('[[operations]]'));
    });
}

/** What `npm run fuzz` gives schemathesis: cli/fuzz.toml with the list rule, generated from the kinds table, after its header, then every kind's own rules. */
export function fuzzConfig(): string {
  const rules = readFileSync(FUZZ_RULES_PATH, 'utf8');
  const first = rules.indexOf('[[operations]]');
  return [`${rules.slice(0, first)}${listRule()}`, rules.slice(first), ...kindRules()].map((part) => part.trimEnd()).join('\n\n') + '\n';
}
