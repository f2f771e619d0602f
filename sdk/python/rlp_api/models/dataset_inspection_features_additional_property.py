from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DatasetInspectionFeaturesAdditionalProperty")


@_attrs_define
class DatasetInspectionFeaturesAdditionalProperty:
    """
    Attributes:
        dtype (str):
        shape (list[float]):
        names (Any | Unset):
    """

    dtype: str
    shape: list[float]
    names: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dtype = self.dtype

        shape = self.shape

        names = self.names

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dtype": dtype,
                "shape": shape,
            }
        )
        if names is not UNSET:
            field_dict["names"] = names

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dtype = d.pop("dtype")

        shape = cast(list[float], d.pop("shape"))

        names = d.pop("names", UNSET)

        dataset_inspection_features_additional_property = cls(
            dtype=dtype,
            shape=shape,
            names=names,
        )

        dataset_inspection_features_additional_property.additional_properties = d
        return dataset_inspection_features_additional_property

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
