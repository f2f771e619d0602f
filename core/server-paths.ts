const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces this server's directories in text a client will read (log lines) with `<server>`, so
 * no client sees where the service keeps its data (issue 23, F6). `roots` are absolute paths; a
 * root matches only as a whole path (`/data/hub` is not the start of `/data/hub-cache`), the
 * longest first, with or without `file://`.
 */
export function redactServerPaths(text: string, roots: readonly string[]): string {
  const ordered = [...new Set(roots.map((root) => root.replace(/\/+$/, '')).filter((root) => root.length > 1))].sort((a, b) => b.length - a.length);
  if (ordered.length === 0) return text;
  const pattern = new RegExp(`(?:file://)?(?:${ordered.map(escape).join('|')})(?![^/\\s'"\`,;:)\\]}])`, 'g');
  return text.replace(pattern, '<server>');
}

const isPath = (text: string) => text.startsWith('/') || text.startsWith('file://');

/**
 * A JSON document with every string value that is an absolute path (or a `file://` URL) replaced
 * by null: a trainer's train_config.json names the dataset's and the job's directories, and it
 * travels with the checkpoint to clients and the hub.
 */
export function withoutPathValues(value: unknown): unknown {
  if (typeof value === 'string') return isPath(value) ? null : value;
  if (Array.isArray(value)) return value.map(withoutPathValues);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutPathValues(inner)]));
  return value;
}
