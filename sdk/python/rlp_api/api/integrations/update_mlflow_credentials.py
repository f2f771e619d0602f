from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.integration_credentials import IntegrationCredentials
from ...models.mlflow_basic_auth_credentials import MlflowBasicAuthCredentials
from ...models.mlflow_token_credentials import MlflowTokenCredentials
from ...types import Response


def _get_kwargs(
    *,
    body: MlflowBasicAuthCredentials | MlflowTokenCredentials,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/integrations/mlflow/credentials",
    }

    if isinstance(body, MlflowBasicAuthCredentials):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | IntegrationCredentials | None:
    if response.status_code == 200:
        response_200 = IntegrationCredentials.from_dict(response.json())

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
) -> Response[Error | IntegrationCredentials]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MlflowBasicAuthCredentials | MlflowTokenCredentials,
) -> Response[Error | IntegrationCredentials]:
    """Set the account's mlflow credentials

     `{username, password}` or `{token}` (sent as MLflow's `MLFLOW_TRACKING_USERNAME`/`PASSWORD` or
    `MLFLOW_TRACKING_TOKEN`). Sealed at rest; replaces what was set; the answer names the fields, never
    their values. Runs that start afterwards use them.

    Args:
        body (MlflowBasicAuthCredentials | MlflowTokenCredentials): `{username, password}` or
            `{token}`, not both, with the `tracking_uri` of the server they are for.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | IntegrationCredentials]
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
    body: MlflowBasicAuthCredentials | MlflowTokenCredentials,
) -> Error | IntegrationCredentials | None:
    """Set the account's mlflow credentials

     `{username, password}` or `{token}` (sent as MLflow's `MLFLOW_TRACKING_USERNAME`/`PASSWORD` or
    `MLFLOW_TRACKING_TOKEN`). Sealed at rest; replaces what was set; the answer names the fields, never
    their values. Runs that start afterwards use them.

    Args:
        body (MlflowBasicAuthCredentials | MlflowTokenCredentials): `{username, password}` or
            `{token}`, not both, with the `tracking_uri` of the server they are for.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | IntegrationCredentials
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MlflowBasicAuthCredentials | MlflowTokenCredentials,
) -> Response[Error | IntegrationCredentials]:
    """Set the account's mlflow credentials

     `{username, password}` or `{token}` (sent as MLflow's `MLFLOW_TRACKING_USERNAME`/`PASSWORD` or
    `MLFLOW_TRACKING_TOKEN`). Sealed at rest; replaces what was set; the answer names the fields, never
    their values. Runs that start afterwards use them.

    Args:
        body (MlflowBasicAuthCredentials | MlflowTokenCredentials): `{username, password}` or
            `{token}`, not both, with the `tracking_uri` of the server they are for.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | IntegrationCredentials]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MlflowBasicAuthCredentials | MlflowTokenCredentials,
) -> Error | IntegrationCredentials | None:
    """Set the account's mlflow credentials

     `{username, password}` or `{token}` (sent as MLflow's `MLFLOW_TRACKING_USERNAME`/`PASSWORD` or
    `MLFLOW_TRACKING_TOKEN`). Sealed at rest; replaces what was set; the answer names the fields, never
    their values. Runs that start afterwards use them.

    Args:
        body (MlflowBasicAuthCredentials | MlflowTokenCredentials): `{username, password}` or
            `{token}`, not both, with the `tracking_uri` of the server they are for.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | IntegrationCredentials
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
