from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.rl_spec_request import RlSpecRequest
from ...models.rl_validation import RlValidation
from ...types import Response


def _get_kwargs(
    *,
    body: RlSpecRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/rl_runs/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RlValidation | None:
    if response.status_code == 200:
        response_200 = RlValidation.from_dict(response.json())

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
) -> Response[Error | RlValidation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RlSpecRequest,
) -> Response[Error | RlValidation]:
    """Check a task spec (free): every problem with its dotted param, or the spec with its defaults

     Takes `{spec}` or create’s whole body (`seeds`, `integrations`, `webhook_metadata` are checked, then
    ignored).

    Args:
        body (RlSpecRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RlValidation]
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
    body: RlSpecRequest,
) -> Error | RlValidation | None:
    """Check a task spec (free): every problem with its dotted param, or the spec with its defaults

     Takes `{spec}` or create’s whole body (`seeds`, `integrations`, `webhook_metadata` are checked, then
    ignored).

    Args:
        body (RlSpecRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RlValidation
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RlSpecRequest,
) -> Response[Error | RlValidation]:
    """Check a task spec (free): every problem with its dotted param, or the spec with its defaults

     Takes `{spec}` or create’s whole body (`seeds`, `integrations`, `webhook_metadata` are checked, then
    ignored).

    Args:
        body (RlSpecRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RlValidation]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: RlSpecRequest,
) -> Error | RlValidation | None:
    """Check a task spec (free): every problem with its dotted param, or the spec with its defaults

     Takes `{spec}` or create’s whole body (`seeds`, `integrations`, `webhook_metadata` are checked, then
    ignored).

    Args:
        body (RlSpecRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RlValidation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
