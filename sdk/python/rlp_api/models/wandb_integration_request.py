from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.wandb_integration_request_type import (
    WandbIntegrationRequestType,
    check_wandb_integration_request_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="WandbIntegrationRequest")


@_attrs_define
class WandbIntegrationRequest:
    """
    Attributes:
        type_ (WandbIntegrationRequestType):
        project (str):
        entity (str | Unset): Default: the API key's default entity.
    """

    type_: WandbIntegrationRequestType
    project: str
    entity: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        project = self.project

        entity = self.entity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "project": project,
            }
        )
        if entity is not UNSET:
            field_dict["entity"] = entity

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_wandb_integration_request_type(d.pop("type"))

        project = d.pop("project")

        entity = d.pop("entity", UNSET)

        wandb_integration_request = cls(
            type_=type_,
            project=project,
            entity=entity,
        )

        return wandb_integration_request
