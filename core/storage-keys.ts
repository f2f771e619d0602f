/**
 * The keys every storage backend accepts: `/`-separated relative paths of at most 1,024 UTF-8
 * bytes (S3's limit), any characters but control characters and `\`, and no empty, `.` or `..`
 * segment, so a key can never climb out of a local root nor mean two objects on S3.
 */
export function isValidStorageKey(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > 1024) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key '${key}'.`);
}
