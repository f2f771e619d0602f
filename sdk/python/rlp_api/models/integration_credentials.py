from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.integration_credentials_object import (
    IntegrationCredentialsObject,
    check_integration_credentials_object,
)
from ..models.integration_credentials_type import (
    IntegrationCredentialsType,
    check_integration_credentials_type,
)

T = TypeVar("T", bound="IntegrationCredentials")


@_attrs_define
class IntegrationCredentials:
    """
    Attributes:
        object_ (IntegrationCredentialsObject):
        type_ (IntegrationCredentialsType):
        fields (list[str]): The names of the fields set; the values are never returned. Example: ['api_key'].
        updated_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
    """

    object_: IntegrationCredentialsObject
    type_: IntegrationCredentialsType
    fields: list[str]
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        type_: str = self.type_

        fields = self.fields

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "type": type_,
                "fields": fields,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_integration_credentials_object(d.pop("object"))

        type_ = check_integration_credentials_type(d.pop("type"))

        fields = cast(list[str], d.pop("fields"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        integration_credentials = cls(
            object_=object_,
            type_=type_,
            fields=fields,
            updated_at=updated_at,
        )

        integration_credentials.additional_properties = d
        return integration_credentials

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
