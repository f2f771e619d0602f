from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_training_runs_request import CreateTrainingRunsRequest
from ...models.error import Error
from ...models.training_run_list import TrainingRunList
from ...types import Response


def _get_kwargs(
    *,
    body: CreateTrainingRunsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/training_runs",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TrainingRunList | None:
    if response.status_code == 201:
        response_201 = TrainingRunList.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = Error.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

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
) -> Response[Error | TrainingRunList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTrainingRunsRequest,
) -> Response[Error | TrainingRunList]:
    """Start one training run per policy (1..8), as one batch

     The batch is validated as a whole and all its runs are created, or none. 429
    `concurrency_limit_exceeded` when the batch does not fit the free in-flight concurrency; 402
    `insufficient_tokens` when the balance does not cover one GPU-hour per run on a GPU tier.

    Args:
        body (CreateTrainingRunsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingRunList]
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
    body: CreateTrainingRunsRequest,
) -> Error | TrainingRunList | None:
    """Start one training run per policy (1..8), as one batch

     The batch is validated as a whole and all its runs are created, or none. 429
    `concurrency_limit_exceeded` when the batch does not fit the free in-flight concurrency; 402
    `insufficient_tokens` when the balance does not cover one GPU-hour per run on a GPU tier.

    Args:
        body (CreateTrainingRunsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingRunList
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTrainingRunsRequest,
) -> Response[Error | TrainingRunList]:
    """Start one training run per policy (1..8), as one batch

     The batch is validated as a whole and all its runs are created, or none. 429
    `concurrency_limit_exceeded` when the batch does not fit the free in-flight concurrency; 402
    `insufficient_tokens` when the balance does not cover one GPU-hour per run on a GPU tier.

    Args:
        body (CreateTrainingRunsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TrainingRunList]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateTrainingRunsRequest,
) -> Error | TrainingRunList | None:
    """Start one training run per policy (1..8), as one batch

     The batch is validated as a whole and all its runs are created, or none. 429
    `concurrency_limit_exceeded` when the batch does not fit the free in-flight concurrency; 402
    `insufficient_tokens` when the balance does not cover one GPU-hour per run on a GPU tier.

    Args:
        body (CreateTrainingRunsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TrainingRunList
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
