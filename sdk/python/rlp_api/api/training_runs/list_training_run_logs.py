from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.training_run_logs import TrainingRunLogs
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    tail: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["tail"] = tail

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/training_runs/{id}/logs".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TrainingRunLogs | None:
    if response.status_code == 200:
        response_200 = TrainingRunLogs.from_dict(response.json())

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
) -> Response[Error | TrainingRunLogs]:
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
    tail: int | Unset = UNSET,
) -> Response[Error | TrainingRunLogs]:
    """The trainer's log lines, oldest first

     Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are
    left out.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        tail (int | Unset): How many of the last lines, 1..10000 (default 100).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingRunLogs]
    """

    kwargs = _get_kwargs(
        id=id,
        tail=tail,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    tail: int | Unset = UNSET,
) -> Error | TrainingRunLogs | None:
    """The trainer's log lines, oldest first

     Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are
    left out.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        tail (int | Unset): How many of the last lines, 1..10000 (default 100).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingRunLogs
    """

    return sync_detailed(
        id=id,
        client=client,
        tail=tail,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    tail: int | Unset = UNSET,
) -> Response[Error | TrainingRunLogs]:
    """The trainer's log lines, oldest first

     Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are
    left out.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        tail (int | Unset): How many of the last lines, 1..10000 (default 100).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingRunLogs]
    """

    kwargs = _get_kwargs(
        id=id,
        tail=tail,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    tail: int | Unset = UNSET,
) -> Error | TrainingRunLogs | None:
    """The trainer's log lines, oldest first

     Readable while the job runs and after it is gone. Lines the infrastructure writes about itself are
    left out.

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        tail (int | Unset): How many of the last lines, 1..10000 (default 100).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingRunLogs
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            tail=tail,
        )
    ).parsed
