from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.api_key import ApiKey
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/keys/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ApiKey | Error | None:
    if response.status_code == 200:
        response_200 = ApiKey.from_dict(response.json())

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
) -> Response[ApiKey | Error]:
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
) -> Response[ApiKey | Error]:
    """Revoke an API key, and every key it created; they stop working at once

     Effective at once: the API process that answers refuses the key from the next request, and every
    other process as soon as Postgres notifies it (milliseconds). Revoking twice keeps the first
    revocation time. The key stays listed, with `revoked_at`.

    Args:
        id (str):  Example: key_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKey | Error]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
) -> ApiKey | Error | None:
    """Revoke an API key, and every key it created; they stop working at once

     Effective at once: the API process that answers refuses the key from the next request, and every
    other process as soon as Postgres notifies it (milliseconds). Revoking twice keeps the first
    revocation time. The key stays listed, with `revoked_at`.

    Args:
        id (str):  Example: key_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKey | Error
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ApiKey | Error]:
    """Revoke an API key, and every key it created; they stop working at once

     Effective at once: the API process that answers refuses the key from the next request, and every
    other process as soon as Postgres notifies it (milliseconds). Revoking twice keeps the first
    revocation time. The key stays listed, with `revoked_at`.

    Args:
        id (str):  Example: key_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKey | Error]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
) -> ApiKey | Error | None:
    """Revoke an API key, and every key it created; they stop working at once

     Effective at once: the API process that answers refuses the key from the next request, and every
    other process as soon as Postgres notifies it (milliseconds). Revoking twice keeps the first
    revocation time. The key stays listed, with `revoked_at`.

    Args:
        id (str):  Example: key_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKey | Error
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
