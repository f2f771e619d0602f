"""Downloads that resume (HTTP Range) and check the sha256 the API advertises."""

from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterable

import httpx
from tqdm.auto import tqdm

from .errors import ChecksumMismatch, error_from_response

CHUNK_BYTES = 1 << 20


@dataclass(frozen=True)
class DownloadTarget:
    """One file to fetch: where from, where to (relative to the download folder), and what it must be."""

    url: str
    path: str
    bytes: int | None = None
    sha256: str | None = None


@dataclass(frozen=True)
class DownloadedFile:
    path: Path
    bytes: int
    sha256: str
    #: The byte the transfer resumed from (0: from the start; equal to ``bytes``: nothing left to fetch).
    resumed_from: int
    #: Whether ``sha256`` was checked against one the API advertised (else only the size was).
    verified: bool


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for chunk in iter(lambda: file.read(CHUNK_BYTES), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _copy_chunks(chunks: Iterable[bytes], out: BinaryIO, bar: tqdm) -> None:
    for chunk in chunks:
        out.write(chunk)
        bar.update(len(chunk))


def fetch(http: httpx.Client, target: DownloadTarget, folder: Path, *, progress: bool = True) -> DownloadedFile:
    """
    Fetches ``target`` into ``folder``. Bytes arrive in ``<name>.part``; a ``.part`` left by an
    interrupted transfer is continued with ``Range: bytes=<its size>-`` (a server that answers 200
    instead restarts it). The finished file is checked (sha256 when advertised, else its size)
    and only then renamed into place; a mismatch deletes it and raises ChecksumMismatch.
    """
    dest = (folder / target.path).resolve()
    if folder.resolve() not in dest.parents:
        raise ValueError(f"refusing to write outside {folder}: {target.path}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + ".part")
    if dest.exists() and (target.sha256 is None or sha256_of(dest) == target.sha256) and (target.bytes is None or dest.stat().st_size == target.bytes):
        size = dest.stat().st_size
        return DownloadedFile(dest, size, sha256_of(dest), size, target.sha256 is not None)

    offset = part.stat().st_size if part.exists() else 0
    if target.bytes is not None and offset > target.bytes:
        offset = 0
    resumed_from = offset
    if target.bytes is None or offset < target.bytes:
        headers = {"Range": f"bytes={offset}-"} if offset else {}
        with http.stream("GET", target.url, headers=headers, follow_redirects=True) as response:
            if response.status_code == 416 and offset:
                response.read()
            elif response.status_code in (200, 206):
                if response.status_code == 200:
                    offset = resumed_from = 0
                total = target.bytes or (int(response.headers["Content-Length"]) + offset if "Content-Length" in response.headers else None)
                with tqdm(total=total, initial=offset, unit="B", unit_scale=True, desc=target.path, disable=not progress, file=sys.stderr) as bar:
                    with part.open("ab" if offset else "wb") as out:
                        _copy_chunks(response.iter_bytes(CHUNK_BYTES), out, bar)
            else:
                response.read()
                raise error_from_response(response.status_code, response.content, response.headers)

    size = part.stat().st_size
    actual = sha256_of(part)
    if target.sha256 is not None and actual != target.sha256:
        part.unlink()
        raise ChecksumMismatch(str(dest), target.sha256, actual)
    if target.bytes is not None and size != target.bytes:
        part.unlink()
        raise ChecksumMismatch(str(dest), f"{target.bytes} bytes", f"{size} bytes")
    os.replace(part, dest)
    return DownloadedFile(dest, size, actual, resumed_from, target.sha256 is not None)
