from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.webhook_delivery_resend import WebhookDeliveryResend
from ...types import Response


def _get_kwargs(
    id: str,
    delivery_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry".format(
            id=quote(str(id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookDeliveryResend | None:
    if response.status_code == 202:
        response_202 = WebhookDeliveryResend.from_dict(response.json())

        return response_202

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
) -> Response[Error | WebhookDeliveryResend]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | WebhookDeliveryResend]:
    """Send one delivery again now, as a new attempt

     A delivery waiting for its next retry is attempted now; a finished one (succeeded, failed or
    canceled) is reopened and attempted once more, recorded as the next attempt. A failed resend follows
    what is left of the retry schedule.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        delivery_id (str):  Example: whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookDeliveryResend]
    """

    kwargs = _get_kwargs(
        id=id,
        delivery_id=delivery_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Error | WebhookDeliveryResend | None:
    """Send one delivery again now, as a new attempt

     A delivery waiting for its next retry is attempted now; a finished one (succeeded, failed or
    canceled) is reopened and attempted once more, recorded as the next attempt. A failed resend follows
    what is left of the retry schedule.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        delivery_id (str):  Example: whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookDeliveryResend
    """

    return sync_detailed(
        id=id,
        delivery_id=delivery_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | WebhookDeliveryResend]:
    """Send one delivery again now, as a new attempt

     A delivery waiting for its next retry is attempted now; a finished one (succeeded, failed or
    canceled) is reopened and attempted once more, recorded as the next attempt. A failed resend follows
    what is left of the retry schedule.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        delivery_id (str):  Example: whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookDeliveryResend]
    """

    kwargs = _get_kwargs(
        id=id,
        delivery_id=delivery_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Error | WebhookDeliveryResend | None:
    """Send one delivery again now, as a new attempt

     A delivery waiting for its next retry is attempted now; a finished one (succeeded, failed or
    canceled) is reopened and attempted once more, recorded as the next attempt. A failed resend follows
    what is left of the retry schedule.

    Args:
        id (str):  Example: we_01JAZ3Q7X9M2K8N4P6R8T0V2W4.
        delivery_id (str):  Example: whd_01JAZ3Q7X9M2K8N4P6R8T0V2W4.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookDeliveryResend
    """

    return (
        await asyncio_detailed(
            id=id,
            delivery_id=delivery_id,
            client=client,
        )
    ).parsed
