from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deleted_integration_credentials_object import (
    DeletedIntegrationCredentialsObject,
    check_deleted_integration_credentials_object,
)
from ..models.deleted_integration_credentials_type import (
    DeletedIntegrationCredentialsType,
    check_deleted_integration_credentials_type,
)

T = TypeVar("T", bound="DeletedIntegrationCredentials")


@_attrs_define
class DeletedIntegrationCredentials:
    """
    Attributes:
        object_ (DeletedIntegrationCredentialsObject):
        type_ (DeletedIntegrationCredentialsType):
        deleted (bool):
    """

    object_: DeletedIntegrationCredentialsObject
    type_: DeletedIntegrationCredentialsType
    deleted: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        type_: str = self.type_

        deleted = self.deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "type": type_,
                "deleted": deleted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = check_deleted_integration_credentials_object(d.pop("object"))

        type_ = check_deleted_integration_credentials_type(d.pop("type"))

        deleted = d.pop("deleted")

        deleted_integration_credentials = cls(
            object_=object_,
            type_=type_,
            deleted=deleted,
        )

        deleted_integration_credentials.additional_properties = d
        return deleted_integration_credentials

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
