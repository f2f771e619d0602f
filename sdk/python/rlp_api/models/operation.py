from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.operation_object import OperationObject, check_operation_object
from ..models.operation_status import OperationStatus, check_operation_status

if TYPE_CHECKING:
    from ..models.operation_error_type_0 import OperationErrorType0


T = TypeVar("T", bound="Operation")


@_attrs_define
class Operation:
    """
    Attributes:
        object_ (OperationObject):
        id (str):
        kind (str):  Example: augmentation.
        status (OperationStatus): The same vocabulary for every kind: `queued` (not started), `processing` (any non-
            terminal state), `succeeded`, `failed`, `canceled`.
        progress (float):
        status_message (None | str):
        error (None | OperationErrorType0):
        created_at (datetime.datetime):  Example: 2026-09-27T12:00:00.000Z.
        completed_at (datetime.datetime | None):  Example: 2026-09-27T12:00:00.000Z.
        resource_url (str): Path of the full resource.
    """

    object_: OperationObject
    id: str
    kind: str
    status: OperationStatus
    progress: float
    status_message: None | str
    error: None | OperationErrorType0
    created_at: datetime.datetime
    completed_at: datetime.datetime | None
    resource_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.operation_error_type_0 import OperationErrorType0

        object_: str = self.object_

        id = self.id

        kind = self.kind

        status: str = self.status

        progress = self.progress

        status_message: None | str
        status_message = self.status_message

        error: dict[str, Any] | None
        if isinstance(self.error, OperationErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        created_at = self.created_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        resource_url = self.resource_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "kind": kind,
                "status": status,
                "progress": progress,
                "status_message": status_message,
                "error": error,
                "created_at": created_at,
                "completed_at": completed_at,
                "resource_url": resource_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.operation_error_type_0 import OperationErrorType0

        d = dict(src_dict)
        object_ = check_operation_object(d.pop("object"))

        id = d.pop("id")

        kind = d.pop("kind")

        status = check_operation_status(d.pop("status"))

        progress = d.pop("progress")

        def _parse_status_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status_message = _parse_status_message(d.pop("status_message"))

        def _parse_error(data: object) -> None | OperationErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = OperationErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OperationErrorType0, data)

        error = _parse_error(d.pop("error"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        resource_url = d.pop("resource_url")

        operation = cls(
            object_=object_,
            id=id,
            kind=kind,
            status=status,
            progress=progress,
            status_message=status_message,
            error=error,
            created_at=created_at,
            completed_at=completed_at,
            resource_url=resource_url,
        )

        operation.additional_properties = d
        return operation

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
