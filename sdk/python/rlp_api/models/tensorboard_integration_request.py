from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.tensorboard_integration_request_type import (
    TensorboardIntegrationRequestType,
    check_tensorboard_integration_request_type,
)

T = TypeVar("T", bound="TensorboardIntegrationRequest")


@_attrs_define
class TensorboardIntegrationRequest:
    """
    Attributes:
        type_ (TensorboardIntegrationRequestType):
    """

    type_: TensorboardIntegrationRequestType

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_tensorboard_integration_request_type(d.pop("type"))

        tensorboard_integration_request = cls(
            type_=type_,
        )

        return tensorboard_integration_request
