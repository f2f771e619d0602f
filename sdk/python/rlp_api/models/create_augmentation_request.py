from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_augmentation_request_model import (
    CreateAugmentationRequestModel,
    check_create_augmentation_request_model,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.augmentation_config_input import AugmentationConfigInput
    from ..models.augmentation_output_input_type_0 import AugmentationOutputInputType0
    from ..models.augmentation_output_input_type_1 import AugmentationOutputInputType1
    from ..models.create_augmentation_request_reference_images_item import (
        CreateAugmentationRequestReferenceImagesItem,
    )
    from ..models.create_augmentation_request_source import (
        CreateAugmentationRequestSource,
    )
    from ..models.create_augmentation_request_webhook_metadata_type_0 import (
        CreateAugmentationRequestWebhookMetadataType0,
    )


T = TypeVar("T", bound="CreateAugmentationRequest")


@_attrs_define
class CreateAugmentationRequest:
    """
    Attributes:
        source (CreateAugmentationRequestSource):
        instructions (str):  Example: one stop darker, warm tungsten light.
        config (AugmentationConfigInput | Unset): Omitted: `{"episode_count": 3}` (relight covers every episode).
        output (AugmentationOutputInputType0 | AugmentationOutputInputType1 | Unset): Where the result goes. Omitted:
            `{"type": "download"}`.
        model (CreateAugmentationRequestModel | Unset):  Default: 'auto'.
        reference_images (list[CreateAugmentationRequestReferenceImagesItem] | Unset):
        webhook_metadata (CreateAugmentationRequestWebhookMetadataType0 | None | Unset): Opaque JSON object echoed on
            the resource, its events and webhook payloads. At most 50 keys of at most 40 characters, string values (at any
            depth) of at most 500 characters, nested at most 5 levels, and at most 16384 bytes as JSON.
    """

    source: CreateAugmentationRequestSource
    instructions: str
    config: AugmentationConfigInput | Unset = UNSET
    output: AugmentationOutputInputType0 | AugmentationOutputInputType1 | Unset = UNSET
    model: CreateAugmentationRequestModel | Unset = "auto"
    reference_images: list[CreateAugmentationRequestReferenceImagesItem] | Unset = UNSET
    webhook_metadata: CreateAugmentationRequestWebhookMetadataType0 | None | Unset = (
        UNSET
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.augmentation_output_input_type_0 import (
            AugmentationOutputInputType0,
        )
        from ..models.create_augmentation_request_webhook_metadata_type_0 import (
            CreateAugmentationRequestWebhookMetadataType0,
        )

        source = self.source.to_dict()

        instructions = self.instructions

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        output: dict[str, Any] | Unset
        if isinstance(self.output, Unset):
            output = UNSET
        elif isinstance(self.output, AugmentationOutputInputType0):
            output = self.output.to_dict()
        else:
            output = self.output.to_dict()

        model: str | Unset = UNSET
        if not isinstance(self.model, Unset):
            model = self.model

        reference_images: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reference_images, Unset):
            reference_images = []
            for reference_images_item_data in self.reference_images:
                reference_images_item = reference_images_item_data.to_dict()
                reference_images.append(reference_images_item)

        webhook_metadata: dict[str, Any] | None | Unset
        if isinstance(self.webhook_metadata, Unset):
            webhook_metadata = UNSET
        elif isinstance(
            self.webhook_metadata, CreateAugmentationRequestWebhookMetadataType0
        ):
            webhook_metadata = self.webhook_metadata.to_dict()
        else:
            webhook_metadata = self.webhook_metadata

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "instructions": instructions,
            }
        )
        if config is not UNSET:
            field_dict["config"] = config
        if output is not UNSET:
            field_dict["output"] = output
        if model is not UNSET:
            field_dict["model"] = model
        if reference_images is not UNSET:
            field_dict["reference_images"] = reference_images
        if webhook_metadata is not UNSET:
            field_dict["webhook_metadata"] = webhook_metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.augmentation_config_input import AugmentationConfigInput
        from ..models.augmentation_output_input_type_0 import (
            AugmentationOutputInputType0,
        )
        from ..models.augmentation_output_input_type_1 import (
            AugmentationOutputInputType1,
        )
        from ..models.create_augmentation_request_reference_images_item import (
            CreateAugmentationRequestReferenceImagesItem,
        )
        from ..models.create_augmentation_request_source import (
            CreateAugmentationRequestSource,
        )
        from ..models.create_augmentation_request_webhook_metadata_type_0 import (
            CreateAugmentationRequestWebhookMetadataType0,
        )

        d = dict(src_dict)
        source = CreateAugmentationRequestSource.from_dict(d.pop("source"))

        instructions = d.pop("instructions")

        _config = d.pop("config", UNSET)
        config: AugmentationConfigInput | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = AugmentationConfigInput.from_dict(_config)

        def _parse_output(
            data: object,
        ) -> AugmentationOutputInputType0 | AugmentationOutputInputType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_augmentation_output_input_type_0 = (
                    AugmentationOutputInputType0.from_dict(data)
                )

                return componentsschemas_augmentation_output_input_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_augmentation_output_input_type_1 = (
                AugmentationOutputInputType1.from_dict(data)
            )

            return componentsschemas_augmentation_output_input_type_1

        output = _parse_output(d.pop("output", UNSET))

        _model = d.pop("model", UNSET)
        model: CreateAugmentationRequestModel | Unset
        if isinstance(_model, Unset):
            model = UNSET
        else:
            model = check_create_augmentation_request_model(_model)

        _reference_images = d.pop("reference_images", UNSET)
        reference_images: list[CreateAugmentationRequestReferenceImagesItem] | Unset = (
            UNSET
        )
        if _reference_images is not UNSET:
            reference_images = []
            for reference_images_item_data in _reference_images:
                reference_images_item = (
                    CreateAugmentationRequestReferenceImagesItem.from_dict(
                        reference_images_item_data
                    )
                )

                reference_images.append(reference_images_item)

        def _parse_webhook_metadata(
            data: object,
        ) -> CreateAugmentationRequestWebhookMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                webhook_metadata_type_0 = (
                    CreateAugmentationRequestWebhookMetadataType0.from_dict(data)
                )

                return webhook_metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CreateAugmentationRequestWebhookMetadataType0 | None | Unset, data
            )

        webhook_metadata = _parse_webhook_metadata(d.pop("webhook_metadata", UNSET))

        create_augmentation_request = cls(
            source=source,
            instructions=instructions,
            config=config,
            output=output,
            model=model,
            reference_images=reference_images,
            webhook_metadata=webhook_metadata,
        )

        return create_augmentation_request
