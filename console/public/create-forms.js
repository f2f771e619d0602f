// @ts-check
/** The create form of each kind of run (by `kind` in kinds.js): where it is and what its link says. */
export const CREATE_FORMS = {
  augmentation: { path: '/console/new/relight', label: 'New relight' },
  training_run: { path: '/console/new/training_run', label: 'New training run' },
  twin: { path: '/console/new/twin', label: 'New twin' },
  rl_run: { path: '/console/new/rl_run', label: 'New RL run' },
};

/** The form of the run's kind, pre-filled from the run; null for a kind without a form. @param {string} kind @param {string} id */
export function rerunHref(kind, id) {
  const form = CREATE_FORMS[/** @type {keyof typeof CREATE_FORMS} */ (kind)];
  return form ? `${form.path}?from=${encodeURIComponent(id)}` : null;
}
