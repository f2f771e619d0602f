from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_evaluation_request import CreateEvaluationRequest
from ...models.error import Error
from ...models.evaluation_validation import EvaluationValidation
from ...types import Response


def _get_kwargs(
    *,
    body: CreateEvaluationRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/evaluations/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | EvaluationValidation | None:
    if response.status_code == 200:
        response_200 = EvaluationValidation.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

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
) -> Response[Error | EvaluationValidation]:
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
) -> Response[Error | EvaluationValidation]:
    """Check an evaluation's body (free): the policy and twin resolved, the price, warnings

     Takes create’s body as it is. Answers as create would refuse: 404 for another account’s policy or
    twin, 409 `twin_not_ready`, 400 naming `policy` for a policy whose inputs the twin cannot produce.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EvaluationValidation]
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
) -> Error | EvaluationValidation | None:
    """Check an evaluation's body (free): the policy and twin resolved, the price, warnings

     Takes create’s body as it is. Answers as create would refuse: 404 for another account’s policy or
    twin, 409 `twin_not_ready`, 400 naming `policy` for a policy whose inputs the twin cannot produce.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EvaluationValidation
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateEvaluationRequest,
) -> Response[Error | EvaluationValidation]:
    """Check an evaluation's body (free): the policy and twin resolved, the price, warnings

     Takes create’s body as it is. Answers as create would refuse: 404 for another account’s policy or
    twin, 409 `twin_not_ready`, 400 naming `policy` for a policy whose inputs the twin cannot produce.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EvaluationValidation]
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
) -> Error | EvaluationValidation | None:
    """Check an evaluation's body (free): the policy and twin resolved, the price, warnings

     Takes create’s body as it is. Answers as create would refuse: 404 for another account’s policy or
    twin, 409 `twin_not_ready`, 400 naming `policy` for a policy whose inputs the twin cannot produce.

    Args:
        body (CreateEvaluationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EvaluationValidation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
