"""A document storage that cannot store or hand out a file now raises StorageUnavailable
(503, with the Indonesian message of a failed write or read): an S3 server refusing
connections or not answering, 5xx and SlowDown after the retries; a disk full, failing or
read-only. A missing file, a refusal (403, a missing bucket) and any other disk error stay
what they are. The storage protocol itself: test_documents_storage.py."""

from __future__ import annotations

import errno
import io
import os
import secrets
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError  # type: ignore[import-untyped]
from botocore.stub import Stubber  # type: ignore[import-untyped]

from server.documents import messages
from server.documents import storage as storage_module
from server.documents.s3 import S3Storage
from server.documents.storage import LocalStorage, StorageUnavailable, remove
from server.tests.documents_support import SCOPE, closed_port, write_file
from server.tests.s3_support import S3Server


@contextmanager
def _unavailable(action: str) -> Iterator[pytest.ExceptionInfo[StorageUnavailable]]:
    """StorageUnavailable with the Indonesian message of a failed write or read."""
    with pytest.raises(StorageUnavailable) as raised:
        yield raised
    message = messages.STORAGE_WRITE if action == "write" else messages.STORAGE_READ
    assert raised.value.message == message


def test_a_server_out_of_reach_is_storage_unavailable_for_every_call(
    s3_server: S3Server,
) -> None:
    dead = S3Server(f"http://127.0.0.1:{closed_port()}", "x", "y", s3_server.folder)
    store = S3Storage(
        dead.client(retries={"total_max_attempts": 1}, connect_timeout=1, read_timeout=1),
        s3_server.bucket,
        scope=SCOPE,
    )
    key, target = store.create()  # nothing sent yet: the object goes up when it is closed
    with _unavailable("write") as raised, target:
        target.write(b"%PDF-1.7")
    assert type(raised.value.__cause__).__name__ == "EndpointConnectionError"
    assert raised.value.detail == "The document storage failed a write (EndpointConnectionError)."
    assert raised.value.retry_after == 30 and raised.value.status == 503
    with _unavailable("read"):
        store.read(key)
    with _unavailable("read"):
        store.open(key)
    with _unavailable("read"):
        store.exists(key)
    with _unavailable("read"):
        list(store.files())
    with _unavailable("write"):
        store.delete(key)
    assert not remove(store, [key, key])  # what cleans up after a failure never raises


def test_a_server_that_does_not_answer_is_storage_unavailable_within_its_timeout(
    s3_server: S3Server,
) -> None:
    with socket.socket() as silent:  # takes connections (the kernel's backlog), never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        mute = S3Server(f"http://127.0.0.1:{silent.getsockname()[1]}", "x", "y", s3_server.folder)
        client = mute.client(
            fresh=True, retries={"total_max_attempts": 1}, connect_timeout=1, read_timeout=0.5
        )
        began = time.monotonic()
        with _unavailable("read") as raised:
            S3Storage(client, s3_server.bucket).read(secrets.token_hex(24) + SCOPE)
    assert type(raised.value.__cause__).__name__ == "ReadTimeoutError"
    assert time.monotonic() - began < 3


@pytest.mark.parametrize(
    ("code", "status", "unavailable"),
    [
        ("SlowDown", 503, True),
        ("InternalError", 500, True),
        ("ServiceUnavailable", 503, True),
        ("BadGateway", 502, True),
        ("AccessDenied", 403, False),  # a configuration to fix, not an outage: stays a 500
        ("NoSuchBucket", 404, False),
    ],
)
def test_5xx_and_slowdown_after_the_retries_are_unavailable_refusals_are_not(
    s3_server: S3Server, code: str, status: int, unavailable: bool
) -> None:
    client = s3_server.client(fresh=True, retries={"total_max_attempts": 1})
    store = S3Storage(client, s3_server.bucket, scope=SCOPE)
    key = secrets.token_hex(24) + SCOPE
    with Stubber(client) as stub:
        for operation in ("get_object", "put_object", "delete_object"):
            stub.add_client_error(operation, code, http_status_code=status)
        for action, call in [("read", lambda: store.read(key)), ("write", _put_on(store))]:
            if unavailable:
                with _unavailable(action) as raised:
                    call()
                assert raised.value.detail.endswith("(ClientError).")
            else:
                with pytest.raises(ClientError, match=code):
                    call()
        if unavailable:
            with _unavailable("write"):
                store.delete(key)
        else:
            with pytest.raises(ClientError, match=code):
                store.delete(key)


def test_a_missing_object_stays_not_found(s3_server: S3Server) -> None:
    client = s3_server.client(fresh=True, retries={"total_max_attempts": 1})
    store = S3Storage(client, s3_server.bucket, scope=SCOPE)
    with Stubber(client) as stub:
        stub.add_client_error("get_object", "NoSuchKey", http_status_code=404)
        with pytest.raises(FileNotFoundError):
            store.read(secrets.token_hex(24) + SCOPE)


def _put_on(store: S3Storage) -> Any:
    def put() -> None:
        _, target = store.create()
        with target:
            target.write(b"%PDF-1.7")

    return put


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EIO, errno.EROFS, errno.EDQUOT])
def test_a_disk_full_failing_or_read_only_is_storage_unavailable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    store = LocalStorage(tmp_path / "documents", SCOPE)
    kept = write_file(store, b"%PDF-1.7 kept")

    def fail(*_: Any) -> Any:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(storage_module._DiskFile, "_write", fail)
    key, target = store.create()
    with _unavailable("write") as raised, target:
        target.write(b"x" * 100_000)  # past the buffer: the disk is met at once
    assert raised.value.detail == "The document storage failed a write (OSError)."
    assert remove(store, [key]) and not store.exists(key)  # a half-written file goes

    read_bytes = Path.read_bytes

    def unreadable(path: Path) -> bytes:
        if path.name == kept:
            raise OSError(code, os.strerror(code))
        return read_bytes(path)

    monkeypatch.setattr(Path, "read_bytes", unreadable)
    with _unavailable("read"):
        store.read(kept)


def test_a_full_disk_is_met_at_the_close_too(tmp_path: Path) -> None:
    """/dev/full answers every write with ENOSPC: a few bytes are only written (and refused)
    when the buffer is flushed at the close."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    target = io.BufferedWriter(storage_module._DiskFile("/dev/full", "wb"))
    with _unavailable("write"), target:
        target.write(b"%PDF-1.7")
    assert target.closed


def test_other_disk_errors_and_a_missing_file_stay_what_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = LocalStorage(tmp_path / "documents", SCOPE)
    with pytest.raises(FileNotFoundError):
        store.read(secrets.token_hex(24) + SCOPE)
    with pytest.raises(FileNotFoundError):
        store.open(secrets.token_hex(24) + SCOPE)

    def denied(*_: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage_module._DiskFile, "_write", denied)
    _, target = store.create()
    with pytest.raises(PermissionError), target:
        target.write(b"x" * 100_000)
