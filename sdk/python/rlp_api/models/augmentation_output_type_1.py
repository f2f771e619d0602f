from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.augmentation_output_type_1_type import (
    AugmentationOutputType1Type,
    check_augmentation_output_type_1_type,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.augmentation_output_file import AugmentationOutputFile


T = TypeVar("T", bound="AugmentationOutputType1")


@_attrs_define
class AugmentationOutputType1:
    """
    Attributes:
        type_ (AugmentationOutputType1Type):
        files (list[AugmentationOutputFile] | None | Unset): Only on GET by id, once succeeded.
    """

    type_: AugmentationOutputType1Type
    files: list[AugmentationOutputFile] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        files: list[dict[str, Any]] | None | Unset
        if isinstance(self.files, Unset):
            files = UNSET
        elif isinstance(self.files, list):
            files = []
            for files_type_0_item_data in self.files:
                files_type_0_item = files_type_0_item_data.to_dict()
                files.append(files_type_0_item)

        else:
            files = self.files

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if files is not UNSET:
            field_dict["files"] = files

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_output_file import AugmentationOutputFile

        d = dict(src_dict)
        type_ = check_augmentation_output_type_1_type(d.pop("type"))

        def _parse_files(data: object) -> list[AugmentationOutputFile] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                files_type_0 = []
                _files_type_0 = data
                for files_type_0_item_data in _files_type_0:
                    files_type_0_item = AugmentationOutputFile.from_dict(
                        files_type_0_item_data
                    )

                    files_type_0.append(files_type_0_item)

                return files_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AugmentationOutputFile] | None | Unset, data)

        files = _parse_files(d.pop("files", UNSET))

        augmentation_output_type_1 = cls(
            type_=type_,
            files=files,
        )

        augmentation_output_type_1.additional_properties = d
        return augmentation_output_type_1

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
