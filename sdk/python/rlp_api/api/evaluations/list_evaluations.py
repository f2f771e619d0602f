from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.evaluation_list import EvaluationList
from ...models.list_evaluations_status import (
    ListEvaluationsStatus,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    training_run_id: str | Unset = UNSET,
    rl_run_id: str | Unset = UNSET,
    status: ListEvaluationsStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["starting_after"] = starting_after

    params["twin_id"] = twin_id

    params["training_run_id"] = training_run_id

    params["rl_run_id"] = rl_run_id

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/evaluations",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | EvaluationList | None:
    if response.status_code == 200:
        response_200 = EvaluationList.from_dict(response.json())

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
) -> Response[Error | EvaluationList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    training_run_id: str | Unset = UNSET,
    rl_run_id: str | Unset = UNSET,
    status: ListEvaluationsStatus | Unset = UNSET,
) -> Response[Error | EvaluationList]:
    """List evaluations, newest first

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only evaluations in this twin. An unknown id, or another account's,
            lists nothing.
        training_run_id (str | Unset): Only evaluations of this training run's policy (any of its
            checkpoints). An unknown id, or another account's, lists nothing.
        rl_run_id (str | Unset): Only evaluations of this RL run's policy. An unknown id, or
            another account's, lists nothing.
        status (ListEvaluationsStatus | Unset): Only evaluations with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EvaluationList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
        twin_id=twin_id,
        training_run_id=training_run_id,
        rl_run_id=rl_run_id,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    training_run_id: str | Unset = UNSET,
    rl_run_id: str | Unset = UNSET,
    status: ListEvaluationsStatus | Unset = UNSET,
) -> Error | EvaluationList | None:
    """List evaluations, newest first

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only evaluations in this twin. An unknown id, or another account's,
            lists nothing.
        training_run_id (str | Unset): Only evaluations of this training run's policy (any of its
            checkpoints). An unknown id, or another account's, lists nothing.
        rl_run_id (str | Unset): Only evaluations of this RL run's policy. An unknown id, or
            another account's, lists nothing.
        status (ListEvaluationsStatus | Unset): Only evaluations with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EvaluationList
    """

    return sync_detailed(
        client=client,
        limit=limit,
        starting_after=starting_after,
        twin_id=twin_id,
        training_run_id=training_run_id,
        rl_run_id=rl_run_id,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    training_run_id: str | Unset = UNSET,
    rl_run_id: str | Unset = UNSET,
    status: ListEvaluationsStatus | Unset = UNSET,
) -> Response[Error | EvaluationList]:
    """List evaluations, newest first

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only evaluations in this twin. An unknown id, or another account's,
            lists nothing.
        training_run_id (str | Unset): Only evaluations of this training run's policy (any of its
            checkpoints). An unknown id, or another account's, lists nothing.
        rl_run_id (str | Unset): Only evaluations of this RL run's policy. An unknown id, or
            another account's, lists nothing.
        status (ListEvaluationsStatus | Unset): Only evaluations with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EvaluationList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        starting_after=starting_after,
        twin_id=twin_id,
        training_run_id=training_run_id,
        rl_run_id=rl_run_id,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: str | Unset = UNSET,
    twin_id: str | Unset = UNSET,
    training_run_id: str | Unset = UNSET,
    rl_run_id: str | Unset = UNSET,
    status: ListEvaluationsStatus | Unset = UNSET,
) -> Error | EvaluationList | None:
    """List evaluations, newest first

    Args:
        limit (int | Unset): Page size, 1..100 (default 10).
        starting_after (str | Unset): The previous page's `next_cursor` (an opaque base64url
            token).
        twin_id (str | Unset): Only evaluations in this twin. An unknown id, or another account's,
            lists nothing.
        training_run_id (str | Unset): Only evaluations of this training run's policy (any of its
            checkpoints). An unknown id, or another account's, lists nothing.
        rl_run_id (str | Unset): Only evaluations of this RL run's policy. An unknown id, or
            another account's, lists nothing.
        status (ListEvaluationsStatus | Unset): Only evaluations with this status.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EvaluationList
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            starting_after=starting_after,
            twin_id=twin_id,
            training_run_id=training_run_id,
            rl_run_id=rl_run_id,
            status=status,
        )
    ).parsed
