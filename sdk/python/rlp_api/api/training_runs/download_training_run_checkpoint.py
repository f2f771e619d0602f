from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import File, Response


def _get_kwargs(
    id: str,
    step: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/training_runs/{id}/checkpoints/{step}/download".format(
            id=quote(str(id), safe=""),
            step=quote(str(step), safe=""),
        ),
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
    step: int,
    *,
    client: AuthenticatedClient,
) -> Response[Error | File]:
    """One checkpoint as a ZIP of its pretrained_model/ directory

     LeRobot layout: `pretrained_model/config.json`, `model.safetensors`, `train_config.json`. Streamed.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        step (int):  Example: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        step=step,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    step: int,
    *,
    client: AuthenticatedClient,
) -> Error | File | None:
    """One checkpoint as a ZIP of its pretrained_model/ directory

     LeRobot layout: `pretrained_model/config.json`, `model.safetensors`, `train_config.json`. Streamed.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        step (int):  Example: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return sync_detailed(
        id=id,
        step=step,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    step: int,
    *,
    client: AuthenticatedClient,
) -> Response[Error | File]:
    """One checkpoint as a ZIP of its pretrained_model/ directory

     LeRobot layout: `pretrained_model/config.json`, `model.safetensors`, `train_config.json`. Streamed.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        step (int):  Example: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        step=step,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    step: int,
    *,
    client: AuthenticatedClient,
) -> Error | File | None:
    """One checkpoint as a ZIP of its pretrained_model/ directory

     LeRobot layout: `pretrained_model/config.json`, `model.safetensors`, `train_config.json`. Streamed.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        step (int):  Example: 500.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return (
        await asyncio_detailed(
            id=id,
            step=step,
            client=client,
        )
    ).parsed
