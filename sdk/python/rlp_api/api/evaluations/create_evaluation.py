from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_evaluation_request import CreateEvaluationRequest
from ...models.error import Error
from ...models.evaluation import Evaluation
from ...types import Response


def _get_kwargs(
    *,
    body: CreateEvaluationRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/evaluations",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Evaluation | None:
    if response.status_code == 201:
        response_201 = Evaluation.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

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
) -> Response[Error | Evaluation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateEvaluationRequest,
) -> Response[Error | Evaluation]:
    """Evaluate a policy in a twin: N seeded episodes, closed loop

     Checks the body as `/v1/evaluations/validate` does, then 402 `insufficient_tokens` when the balance
    does not cover it. 403 `feature_not_enabled` for accounts without `evaluations`. Tokens are charged
    when work starts and refunded when it fails on our side.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Evaluation]
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
    body: CreateEvaluationRequest,
) -> Error | Evaluation | None:
    """Evaluate a policy in a twin: N seeded episodes, closed loop

     Checks the body as `/v1/evaluations/validate` does, then 402 `insufficient_tokens` when the balance
    does not cover it. 403 `feature_not_enabled` for accounts without `evaluations`. Tokens are charged
    when work starts and refunded when it fails on our side.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Evaluation
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateEvaluationRequest,
) -> Response[Error | Evaluation]:
    """Evaluate a policy in a twin: N seeded episodes, closed loop

     Checks the body as `/v1/evaluations/validate` does, then 402 `insufficient_tokens` when the balance
    does not cover it. 403 `feature_not_enabled` for accounts without `evaluations`. Tokens are charged
    when work starts and refunded when it fails on our side.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Evaluation]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateEvaluationRequest,
) -> Error | Evaluation | None:
    """Evaluate a policy in a twin: N seeded episodes, closed loop

     Checks the body as `/v1/evaluations/validate` does, then 402 `insufficient_tokens` when the balance
    does not cover it. 403 `feature_not_enabled` for accounts without `evaluations`. Tokens are charged
    when work starts and refunded when it fails on our side.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Evaluation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
