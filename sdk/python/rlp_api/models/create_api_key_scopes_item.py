from typing import Literal

CreateApiKeyScopesItem = Literal[
    "augmentations:read",
    "augmentations:write",
    "evaluations:read",
    "evaluations:write",
    "events:read",
    "integrations:read",
    "integrations:write",
    "keys:read",
    "keys:write",
    "rl_runs:read",
    "rl_runs:write",
    "training_runs:read",
    "training_runs:write",
    "twins:read",
    "twins:write",
    "usage:read",
    "webhooks:read",
    "webhooks:write",
]

CREATE_API_KEY_SCOPES_ITEM_VALUES: set[CreateApiKeyScopesItem] = {
    "augmentations:read",
    "augmentations:write",
    "evaluations:read",
    "evaluations:write",
    "events:read",
    "integrations:read",
    "integrations:write",
    "keys:read",
    "keys:write",
    "rl_runs:read",
    "rl_runs:write",
    "training_runs:read",
    "training_runs:write",
    "twins:read",
    "twins:write",
    "usage:read",
    "webhooks:read",
    "webhooks:write",
}


def check_create_api_key_scopes_item(value: str) -> CreateApiKeyScopesItem:
    if value in CREATE_API_KEY_SCOPES_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_API_KEY_SCOPES_ITEM_VALUES!r}"
    )
