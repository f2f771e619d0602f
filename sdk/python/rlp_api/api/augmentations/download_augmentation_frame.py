from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.download_augmentation_frame_side import (
    DownloadAugmentationFrameSide,
)
from ...models.error import Error
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    id: str,
    *,
    camera: str,
    side: DownloadAugmentationFrameSide,
    episode: int | Unset = UNSET,
    at: float | None | Unset = 0.0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["camera"] = camera

    json_side: str = side
    params["side"] = json_side

    params["episode"] = episode

    json_at: float | None | Unset
    if isinstance(at, Unset):
        json_at = UNSET
    else:
        json_at = at
    params["at"] = json_at

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/augmentations/{id}/frames".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | File | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    camera: str,
    side: DownloadAugmentationFrameSide,
    episode: int | Unset = UNSET,
    at: float | None | Unset = 0.0,
) -> Response[Error | File]:
    """A before/after thumbnail of a relit camera (JPEG)

     One frame, 480 px wide, rendered with ffmpeg from the source dataset at its pinned commit
    (`side=source`) or from the published output (`side=output`) at the same episode and time: ask for
    both to compare them side by side. Only for succeeded relights published as a download (409
    `frames_unavailable` otherwise); a camera that was not relit is 400 `camera_not_found`.

    Args:
        id (str):  Example: aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        camera (str): A relit camera: its short name (`top`) or feature key
            (`observation.images.top`). Example: top.
        side (DownloadAugmentationFrameSide): `source`: the dataset as it was; `output`: the relit
            result.
        episode (int | Unset): Episode index (default: the first episode).
        at (float | None | Unset): Seconds into the episode (default 0; past the end: its last
            frame). Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        camera=camera,
        side=side,
        episode=episode,
        at=at,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    camera: str,
    side: DownloadAugmentationFrameSide,
    episode: int | Unset = UNSET,
    at: float | None | Unset = 0.0,
) -> Error | File | None:
    """A before/after thumbnail of a relit camera (JPEG)

     One frame, 480 px wide, rendered with ffmpeg from the source dataset at its pinned commit
    (`side=source`) or from the published output (`side=output`) at the same episode and time: ask for
    both to compare them side by side. Only for succeeded relights published as a download (409
    `frames_unavailable` otherwise); a camera that was not relit is 400 `camera_not_found`.

    Args:
        id (str):  Example: aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        camera (str): A relit camera: its short name (`top`) or feature key
            (`observation.images.top`). Example: top.
        side (DownloadAugmentationFrameSide): `source`: the dataset as it was; `output`: the relit
            result.
        episode (int | Unset): Episode index (default: the first episode).
        at (float | None | Unset): Seconds into the episode (default 0; past the end: its last
            frame). Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return sync_detailed(
        id=id,
        client=client,
        camera=camera,
        side=side,
        episode=episode,
        at=at,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    camera: str,
    side: DownloadAugmentationFrameSide,
    episode: int | Unset = UNSET,
    at: float | None | Unset = 0.0,
) -> Response[Error | File]:
    """A before/after thumbnail of a relit camera (JPEG)

     One frame, 480 px wide, rendered with ffmpeg from the source dataset at its pinned commit
    (`side=source`) or from the published output (`side=output`) at the same episode and time: ask for
    both to compare them side by side. Only for succeeded relights published as a download (409
    `frames_unavailable` otherwise); a camera that was not relit is 400 `camera_not_found`.

    Args:
        id (str):  Example: aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        camera (str): A relit camera: its short name (`top`) or feature key
            (`observation.images.top`). Example: top.
        side (DownloadAugmentationFrameSide): `source`: the dataset as it was; `output`: the relit
            result.
        episode (int | Unset): Episode index (default: the first episode).
        at (float | None | Unset): Seconds into the episode (default 0; past the end: its last
            frame). Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        camera=camera,
        side=side,
        episode=episode,
        at=at,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    camera: str,
    side: DownloadAugmentationFrameSide,
    episode: int | Unset = UNSET,
    at: float | None | Unset = 0.0,
) -> Error | File | None:
    """A before/after thumbnail of a relit camera (JPEG)

     One frame, 480 px wide, rendered with ffmpeg from the source dataset at its pinned commit
    (`side=source`) or from the published output (`side=output`) at the same episode and time: ask for
    both to compare them side by side. Only for succeeded relights published as a download (409
    `frames_unavailable` otherwise); a camera that was not relit is 400 `camera_not_found`.

    Args:
        id (str):  Example: aug_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        camera (str): A relit camera: its short name (`top`) or feature key
            (`observation.images.top`). Example: top.
        side (DownloadAugmentationFrameSide): `source`: the dataset as it was; `output`: the relit
            result.
        episode (int | Unset): Episode index (default: the first episode).
        at (float | None | Unset): Seconds into the episode (default 0; past the end: its last
            frame). Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            camera=camera,
            side=side,
            episode=episode,
            at=at,
        )
    ).parsed
