import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../core/config.js';
import { RESOURCE_KINDS } from '../core/kinds.js';

/** The fuzzer's rules per operation, kept by hand: what each create or update checks that JSON Schema cannot state. */
export const FUZZ_RULES_PATH = join(PROJECT_ROOT, 'cli', 'fuzz.toml');

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

/** What `npm run fuzz` gives schemathesis: cli/fuzz.toml with the list rule, generated from the kinds table, after its header. */
export function fuzzConfig(): string {
  const rules = readFileSync(FUZZ_RULES_PATH, 'utf8');
  const first = rules.indexOf('[[operations]]');
  return `${rules.slice(0, first)}${listRule()}\n${rules.slice(first)}`;
}
