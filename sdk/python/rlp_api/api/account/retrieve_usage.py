from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.usage import Usage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    start: str | Unset = UNSET,
    end: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["start"] = start

    params["end"] = end

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/usage",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Usage | None:
    if response.status_code == 200:
        response_200 = Usage.from_dict(response.json())

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
) -> Response[Error | Usage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    start: str | Unset = UNSET,
    end: str | Unset = UNSET,
) -> Response[Error | Usage]:
    """Token usage over a date range, grouped by resource

     Charges and refunds per resource; refunds are listed, never subtracted from `charged`.

    Args:
        start (str | Unset): Inclusive start: a date (`2026-09-01`) or timestamp. Default: the
            first day of the current UTC month.
        end (str | Unset): Exclusive end: a date (a date means the end of that day) or timestamp.
            Default: now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Usage]
    """

    kwargs = _get_kwargs(
        start=start,
        end=end,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    start: str | Unset = UNSET,
    end: str | Unset = UNSET,
) -> Error | Usage | None:
    """Token usage over a date range, grouped by resource

     Charges and refunds per resource; refunds are listed, never subtracted from `charged`.

    Args:
        start (str | Unset): Inclusive start: a date (`2026-09-01`) or timestamp. Default: the
            first day of the current UTC month.
        end (str | Unset): Exclusive end: a date (a date means the end of that day) or timestamp.
            Default: now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Usage
    """

    return sync_detailed(
        client=client,
        start=start,
        end=end,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    start: str | Unset = UNSET,
    end: str | Unset = UNSET,
) -> Response[Error | Usage]:
    """Token usage over a date range, grouped by resource

     Charges and refunds per resource; refunds are listed, never subtracted from `charged`.

    Args:
        start (str | Unset): Inclusive start: a date (`2026-09-01`) or timestamp. Default: the
            first day of the current UTC month.
        end (str | Unset): Exclusive end: a date (a date means the end of that day) or timestamp.
            Default: now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Usage]
    """

    kwargs = _get_kwargs(
        start=start,
        end=end,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    start: str | Unset = UNSET,
    end: str | Unset = UNSET,
) -> Error | Usage | None:
    """Token usage over a date range, grouped by resource

     Charges and refunds per resource; refunds are listed, never subtracted from `charged`.

    Args:
        start (str | Unset): Inclusive start: a date (`2026-09-01`) or timestamp. Default: the
            first day of the current UTC month.
        end (str | Unset): Exclusive end: a date (a date means the end of that day) or timestamp.
            Default: now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Usage
    """

    return (
        await asyncio_detailed(
            client=client,
            start=start,
            end=end,
        )
    ).parsed
