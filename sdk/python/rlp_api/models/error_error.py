from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.error_error_type import ErrorErrorType, check_error_error_type

if TYPE_CHECKING:
    from ..models.error_error_details_type_0 import ErrorErrorDetailsType0


T = TypeVar("T", bound="ErrorError")


@_attrs_define
class ErrorError:
    """
    Attributes:
        type_ (ErrorErrorType):
        code (str):  Example: parameter_invalid.
        message (str):
        param (None | str):  Example: config.episode_count.
        request_id (None | str):
        details (ErrorErrorDetailsType0 | None):
    """

    type_: ErrorErrorType
    code: str
    message: str
    param: None | str
    request_id: None | str
    details: ErrorErrorDetailsType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.error_error_details_type_0 import ErrorErrorDetailsType0

        type_: str = self.type_

        code = self.code

        message = self.message

        param: None | str
        param = self.param

        request_id: None | str
        request_id = self.request_id

        details: dict[str, Any] | None
        if isinstance(self.details, ErrorErrorDetailsType0):
            details = self.details.to_dict()
        else:
            details = self.details

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "code": code,
                "message": message,
                "param": param,
                "request_id": request_id,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.error_error_details_type_0 import ErrorErrorDetailsType0

        d = dict(src_dict)
        type_ = check_error_error_type(d.pop("type"))

        code = d.pop("code")

        message = d.pop("message")

        def _parse_param(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        param = _parse_param(d.pop("param"))

        def _parse_request_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        request_id = _parse_request_id(d.pop("request_id"))

        def _parse_details(data: object) -> ErrorErrorDetailsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_0 = ErrorErrorDetailsType0.from_dict(data)

                return details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ErrorErrorDetailsType0 | None, data)

        details = _parse_details(d.pop("details"))

        error_error = cls(
            type_=type_,
            code=code,
            message=message,
            param=param,
            request_id=request_id,
            details=details,
        )

        error_error.additional_properties = d
        return error_error

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
