// @ts-check

/** A twin's part of the compare view (console/public/compare-parts.js): what it was asked to build. @type {import('../../../console/public/compare-parts.js').ComparePart} */
export const comparePart = {
  spec: (run) => ({ dataset: run.source.repo_id, episode_index: run.episode_index, config: run.config }),
};
