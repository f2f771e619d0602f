from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_file_list_object import (
    EvaluationFileListObject,
    check_evaluation_file_list_object,
)

if TYPE_CHECKING:
    from ..models.evaluation_file import EvaluationFile


T = TypeVar("T", bound="EvaluationFileList")


@_attrs_define
class EvaluationFileList:
    """
    Attributes:
        object_ (EvaluationFileListObject):
        data (list[EvaluationFile]):
        has_more (bool):
        next_cursor (None | str): Pass as `starting_after` to get the next page; null on the last page.
    """

    object_: EvaluationFileListObject
    data: list[EvaluationFile]
    has_more: bool
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        has_more = self.has_more

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "data": data,
                "has_more": has_more,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_file import EvaluationFile

        d = dict(src_dict)
        object_ = check_evaluation_file_list_object(d.pop("object"))

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = EvaluationFile.from_dict(data_item_data)

            data.append(data_item)

        has_more = d.pop("has_more")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        evaluation_file_list = cls(
            object_=object_,
            data=data,
            has_more=has_more,
            next_cursor=next_cursor,
        )

        evaluation_file_list.additional_properties = d
        return evaluation_file_list

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
