from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mlflow_integration_request_type import (
    MlflowIntegrationRequestType,
    check_mlflow_integration_request_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MlflowIntegrationRequest")


@_attrs_define
class MlflowIntegrationRequest:
    """
    Attributes:
        type_ (MlflowIntegrationRequestType):
        tracking_uri (str):  Example: https://mlflow.example.com.
        experiment (str | Unset): Experiment name; created when missing. Default: `robot-learning-platform`.
    """

    type_: MlflowIntegrationRequestType
    tracking_uri: str
    experiment: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        tracking_uri = self.tracking_uri

        experiment = self.experiment

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tracking_uri": tracking_uri,
            }
        )
        if experiment is not UNSET:
            field_dict["experiment"] = experiment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_mlflow_integration_request_type(d.pop("type"))

        tracking_uri = d.pop("tracking_uri")

        experiment = d.pop("experiment", UNSET)

        mlflow_integration_request = cls(
            type_=type_,
            tracking_uri=tracking_uri,
            experiment=experiment,
        )

        return mlflow_integration_request
