"""The per-file list a job's output carries (files.json): every file's path, size and sha256, for the worker and for clients."""
import hashlib
from pathlib import Path


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def file_entries(folder: Path, relative_to: Path) -> list[dict]:
    """Every file below `folder`, in path order, named relative to `relative_to`."""
    return [{"path": str(path.relative_to(relative_to)), "bytes": path.stat().st_size, "sha256": sha256_file(path)}
            for path in sorted(folder.rglob("*")) if path.is_file()]
