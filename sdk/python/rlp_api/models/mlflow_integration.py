from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mlflow_integration_status import (
    MlflowIntegrationStatus,
    check_mlflow_integration_status,
)
from ..models.mlflow_integration_type import (
    MlflowIntegrationType,
    check_mlflow_integration_type,
)

T = TypeVar("T", bound="MlflowIntegration")


@_attrs_define
class MlflowIntegration:
    """
    Attributes:
        type_ (MlflowIntegrationType):
        tracking_uri (str):
        experiment (None | str):
        status (MlflowIntegrationStatus): `pending` until the job starts logging; `active` while it logs; `finished`
            once the tracker run is closed; `failed` when the tracker could not be reached (see `error`); the run itself
            goes on.
        run_url (None | str): The run in the tracker's UI (null for tensorboard and W&B offline mode).
        error (None | str):
    """

    type_: MlflowIntegrationType
    tracking_uri: str
    experiment: None | str
    status: MlflowIntegrationStatus
    run_url: None | str
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        tracking_uri = self.tracking_uri

        experiment: None | str
        experiment = self.experiment

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
                "tracking_uri": tracking_uri,
                "experiment": experiment,
                "status": status,
                "run_url": run_url,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_mlflow_integration_type(d.pop("type"))

        tracking_uri = d.pop("tracking_uri")

        def _parse_experiment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        experiment = _parse_experiment(d.pop("experiment"))

        status = check_mlflow_integration_status(d.pop("status"))

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

        mlflow_integration = cls(
            type_=type_,
            tracking_uri=tracking_uri,
            experiment=experiment,
            status=status,
            run_url=run_url,
            error=error,
        )

        mlflow_integration.additional_properties = d
        return mlflow_integration

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
