"""Contains all the data models used in inputs/outputs"""

from .api_key import ApiKey
from .api_key_list import ApiKeyList
from .api_key_list_object import ApiKeyListObject
from .api_key_object import ApiKeyObject
from .api_key_with_secret import ApiKeyWithSecret
from .augmentation import Augmentation
from .augmentation_config import AugmentationConfig
from .augmentation_config_input import AugmentationConfigInput
from .augmentation_config_input_relight_type_0 import (
    AugmentationConfigInputRelightType0,
)
from .augmentation_config_relight_type_0 import AugmentationConfigRelightType0
from .augmentation_episode import AugmentationEpisode
from .augmentation_episode_list import AugmentationEpisodeList
from .augmentation_episode_list_object import AugmentationEpisodeListObject
from .augmentation_episode_object import AugmentationEpisodeObject
from .augmentation_episode_status import AugmentationEpisodeStatus
from .augmentation_error_type_0 import AugmentationErrorType0
from .augmentation_estimate import AugmentationEstimate
from .augmentation_estimate_breakdown import AugmentationEstimateBreakdown
from .augmentation_estimate_model import AugmentationEstimateModel
from .augmentation_estimate_object import AugmentationEstimateObject
from .augmentation_list import AugmentationList
from .augmentation_list_object import AugmentationListObject
from .augmentation_model import AugmentationModel
from .augmentation_object import AugmentationObject
from .augmentation_output_file import AugmentationOutputFile
from .augmentation_output_input_type_0 import AugmentationOutputInputType0
from .augmentation_output_input_type_0_type import AugmentationOutputInputType0Type
from .augmentation_output_input_type_1 import AugmentationOutputInputType1
from .augmentation_output_input_type_1_type import AugmentationOutputInputType1Type
from .augmentation_output_type_0 import AugmentationOutputType0
from .augmentation_output_type_0_type import AugmentationOutputType0Type
from .augmentation_output_type_1 import AugmentationOutputType1
from .augmentation_output_type_1_type import AugmentationOutputType1Type
from .augmentation_plan import AugmentationPlan
from .augmentation_plan_engine import AugmentationPlanEngine
from .augmentation_plan_relight_type_0 import AugmentationPlanRelightType0
from .augmentation_plan_variations_type_0_item import (
    AugmentationPlanVariationsType0Item,
)
from .augmentation_plan_variations_type_0_item_parameters import (
    AugmentationPlanVariationsType0ItemParameters,
)
from .augmentation_source import AugmentationSource
from .augmentation_source_type import AugmentationSourceType
from .augmentation_status import AugmentationStatus
from .augmentation_tokens import AugmentationTokens
from .augmentation_webhook_metadata_type_0 import AugmentationWebhookMetadataType0
from .create_api_key import CreateApiKey
from .create_api_key_scopes_item import CreateApiKeyScopesItem
from .create_augmentation_request import CreateAugmentationRequest
from .create_augmentation_request_model import CreateAugmentationRequestModel
from .create_augmentation_request_reference_images_item import (
    CreateAugmentationRequestReferenceImagesItem,
)
from .create_augmentation_request_reference_images_item_media_type import (
    CreateAugmentationRequestReferenceImagesItemMediaType,
)
from .create_augmentation_request_source import CreateAugmentationRequestSource
from .create_augmentation_request_source_type import CreateAugmentationRequestSourceType
from .create_augmentation_request_webhook_metadata_type_0 import (
    CreateAugmentationRequestWebhookMetadataType0,
)
from .create_evaluation_request import CreateEvaluationRequest
from .create_evaluation_request_webhook_metadata_type_0 import (
    CreateEvaluationRequestWebhookMetadataType0,
)
from .create_rl_runs_request import CreateRlRunsRequest
from .create_rl_runs_request_webhook_metadata_type_0 import (
    CreateRlRunsRequestWebhookMetadataType0,
)
from .create_training_runs_request import CreateTrainingRunsRequest
from .create_training_runs_request_cameras import CreateTrainingRunsRequestCameras
from .create_training_runs_request_cameras_rename import (
    CreateTrainingRunsRequestCamerasRename,
)
from .create_training_runs_request_config import CreateTrainingRunsRequestConfig
from .create_training_runs_request_config_evaluation import (
    CreateTrainingRunsRequestConfigEvaluation,
)
from .create_training_runs_request_dataset import CreateTrainingRunsRequestDataset
from .create_training_runs_request_output import CreateTrainingRunsRequestOutput
from .create_training_runs_request_webhook_metadata_type_0 import (
    CreateTrainingRunsRequestWebhookMetadataType0,
)
from .create_twin_request import CreateTwinRequest
from .create_twin_request_source import CreateTwinRequestSource
from .create_twin_request_source_type import CreateTwinRequestSourceType
from .create_twin_request_webhook_metadata_type_0 import (
    CreateTwinRequestWebhookMetadataType0,
)
from .create_webhook_endpoint_body import CreateWebhookEndpointBody
from .create_webhook_endpoint_body_metadata import CreateWebhookEndpointBodyMetadata
from .credit_balance import CreditBalance
from .credit_balance_object import CreditBalanceObject
from .credit_balance_unit import CreditBalanceUnit
from .dataset import Dataset
from .dataset_access import DatasetAccess
from .dataset_error_type_0 import DatasetErrorType0
from .dataset_inspect_request import DatasetInspectRequest
from .dataset_inspection import DatasetInspection
from .dataset_inspection_cameras_item import DatasetInspectionCamerasItem
from .dataset_inspection_features import DatasetInspectionFeatures
from .dataset_inspection_features_additional_property import (
    DatasetInspectionFeaturesAdditionalProperty,
)
from .dataset_inspection_object import DatasetInspectionObject
from .dataset_list import DatasetList
from .dataset_list_object import DatasetListObject
from .dataset_object import DatasetObject
from .dataset_summary_type_0 import DatasetSummaryType0
from .deleted_integration_credentials import DeletedIntegrationCredentials
from .deleted_integration_credentials_object import DeletedIntegrationCredentialsObject
from .deleted_integration_credentials_type import DeletedIntegrationCredentialsType
from .deleted_webhook_endpoint import DeletedWebhookEndpoint
from .deleted_webhook_endpoint_object import DeletedWebhookEndpointObject
from .download_augmentation_frame_side import DownloadAugmentationFrameSide
from .download_rl_run_checkpoint_format import DownloadRlRunCheckpointFormat
from .error import Error
from .error_error import ErrorError
from .error_error_details_type_0 import ErrorErrorDetailsType0
from .error_error_type import ErrorErrorType
from .evaluation import Evaluation
from .evaluation_episode import EvaluationEpisode
from .evaluation_episode_list import EvaluationEpisodeList
from .evaluation_episode_list_object import EvaluationEpisodeListObject
from .evaluation_episode_object import EvaluationEpisodeObject
from .evaluation_episode_start import EvaluationEpisodeStart
from .evaluation_error_type_0 import EvaluationErrorType0
from .evaluation_estimate import EvaluationEstimate
from .evaluation_estimate_object import EvaluationEstimateObject
from .evaluation_failure_modes_type_0 import EvaluationFailureModesType0
from .evaluation_file import EvaluationFile
from .evaluation_file_list import EvaluationFileList
from .evaluation_file_list_object import EvaluationFileListObject
from .evaluation_file_object import EvaluationFileObject
from .evaluation_interval import EvaluationInterval
from .evaluation_interval_method import EvaluationIntervalMethod
from .evaluation_list import EvaluationList
from .evaluation_list_object import EvaluationListObject
from .evaluation_object import EvaluationObject
from .evaluation_objective import EvaluationObjective
from .evaluation_objective_name import EvaluationObjectiveName
from .evaluation_objective_parameters import EvaluationObjectiveParameters
from .evaluation_objective_view import EvaluationObjectiveView
from .evaluation_objective_view_parameters import EvaluationObjectiveViewParameters
from .evaluation_outputs_type_0 import EvaluationOutputsType0
from .evaluation_outputs_type_0_archive import EvaluationOutputsType0Archive
from .evaluation_policy import EvaluationPolicy
from .evaluation_policy_kind import EvaluationPolicyKind
from .evaluation_policy_type import EvaluationPolicyType
from .evaluation_randomisation import EvaluationRandomisation
from .evaluation_randomisation_values import EvaluationRandomisationValues
from .evaluation_status import EvaluationStatus
from .evaluation_tokens import EvaluationTokens
from .evaluation_validation import EvaluationValidation
from .evaluation_validation_object import EvaluationValidationObject
from .evaluation_validation_policy import EvaluationValidationPolicy
from .evaluation_validation_policy_kind import EvaluationValidationPolicyKind
from .evaluation_validation_policy_type import EvaluationValidationPolicyType
from .evaluation_verdict_type_0 import EvaluationVerdictType0
from .evaluation_webhook_metadata_type_0 import EvaluationWebhookMetadataType0
from .event import Event
from .event_data import EventData
from .event_data_object import EventDataObject
from .event_list import EventList
from .event_list_object import EventListObject
from .event_object import EventObject
from .event_webhook_metadata_type_0 import EventWebhookMetadataType0
from .hardware_tier import HardwareTier
from .hardware_tier_list import HardwareTierList
from .hardware_tier_list_object import HardwareTierListObject
from .hardware_tier_object import HardwareTierObject
from .integration_credentials import IntegrationCredentials
from .integration_credentials_list import IntegrationCredentialsList
from .integration_credentials_list_object import IntegrationCredentialsListObject
from .integration_credentials_object import IntegrationCredentialsObject
from .integration_credentials_type import IntegrationCredentialsType
from .list_augmentations_status import ListAugmentationsStatus
from .list_evaluations_status import ListEvaluationsStatus
from .list_rl_runs_status import ListRlRunsStatus
from .list_training_runs_status import ListTrainingRunsStatus
from .list_twins_status import ListTwinsStatus
from .list_webhook_endpoint_deliveries_status import ListWebhookEndpointDeliveriesStatus
from .mlflow_basic_auth_credentials import MlflowBasicAuthCredentials
from .mlflow_integration import MlflowIntegration
from .mlflow_integration_request import MlflowIntegrationRequest
from .mlflow_integration_request_type import MlflowIntegrationRequestType
from .mlflow_integration_status import MlflowIntegrationStatus
from .mlflow_integration_type import MlflowIntegrationType
from .mlflow_token_credentials import MlflowTokenCredentials
from .operation import Operation
from .operation_error_type_0 import OperationErrorType0
from .operation_object import OperationObject
from .operation_status import OperationStatus
from .policy_ref_input_type_0 import PolicyRefInputType0
from .policy_ref_input_type_0_checkpoint_type_0 import (
    PolicyRefInputType0CheckpointType0,
)
from .policy_ref_input_type_1 import PolicyRefInputType1
from .policy_ref_input_type_1_checkpoint_type_0 import (
    PolicyRefInputType1CheckpointType0,
)
from .relight_params import RelightParams
from .rl_catalog import RlCatalog
from .rl_catalog_budget import RlCatalogBudget
from .rl_catalog_budget_additional_property import RlCatalogBudgetAdditionalProperty
from .rl_catalog_engines_item import RlCatalogEnginesItem
from .rl_catalog_hardware_tiers_item import RlCatalogHardwareTiersItem
from .rl_catalog_object import RlCatalogObject
from .rl_catalog_objectives_item import RlCatalogObjectivesItem
from .rl_catalog_objectives_item_parameters import RlCatalogObjectivesItemParameters
from .rl_catalog_objectives_item_parameters_additional_property import (
    RlCatalogObjectivesItemParametersAdditionalProperty,
)
from .rl_catalog_objectives_item_point_parameters import (
    RlCatalogObjectivesItemPointParameters,
)
from .rl_catalog_robots_item import RlCatalogRobotsItem
from .rl_catalog_robots_item_action_space import RlCatalogRobotsItemActionSpace
from .rl_checkpoint import RlCheckpoint
from .rl_checkpoint_checkpoint import RlCheckpointCheckpoint
from .rl_checkpoint_list import RlCheckpointList
from .rl_checkpoint_list_object import RlCheckpointListObject
from .rl_checkpoint_object import RlCheckpointObject
from .rl_checkpoint_onnx import RlCheckpointOnnx
from .rl_estimate import RlEstimate
from .rl_estimate_assumptions import RlEstimateAssumptions
from .rl_estimate_object import RlEstimateObject
from .rl_estimate_request import RlEstimateRequest
from .rl_estimate_request_webhook_metadata_type_0 import (
    RlEstimateRequestWebhookMetadataType0,
)
from .rl_estimate_warnings_item import RlEstimateWarningsItem
from .rl_file import RlFile
from .rl_file_list import RlFileList
from .rl_file_list_object import RlFileListObject
from .rl_file_object import RlFileObject
from .rl_lift_objective import RlLiftObjective
from .rl_lift_objective_type import RlLiftObjectiveType
from .rl_metrics_page import RlMetricsPage
from .rl_metrics_page_object import RlMetricsPageObject
from .rl_metrics_point import RlMetricsPoint
from .rl_metrics_point_object import RlMetricsPointObject
from .rl_metrics_point_reward_terms import RlMetricsPointRewardTerms
from .rl_pick_place_objective import RlPickPlaceObjective
from .rl_pick_place_objective_type import RlPickPlaceObjectiveType
from .rl_plan import RlPlan
from .rl_plan_object import RlPlanObject
from .rl_plan_request import RlPlanRequest
from .rl_plan_spec import RlPlanSpec
from .rl_point_bounds import RlPointBounds
from .rl_point_bounds_components_item_type_0 import RlPointBoundsComponentsItemType0
from .rl_point_bounds_components_item_type_1 import RlPointBoundsComponentsItemType1
from .rl_point_bounds_components_item_type_2 import RlPointBoundsComponentsItemType2
from .rl_point_bounds_unit import RlPointBoundsUnit
from .rl_reach_objective import RlReachObjective
from .rl_reach_objective_type import RlReachObjectiveType
from .rl_report import RlReport
from .rl_report_checks_item import RlReportChecksItem
from .rl_report_clip import RlReportClip
from .rl_report_evaluation import RlReportEvaluation
from .rl_report_evaluation_config import RlReportEvaluationConfig
from .rl_report_judge import RlReportJudge
from .rl_report_object import RlReportObject
from .rl_report_packages import RlReportPackages
from .rl_report_scene import RlReportScene
from .rl_report_scene_hash import RlReportSceneHash
from .rl_report_training import RlReportTraining
from .rl_report_verdict import RlReportVerdict
from .rl_run import RlRun
from .rl_run_error_type_0 import RlRunErrorType0
from .rl_run_list import RlRunList
from .rl_run_list_object import RlRunListObject
from .rl_run_metrics import RlRunMetrics
from .rl_run_metrics_reward_terms import RlRunMetricsRewardTerms
from .rl_run_object import RlRunObject
from .rl_run_outputs_type_0 import RlRunOutputsType0
from .rl_run_outputs_type_0_archive import RlRunOutputsType0Archive
from .rl_run_outputs_type_0_onnx_parity import RlRunOutputsType0OnnxParity
from .rl_run_page import RlRunPage
from .rl_run_page_object import RlRunPageObject
from .rl_run_status import RlRunStatus
from .rl_run_tokens import RlRunTokens
from .rl_run_verdict_type_1 import RlRunVerdictType1
from .rl_run_verdict_type_2_type_1 import RlRunVerdictType2Type1
from .rl_run_verdict_type_3_type_1 import RlRunVerdictType3Type1
from .rl_run_webhook_metadata_type_0 import RlRunWebhookMetadataType0
from .rl_spec_request import RlSpecRequest
from .rl_spec_request_webhook_metadata_type_0 import RlSpecRequestWebhookMetadataType0
from .rl_task_spec import RlTaskSpec
from .rl_task_spec_budget import RlTaskSpecBudget
from .rl_task_spec_engine import RlTaskSpecEngine
from .rl_task_spec_robot import RlTaskSpecRobot
from .rl_task_spec_scene_type_0 import RlTaskSpecSceneType0
from .rl_validation import RlValidation
from .rl_validation_object import RlValidationObject
from .rl_validation_problems_item import RlValidationProblemsItem
from .rl_validation_warnings_item import RlValidationWarningsItem
from .rotate_webhook_secret_request import RotateWebhookSecretRequest
from .rotated_webhook_endpoint import RotatedWebhookEndpoint
from .set_wandb_credentials_request import SetWandbCredentialsRequest
from .tensorboard_integration import TensorboardIntegration
from .tensorboard_integration_request import TensorboardIntegrationRequest
from .tensorboard_integration_request_type import TensorboardIntegrationRequestType
from .tensorboard_integration_status import TensorboardIntegrationStatus
from .tensorboard_integration_type import TensorboardIntegrationType
from .training_checkpoint import TrainingCheckpoint
from .training_checkpoint_list import TrainingCheckpointList
from .training_checkpoint_list_object import TrainingCheckpointListObject
from .training_checkpoint_object import TrainingCheckpointObject
from .training_policy import TrainingPolicy
from .training_policy_list import TrainingPolicyList
from .training_policy_list_object import TrainingPolicyListObject
from .training_policy_object import TrainingPolicyObject
from .training_run import TrainingRun
from .training_run_cameras import TrainingRunCameras
from .training_run_cameras_rename import TrainingRunCamerasRename
from .training_run_config import TrainingRunConfig
from .training_run_config_evaluation import TrainingRunConfigEvaluation
from .training_run_dataset import TrainingRunDataset
from .training_run_error_type_0 import TrainingRunErrorType0
from .training_run_estimate import TrainingRunEstimate
from .training_run_estimate_assumptions import TrainingRunEstimateAssumptions
from .training_run_estimate_object import TrainingRunEstimateObject
from .training_run_estimate_request import TrainingRunEstimateRequest
from .training_run_estimate_request_cameras import TrainingRunEstimateRequestCameras
from .training_run_estimate_request_cameras_rename import (
    TrainingRunEstimateRequestCamerasRename,
)
from .training_run_estimate_request_config import TrainingRunEstimateRequestConfig
from .training_run_estimate_request_config_evaluation import (
    TrainingRunEstimateRequestConfigEvaluation,
)
from .training_run_estimate_request_dataset import TrainingRunEstimateRequestDataset
from .training_run_estimate_request_output import TrainingRunEstimateRequestOutput
from .training_run_estimate_request_webhook_metadata_type_0 import (
    TrainingRunEstimateRequestWebhookMetadataType0,
)
from .training_run_eval_type_0 import TrainingRunEvalType0
from .training_run_list import TrainingRunList
from .training_run_list_object import TrainingRunListObject
from .training_run_logs import TrainingRunLogs
from .training_run_logs_object import TrainingRunLogsObject
from .training_run_metrics import TrainingRunMetrics
from .training_run_object import TrainingRunObject
from .training_run_output import TrainingRunOutput
from .training_run_page import TrainingRunPage
from .training_run_page_object import TrainingRunPageObject
from .training_run_tokens import TrainingRunTokens
from .training_run_webhook_metadata_type_0 import TrainingRunWebhookMetadataType0
from .twin import Twin
from .twin_camera import TwinCamera
from .twin_catalog import TwinCatalog
from .twin_catalog_engines_item import TwinCatalogEnginesItem
from .twin_catalog_object import TwinCatalogObject
from .twin_catalog_robots_item import TwinCatalogRobotsItem
from .twin_config import TwinConfig
from .twin_config_input import TwinConfigInput
from .twin_config_input_camera import TwinConfigInputCamera
from .twin_dataset_camera import TwinDatasetCamera
from .twin_download_type_0 import TwinDownloadType0
from .twin_error_type_0 import TwinErrorType0
from .twin_file import TwinFile
from .twin_file_list import TwinFileList
from .twin_file_list_object import TwinFileListObject
from .twin_file_object import TwinFileObject
from .twin_list import TwinList
from .twin_list_object import TwinListObject
from .twin_object import TwinObject
from .twin_object_placement import TwinObjectPlacement
from .twin_scene_objects import TwinSceneObjects
from .twin_scene_objects_objects_item import TwinSceneObjectsObjectsItem
from .twin_source import TwinSource
from .twin_source_type import TwinSourceType
from .twin_stage import TwinStage
from .twin_status import TwinStatus
from .twin_tokens import TwinTokens
from .twin_validation import TwinValidation
from .twin_validation_object import TwinValidationObject
from .twin_validation_problems_item import TwinValidationProblemsItem
from .twin_validation_robot_model import TwinValidationRobotModel
from .twin_validation_source import TwinValidationSource
from .twin_validation_source_type import TwinValidationSourceType
from .twin_webhook_metadata import TwinWebhookMetadata
from .update_webhook_endpoint_body import UpdateWebhookEndpointBody
from .update_webhook_endpoint_body_metadata import UpdateWebhookEndpointBodyMetadata
from .update_webhook_endpoint_body_status import UpdateWebhookEndpointBodyStatus
from .usage import Usage
from .usage_object import UsageObject
from .usage_record import UsageRecord
from .usage_record_entries_item import UsageRecordEntriesItem
from .usage_record_entries_item_kind import UsageRecordEntriesItemKind
from .usage_record_object import UsageRecordObject
from .validate_twin_request import ValidateTwinRequest
from .validate_twin_request_source import ValidateTwinRequestSource
from .validate_twin_request_source_type import ValidateTwinRequestSourceType
from .validate_twin_request_webhook_metadata_type_0 import (
    ValidateTwinRequestWebhookMetadataType0,
)
from .wandb_integration import WandbIntegration
from .wandb_integration_request import WandbIntegrationRequest
from .wandb_integration_request_type import WandbIntegrationRequestType
from .wandb_integration_status import WandbIntegrationStatus
from .wandb_integration_type import WandbIntegrationType
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_attempt import WebhookDeliveryAttempt
from .webhook_delivery_list import WebhookDeliveryList
from .webhook_delivery_list_object import WebhookDeliveryListObject
from .webhook_delivery_object import WebhookDeliveryObject
from .webhook_delivery_resend import WebhookDeliveryResend
from .webhook_delivery_resend_object import WebhookDeliveryResendObject
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_endpoint import WebhookEndpoint
from .webhook_endpoint_list import WebhookEndpointList
from .webhook_endpoint_list_object import WebhookEndpointListObject
from .webhook_endpoint_metadata import WebhookEndpointMetadata
from .webhook_endpoint_object import WebhookEndpointObject
from .webhook_endpoint_status import WebhookEndpointStatus
from .webhook_endpoint_with_secret import WebhookEndpointWithSecret
from .webhook_test_event import WebhookTestEvent
from .webhook_test_event_object import WebhookTestEventObject
from .webhook_test_event_type import WebhookTestEventType

__all__ = (
    "ApiKey",
    "ApiKeyList",
    "ApiKeyListObject",
    "ApiKeyObject",
    "ApiKeyWithSecret",
    "Augmentation",
    "AugmentationConfig",
    "AugmentationConfigInput",
    "AugmentationConfigInputRelightType0",
    "AugmentationConfigRelightType0",
    "AugmentationEpisode",
    "AugmentationEpisodeList",
    "AugmentationEpisodeListObject",
    "AugmentationEpisodeObject",
    "AugmentationEpisodeStatus",
    "AugmentationErrorType0",
    "AugmentationEstimate",
    "AugmentationEstimateBreakdown",
    "AugmentationEstimateModel",
    "AugmentationEstimateObject",
    "AugmentationList",
    "AugmentationListObject",
    "AugmentationModel",
    "AugmentationObject",
    "AugmentationOutputFile",
    "AugmentationOutputInputType0",
    "AugmentationOutputInputType0Type",
    "AugmentationOutputInputType1",
    "AugmentationOutputInputType1Type",
    "AugmentationOutputType0",
    "AugmentationOutputType0Type",
    "AugmentationOutputType1",
    "AugmentationOutputType1Type",
    "AugmentationPlan",
    "AugmentationPlanEngine",
    "AugmentationPlanRelightType0",
    "AugmentationPlanVariationsType0Item",
    "AugmentationPlanVariationsType0ItemParameters",
    "AugmentationSource",
    "AugmentationSourceType",
    "AugmentationStatus",
    "AugmentationTokens",
    "AugmentationWebhookMetadataType0",
    "CreateApiKey",
    "CreateApiKeyScopesItem",
    "CreateAugmentationRequest",
    "CreateAugmentationRequestModel",
    "CreateAugmentationRequestReferenceImagesItem",
    "CreateAugmentationRequestReferenceImagesItemMediaType",
    "CreateAugmentationRequestSource",
    "CreateAugmentationRequestSourceType",
    "CreateAugmentationRequestWebhookMetadataType0",
    "CreateEvaluationRequest",
    "CreateEvaluationRequestWebhookMetadataType0",
    "CreateRlRunsRequest",
    "CreateRlRunsRequestWebhookMetadataType0",
    "CreateTrainingRunsRequest",
    "CreateTrainingRunsRequestCameras",
    "CreateTrainingRunsRequestCamerasRename",
    "CreateTrainingRunsRequestConfig",
    "CreateTrainingRunsRequestConfigEvaluation",
    "CreateTrainingRunsRequestDataset",
    "CreateTrainingRunsRequestOutput",
    "CreateTrainingRunsRequestWebhookMetadataType0",
    "CreateTwinRequest",
    "CreateTwinRequestSource",
    "CreateTwinRequestSourceType",
    "CreateTwinRequestWebhookMetadataType0",
    "CreateWebhookEndpointBody",
    "CreateWebhookEndpointBodyMetadata",
    "CreditBalance",
    "CreditBalanceObject",
    "CreditBalanceUnit",
    "Dataset",
    "DatasetAccess",
    "DatasetErrorType0",
    "DatasetInspectRequest",
    "DatasetInspection",
    "DatasetInspectionCamerasItem",
    "DatasetInspectionFeatures",
    "DatasetInspectionFeaturesAdditionalProperty",
    "DatasetInspectionObject",
    "DatasetList",
    "DatasetListObject",
    "DatasetObject",
    "DatasetSummaryType0",
    "DeletedIntegrationCredentials",
    "DeletedIntegrationCredentialsObject",
    "DeletedIntegrationCredentialsType",
    "DeletedWebhookEndpoint",
    "DeletedWebhookEndpointObject",
    "DownloadAugmentationFrameSide",
    "DownloadRlRunCheckpointFormat",
    "Error",
    "ErrorError",
    "ErrorErrorDetailsType0",
    "ErrorErrorType",
    "Evaluation",
    "EvaluationEpisode",
    "EvaluationEpisodeList",
    "EvaluationEpisodeListObject",
    "EvaluationEpisodeObject",
    "EvaluationEpisodeStart",
    "EvaluationErrorType0",
    "EvaluationEstimate",
    "EvaluationEstimateObject",
    "EvaluationFailureModesType0",
    "EvaluationFile",
    "EvaluationFileList",
    "EvaluationFileListObject",
    "EvaluationFileObject",
    "EvaluationInterval",
    "EvaluationIntervalMethod",
    "EvaluationList",
    "EvaluationListObject",
    "EvaluationObject",
    "EvaluationObjective",
    "EvaluationObjectiveName",
    "EvaluationObjectiveParameters",
    "EvaluationObjectiveView",
    "EvaluationObjectiveViewParameters",
    "EvaluationOutputsType0",
    "EvaluationOutputsType0Archive",
    "EvaluationPolicy",
    "EvaluationPolicyKind",
    "EvaluationPolicyType",
    "EvaluationRandomisation",
    "EvaluationRandomisationValues",
    "EvaluationStatus",
    "EvaluationTokens",
    "EvaluationValidation",
    "EvaluationValidationObject",
    "EvaluationValidationPolicy",
    "EvaluationValidationPolicyKind",
    "EvaluationValidationPolicyType",
    "EvaluationVerdictType0",
    "EvaluationWebhookMetadataType0",
    "Event",
    "EventData",
    "EventDataObject",
    "EventList",
    "EventListObject",
    "EventObject",
    "EventWebhookMetadataType0",
    "HardwareTier",
    "HardwareTierList",
    "HardwareTierListObject",
    "HardwareTierObject",
    "IntegrationCredentials",
    "IntegrationCredentialsList",
    "IntegrationCredentialsListObject",
    "IntegrationCredentialsObject",
    "IntegrationCredentialsType",
    "ListAugmentationsStatus",
    "ListEvaluationsStatus",
    "ListRlRunsStatus",
    "ListTrainingRunsStatus",
    "ListTwinsStatus",
    "ListWebhookEndpointDeliveriesStatus",
    "MlflowBasicAuthCredentials",
    "MlflowIntegration",
    "MlflowIntegrationRequest",
    "MlflowIntegrationRequestType",
    "MlflowIntegrationStatus",
    "MlflowIntegrationType",
    "MlflowTokenCredentials",
    "Operation",
    "OperationErrorType0",
    "OperationObject",
    "OperationStatus",
    "PolicyRefInputType0",
    "PolicyRefInputType0CheckpointType0",
    "PolicyRefInputType1",
    "PolicyRefInputType1CheckpointType0",
    "RelightParams",
    "RlCatalog",
    "RlCatalogBudget",
    "RlCatalogBudgetAdditionalProperty",
    "RlCatalogEnginesItem",
    "RlCatalogHardwareTiersItem",
    "RlCatalogObject",
    "RlCatalogObjectivesItem",
    "RlCatalogObjectivesItemParameters",
    "RlCatalogObjectivesItemParametersAdditionalProperty",
    "RlCatalogObjectivesItemPointParameters",
    "RlCatalogRobotsItem",
    "RlCatalogRobotsItemActionSpace",
    "RlCheckpoint",
    "RlCheckpointCheckpoint",
    "RlCheckpointList",
    "RlCheckpointListObject",
    "RlCheckpointObject",
    "RlCheckpointOnnx",
    "RlEstimate",
    "RlEstimateAssumptions",
    "RlEstimateObject",
    "RlEstimateRequest",
    "RlEstimateRequestWebhookMetadataType0",
    "RlEstimateWarningsItem",
    "RlFile",
    "RlFileList",
    "RlFileListObject",
    "RlFileObject",
    "RlLiftObjective",
    "RlLiftObjectiveType",
    "RlMetricsPage",
    "RlMetricsPageObject",
    "RlMetricsPoint",
    "RlMetricsPointObject",
    "RlMetricsPointRewardTerms",
    "RlPickPlaceObjective",
    "RlPickPlaceObjectiveType",
    "RlPlan",
    "RlPlanObject",
    "RlPlanRequest",
    "RlPlanSpec",
    "RlPointBounds",
    "RlPointBoundsComponentsItemType0",
    "RlPointBoundsComponentsItemType1",
    "RlPointBoundsComponentsItemType2",
    "RlPointBoundsUnit",
    "RlReachObjective",
    "RlReachObjectiveType",
    "RlReport",
    "RlReportChecksItem",
    "RlReportClip",
    "RlReportEvaluation",
    "RlReportEvaluationConfig",
    "RlReportJudge",
    "RlReportObject",
    "RlReportPackages",
    "RlReportScene",
    "RlReportSceneHash",
    "RlReportTraining",
    "RlReportVerdict",
    "RlRun",
    "RlRunErrorType0",
    "RlRunList",
    "RlRunListObject",
    "RlRunMetrics",
    "RlRunMetricsRewardTerms",
    "RlRunObject",
    "RlRunOutputsType0",
    "RlRunOutputsType0Archive",
    "RlRunOutputsType0OnnxParity",
    "RlRunPage",
    "RlRunPageObject",
    "RlRunStatus",
    "RlRunTokens",
    "RlRunVerdictType1",
    "RlRunVerdictType2Type1",
    "RlRunVerdictType3Type1",
    "RlRunWebhookMetadataType0",
    "RlSpecRequest",
    "RlSpecRequestWebhookMetadataType0",
    "RlTaskSpec",
    "RlTaskSpecBudget",
    "RlTaskSpecEngine",
    "RlTaskSpecRobot",
    "RlTaskSpecSceneType0",
    "RlValidation",
    "RlValidationObject",
    "RlValidationProblemsItem",
    "RlValidationWarningsItem",
    "RotateWebhookSecretRequest",
    "RotatedWebhookEndpoint",
    "SetWandbCredentialsRequest",
    "TensorboardIntegration",
    "TensorboardIntegrationRequest",
    "TensorboardIntegrationRequestType",
    "TensorboardIntegrationStatus",
    "TensorboardIntegrationType",
    "TrainingCheckpoint",
    "TrainingCheckpointList",
    "TrainingCheckpointListObject",
    "TrainingCheckpointObject",
    "TrainingPolicy",
    "TrainingPolicyList",
    "TrainingPolicyListObject",
    "TrainingPolicyObject",
    "TrainingRun",
    "TrainingRunCameras",
    "TrainingRunCamerasRename",
    "TrainingRunConfig",
    "TrainingRunConfigEvaluation",
    "TrainingRunDataset",
    "TrainingRunErrorType0",
    "TrainingRunEstimate",
    "TrainingRunEstimateAssumptions",
    "TrainingRunEstimateObject",
    "TrainingRunEstimateRequest",
    "TrainingRunEstimateRequestCameras",
    "TrainingRunEstimateRequestCamerasRename",
    "TrainingRunEstimateRequestConfig",
    "TrainingRunEstimateRequestConfigEvaluation",
    "TrainingRunEstimateRequestDataset",
    "TrainingRunEstimateRequestOutput",
    "TrainingRunEstimateRequestWebhookMetadataType0",
    "TrainingRunEvalType0",
    "TrainingRunList",
    "TrainingRunListObject",
    "TrainingRunLogs",
    "TrainingRunLogsObject",
    "TrainingRunMetrics",
    "TrainingRunObject",
    "TrainingRunOutput",
    "TrainingRunPage",
    "TrainingRunPageObject",
    "TrainingRunTokens",
    "TrainingRunWebhookMetadataType0",
    "Twin",
    "TwinCamera",
    "TwinCatalog",
    "TwinCatalogEnginesItem",
    "TwinCatalogObject",
    "TwinCatalogRobotsItem",
    "TwinConfig",
    "TwinConfigInput",
    "TwinConfigInputCamera",
    "TwinDatasetCamera",
    "TwinDownloadType0",
    "TwinErrorType0",
    "TwinFile",
    "TwinFileList",
    "TwinFileListObject",
    "TwinFileObject",
    "TwinList",
    "TwinListObject",
    "TwinObject",
    "TwinObjectPlacement",
    "TwinSceneObjects",
    "TwinSceneObjectsObjectsItem",
    "TwinSource",
    "TwinSourceType",
    "TwinStage",
    "TwinStatus",
    "TwinTokens",
    "TwinValidation",
    "TwinValidationObject",
    "TwinValidationProblemsItem",
    "TwinValidationRobotModel",
    "TwinValidationSource",
    "TwinValidationSourceType",
    "TwinWebhookMetadata",
    "UpdateWebhookEndpointBody",
    "UpdateWebhookEndpointBodyMetadata",
    "UpdateWebhookEndpointBodyStatus",
    "Usage",
    "UsageObject",
    "UsageRecord",
    "UsageRecordEntriesItem",
    "UsageRecordEntriesItemKind",
    "UsageRecordObject",
    "ValidateTwinRequest",
    "ValidateTwinRequestSource",
    "ValidateTwinRequestSourceType",
    "ValidateTwinRequestWebhookMetadataType0",
    "WandbIntegration",
    "WandbIntegrationRequest",
    "WandbIntegrationRequestType",
    "WandbIntegrationStatus",
    "WandbIntegrationType",
    "WebhookDelivery",
    "WebhookDeliveryAttempt",
    "WebhookDeliveryList",
    "WebhookDeliveryListObject",
    "WebhookDeliveryObject",
    "WebhookDeliveryResend",
    "WebhookDeliveryResendObject",
    "WebhookDeliveryStatus",
    "WebhookEndpoint",
    "WebhookEndpointList",
    "WebhookEndpointListObject",
    "WebhookEndpointMetadata",
    "WebhookEndpointObject",
    "WebhookEndpointStatus",
    "WebhookEndpointWithSecret",
    "WebhookTestEvent",
    "WebhookTestEventObject",
    "WebhookTestEventType",
)
