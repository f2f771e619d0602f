from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.rl_metrics_page import RlMetricsPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    limit: int | Unset = UNSET,
    after: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rl_runs/{id}/metrics".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RlMetricsPage | None:
    if response.status_code == 200:
        response_200 = RlMetricsPage.from_dict(response.json())

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
) -> Response[Error | RlMetricsPage]:
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
    after: int | Unset = UNSET,
) -> Response[Error | RlMetricsPage]:
    """The training curve: per evaluation point, env steps, wall seconds, mean return, success rate and
    each reward term

     In env-step order; paginate by passing the last `env_steps` of a page as `after`. Points appear
    while the run trains.

    Args:
        id (str):  Example: rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        after (int | Unset): The last `env_steps` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RlMetricsPage]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        after=after,
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
    after: int | Unset = UNSET,
) -> Error | RlMetricsPage | None:
    """The training curve: per evaluation point, env steps, wall seconds, mean return, success rate and
    each reward term

     In env-step order; paginate by passing the last `env_steps` of a page as `after`. Points appear
    while the run trains.

    Args:
        id (str):  Example: rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        after (int | Unset): The last `env_steps` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RlMetricsPage
    """

    return sync_detailed(
        id=id,
        client=client,
        limit=limit,
        after=after,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    after: int | Unset = UNSET,
) -> Response[Error | RlMetricsPage]:
    """The training curve: per evaluation point, env steps, wall seconds, mean return, success rate and
    each reward term

     In env-step order; paginate by passing the last `env_steps` of a page as `after`. Points appear
    while the run trains.

    Args:
        id (str):  Example: rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        after (int | Unset): The last `env_steps` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RlMetricsPage]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        after=after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    after: int | Unset = UNSET,
) -> Error | RlMetricsPage | None:
    """The training curve: per evaluation point, env steps, wall seconds, mean return, success rate and
    each reward term

     In env-step order; paginate by passing the last `env_steps` of a page as `after`. Points appear
    while the run trains.

    Args:
        id (str):  Example: rl_01J9Z3T4X6N2V8Q5R7M1K0HBCD.
        limit (int | Unset):
        after (int | Unset): The last `env_steps` of the previous page.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RlMetricsPage
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            limit=limit,
            after=after,
        )
    ).parsed
