/**
 * `Content-Disposition` for a stored file (RFC 6266): a quoted ASCII `filename` every client reads, and
 * `filename*` (RFC 5987, UTF-8, percent-encoded) when the name has anything else, so odd names (quotes,
 * backslashes, non-ASCII, control characters) can neither break the header nor be lost.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (plain === name) return `${type}; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
