// @ts-check

/** An augmentation's part of the compare view (console/public/compare-parts.js): what it was asked to make. @type {import('../../../console/public/compare-parts.js').ComparePart} */
export const comparePart = {
  spec: (run) => ({ dataset: run.source?.repo_id, instructions: run.instructions, model: run.model, config: run.config }),
};
