// Generated from the `x-resource-kinds` of GET /v1/openapi.json by `npm run sdk:generate`. Do not edit.

/** Every kind of run the service has: id prefix, collection path, scopes, feature flag, event types, label, list filters and how its runs read. */
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
    "label": "Augmentation",
    "list_filters": [
      "status"
    ],
    "view": {
      "summary": [
        "{model}",
        "{source.repo_id}",
        "{instructions}"
      ],
      "stage": "phase",
      "fields": [
        [
          "model",
          "model"
        ],
        [
          "source",
          "source.repo_id"
        ],
        [
          "output",
          "output.type"
        ]
      ],
      "dataset": "source.repo_id",
      "console": {
        "page": "augmentation",
        "form": {
          "page": "new-augmentation",
          "path": "relight",
          "label": "New relight"
        }
      }
    }
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
    "label": "Training run",
    "list_filters": [
      "status",
      "group_id"
    ],
    "view": {
      "summary": [
        "{policy} on {dataset.uri}"
      ],
      "stage": "phase",
      "fields": [
        [
          "policy",
          "policy"
        ],
        [
          "dataset",
          "dataset.uri"
        ],
        [
          "step",
          "metrics.step"
        ],
        [
          "max steps",
          "metrics.max_steps"
        ],
        [
          "loss",
          "metrics.loss"
        ],
        [
          "checkpoints",
          "output.checkpoint_count"
        ]
      ],
      "dataset": "dataset.uri",
      "console": {
        "page": "training-run",
        "form": {
          "page": "new-training-run",
          "path": "training_run",
          "label": "New training run"
        }
      }
    }
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
    "label": "Twin",
    "list_filters": [
      "status"
    ],
    "view": {
      "summary": [
        "{source.repo_id}",
        "episode {episode_index}"
      ],
      "stage": "stage",
      "fields": [
        [
          "source",
          "source.repo_id"
        ],
        [
          "episode",
          "episode_index"
        ],
        [
          "eta (s)",
          "eta_seconds"
        ],
        [
          "archive",
          "download.url"
        ]
      ],
      "dataset": "source.repo_id",
      "console": {
        "page": "twin",
        "form": {
          "page": "new-twin",
          "path": "twin",
          "label": "New twin"
        }
      }
    }
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
    "label": "RL run",
    "list_filters": [
      "status",
      "group_id",
      "twin_id"
    ],
    "view": {
      "summary": [
        "{spec.robot|?}",
        "{spec.objective.type|?} in {spec.scene.twin_id|the stock scene}",
        "seed {seed}",
        "{metrics.env_steps:count} env steps",
        "success {metrics.success_rate:percent}",
        "return {metrics.episode_return:fixed2}",
        "verdict {verdict}"
      ],
      "stage": "phase",
      "fields": [
        [
          "objective",
          "spec.objective.type"
        ],
        [
          "twin",
          "spec.scene.twin_id"
        ],
        [
          "env steps",
          "metrics.env_steps"
        ],
        [
          "budget",
          "spec.budget.env_steps"
        ],
        [
          "verdict",
          "verdict_detail"
        ]
      ],
      "console": {
        "page": "rl-run",
        "form": {
          "page": "new-rl-run",
          "path": "rl_run",
          "label": "New RL run"
        }
      }
    }
  },
  {
    "kind": "evaluation",
    "prefix": "eval_",
    "path": "/v1/evaluations",
    "read_scope": "evaluations:read",
    "write_scope": "evaluations:write",
    "feature": "evaluations",
    "events": [
      "evaluation.completed",
      "evaluation.failed",
      "evaluation.canceled"
    ],
    "label": "Evaluation",
    "list_filters": [
      "status",
      "twin_id",
      "training_run_id",
      "rl_run_id"
    ],
    "view": {
      "summary": [
        "{objective.name|pick_place} in {twin_id}",
        "{episodes} episodes",
        "success {success_rate:percent}",
        "verdict {verdict}"
      ],
      "stage": "phase",
      "fields": [
        [
          "policy run",
          "policy.training_run_id"
        ],
        [
          "policy run",
          "policy.rl_run_id"
        ],
        [
          "twin",
          "twin_id"
        ],
        [
          "objective",
          "objective.name"
        ],
        [
          "episodes",
          "episodes"
        ],
        [
          "success rate",
          "success_rate"
        ],
        [
          "verdict",
          "verdict"
        ]
      ],
      "console": {
        "page": "evaluation",
        "form": {
          "page": "new-evaluation",
          "path": "evaluation",
          "label": "New evaluation"
        }
      }
    }
  }
] as const;

export type ResourceKind = (typeof RESOURCE_KINDS)[number]['kind'];
