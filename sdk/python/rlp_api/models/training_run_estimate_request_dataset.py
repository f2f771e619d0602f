from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrainingRunEstimateRequestDataset")


@_attrs_define
class TrainingRunEstimateRequestDataset:
    """Not read: the price does not depend on the dataset.

    Attributes:
        uri (str): Hub dataset: `owner/name`, `hub://owner/name`, `hf://datasets/owner/name`; `@revision` optional.
            Example: demo/so101-pick-place.
    """

    uri: str

    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "uri": uri,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        uri = d.pop("uri")

        training_run_estimate_request_dataset = cls(
            uri=uri,
        )

        return training_run_estimate_request_dataset
