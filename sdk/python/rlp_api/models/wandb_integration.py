from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wandb_integration_status import (
    WandbIntegrationStatus,
    check_wandb_integration_status,
)
from ..models.wandb_integration_type import (
    WandbIntegrationType,
    check_wandb_integration_type,
)

T = TypeVar("T", bound="WandbIntegration")


@_attrs_define
class WandbIntegration:
    """
    Attributes:
        type_ (WandbIntegrationType):
        project (str):
        entity (None | str):
        status (WandbIntegrationStatus): `pending` until the job starts logging; `active` while it logs; `finished` once
            the tracker run is closed; `failed` when the tracker could not be reached (see `error`); the run itself goes on.
        run_url (None | str): The run in the tracker's UI (null for tensorboard and W&B offline mode).
        error (None | str):
    """

    type_: WandbIntegrationType
    project: str
    entity: None | str
    status: WandbIntegrationStatus
    run_url: None | str
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        project = self.project

        entity: None | str
        entity = self.entity

        status: str = self.status

        run_url: None | str
        run_url = self.run_url

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "project": project,
                "entity": entity,
                "status": status,
                "run_url": run_url,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_wandb_integration_type(d.pop("type"))

        project = d.pop("project")

        def _parse_entity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        entity = _parse_entity(d.pop("entity"))

        status = check_wandb_integration_status(d.pop("status"))

        def _parse_run_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        run_url = _parse_run_url(d.pop("run_url"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        wandb_integration = cls(
            type_=type_,
            project=project,
            entity=entity,
            status=status,
            run_url=run_url,
            error=error,
        )

        wandb_integration.additional_properties = d
        return wandb_integration

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
