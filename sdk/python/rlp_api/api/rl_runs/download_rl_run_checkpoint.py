from http import HTTPStatus
from io import BytesIO
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.download_rl_run_checkpoint_format import (
    DownloadRlRunCheckpointFormat,
)
from ...models.error import Error
from ...types import File, Response


def _get_kwargs(
    id: str,
    env_steps: int,
    format_: DownloadRlRunCheckpointFormat,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rl_runs/{id}/checkpoints/{env_steps}/{format_}".format(
            id=quote(str(id), safe=""),
            env_steps=quote(str(env_steps), safe=""),
            format_=quote(str(format_), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | File | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

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
) -> Response[Any | Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    env_steps: int,
    format_: DownloadRlRunCheckpointFormat,
    *,
    client: AuthenticatedClient,
) -> Response[Any | Error | File]:
    """One checkpoint as ONNX (`onnx`) or as the stable-baselines3 checkpoint (`checkpoint`)

     A 302 to a signed storage link, or the file streamed through this API (Authorization needed) when
    signing is off.

    Args:
        id (str):
        env_steps (int):
        format_ (DownloadRlRunCheckpointFormat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        env_steps=env_steps,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    env_steps: int,
    format_: DownloadRlRunCheckpointFormat,
    *,
    client: AuthenticatedClient,
) -> Any | Error | File | None:
    """One checkpoint as ONNX (`onnx`) or as the stable-baselines3 checkpoint (`checkpoint`)

     A 302 to a signed storage link, or the file streamed through this API (Authorization needed) when
    signing is off.

    Args:
        id (str):
        env_steps (int):
        format_ (DownloadRlRunCheckpointFormat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | File
    """

    return sync_detailed(
        id=id,
        env_steps=env_steps,
        format_=format_,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    env_steps: int,
    format_: DownloadRlRunCheckpointFormat,
    *,
    client: AuthenticatedClient,
) -> Response[Any | Error | File]:
    """One checkpoint as ONNX (`onnx`) or as the stable-baselines3 checkpoint (`checkpoint`)

     A 302 to a signed storage link, or the file streamed through this API (Authorization needed) when
    signing is off.

    Args:
        id (str):
        env_steps (int):
        format_ (DownloadRlRunCheckpointFormat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        env_steps=env_steps,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    env_steps: int,
    format_: DownloadRlRunCheckpointFormat,
    *,
    client: AuthenticatedClient,
) -> Any | Error | File | None:
    """One checkpoint as ONNX (`onnx`) or as the stable-baselines3 checkpoint (`checkpoint`)

     A 302 to a signed storage link, or the file streamed through this API (Authorization needed) when
    signing is off.

    Args:
        id (str):
        env_steps (int):
        format_ (DownloadRlRunCheckpointFormat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | File
    """

    return (
        await asyncio_detailed(
            id=id,
            env_steps=env_steps,
            format_=format_,
            client=client,
        )
    ).parsed
