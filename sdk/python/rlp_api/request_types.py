"""Request bodies as TypedDicts, for type checkers. Generated from GET /v1/openapi.json by `npm run sdk:generate`. Do not edit."""

from __future__ import annotations

from typing import Any, Literal, Mapping, NotRequired, Required, Sequence, TypedDict

CreateApiKeyParam = TypedDict(
    "CreateApiKeyParam",
    {
        "name": Required[str],
        "scopes": Required[Sequence[Literal["augmentations:read", "augmentations:write", "training_runs:read", "training_runs:write", "twins:read", "twins:write", "rl_runs:read", "rl_runs:write", "evaluations:read", "evaluations:write", "usage:read", "events:read", "webhooks:read", "webhooks:write", "keys:read", "keys:write", "integrations:read", "integrations:write"]]],
        "expires_in_days": NotRequired[int | None],
    },
    total=False,
)


CreateKeyBody = CreateApiKeyParam


DatasetInspectRequestParam = TypedDict(
    "DatasetInspectRequestParam",
    {
        "repo_id": Required[str],
        "revision": NotRequired[str],
    },
    total=False,
)


InspectDatasetBody = DatasetInspectRequestParam


CreateWebhookEndpointParam = TypedDict(
    "CreateWebhookEndpointParam",
    {
        "url": Required[str],
        "enabled_events": Required[Sequence[str]],
        "description": NotRequired[str | None],
        "metadata": NotRequired[Mapping[str, str]],
    },
    total=False,
)


CreateWebhookEndpointBody = CreateWebhookEndpointParam


UpdateWebhookEndpointParam = TypedDict(
    "UpdateWebhookEndpointParam",
    {
        "url": NotRequired[str],
        "enabled_events": NotRequired[Sequence[str]],
        "description": NotRequired[str | None],
        "metadata": NotRequired[Mapping[str, str]],
        "status": NotRequired[Literal["enabled", "disabled"]],
    },
    total=False,
)


UpdateWebhookEndpointBody = UpdateWebhookEndpointParam


RotateWebhookSecretRequestParam = TypedDict(
    "RotateWebhookSecretRequestParam",
    {
        "previous_secret_expires_in": NotRequired[int],
    },
    total=False,
)


RotateWebhookEndpointSecretBody = RotateWebhookSecretRequestParam


CreateAugmentationRequestSourceParam = TypedDict(
    "CreateAugmentationRequestSourceParam",
    {
        "type": NotRequired[Literal["hub"]],
        "repo_id": Required[str],
    },
    total=False,
)


RelightParamsParam = TypedDict(
    "RelightParamsParam",
    {
        "exposure": NotRequired[float],
        "temperature": NotRequired[float],
        "tint": NotRequired[float],
        "contrast": NotRequired[float],
        "saturation": NotRequired[float],
    },
    total=False,
)


#: Omitted: `{"episode_count": 3}` (relight covers every episode).
AugmentationConfigInputParam = TypedDict(
    "AugmentationConfigInputParam",
    {
        "episode_count": NotRequired[int],
        "variation_prompts": NotRequired[Sequence[str] | None],
        "relight": NotRequired[Mapping[str, RelightParamsParam] | None],
    },
    total=False,
)


AugmentationOutputInputOption1Param = TypedDict(
    "AugmentationOutputInputOption1Param",
    {
        "type": Required[Literal["download"]],
    },
    total=False,
)


AugmentationOutputInputOption2Param = TypedDict(
    "AugmentationOutputInputOption2Param",
    {
        "type": Required[Literal["hub"]],
        "repo_id": NotRequired[str | None],
        "private": NotRequired[bool],
    },
    total=False,
)


CreateAugmentationRequestReferenceImagesItemParam = TypedDict(
    "CreateAugmentationRequestReferenceImagesItemParam",
    {
        "data": Required[str],
        "camera": NotRequired[str | None],
        "media_type": NotRequired[Literal["image/jpeg", "image/png", "image/webp"]],
    },
    total=False,
)


CreateAugmentationRequestParam = TypedDict(
    "CreateAugmentationRequestParam",
    {
        "source": Required[CreateAugmentationRequestSourceParam],
        "instructions": Required[str],
        "config": NotRequired[AugmentationConfigInputParam],
        "output": NotRequired[AugmentationOutputInputOption1Param | AugmentationOutputInputOption2Param],
        "model": NotRequired[Literal["auto", "relight", "video"]],
        "reference_images": NotRequired[Sequence[CreateAugmentationRequestReferenceImagesItemParam]],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


CreateAugmentationBody = CreateAugmentationRequestParam


EstimateAugmentationBody = CreateAugmentationRequestParam


CreateTrainingRunsRequestDatasetParam = TypedDict(
    "CreateTrainingRunsRequestDatasetParam",
    {
        "uri": Required[str],
    },
    total=False,
)


#: Each saved checkpoint is evaluated closed loop in this twin (pick_place, `episodes` seeded episodes, default 10) and `eval.best_checkpoint` is chosen by success rate, held-out loss breaking ties. The built-in `mlp` and LeRobot's `act` and `diffusion`; a LeRobot policy reads every camera of the dataset, so the twin must have solved each (400 `config.evaluation.twin_id` naming the camera otherwise). Vision-language-action policies cannot be evaluated (400 `config.evaluation`).
CreateTrainingRunsRequestConfigEvaluationParam = TypedDict(
    "CreateTrainingRunsRequestConfigEvaluationParam",
    {
        "twin_id": Required[str],
        "episodes": NotRequired[int],
        "episode_steps": NotRequired[int],
    },
    total=False,
)


#: Defaults per policy: `default_steps`, `default_batch_size`; `save_freq` a fifth of the steps; `eval_enabled` true.
CreateTrainingRunsRequestConfigParam = TypedDict(
    "CreateTrainingRunsRequestConfigParam",
    {
        "steps": NotRequired[int],
        "batch_size": NotRequired[int],
        "save_freq": NotRequired[int],
        "eval_enabled": NotRequired[bool],
        "evaluation": NotRequired[CreateTrainingRunsRequestConfigEvaluationParam],
    },
    total=False,
)


CreateTrainingRunsRequestCamerasParam = TypedDict(
    "CreateTrainingRunsRequestCamerasParam",
    {
        "rename": NotRequired[Mapping[str, str]],
    },
    total=False,
)


CreateTrainingRunsRequestOutputParam = TypedDict(
    "CreateTrainingRunsRequestOutputParam",
    {
        "push_to_hub": NotRequired[bool],
        "hub_repo_id": NotRequired[str],
    },
    total=False,
)


MlflowIntegrationRequestParam = TypedDict(
    "MlflowIntegrationRequestParam",
    {
        "type": Required[Literal["mlflow"]],
        "tracking_uri": Required[str],
        "experiment": NotRequired[str],
    },
    total=False,
)


WandbIntegrationRequestParam = TypedDict(
    "WandbIntegrationRequestParam",
    {
        "type": Required[Literal["wandb"]],
        "project": Required[str],
        "entity": NotRequired[str],
    },
    total=False,
)


TensorboardIntegrationRequestParam = TypedDict(
    "TensorboardIntegrationRequestParam",
    {
        "type": Required[Literal["tensorboard"]],
    },
    total=False,
)


CreateTrainingRunsRequestParam = TypedDict(
    "CreateTrainingRunsRequestParam",
    {
        "dataset": Required[CreateTrainingRunsRequestDatasetParam],
        "policies": Required[Sequence[str]],
        "hardware_tier": NotRequired[str],
        "robot": NotRequired[str],
        "config": NotRequired[CreateTrainingRunsRequestConfigParam],
        "cameras": NotRequired[CreateTrainingRunsRequestCamerasParam],
        "output": NotRequired[CreateTrainingRunsRequestOutputParam],
        "from_checkpoint": NotRequired[str],
        "integrations": NotRequired[Sequence[MlflowIntegrationRequestParam | WandbIntegrationRequestParam | TensorboardIntegrationRequestParam]],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


CreateTrainingRunBody = CreateTrainingRunsRequestParam


#: Not read: the price does not depend on the dataset.
TrainingRunEstimateRequestDatasetParam = TypedDict(
    "TrainingRunEstimateRequestDatasetParam",
    {
        "uri": Required[str],
    },
    total=False,
)


#: Each saved checkpoint is evaluated closed loop in this twin (pick_place, `episodes` seeded episodes, default 10) and `eval.best_checkpoint` is chosen by success rate, held-out loss breaking ties. The built-in `mlp` and LeRobot's `act` and `diffusion`; a LeRobot policy reads every camera of the dataset, so the twin must have solved each (400 `config.evaluation.twin_id` naming the camera otherwise). Vision-language-action policies cannot be evaluated (400 `config.evaluation`).
TrainingRunEstimateRequestConfigEvaluationParam = TypedDict(
    "TrainingRunEstimateRequestConfigEvaluationParam",
    {
        "twin_id": Required[str],
        "episodes": NotRequired[int],
        "episode_steps": NotRequired[int],
    },
    total=False,
)


#: Defaults per policy: `default_steps`, `default_batch_size`; `save_freq` a fifth of the steps; `eval_enabled` true.
TrainingRunEstimateRequestConfigParam = TypedDict(
    "TrainingRunEstimateRequestConfigParam",
    {
        "steps": NotRequired[int],
        "batch_size": NotRequired[int],
        "save_freq": NotRequired[int],
        "eval_enabled": NotRequired[bool],
        "evaluation": NotRequired[TrainingRunEstimateRequestConfigEvaluationParam],
    },
    total=False,
)


TrainingRunEstimateRequestCamerasParam = TypedDict(
    "TrainingRunEstimateRequestCamerasParam",
    {
        "rename": NotRequired[Mapping[str, str]],
    },
    total=False,
)


TrainingRunEstimateRequestOutputParam = TypedDict(
    "TrainingRunEstimateRequestOutputParam",
    {
        "push_to_hub": NotRequired[bool],
        "hub_repo_id": NotRequired[str],
    },
    total=False,
)


TrainingRunEstimateRequestParam = TypedDict(
    "TrainingRunEstimateRequestParam",
    {
        "dataset": NotRequired[TrainingRunEstimateRequestDatasetParam],
        "policies": NotRequired[int | Sequence[str]],
        "hardware_tier": NotRequired[str],
        "robot": NotRequired[str],
        "config": NotRequired[TrainingRunEstimateRequestConfigParam],
        "cameras": NotRequired[TrainingRunEstimateRequestCamerasParam],
        "output": NotRequired[TrainingRunEstimateRequestOutputParam],
        "from_checkpoint": NotRequired[str],
        "integrations": NotRequired[Sequence[MlflowIntegrationRequestParam | WandbIntegrationRequestParam | TensorboardIntegrationRequestParam]],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
        "hours": NotRequired[float],
    },
    total=False,
)


EstimateTrainingRunBody = TrainingRunEstimateRequestParam


ValidateTwinRequestSourceParam = TypedDict(
    "ValidateTwinRequestSourceParam",
    {
        "type": NotRequired[Literal["hub"]],
        "repo_id": Required[str],
    },
    total=False,
)


TwinObjectPlacementParam = TypedDict(
    "TwinObjectPlacementParam",
    {
        "name": NotRequired[str],
        "size_m": NotRequired[float | Sequence[float]],
        "pos": Required[Sequence[float]],
    },
    total=False,
)


#: Scene camera override; `pos`/`lookat` in metres, `fovy` in degrees.
TwinConfigInputCameraParam = TypedDict(
    "TwinConfigInputCameraParam",
    {
        "name": NotRequired[str],
        "pos": NotRequired[Sequence[float]],
        "lookat": NotRequired[Sequence[float]],
        "fovy": NotRequired[float],
    },
    total=False,
)


#: Overrides of what the build infers from the episode. Omitted: `{}`.
TwinConfigInputParam = TypedDict(
    "TwinConfigInputParam",
    {
        "robot_model": NotRequired[str],
        "objects": NotRequired[Sequence[TwinObjectPlacementParam]],
        "table_height_m": NotRequired[float],
        "camera": NotRequired[TwinConfigInputCameraParam],
        "calibrate_cameras": NotRequired[bool],
    },
    total=False,
)


ValidateTwinRequestParam = TypedDict(
    "ValidateTwinRequestParam",
    {
        "source": Required[ValidateTwinRequestSourceParam],
        "episode_index": NotRequired[int],
        "config": NotRequired[TwinConfigInputParam],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


ValidateTwinBody = ValidateTwinRequestParam


CreateTwinRequestSourceParam = TypedDict(
    "CreateTwinRequestSourceParam",
    {
        "type": NotRequired[Literal["hub"]],
        "repo_id": Required[str],
    },
    total=False,
)


CreateTwinRequestParam = TypedDict(
    "CreateTwinRequestParam",
    {
        "source": Required[CreateTwinRequestSourceParam],
        "episode_index": NotRequired[int],
        "config": NotRequired[TwinConfigInputParam],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


CreateTwinBody = CreateTwinRequestParam


RlPlanRequestParam = TypedDict(
    "RlPlanRequestParam",
    {
        "description": Required[str],
    },
    total=False,
)


PlanRlRunBody = RlPlanRequestParam


#: Move the end effector (site gripperframe) to a target point. Targets are forward kinematics of random joint angles, kept inside the bounds below (so never behind the base). Delta joint-position actions at 50 Hz; reward -d + 0.5(1 - tanh(d/0.05)) - 0.01|a|^2; success = end effector within success_distance_m at the episode's end.
RlReachObjectiveParam = TypedDict(
    "RlReachObjectiveParam",
    {
        "type": Required[Literal["reach"]],
        "success_distance_m": NotRequired[float],
        "episode_steps": NotRequired[int],
        "action_scale_rad": NotRequired[float],
        "target_min_forward_m": NotRequired[float],
        "target_min_height_m": NotRequired[float],
        "target_max_radius_m": NotRequired[float],
        "target_max_yaw_deg": NotRequired[float],
    },
    total=False,
)


#: Grasp a box resting on the floor in front of the arm and lift it. Delta joint-position actions (5 arm joints + gripper) at 50 Hz; reward terms reach (1 - tanh(10 d_box)), grasp (both jaws touching the box), lift (box height above rest, capped at lift_height_m, x 10). Success = box at least lift_height_m above its rest height at the episode's end. Observation 23 (joints, velocities, tool, box, box - tool, box height above rest, episode phase). The actor first learns from an analytic expert (a top-down grasp planned by inverse kinematics from the box's pose at reset; behaviour cloning with DAgger, docs/rl-engine.md), then PPO trains on.
RlLiftObjectiveParam = TypedDict(
    "RlLiftObjectiveParam",
    {
        "type": Required[Literal["lift"]],
        "lift_height_m": NotRequired[float],
        "box_size_m": NotRequired[float],
        "episode_steps": NotRequired[int],
        "action_scale_rad": NotRequired[float],
        "box_min_forward_m": NotRequired[float],
        "box_max_forward_m": NotRequired[float],
        "box_max_side_m": NotRequired[float],
    },
    total=False,
)


#: Pick the twin's object up and put it down where the recorded episode let it go. Runs only in a twin's scene (scene.twin_id; the job gets the twin's folder as --scene_dir): the robot starts at the recording's first frame (keyframe episode_start, the arm's joints jittered by up to 0.03 rad), the object at the twin's calibrated resting pose moved by up to 2 cm in x and y; the target is objective.parameters.target when given, else the twin's place target (on the table under the recorded release point), else its release position. Delta joint-position actions (5 arm joints + gripper, 0.05 rad per step) at 50 Hz; observation 32 (joints, velocities, tool, object, object quaternion, target, object - tool, target - object, episode phase). In a twin whose replay reproduced its grasp the actor first learns from the twin's demonstration (behaviour cloning with DAgger, docs/rl-engine.md), then PPO trains on. Reward terms reach (1 - tanh(10 d_tool_object)), grasp (0.5 while both jaws touch the object), lift (10 x object height above rest, capped at the larger of the target's height and 5 cm), place (2 (1 - tanh(10 d_object_target)) once the object has been lifted 2 cm), action (-0.01|a|^2). Success = the object was lifted 2 cm and ends within place_tolerance_m of the target.
RlPickPlaceObjectiveParam = TypedDict(
    "RlPickPlaceObjectiveParam",
    {
        "type": Required[Literal["pick_place"]],
        "place_tolerance_m": NotRequired[float],
        "success_threshold": NotRequired[float],
        "episode_steps": NotRequired[int],
        "target": NotRequired[Sequence[float] | None],
    },
    total=False,
)


RlTaskSpecSceneParam = TypedDict(
    "RlTaskSpecSceneParam",
    {
        "twin_id": Required[str],
    },
    total=False,
)


RlTaskSpecBudgetParam = TypedDict(
    "RlTaskSpecBudgetParam",
    {
        "env_steps": NotRequired[int],
        "time_limit_s": NotRequired[int],
        "n_envs": NotRequired[int],
    },
    total=False,
)


#: Defaults and bounds as GET /v1/rl_runs/catalog lists them.
RlTaskSpecParam = TypedDict(
    "RlTaskSpecParam",
    {
        "robot": Required[Literal["so101", "panda", "aloha"]],
        "objective": Required[RlReachObjectiveParam | RlLiftObjectiveParam | RlPickPlaceObjectiveParam],
        "scene": NotRequired[RlTaskSpecSceneParam | None],
        "engine": NotRequired[Literal["ppo"]],
        "hardware_tier": NotRequired[str],
        "budget": NotRequired[RlTaskSpecBudgetParam],
    },
    total=False,
)


RlSpecRequestParam = TypedDict(
    "RlSpecRequestParam",
    {
        "spec": Required[RlTaskSpecParam],
        "seeds": NotRequired[int | Sequence[float]],
        "integrations": NotRequired[Sequence[MlflowIntegrationRequestParam | WandbIntegrationRequestParam | TensorboardIntegrationRequestParam]],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


ValidateRlRunBody = RlSpecRequestParam


RlEstimateRequestParam = TypedDict(
    "RlEstimateRequestParam",
    {
        "spec": Required[RlTaskSpecParam],
        "seeds": NotRequired[int | Sequence[float]],
        "integrations": NotRequired[Sequence[MlflowIntegrationRequestParam | WandbIntegrationRequestParam | TensorboardIntegrationRequestParam]],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


EstimateRlRunBody = RlEstimateRequestParam


CreateRlRunsRequestParam = TypedDict(
    "CreateRlRunsRequestParam",
    {
        "spec": Required[RlTaskSpecParam],
        "seeds": NotRequired[int | Sequence[float]],
        "integrations": NotRequired[Sequence[MlflowIntegrationRequestParam | WandbIntegrationRequestParam | TensorboardIntegrationRequestParam]],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


CreateRlRunBody = CreateRlRunsRequestParam


PolicyRefInputOption1Param = TypedDict(
    "PolicyRefInputOption1Param",
    {
        "training_run_id": Required[str],
        "checkpoint": NotRequired[Literal["best"] | int],
    },
    total=False,
)


PolicyRefInputOption2Param = TypedDict(
    "PolicyRefInputOption2Param",
    {
        "rl_run_id": Required[str],
        "checkpoint": NotRequired[Literal["best"] | int],
    },
    total=False,
)


#: How each episode’s start is drawn from its seed. The defaults equal an RL run’s own evaluation, so an RL run’s policy meets the starts it was judged on.
EvaluationRandomisationParam = TypedDict(
    "EvaluationRandomisationParam",
    {
        "object_xy_m": NotRequired[float],
        "object_yaw_deg": NotRequired[float],
        "arm_joint_rad": NotRequired[float],
        "light_scale": NotRequired[float],
    },
    total=False,
)


#: Default `{"name": "pick_place"}`.
EvaluationObjectiveParam = TypedDict(
    "EvaluationObjectiveParam",
    {
        "name": Required[Literal["pick_place", "reach"]],
        "parameters": NotRequired[Mapping[str, float | Sequence[float] | None]],
    },
    total=False,
)


CreateEvaluationRequestParam = TypedDict(
    "CreateEvaluationRequestParam",
    {
        "policy": Required[PolicyRefInputOption1Param | PolicyRefInputOption2Param],
        "twin_id": Required[str],
        "episodes": NotRequired[int],
        "seeds": NotRequired[Sequence[int]],
        "randomisation": NotRequired[EvaluationRandomisationParam],
        "objective": NotRequired[EvaluationObjectiveParam],
        "webhook_metadata": NotRequired[Mapping[str, Any] | None],
    },
    total=False,
)


ValidateEvaluationBody = CreateEvaluationRequestParam


EstimateEvaluationBody = CreateEvaluationRequestParam


CreateEvaluationBody = CreateEvaluationRequestParam


SetWandbCredentialsRequestParam = TypedDict(
    "SetWandbCredentialsRequestParam",
    {
        "api_key": Required[str],
    },
    total=False,
)


UpdateWandbCredentialsBody = SetWandbCredentialsRequestParam


MlflowBasicAuthCredentialsParam = TypedDict(
    "MlflowBasicAuthCredentialsParam",
    {
        "username": Required[str],
        "password": Required[str],
        "tracking_uri": NotRequired[str],
    },
    total=False,
)


MlflowTokenCredentialsParam = TypedDict(
    "MlflowTokenCredentialsParam",
    {
        "token": Required[str],
        "tracking_uri": NotRequired[str],
    },
    total=False,
)


UpdateMlflowCredentialsBody = MlflowBasicAuthCredentialsParam | MlflowTokenCredentialsParam

__all__ = [
    "CreateAugmentationBody",
    "CreateEvaluationBody",
    "CreateKeyBody",
    "CreateRlRunBody",
    "CreateTrainingRunBody",
    "CreateTwinBody",
    "CreateWebhookEndpointBody",
    "EstimateAugmentationBody",
    "EstimateEvaluationBody",
    "EstimateRlRunBody",
    "EstimateTrainingRunBody",
    "InspectDatasetBody",
    "PlanRlRunBody",
    "RotateWebhookEndpointSecretBody",
    "UpdateMlflowCredentialsBody",
    "UpdateWandbCredentialsBody",
    "UpdateWebhookEndpointBody",
    "ValidateEvaluationBody",
    "ValidateRlRunBody",
    "ValidateTwinBody",
]
