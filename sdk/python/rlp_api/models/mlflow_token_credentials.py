from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MlflowTokenCredentials")


@_attrs_define
class MlflowTokenCredentials:
    """
    Attributes:
        token (str): A bearer token.
        tracking_uri (str | Unset): The MLflow server these credentials are for: they are sent only to runs whose
            `tracking_uri` has the same scheme, host and port, and to no other server. Credentials stored without it are
            sent nowhere. Example: https://mlflow.example.com.
    """

    token: str
    tracking_uri: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        tracking_uri = self.tracking_uri

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
            }
        )
        if tracking_uri is not UNSET:
            field_dict["tracking_uri"] = tracking_uri

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        token = d.pop("token")

        tracking_uri = d.pop("tracking_uri", UNSET)

        mlflow_token_credentials = cls(
            token=token,
            tracking_uri=tracking_uri,
        )

        return mlflow_token_credentials
