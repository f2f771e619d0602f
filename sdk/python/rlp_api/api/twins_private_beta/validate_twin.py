from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.twin_validation import TwinValidation
from ...models.validate_twin_request import ValidateTwinRequest
from ...types import Response


def _get_kwargs(
    *,
    body: ValidateTwinRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/twins/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TwinValidation | None:
    if response.status_code == 200:
        response_200 = TwinValidation.from_dict(response.json())

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

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

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
) -> Response[Error | TwinValidation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ValidateTwinRequest,
) -> Response[Error | TwinValidation]:
    """Check a dataset episode before building a twin (free)

     Cameras and the one that seeds the room, the robot model found or not (Koch has none offline), a
    time estimate, the price, and every problem that would stop a build.

    Args:
        body (ValidateTwinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TwinValidation]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ValidateTwinRequest,
) -> Error | TwinValidation | None:
    """Check a dataset episode before building a twin (free)

     Cameras and the one that seeds the room, the robot model found or not (Koch has none offline), a
    time estimate, the price, and every problem that would stop a build.

    Args:
        body (ValidateTwinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TwinValidation
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ValidateTwinRequest,
) -> Response[Error | TwinValidation]:
    """Check a dataset episode before building a twin (free)

     Cameras and the one that seeds the room, the robot model found or not (Koch has none offline), a
    time estimate, the price, and every problem that would stop a build.

    Args:
        body (ValidateTwinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TwinValidation]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ValidateTwinRequest,
) -> Error | TwinValidation | None:
    """Check a dataset episode before building a twin (free)

     Cameras and the one that seeds the room, the robot model found or not (Koch has none offline), a
    time estimate, the price, and every problem that would stop a build.

    Args:
        body (ValidateTwinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TwinValidation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
