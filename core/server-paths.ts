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
