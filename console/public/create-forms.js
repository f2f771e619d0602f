// @ts-check
import { pageModule, RUN_KINDS } from './kinds.js';

/** The create form of each kind that has one (its view in the kinds table): where it is, its page module (to import()) and what its link says. */
export const CREATE_FORMS = RUN_KINDS.flatMap((k) => (k.form ? [{ kind: k.kind, path: `/console/new/${k.form.path}`, module: pageModule(k.kind, k.form.page), label: k.form.label }] : []));

/** The form of the run's kind, pre-filled from the run; null for a kind without a form. @param {string} kind @param {string} id */
export function rerunHref(kind, id) {
  const form = CREATE_FORMS.find((f) => f.kind === kind);
  return form ? `${form.path}?from=${encodeURIComponent(id)}` : null;
}
