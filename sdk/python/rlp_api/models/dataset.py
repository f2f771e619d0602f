from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dataset_access import DatasetAccess, check_dataset_access
from ..models.dataset_object import DatasetObject, check_dataset_object

if TYPE_CHECKING:
    from ..models.dataset_error_type_0 import DatasetErrorType0
    from ..models.dataset_summary_type_0 import DatasetSummaryType0


T = TypeVar("T", bound="Dataset")


@_attrs_define
class Dataset:
    """
    Attributes:
        object_ (DatasetObject):
        repo_id (str):  Example: demo/so101-pick-place.
        revision (str): The commit on main that was inspected.
        private (bool):
        access (DatasetAccess): Why the account can read it: its own namespace, a namespace an operator granted it, or a
            shared namespace's public repo (such as `demo/`).
        summary (DatasetSummaryType0 | None): What POST /v1/datasets/inspect says of it, without the per-feature detail;
            null when it cannot be read as a LeRobot dataset (`error` says why).
        error (DatasetErrorType0 | None):
    """

    object_: DatasetObject
    repo_id: str
    revision: str
    private: bool
    access: DatasetAccess
    summary: DatasetSummaryType0 | None
    error: DatasetErrorType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dataset_error_type_0 import DatasetErrorType0
        from ..models.dataset_summary_type_0 import DatasetSummaryType0

        object_: str = self.object_

        repo_id = self.repo_id

        revision = self.revision

        private = self.private

        access: str = self.access

        summary: dict[str, Any] | None
        if isinstance(self.summary, DatasetSummaryType0):
            summary = self.summary.to_dict()
        else:
            summary = self.summary

        error: dict[str, Any] | None
        if isinstance(self.error, DatasetErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "repo_id": repo_id,
                "revision": revision,
                "private": private,
                "access": access,
                "summary": summary,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dataset_error_type_0 import DatasetErrorType0
        from ..models.dataset_summary_type_0 import DatasetSummaryType0

        d = dict(src_dict)
        object_ = check_dataset_object(d.pop("object"))

        repo_id = d.pop("repo_id")

        revision = d.pop("revision")

        private = d.pop("private")

        access = check_dataset_access(d.pop("access"))

        def _parse_summary(data: object) -> DatasetSummaryType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                summary_type_0 = DatasetSummaryType0.from_dict(data)

                return summary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DatasetSummaryType0 | None, data)

        summary = _parse_summary(d.pop("summary"))

        def _parse_error(data: object) -> DatasetErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = DatasetErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DatasetErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        dataset = cls(
            object_=object_,
            repo_id=repo_id,
            revision=revision,
            private=private,
            access=access,
            summary=summary,
            error=error,
        )

        dataset.additional_properties = d
        return dataset

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
