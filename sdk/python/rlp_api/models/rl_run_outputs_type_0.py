from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rl_run_outputs_type_0_archive import RlRunOutputsType0Archive
    from ..models.rl_run_outputs_type_0_onnx_parity import RlRunOutputsType0OnnxParity


T = TypeVar("T", bound="RlRunOutputsType0")


@_attrs_define
class RlRunOutputsType0:
    """
    Attributes:
        env_steps (int):
        stop_reason (str):
        onnx_parity (RlRunOutputsType0OnnxParity):
        archive (RlRunOutputsType0Archive):
        files_url (str):
        report_url (str):
    """

    env_steps: int
    stop_reason: str
    onnx_parity: RlRunOutputsType0OnnxParity
    archive: RlRunOutputsType0Archive
    files_url: str
    report_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        env_steps = self.env_steps

        stop_reason = self.stop_reason

        onnx_parity = self.onnx_parity.to_dict()

        archive = self.archive.to_dict()

        files_url = self.files_url

        report_url = self.report_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "env_steps": env_steps,
                "stop_reason": stop_reason,
                "onnx_parity": onnx_parity,
                "archive": archive,
                "files_url": files_url,
                "report_url": report_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_run_outputs_type_0_archive import RlRunOutputsType0Archive
        from ..models.rl_run_outputs_type_0_onnx_parity import (
            RlRunOutputsType0OnnxParity,
        )

        d = dict(src_dict)
        env_steps = d.pop("env_steps")

        stop_reason = d.pop("stop_reason")

        onnx_parity = RlRunOutputsType0OnnxParity.from_dict(d.pop("onnx_parity"))

        archive = RlRunOutputsType0Archive.from_dict(d.pop("archive"))

        files_url = d.pop("files_url")

        report_url = d.pop("report_url")

        rl_run_outputs_type_0 = cls(
            env_steps=env_steps,
            stop_reason=stop_reason,
            onnx_parity=onnx_parity,
            archive=archive,
            files_url=files_url,
            report_url=report_url,
        )

        rl_run_outputs_type_0.additional_properties = d
        return rl_run_outputs_type_0

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
