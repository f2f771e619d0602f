import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { RESOURCE_PREFIXES } from './kinds.js';

/** Every id the service hands out is a fixed prefix plus a time-ordered ULID. */
export const ID_PREFIXES = {
  account: 'acct',
  api_key: 'key',
  // augmentation, training_run, twin, rl_run: the kinds table (core/kinds.ts).
  ...RESOURCE_PREFIXES,
  event: 'evt',
  webhook_endpoint: 'we',
  webhook_delivery: 'whd',
  group: 'grp',
  ledger_entry: 'led',
  request: 'req',
  system: 'sys',
  console_user: 'usr',
  console_session: 'ses',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/** The same CSPRNG ulid would use, read 4 KiB at a time instead of one syscall per character. */
function bufferedRandom(): () => number {
  const pool = new Uint8Array(4096);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    return pool[next++]! / 256;
  };
}

const nextUlid = monotonicFactory(bufferedRandom());

export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${nextUlid()}`;
}

const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
const ULID_PATTERN = new RegExp(`^${ULID}$`);

/** The kind an id belongs to, or undefined when it is not one of ours. */
export function idKind(id: string): IdKind | undefined {
  const cut = id.lastIndexOf('_');
  if (cut <= 0 || !ULID_PATTERN.test(id.slice(cut + 1))) return undefined;
  const prefix = id.slice(0, cut);
  for (const [kind, p] of Object.entries(ID_PREFIXES)) {
    if (p === prefix) return kind as IdKind;
  }
  return undefined;
}

/** What an id of `kind` looks like, exactly (e.g. a query parameter's pattern). */
export const idPattern = (kind: IdKind) => new RegExp(`^${ID_PREFIXES[kind]}_${ULID}$`);

export function isIdOf(kind: IdKind, id: string): boolean {
  return idKind(id) === kind;
}
