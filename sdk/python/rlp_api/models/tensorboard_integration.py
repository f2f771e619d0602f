from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tensorboard_integration_status import (
    TensorboardIntegrationStatus,
    check_tensorboard_integration_status,
)
from ..models.tensorboard_integration_type import (
    TensorboardIntegrationType,
    check_tensorboard_integration_type,
)

T = TypeVar("T", bound="TensorboardIntegration")


@_attrs_define
class TensorboardIntegration:
    """
    Attributes:
        type_ (TensorboardIntegrationType):
        path (None | str): Where the event files are in the run's outputs (`tensorboard/`).
        status (TensorboardIntegrationStatus): `pending` until the job starts logging; `active` while it logs;
            `finished` once the tracker run is closed; `failed` when the tracker could not be reached (see `error`); the run
            itself goes on.
        run_url (None | str): The run in the tracker's UI (null for tensorboard and W&B offline mode).
        error (None | str):
    """

    type_: TensorboardIntegrationType
    path: None | str
    status: TensorboardIntegrationStatus
    run_url: None | str
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        path: None | str
        path = self.path

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
                "path": path,
                "status": status,
                "run_url": run_url,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_tensorboard_integration_type(d.pop("type"))

        def _parse_path(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        path = _parse_path(d.pop("path"))

        status = check_tensorboard_integration_status(d.pop("status"))

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

        tensorboard_integration = cls(
            type_=type_,
            path=path,
            status=status,
            run_url=run_url,
            error=error,
        )

        tensorboard_integration.additional_properties = d
        return tensorboard_integration

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
