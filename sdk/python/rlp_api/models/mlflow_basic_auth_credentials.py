from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MlflowBasicAuthCredentials")


@_attrs_define
class MlflowBasicAuthCredentials:
    """
    Attributes:
        username (str): Basic-auth user.
        password (str): Basic-auth password.
    """

    username: str
    password: str

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
                "password": password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        mlflow_basic_auth_credentials = cls(
            username=username,
            password=password,
        )

        return mlflow_basic_auth_credentials
