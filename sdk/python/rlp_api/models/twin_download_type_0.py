from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwinDownloadType0")


@_attrs_define
class TwinDownloadType0:
    """
    Attributes:
        url (str):
        requires_auth (bool):
        filename (str):
        bytes_ (int):
        sha256 (str):
        scene (str): Path of the scene inside the archive: `<twin id>/scene.xml`.
        expires_at (None | str):
        preview_url (None | str): The rendered preview (PNG from the scene camera); same auth as `url`.
    """

    url: str
    requires_auth: bool
    filename: str
    bytes_: int
    sha256: str
    scene: str
    expires_at: None | str
    preview_url: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        requires_auth = self.requires_auth

        filename = self.filename

        bytes_ = self.bytes_

        sha256 = self.sha256

        scene = self.scene

        expires_at: None | str
        expires_at = self.expires_at

        preview_url: None | str
        preview_url = self.preview_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
                "requires_auth": requires_auth,
                "filename": filename,
                "bytes": bytes_,
                "sha256": sha256,
                "scene": scene,
                "expires_at": expires_at,
                "preview_url": preview_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        requires_auth = d.pop("requires_auth")

        filename = d.pop("filename")

        bytes_ = d.pop("bytes")

        sha256 = d.pop("sha256")

        scene = d.pop("scene")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_preview_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preview_url = _parse_preview_url(d.pop("preview_url"))

        twin_download_type_0 = cls(
            url=url,
            requires_auth=requires_auth,
            filename=filename,
            bytes_=bytes_,
            sha256=sha256,
            scene=scene,
            expires_at=expires_at,
            preview_url=preview_url,
        )

        twin_download_type_0.additional_properties = d
        return twin_download_type_0

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
