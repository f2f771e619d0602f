from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.event_list import EventList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    createdgte: str | Unset = UNSET,
    createdlt: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["starting_after"] = starting_after

    params["type"] = type_

    params["resource_id"] = resource_id

    params["created[gte]"] = createdgte

    params["created[lt]"] = createdlt

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/events",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | EventList | None:
    if response.status_code == 200:
        response_200 = EventList.from_dict(response.json())

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
) -> Response[Error | EventList]:
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
    type_: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    createdgte: str | Unset = UNSET,
    createdlt: str | Unset = UNSET,
) -> Response[Error | EventList]:
    """The durable event log, newest first

     Every run ending is one event, kept 90 days. Filters combine; pass `next_cursor` as `starting_after`
    with the same filters for the next page.

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        type_ (str | Unset): An event type, or a pattern with `*` wildcards: `training_run.*`,
            `*.failed`, `*`.
        resource_id (str | Unset): Only events of this resource (`aug_…`, `trn_…`, `twin_…`,
            `rl_…`, `eval_…`).
        createdgte (str | Unset): Only events created at or after this ISO 8601 timestamp (or
            date, meaning its start, UTC).
        createdlt (str | Unset): Only events created before this ISO 8601 timestamp (or date,
            meaning its start, UTC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EventList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
        type_=type_,
        resource_id=resource_id,
        createdgte=createdgte,
        createdlt=createdlt,
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
    type_: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    createdgte: str | Unset = UNSET,
    createdlt: str | Unset = UNSET,
) -> Error | EventList | None:
    """The durable event log, newest first

     Every run ending is one event, kept 90 days. Filters combine; pass `next_cursor` as `starting_after`
    with the same filters for the next page.

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        type_ (str | Unset): An event type, or a pattern with `*` wildcards: `training_run.*`,
            `*.failed`, `*`.
        resource_id (str | Unset): Only events of this resource (`aug_…`, `trn_…`, `twin_…`,
            `rl_…`, `eval_…`).
        createdgte (str | Unset): Only events created at or after this ISO 8601 timestamp (or
            date, meaning its start, UTC).
        createdlt (str | Unset): Only events created before this ISO 8601 timestamp (or date,
            meaning its start, UTC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EventList
    """

    return sync_detailed(
        client=client,
        limit=limit,
        starting_after=starting_after,
        type_=type_,
        resource_id=resource_id,
        createdgte=createdgte,
        createdlt=createdlt,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    createdgte: str | Unset = UNSET,
    createdlt: str | Unset = UNSET,
) -> Response[Error | EventList]:
    """The durable event log, newest first

     Every run ending is one event, kept 90 days. Filters combine; pass `next_cursor` as `starting_after`
    with the same filters for the next page.

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        type_ (str | Unset): An event type, or a pattern with `*` wildcards: `training_run.*`,
            `*.failed`, `*`.
        resource_id (str | Unset): Only events of this resource (`aug_…`, `trn_…`, `twin_…`,
            `rl_…`, `eval_…`).
        createdgte (str | Unset): Only events created at or after this ISO 8601 timestamp (or
            date, meaning its start, UTC).
        createdlt (str | Unset): Only events created before this ISO 8601 timestamp (or date,
            meaning its start, UTC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EventList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
        type_=type_,
        resource_id=resource_id,
        createdgte=createdgte,
        createdlt=createdlt,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    resource_id: str | Unset = UNSET,
    createdgte: str | Unset = UNSET,
    createdlt: str | Unset = UNSET,
) -> Error | EventList | None:
    """The durable event log, newest first

     Every run ending is one event, kept 90 days. Filters combine; pass `next_cursor` as `starting_after`
    with the same filters for the next page.

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        type_ (str | Unset): An event type, or a pattern with `*` wildcards: `training_run.*`,
            `*.failed`, `*`.
        resource_id (str | Unset): Only events of this resource (`aug_…`, `trn_…`, `twin_…`,
            `rl_…`, `eval_…`).
        createdgte (str | Unset): Only events created at or after this ISO 8601 timestamp (or
            date, meaning its start, UTC).
        createdlt (str | Unset): Only events created before this ISO 8601 timestamp (or date,
            meaning its start, UTC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EventList
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            starting_after=starting_after,
            type_=type_,
            resource_id=resource_id,
            createdgte=createdgte,
            createdlt=createdlt,
        )
    ).parsed
