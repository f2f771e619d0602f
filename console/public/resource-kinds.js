// Generated from the `x-resource-kinds` of GET /v1/openapi.json by `npm run sdk:generate`. Do not edit.
// @ts-check
/** @type {{ kind: string, prefix: string, path: string, read_scope: string, write_scope: string, feature: string | null, events: string[], label: string }[]} */
export const RESOURCE_KINDS = [
  {
    "kind": "augmentation",
    "prefix": "aug_",
    "path": "/v1/augmentations",
    "read_scope": "augmentations:read",
    "write_scope": "augmentations:write",
    "feature": null,
    "events": [
      "augmentation.completed",
      "augmentation.failed",
      "augmentation.canceled"
    ],
    "label": "Augmentation"
  },
  {
    "kind": "training_run",
    "prefix": "trn_",
    "path": "/v1/training_runs",
    "read_scope": "training_runs:read",
    "write_scope": "training_runs:write",
    "feature": null,
    "events": [
      "training_run.completed",
      "training_run.failed",
      "training_run.canceled"
    ],
    "label": "Training run"
  },
  {
    "kind": "twin",
    "prefix": "twin_",
    "path": "/v1/twins",
    "read_scope": "twins:read",
    "write_scope": "twins:write",
    "feature": "twins",
    "events": [
      "twin.completed",
      "twin.failed",
      "twin.canceled"
    ],
    "label": "Twin"
  },
  {
    "kind": "rl_run",
    "prefix": "rl_",
    "path": "/v1/rl_runs",
    "read_scope": "rl_runs:read",
    "write_scope": "rl_runs:write",
    "feature": "rl_runs",
    "events": [
      "rl_run.completed",
      "rl_run.failed",
      "rl_run.canceled"
    ],
    "label": "RL run"
  }
];
