import hashlib
import uuid

import pytest

import rlp
from rlp import _download
from rlp._resources import RawBody
from rlp_api.api.webhooks import create_webhook_endpoint, list_webhook_endpoints


def test_a_relight_of_the_demo_dataset_succeeds_and_follow_shows_its_phases(client, relit):
    assert relit.status == "succeeded"
    assert relit.object_ == "augmentation"
    snapshots = list(client.follow(relit, progress=False))
    assert [run.status for run in snapshots] == ["succeeded"]


def test_lists_page_themselves(client):
    made = [
        client.call(create_webhook_endpoint, body=RawBody({"url": f"https://hooks.example.com/sdk/{i}", "enabled_events": ["*"]})).id
        for i in range(5)
    ]
    pager = client.paginate(list_webhook_endpoints, limit=2)
    pages = list(pager.pages())
    assert len(pages) >= 3
    assert all(len(page.data) <= 2 for page in pages)
    seen = [endpoint.id for endpoint in pager]
    assert set(made) <= set(seen)
    assert len(seen) == len(set(seen))


def test_a_create_sends_an_idempotency_key_and_the_same_key_replays_the_same_run(client):
    key = f"sdk-{uuid.uuid4()}"
    body = {"source": {"repo_id": "demo/so101-pick-place"}, "instructions": "slightly warmer light", "model": "relight", "config": {"episode_count": 1}}
    first = client.augmentations.create(body, idempotency_key=key)
    again = client.augmentations.create(body, idempotency_key=key)
    assert again.id == first.id
    client.augmentations.cancel(first.id)


def test_a_download_interrupted_halfway_resumes_and_matches_the_servers_bytes(client, relit, tmp_path, monkeypatch):
    files = relit.output.files
    largest = max(files, key=lambda f: f.bytes_)
    half = largest.bytes_ // 2

    def interrupted(chunks, out, bar):
        written = 0
        for chunk in chunks:
            out.write(chunk[: max(0, half - written)] if written + len(chunk) > half else chunk)
            written += len(chunk)
            if written >= half:
                raise ConnectionError("the network dropped halfway")

    order = sorted(files, key=lambda f: f is not largest)  # the largest first, so it is the one cut
    monkeypatch.setattr(rlp.Client, "_targets", lambda self, run: [_download.DownloadTarget(f.url, f.path, f.bytes_) for f in order])
    monkeypatch.setattr(_download, "CHUNK_BYTES", 4096)
    monkeypatch.setattr(_download, "_copy_chunks", interrupted)
    with pytest.raises(ConnectionError):
        client.download(relit, tmp_path, progress=False)
    assert (tmp_path / (largest.path + ".part")).stat().st_size == half
    monkeypatch.undo()

    downloaded = {d.path.relative_to(tmp_path).as_posix(): d for d in client.download(relit, tmp_path, progress=False)}
    assert downloaded[largest.path].resumed_from == half
    whole = client.http.get(largest.url)
    assert downloaded[largest.path].sha256 == hashlib.sha256(whole.content).hexdigest()
    assert sorted(downloaded) == sorted(f.path for f in files)
    assert not list(tmp_path.rglob("*.part"))


def test_a_twins_archive_is_checked_against_its_sha256(client, finished, tmp_path):
    twin = finished["twin"]
    [archive] = client.download(twin, tmp_path, progress=False)
    assert archive.verified and archive.sha256 == twin.download.sha256 and archive.bytes == twin.download.bytes_

    corrupt = tmp_path / "again"
    corrupt.mkdir()
    (corrupt / (twin.download.filename + ".part")).write_bytes(b"\0" * twin.download.bytes_)
    with pytest.raises(rlp.ChecksumMismatch):
        client.download(twin, corrupt, progress=False)
    assert not (corrupt / twin.download.filename).exists()
    [fresh] = client.download(twin, corrupt, progress=False)
    assert fresh.sha256 == twin.download.sha256 and fresh.resumed_from == 0
