import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SDK_KINDS_PATH, sdkKindsFor } from '../../cli/sdk-generate.js';
import { ID_PREFIXES } from '../../core/ids.js';
import { EVENT_TYPES } from '../../core/events/event-types.js';
import { publishedKind, RESOURCE_KINDS } from '../../core/kinds.js';
import { FEATURES, SCOPES } from '../../core/scopes.js';

const document = { 'x-resource-kinds': RESOURCE_KINDS.map(publishedKind) };

describe('the kinds table (core/kinds.ts)', () => {
  it('gives every kind its id prefix, two scopes, its feature flag and its three ending events', () => {
    for (const kind of RESOURCE_KINDS) {
      expect(ID_PREFIXES[kind.kind]).toBe(kind.prefix);
      expect(SCOPES).toContain(`${kind.collection}:read`);
      expect(SCOPES).toContain(`${kind.collection}:write`);
      if (kind.feature) expect(FEATURES).toContain(kind.feature);
      for (const ending of ['completed', 'failed', 'canceled']) expect(EVENT_TYPES).toContain(`${kind.kind}.${ending}`);
    }
  });

  it("rlp's copy (sdk/kinds.ts) is the published table (run `npm run sdk:generate` when this fails)", async () => {
    expect(await readFile(SDK_KINDS_PATH, 'utf8')).toBe(sdkKindsFor(document));
  });
});
