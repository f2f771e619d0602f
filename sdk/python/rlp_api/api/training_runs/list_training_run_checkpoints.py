from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.training_checkpoint_list import TrainingCheckpointList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["starting_after"] = starting_after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/training_runs/{id}/checkpoints".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TrainingCheckpointList | None:
    if response.status_code == 200:
        response_200 = TrainingCheckpointList.from_dict(response.json())

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
) -> Response[Error | TrainingCheckpointList]:
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
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Response[Error | TrainingCheckpointList]:
    """Checkpoints of a run, oldest first, paginated on step

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (int | Unset): A step: the page starts after it (the previous page’s
            `next_cursor`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingCheckpointList]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        starting_after=starting_after,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Error | TrainingCheckpointList | None:
    """Checkpoints of a run, oldest first, paginated on step

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (int | Unset): A step: the page starts after it (the previous page’s
            `next_cursor`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingCheckpointList
    """

    return sync_detailed(
        id=id,
        client=client,
        limit=limit,
        starting_after=starting_after,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Response[Error | TrainingCheckpointList]:
    """Checkpoints of a run, oldest first, paginated on step

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (int | Unset): A step: the page starts after it (the previous page’s
            `next_cursor`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingCheckpointList]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        starting_after=starting_after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Error | TrainingCheckpointList | None:
    """Checkpoints of a run, oldest first, paginated on step

    Args:
        id (str):  Example: trn_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (int | Unset): A step: the page starts after it (the previous page’s
            `next_cursor`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingCheckpointList
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            limit=limit,
            starting_after=starting_after,
        )
    ).parsed
