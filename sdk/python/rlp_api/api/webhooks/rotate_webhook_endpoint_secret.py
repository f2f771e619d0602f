from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.rotate_webhook_secret_request import RotateWebhookSecretRequest
from ...models.rotated_webhook_endpoint import RotatedWebhookEndpoint
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: RotateWebhookSecretRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhook_endpoints/{id}/rotate_secret".format(
            id=quote(str(id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RotatedWebhookEndpoint | None:
    if response.status_code == 200:
        response_200 = RotatedWebhookEndpoint.from_dict(response.json())

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
) -> Response[Error | RotatedWebhookEndpoint]:
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
    body: RotateWebhookSecretRequest | Unset = UNSET,
) -> Response[Error | RotatedWebhookEndpoint]:
    """Replace the signing secret; the old one keeps signing for an overlap (default 24 h)

     Returns the new `whsec_…` once. Until `previous_secret_expires_at`, every delivery carries two
    signatures, `v1,<new> v1,<old>` (Standard Webhooks), so a receiver verifies with either secret while
    it switches.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        body (RotateWebhookSecretRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RotatedWebhookEndpoint]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: RotateWebhookSecretRequest | Unset = UNSET,
) -> Error | RotatedWebhookEndpoint | None:
    """Replace the signing secret; the old one keeps signing for an overlap (default 24 h)

     Returns the new `whsec_…` once. Until `previous_secret_expires_at`, every delivery carries two
    signatures, `v1,<new> v1,<old>` (Standard Webhooks), so a receiver verifies with either secret while
    it switches.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        body (RotateWebhookSecretRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RotatedWebhookEndpoint
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: RotateWebhookSecretRequest | Unset = UNSET,
) -> Response[Error | RotatedWebhookEndpoint]:
    """Replace the signing secret; the old one keeps signing for an overlap (default 24 h)

     Returns the new `whsec_…` once. Until `previous_secret_expires_at`, every delivery carries two
    signatures, `v1,<new> v1,<old>` (Standard Webhooks), so a receiver verifies with either secret while
    it switches.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        body (RotateWebhookSecretRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RotatedWebhookEndpoint]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: RotateWebhookSecretRequest | Unset = UNSET,
) -> Error | RotatedWebhookEndpoint | None:
    """Replace the signing secret; the old one keeps signing for an overlap (default 24 h)

     Returns the new `whsec_…` once. Until `previous_secret_expires_at`, every delivery carries two
    signatures, `v1,<new> v1,<old>` (Standard Webhooks), so a receiver verifies with either secret while
    it switches.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        body (RotateWebhookSecretRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RotatedWebhookEndpoint
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
