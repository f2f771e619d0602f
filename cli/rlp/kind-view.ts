/**
 * A run's one-line summary from its kind's published view (`x-resource-kinds`, core/kinds.ts KindView):
 * each part's `{path}`, `{path|text}` and `{path:format}` filled from the run; a part with a field
 * missing is left out. console/public/kind-view.js reads the same templates in the browser.
 */
type Json = Record<string, unknown>;

const PLACEHOLDER = /\{([^}|:]+)(?::(percent|count|fixed2))?(?:\|([^}]*))?\}/g;

export const fieldAt = (run: Json, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Json)[key] : undefined), run);

function formatted(value: unknown, format: string | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (format === undefined) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value !== 'number') return null;
  if (format === 'percent') return `${Math.round(value * 100)}%`;
  if (format === 'count') return value === 0 ? null : value.toLocaleString('en-US');
  return value.toFixed(2);
}

/** One part filled in, or null when a field it names has no value (and no fallback). */
export function fillPart(part: string, run: Json): string | null {
  let missing = false;
  const text = part.replace(PLACEHOLDER, (_, path: string, format: string | undefined, fallback: string | undefined) => {
    const value = formatted(fieldAt(run, path), format);
    if (value !== null) return value;
    if (fallback !== undefined) return fallback;
    missing = true;
    return '';
  });
  return missing ? null : text;
}

/** The parts that have their fields, joined by ` · `; '' when none has. */
export const summaryLine = (parts: readonly string[], run: Json): string =>
  parts.flatMap((part) => fillPart(part, run) ?? []).join(' · ');
