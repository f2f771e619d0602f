from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.evaluation_outputs_type_0_archive import EvaluationOutputsType0Archive


T = TypeVar("T", bound="EvaluationOutputsType0")


@_attrs_define
class EvaluationOutputsType0:
    """
    Attributes:
        archive (EvaluationOutputsType0Archive):
        files_url (str):
        episodes_url (str):
        clip_grid_url (str):
    """

    archive: EvaluationOutputsType0Archive
    files_url: str
    episodes_url: str
    clip_grid_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        archive = self.archive.to_dict()

        files_url = self.files_url

        episodes_url = self.episodes_url

        clip_grid_url = self.clip_grid_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "archive": archive,
                "files_url": files_url,
                "episodes_url": episodes_url,
                "clip_grid_url": clip_grid_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_outputs_type_0_archive import (
            EvaluationOutputsType0Archive,
        )

        d = dict(src_dict)
        archive = EvaluationOutputsType0Archive.from_dict(d.pop("archive"))

        files_url = d.pop("files_url")

        episodes_url = d.pop("episodes_url")

        clip_grid_url = d.pop("clip_grid_url")

        evaluation_outputs_type_0 = cls(
            archive=archive,
            files_url=files_url,
            episodes_url=episodes_url,
            clip_grid_url=clip_grid_url,
        )

        evaluation_outputs_type_0.additional_properties = d
        return evaluation_outputs_type_0

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
