from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rl_task_spec_engine import RlTaskSpecEngine, check_rl_task_spec_engine
from ..models.rl_task_spec_robot import RlTaskSpecRobot, check_rl_task_spec_robot
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rl_lift_objective import RlLiftObjective
    from ..models.rl_pick_place_objective import RlPickPlaceObjective
    from ..models.rl_reach_objective import RlReachObjective
    from ..models.rl_task_spec_budget import RlTaskSpecBudget
    from ..models.rl_task_spec_scene_type_0 import RlTaskSpecSceneType0


T = TypeVar("T", bound="RlTaskSpec")


@_attrs_define
class RlTaskSpec:
    """Defaults and bounds as GET /v1/rl_runs/catalog lists them.

    Example:
        {'robot': 'so101', 'objective': {'type': 'reach', 'success_distance_m': 0.02}}

    Attributes:
        robot (RlTaskSpecRobot): Robot model; the catalog says which this deployment can train.
        objective (RlLiftObjective | RlPickPlaceObjective | RlReachObjective):
        scene (None | RlTaskSpecSceneType0 | Unset):
        engine (RlTaskSpecEngine | Unset):  Default: 'ppo'.
        hardware_tier (str | Unset):  Default: 'cpu'.
        budget (RlTaskSpecBudget | Unset):
    """

    robot: RlTaskSpecRobot
    objective: RlLiftObjective | RlPickPlaceObjective | RlReachObjective
    scene: None | RlTaskSpecSceneType0 | Unset = UNSET
    engine: RlTaskSpecEngine | Unset = "ppo"
    hardware_tier: str | Unset = "cpu"
    budget: RlTaskSpecBudget | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rl_lift_objective import RlLiftObjective
        from ..models.rl_reach_objective import RlReachObjective
        from ..models.rl_task_spec_scene_type_0 import RlTaskSpecSceneType0

        robot: str = self.robot

        objective: dict[str, Any]
        if isinstance(self.objective, RlReachObjective) or isinstance(
            self.objective, RlLiftObjective
        ):
            objective = self.objective.to_dict()
        else:
            objective = self.objective.to_dict()

        scene: dict[str, Any] | None | Unset
        if isinstance(self.scene, Unset):
            scene = UNSET
        elif isinstance(self.scene, RlTaskSpecSceneType0):
            scene = self.scene.to_dict()
        else:
            scene = self.scene

        engine: str | Unset = UNSET
        if not isinstance(self.engine, Unset):
            engine = self.engine

        hardware_tier = self.hardware_tier

        budget: dict[str, Any] | Unset = UNSET
        if not isinstance(self.budget, Unset):
            budget = self.budget.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "robot": robot,
                "objective": objective,
            }
        )
        if scene is not UNSET:
            field_dict["scene"] = scene
        if engine is not UNSET:
            field_dict["engine"] = engine
        if hardware_tier is not UNSET:
            field_dict["hardware_tier"] = hardware_tier
        if budget is not UNSET:
            field_dict["budget"] = budget

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_lift_objective import RlLiftObjective
        from ..models.rl_pick_place_objective import RlPickPlaceObjective
        from ..models.rl_reach_objective import RlReachObjective
        from ..models.rl_task_spec_budget import RlTaskSpecBudget
        from ..models.rl_task_spec_scene_type_0 import RlTaskSpecSceneType0

        d = dict(src_dict)
        robot = check_rl_task_spec_robot(d.pop("robot"))

        def _parse_objective(
            data: object,
        ) -> RlLiftObjective | RlPickPlaceObjective | RlReachObjective:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rl_objective_type_0 = RlReachObjective.from_dict(data)

                return componentsschemas_rl_objective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rl_objective_type_1 = RlLiftObjective.from_dict(data)

                return componentsschemas_rl_objective_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_rl_objective_type_2 = RlPickPlaceObjective.from_dict(data)

            return componentsschemas_rl_objective_type_2

        objective = _parse_objective(d.pop("objective"))

        def _parse_scene(data: object) -> None | RlTaskSpecSceneType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scene_type_0 = RlTaskSpecSceneType0.from_dict(data)

                return scene_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RlTaskSpecSceneType0 | Unset, data)

        scene = _parse_scene(d.pop("scene", UNSET))

        _engine = d.pop("engine", UNSET)
        engine: RlTaskSpecEngine | Unset
        if isinstance(_engine, Unset):
            engine = UNSET
        else:
            engine = check_rl_task_spec_engine(_engine)

        hardware_tier = d.pop("hardware_tier", UNSET)

        _budget = d.pop("budget", UNSET)
        budget: RlTaskSpecBudget | Unset
        if isinstance(_budget, Unset):
            budget = UNSET
        else:
            budget = RlTaskSpecBudget.from_dict(_budget)

        rl_task_spec = cls(
            robot=robot,
            objective=objective,
            scene=scene,
            engine=engine,
            hardware_tier=hardware_tier,
            budget=budget,
        )

        return rl_task_spec
