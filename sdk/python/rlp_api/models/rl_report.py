from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rl_report_object import RlReportObject, check_rl_report_object
from ..models.rl_report_verdict import RlReportVerdict, check_rl_report_verdict

if TYPE_CHECKING:
    from ..models.rl_report_checks_item import RlReportChecksItem
    from ..models.rl_report_clip import RlReportClip
    from ..models.rl_report_evaluation import RlReportEvaluation
    from ..models.rl_report_evaluation_config import RlReportEvaluationConfig
    from ..models.rl_report_judge import RlReportJudge
    from ..models.rl_report_packages import RlReportPackages
    from ..models.rl_report_scene import RlReportScene
    from ..models.rl_report_scene_hash import RlReportSceneHash
    from ..models.rl_report_training import RlReportTraining


T = TypeVar("T", bound="RlReport")


@_attrs_define
class RlReport:
    """
    Attributes:
        object_ (RlReportObject):
        id (str):
        verdict (RlReportVerdict):
        checks (list[RlReportChecksItem]): Each with `name`, `passed`, and its `value` and `threshold` where it has
            them.
        judge (RlReportJudge): The built-in judge's read of the evaluation clip: `sentences` a viewer would agree with,
            and the measurements behind them.
        evaluation (RlReportEvaluation):
        training (RlReportTraining):
        clip (RlReportClip): The clip (`clip.mp4`, its `poster` image, `frames`, `fps`) and its `episodes`: each
            evaluation episode shown, with `seed`, `success`, `final_distance_m`.
        evaluation_config (RlReportEvaluationConfig): How the evaluation ran: `episodes`, their `seeds`, the `policy`,
            `episode_steps` and the `randomisation` of each start.
        scene_hash (RlReportSceneHash): sha256 over the scene (scene.xml and its assets), with the `method` to recompute
            it.
        packages (RlReportPackages): Versions of python and the packages the job ran with (mujoco, torch, stable-
            baselines3, gymnasium, numpy, onnx, onnxruntime).
        scene (RlReportScene): Where the run trained: the job's own scene, or the twin (`twin_id`, keyframe, table
            height, object and target for pick_place).
        verdict_detail (None | str): One sentence: the success rate against its threshold and every check that failed.
        notes (list[str]):
    """

    object_: RlReportObject
    id: str
    verdict: RlReportVerdict
    checks: list[RlReportChecksItem]
    judge: RlReportJudge
    evaluation: RlReportEvaluation
    training: RlReportTraining
    clip: RlReportClip
    evaluation_config: RlReportEvaluationConfig
    scene_hash: RlReportSceneHash
    packages: RlReportPackages
    scene: RlReportScene
    verdict_detail: None | str
    notes: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_: str = self.object_

        id = self.id

        verdict: str = self.verdict

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)

        judge = self.judge.to_dict()

        evaluation = self.evaluation.to_dict()

        training = self.training.to_dict()

        clip = self.clip.to_dict()

        evaluation_config = self.evaluation_config.to_dict()

        scene_hash = self.scene_hash.to_dict()

        packages = self.packages.to_dict()

        scene = self.scene.to_dict()

        verdict_detail: None | str
        verdict_detail = self.verdict_detail

        notes = self.notes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "verdict": verdict,
                "checks": checks,
                "judge": judge,
                "evaluation": evaluation,
                "training": training,
                "clip": clip,
                "evaluation_config": evaluation_config,
                "scene_hash": scene_hash,
                "packages": packages,
                "scene": scene,
                "verdict_detail": verdict_detail,
                "notes": notes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rl_report_checks_item import RlReportChecksItem
        from ..models.rl_report_clip import RlReportClip
        from ..models.rl_report_evaluation import RlReportEvaluation
        from ..models.rl_report_evaluation_config import RlReportEvaluationConfig
        from ..models.rl_report_judge import RlReportJudge
        from ..models.rl_report_packages import RlReportPackages
        from ..models.rl_report_scene import RlReportScene
        from ..models.rl_report_scene_hash import RlReportSceneHash
        from ..models.rl_report_training import RlReportTraining

        d = dict(src_dict)
        object_ = check_rl_report_object(d.pop("object"))

        id = d.pop("id")

        verdict = check_rl_report_verdict(d.pop("verdict"))

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in _checks:
            checks_item = RlReportChecksItem.from_dict(checks_item_data)

            checks.append(checks_item)

        judge = RlReportJudge.from_dict(d.pop("judge"))

        evaluation = RlReportEvaluation.from_dict(d.pop("evaluation"))

        training = RlReportTraining.from_dict(d.pop("training"))

        clip = RlReportClip.from_dict(d.pop("clip"))

        evaluation_config = RlReportEvaluationConfig.from_dict(
            d.pop("evaluation_config")
        )

        scene_hash = RlReportSceneHash.from_dict(d.pop("scene_hash"))

        packages = RlReportPackages.from_dict(d.pop("packages"))

        scene = RlReportScene.from_dict(d.pop("scene"))

        def _parse_verdict_detail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        verdict_detail = _parse_verdict_detail(d.pop("verdict_detail"))

        notes = cast(list[str], d.pop("notes"))

        rl_report = cls(
            object_=object_,
            id=id,
            verdict=verdict,
            checks=checks,
            judge=judge,
            evaluation=evaluation,
            training=training,
            clip=clip,
            evaluation_config=evaluation_config,
            scene_hash=scene_hash,
            packages=packages,
            scene=scene,
            verdict_detail=verdict_detail,
            notes=notes,
        )

        rl_report.additional_properties = d
        return rl_report

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
