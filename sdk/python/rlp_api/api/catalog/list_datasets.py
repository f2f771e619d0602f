from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dataset_list import DatasetList
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["starting_after"] = starting_after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/datasets",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DatasetList | Error | None:
    if response.status_code == 200:
        response_200 = DatasetList.from_dict(response.json())

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

    if response.status_code == 501:
        response_501 = Error.from_dict(response.json())

        return response_501

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DatasetList | Error]:
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
) -> Response[DatasetList | Error]:
    """The datasets this account can read, each with its inspect summary

     Its own namespace's and granted namespaces' repositories (private ones included) and the public ones
    of shared namespaces (`demo/…`); never another account's namespace. In repo id order;
    `starting_after` is the previous page's `next_cursor`. Any valid key; free. 501
    `dataset_listing_unavailable` on a hub that decides access from each account's token (Hugging Face).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DatasetList | Error]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
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
) -> DatasetList | Error | None:
    """The datasets this account can read, each with its inspect summary

     Its own namespace's and granted namespaces' repositories (private ones included) and the public ones
    of shared namespaces (`demo/…`); never another account's namespace. In repo id order;
    `starting_after` is the previous page's `next_cursor`. Any valid key; free. 501
    `dataset_listing_unavailable` on a hub that decides access from each account's token (Hugging Face).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DatasetList | Error
    """

    return sync_detailed(
        client=client,
        limit=limit,
        starting_after=starting_after,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
) -> Response[DatasetList | Error]:
    """The datasets this account can read, each with its inspect summary

     Its own namespace's and granted namespaces' repositories (private ones included) and the public ones
    of shared namespaces (`demo/…`); never another account's namespace. In repo id order;
    `starting_after` is the previous page's `next_cursor`. Any valid key; free. 501
    `dataset_listing_unavailable` on a hub that decides access from each account's token (Hugging Face).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DatasetList | Error]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
) -> DatasetList | Error | None:
    """The datasets this account can read, each with its inspect summary

     Its own namespace's and granted namespaces' repositories (private ones included) and the public ones
    of shared namespaces (`demo/…`); never another account's namespace. In repo id order;
    `starting_after` is the previous page's `next_cursor`. Any valid key; free. 501
    `dataset_listing_unavailable` on a hub that decides access from each account's token (Hugging Face).

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DatasetList | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            starting_after=starting_after,
        )
    ).parsed
