from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.twin_scene_objects_objects_item import TwinSceneObjectsObjectsItem


T = TypeVar("T", bound="TwinSceneObjects")


@_attrs_define
class TwinSceneObjects:
    """
    Attributes:
        objects (list[TwinSceneObjectsObjectsItem]):
        pick (list[float] | None): Between the jaw tips at the recorded grasp's first frame; null when the objects came
            from config.objects.
        release (list[float] | None): Between the jaw tips where the recorded gripper opened; null when the objects came
            from config.objects.
        place (list[float] | None): pick_place's default target: where a released object comes to rest, on the table
            under the release point (the twin models no box); null without a recorded release.
        table_height_m (float | None):
    """

    objects: list[TwinSceneObjectsObjectsItem]
    pick: list[float] | None
    release: list[float] | None
    place: list[float] | None
    table_height_m: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        objects = []
        for objects_item_data in self.objects:
            objects_item = objects_item_data.to_dict()
            objects.append(objects_item)

        pick: list[float] | None
        if isinstance(self.pick, list):
            pick = self.pick

        else:
            pick = self.pick

        release: list[float] | None
        if isinstance(self.release, list):
            release = self.release

        else:
            release = self.release

        place: list[float] | None
        if isinstance(self.place, list):
            place = self.place

        else:
            place = self.place

        table_height_m: float | None
        table_height_m = self.table_height_m

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "objects": objects,
                "pick": pick,
                "release": release,
                "place": place,
                "table_height_m": table_height_m,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twin_scene_objects_objects_item import TwinSceneObjectsObjectsItem

        d = dict(src_dict)
        objects = []
        _objects = d.pop("objects")
        for objects_item_data in _objects:
            objects_item = TwinSceneObjectsObjectsItem.from_dict(objects_item_data)

            objects.append(objects_item)

        def _parse_pick(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pick_type_0 = cast(list[float], data)

                return pick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        pick = _parse_pick(d.pop("pick"))

        def _parse_release(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                release_type_0 = cast(list[float], data)

                return release_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        release = _parse_release(d.pop("release"))

        def _parse_place(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                place_type_0 = cast(list[float], data)

                return place_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        place = _parse_place(d.pop("place"))

        def _parse_table_height_m(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        table_height_m = _parse_table_height_m(d.pop("table_height_m"))

        twin_scene_objects = cls(
            objects=objects,
            pick=pick,
            release=release,
            place=place,
            table_height_m=table_height_m,
        )

        twin_scene_objects.additional_properties = d
        return twin_scene_objects

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
