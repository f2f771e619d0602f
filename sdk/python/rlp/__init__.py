"""Python SDK of the Robot Learning Platform API. ``from rlp import Client``; docs/python-sdk.md."""

from . import errors
from ._download import DownloadedFile
from ._pagination import AutoPager, Page
from .client import Client
from .errors import (
    APIError,
    AuthenticationError,
    ChecksumMismatch,
    ConflictError,
    ConnectionFailed,
    InsufficientTokensError,
    InvalidRequestError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    RlpError,
    ServerError,
)

__version__ = "0.1.0"
__all__ = [
    "APIError",
    "AuthenticationError",
    "AutoPager",
    "ChecksumMismatch",
    "Client",
    "ConflictError",
    "ConnectionFailed",
    "DownloadedFile",
    "InsufficientTokensError",
    "InvalidRequestError",
    "NotFoundError",
    "Page",
    "PermissionDeniedError",
    "RateLimitError",
    "RlpError",
    "ServerError",
    "errors",
]
