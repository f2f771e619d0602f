// @ts-check
/**
 * A run's one-line summary from its kind's published view (resource-kinds.js, core/kinds.ts KindView):
 * each part's `{path}`, `{path|text}` and `{path:format}` filled from the run; a part with a field
 * missing is left out. cli/rlp/kind-view.ts reads the same templates for `rlp`.
 */
const PLACEHOLDER = /\{([^}|:]+)(?::(percent|count|fixed2))?(?:\|([^}]*))?\}/g;

/** @param {any} run @param {string} path @returns {any} */
export const fieldAt = (run, path) => path.split('.').reduce((value, key) => (value && typeof value === 'object' ? value[key] : undefined), run);

/** @param {unknown} value @param {string | undefined} format @returns {string | null} */
function formatted(value, format) {
  if (value === null || value === undefined || value === '') return null;
  if (format === undefined) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value !== 'number') return null;
  if (format === 'percent') return `${Math.round(value * 100)}%`;
  if (format === 'count') return value === 0 ? null : value.toLocaleString();
  return value.toFixed(2);
}

/** @param {string} part @param {any} run @returns {string | null} */
function fillPart(part, run) {
  let missing = false;
  const text = part.replace(PLACEHOLDER, (_, path, format, fallback) => {
    const value = formatted(fieldAt(run, path), format);
    if (value !== null) return value;
    if (fallback !== undefined) return fallback;
    missing = true;
    return '';
  });
  return missing ? null : text;
}

/** The parts that have their fields, joined by ` · `; '' when none has. @param {readonly string[]} parts @param {any} run */
export const summaryLine = (parts, run) => parts.flatMap((part) => fillPart(part, run) ?? []).join(' · ');
