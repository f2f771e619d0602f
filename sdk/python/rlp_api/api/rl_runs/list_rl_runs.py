from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_rl_runs_status import ListRlRunsStatus
from ...models.rl_run_page import RlRunPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    group_id: str | Unset = UNSET,
    status: ListRlRunsStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["starting_after"] = starting_after

    params["twin_id"] = twin_id

    params["group_id"] = group_id

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rl_runs",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RlRunPage | None:
    if response.status_code == 200:
        response_200 = RlRunPage.from_dict(response.json())

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
) -> Response[Error | RlRunPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    group_id: str | Unset = UNSET,
    status: ListRlRunsStatus | Unset = UNSET,
) -> Response[Error | RlRunPage]:
    """List RL runs, newest first

     `metrics` are the last stored values (GET by id reads them live).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only RL runs in this twin. An unknown id, or another account's,
            lists nothing.
        group_id (str | Unset): Only the runs of one create (their shared `group_id`).
        status (ListRlRunsStatus | Unset): Only RL runs with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RlRunPage]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
        twin_id=twin_id,
        group_id=group_id,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    group_id: str | Unset = UNSET,
    status: ListRlRunsStatus | Unset = UNSET,
) -> Error | RlRunPage | None:
    """List RL runs, newest first

     `metrics` are the last stored values (GET by id reads them live).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only RL runs in this twin. An unknown id, or another account's,
            lists nothing.
        group_id (str | Unset): Only the runs of one create (their shared `group_id`).
        status (ListRlRunsStatus | Unset): Only RL runs with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RlRunPage
    """

    return sync_detailed(
        client=client,
        limit=limit,
        starting_after=starting_after,
        twin_id=twin_id,
        group_id=group_id,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    group_id: str | Unset = UNSET,
    status: ListRlRunsStatus | Unset = UNSET,
) -> Response[Error | RlRunPage]:
    """List RL runs, newest first

     `metrics` are the last stored values (GET by id reads them live).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only RL runs in this twin. An unknown id, or another account's,
            lists nothing.
        group_id (str | Unset): Only the runs of one create (their shared `group_id`).
        status (ListRlRunsStatus | Unset): Only RL runs with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RlRunPage]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
        twin_id=twin_id,
        group_id=group_id,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    group_id: str | Unset = UNSET,
    status: ListRlRunsStatus | Unset = UNSET,
) -> Error | RlRunPage | None:
    """List RL runs, newest first

     `metrics` are the last stored values (GET by id reads them live).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only RL runs in this twin. An unknown id, or another account's,
            lists nothing.
        group_id (str | Unset): Only the runs of one create (their shared `group_id`).
        status (ListRlRunsStatus | Unset): Only RL runs with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RlRunPage
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            starting_after=starting_after,
            twin_id=twin_id,
            group_id=group_id,
            status=status,
        )
    ).parsed
