from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.evaluation_episode_list import EvaluationEpisodeList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["starting_after"] = starting_after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/evaluations/{id}/episodes".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | EvaluationEpisodeList | None:
    if response.status_code == 200:
        response_200 = EvaluationEpisodeList.from_dict(response.json())

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
) -> Response[Error | EvaluationEpisodeList]:
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
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Response[Error | EvaluationEpisodeList]:
    """One row per episode: seed, success, lift, place error, steps, failure mode

     409 `evaluation_not_ready` until the evaluation has succeeded. Paginate by passing the last `index`
    of a page as `starting_after`.

    Args:
        id (str):  Example: eval_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        starting_after (int | Unset): The last `index` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EvaluationEpisodeList]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        starting_after=starting_after,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Error | EvaluationEpisodeList | None:
    """One row per episode: seed, success, lift, place error, steps, failure mode

     409 `evaluation_not_ready` until the evaluation has succeeded. Paginate by passing the last `index`
    of a page as `starting_after`.

    Args:
        id (str):  Example: eval_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        starting_after (int | Unset): The last `index` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EvaluationEpisodeList
    """

    return sync_detailed(
        id=id,
        client=client,
        limit=limit,
        starting_after=starting_after,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Response[Error | EvaluationEpisodeList]:
    """One row per episode: seed, success, lift, place error, steps, failure mode

     409 `evaluation_not_ready` until the evaluation has succeeded. Paginate by passing the last `index`
    of a page as `starting_after`.

    Args:
        id (str):  Example: eval_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        starting_after (int | Unset): The last `index` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EvaluationEpisodeList]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        starting_after=starting_after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    starting_after: int | Unset = UNSET,
) -> Error | EvaluationEpisodeList | None:
    """One row per episode: seed, success, lift, place error, steps, failure mode

     409 `evaluation_not_ready` until the evaluation has succeeded. Paginate by passing the last `index`
    of a page as `starting_after`.

    Args:
        id (str):  Example: eval_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        starting_after (int | Unset): The last `index` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EvaluationEpisodeList
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            limit=limit,
            starting_after=starting_after,
        )
    ).parsed
