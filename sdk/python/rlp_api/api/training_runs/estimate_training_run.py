from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.training_run_estimate import TrainingRunEstimate
from ...models.training_run_estimate_request import TrainingRunEstimateRequest
from ...types import Response


def _get_kwargs(
    *,
    body: TrainingRunEstimateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/training_runs/estimate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TrainingRunEstimate | None:
    if response.status_code == 200:
        response_200 = TrainingRunEstimate.from_dict(response.json())

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
) -> Response[Error | TrainingRunEstimate]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TrainingRunEstimateRequest,
) -> Response[Error | TrainingRunEstimate]:
    """What a batch of training runs costs

     Takes create’s body as it is (`policies` a list of policy ids; the tier defaults and is checked as
    create does), or `{hardware_tier, policies: <number of runs>}`. One GPU-hour at the tier’s rate per
    run (0 on a CPU tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it
    trains.

    Args:
        body (TrainingRunEstimateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingRunEstimate]
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
    body: TrainingRunEstimateRequest,
) -> Error | TrainingRunEstimate | None:
    """What a batch of training runs costs

     Takes create’s body as it is (`policies` a list of policy ids; the tier defaults and is checked as
    create does), or `{hardware_tier, policies: <number of runs>}`. One GPU-hour at the tier’s rate per
    run (0 on a CPU tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it
    trains.

    Args:
        body (TrainingRunEstimateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingRunEstimate
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TrainingRunEstimateRequest,
) -> Response[Error | TrainingRunEstimate]:
    """What a batch of training runs costs

     Takes create’s body as it is (`policies` a list of policy ids; the tier defaults and is checked as
    create does), or `{hardware_tier, policies: <number of runs>}`. One GPU-hour at the tier’s rate per
    run (0 on a CPU tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it
    trains.

    Args:
        body (TrainingRunEstimateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingRunEstimate]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TrainingRunEstimateRequest,
) -> Error | TrainingRunEstimate | None:
    """What a batch of training runs costs

     Takes create’s body as it is (`policies` a list of policy ids; the tier defaults and is checked as
    create does), or `{hardware_tier, policies: <number of runs>}`. One GPU-hour at the tier’s rate per
    run (0 on a CPU tier). `hours` is echoed, not used: a run is charged one GPU-hour however long it
    trains.

    Args:
        body (TrainingRunEstimateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingRunEstimate
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
