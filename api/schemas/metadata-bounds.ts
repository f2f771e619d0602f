import type { z } from '@hono/zod-openapi';

/** Bounds on webhook_metadata, after Stripe's metadata (50 keys, 40-character keys, 500-character values), plus a size cap since ours may nest. */
export const METADATA_LIMITS = { keys: 50, keyChars: 40, stringChars: 500, depth: 5, serializedBytes: 16 * 1024 } as const;

/** Reports the first bound the metadata passes, with the path of the offending entry. */
export function checkMetadataBounds(metadata: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const keys = Object.keys(metadata);
  if (keys.length > METADATA_LIMITS.keys) {
    ctx.addIssue({ code: 'custom', message: `has ${keys.length} keys; at most ${METADATA_LIMITS.keys} are allowed` });
    return;
  }
  const bytes = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (bytes > METADATA_LIMITS.serializedBytes) {
    ctx.addIssue({ code: 'custom', message: `is ${bytes} bytes as JSON; at most ${METADATA_LIMITS.serializedBytes} are allowed` });
    return;
  }
  const pending: { value: unknown; path: (string | number)[] }[] = Object.entries(metadata).map(([key, value]) => ({ value, path: [key] }));
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string' && value.length > METADATA_LIMITS.stringChars) {
      ctx.addIssue({ code: 'custom', path, message: `is ${value.length} characters; string values are at most ${METADATA_LIMITS.stringChars}` });
      return;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= METADATA_LIMITS.depth) {
      ctx.addIssue({ code: 'custom', path, message: `nests deeper than ${METADATA_LIMITS.depth} levels` });
      return;
    }
    const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
    for (const [key, item] of entries) pending.push({ value: item, path: [...path, key] });
  }
}
