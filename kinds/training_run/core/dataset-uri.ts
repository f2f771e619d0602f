/**
 * A training dataset's `uri`: a hub repository, written `owner/name`, `hub://owner/name`,
 * `hf://datasets/owner/name` or `https://huggingface.co/datasets/owner/name`, each with an
 * optional `@revision`. Returns null when the text is none of these.
 */
export function parseDatasetUri(uri: string): { repoId: string; revision: string | null } | null {
  let rest = uri.trim();
  for (const prefix of ['hub://', 'hf://datasets/', 'https://huggingface.co/datasets/']) {
    if (rest.startsWith(prefix)) {
      rest = rest.slice(prefix.length);
      break;
    }
  }
  const at = rest.indexOf('@');
  const repoId = at >= 0 ? rest.slice(0, at) : rest;
  const revision = at >= 0 ? rest.slice(at + 1) : null;
  if (!/^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/.test(repoId)) return null;
  if (revision !== null && !/^[\w./-]{1,200}$/.test(revision)) return null;
  return { repoId, revision };
}
