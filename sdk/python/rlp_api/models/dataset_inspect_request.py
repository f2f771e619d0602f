from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DatasetInspectRequest")


@_attrs_define
class DatasetInspectRequest:
    """
    Attributes:
        repo_id (str):  Example: demo/so101-pick-place.
        revision (str | Unset): Branch, tag or commit; default the main branch.
    """

    repo_id: str
    revision: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        repo_id = self.repo_id

        revision = self.revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "repo_id": repo_id,
            }
        )
        if revision is not UNSET:
            field_dict["revision"] = revision

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        repo_id = d.pop("repo_id")

        revision = d.pop("revision", UNSET)

        dataset_inspect_request = cls(
            repo_id=repo_id,
            revision=revision,
        )

        return dataset_inspect_request
