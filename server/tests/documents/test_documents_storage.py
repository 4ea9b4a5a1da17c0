"""The storage protocol (server.documents.storage.Storage) kept by both adapters, the same
tests on each: a local folder and an S3 bucket on a real S3 server (rclone serve s3 on
loopback, server.tests.s3_support). Keys are random and tell nothing, a file reads back
whole and streamed (seekable, as pypdf and Pillow need), deletes are idempotent, the listing
gives each file's time and only what the storage names, ready() answers. Then what only the
bucket does: nothing is uploaded by a write that fails, no ACL is ever sent, encryption at
rest when asked, a 5 MB file never whole in memory. Then one client per process, and the
settings that choose it. A storage that cannot store or hand out a file now (503):
test_documents_storage_unavailable.py."""

from __future__ import annotations

import os
import re
import secrets
import time
import tracemalloc
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from server import settings
from server.documents import s3
from server.documents.s3 import S3Storage
from server.documents.storage import LocalStorage, Storage, install, scoped, storage
from server.settings import Settings, SettingsError
from server.tests.documents_support import SCOPE, closed_port, write_file
from server.tests.s3_support import REGION, S3Server
from server.tests.support import TEST_SECRETS

KEY = re.compile(r"[0-9a-f]{48}" + SCOPE)
MB = 1024 * 1024


def _s3(
    server: S3Server, *, scope: str = SCOPE, prefix: str = "", fresh: bool = False, **options: Any
) -> S3Storage:
    return S3Storage(
        server.client(fresh=fresh, retries={"mode": "standard", "total_max_attempts": 3}),
        server.bucket,
        prefix=prefix or f"t{secrets.token_hex(4)}",  # each test its own folder of the bucket
        scope=scope,
        **options,
    )


@pytest.fixture(params=["local", "s3"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Storage:
    if request.param == "local":
        return LocalStorage(tmp_path / "documents", SCOPE)
    return _s3(request.getfixturevalue("s3_server"))


def _listed(store: Storage) -> dict[str, datetime]:
    return {found.key: found.modified for found in store.files()}


# ---------------------------------------------------------------- the protocol, both adapters
def test_a_file_reads_back_whole_and_streamed(store: Storage) -> None:
    content = os.urandom(700 * 1024)  # past the bucket's in-memory spool
    key = write_file(store, content)

    assert store.read(key) == content
    with store.open(key) as source:
        assert source.read(1000) == content[:1000]
        rest = b"".join(iter(lambda: source.read(64 * 1024), b""))
        assert content[:1000] + rest == content
        source.seek(-10, os.SEEK_END)  # pypdf starts at the end, Pillow seeks back
        assert source.read() == content[-10:]
        source.seek(0)
        assert source.read(4) == content[:4]


def test_keys_are_random_and_tell_nothing(store: Storage) -> None:
    keys = {write_file(store, b"%PDF-1.7 ktp budi.pdf") for _ in range(3)}
    assert len(keys) == 3
    assert all(KEY.fullmatch(key) and scoped(key, SCOPE) for key in keys)


def test_delete_is_idempotent_and_a_missing_file_is_not_found(store: Storage) -> None:
    key = write_file(store, b"x" * 10)
    store.delete(key)
    store.delete(key)  # again: no error
    store.delete(secrets.token_hex(24) + SCOPE)  # never written: no error
    with pytest.raises(FileNotFoundError):
        store.read(key)
    with pytest.raises(FileNotFoundError):
        store.open(key)
    assert key not in _listed(store)


def test_a_key_that_is_not_one_of_ours_is_refused(store: Storage) -> None:
    for key in ("../../etc/passwd", "ab/cd", "", "ktp budi.pdf"):
        with pytest.raises(ValueError, match="invalid storage key"):
            store.read(key)
        with pytest.raises(ValueError, match="invalid storage key"):
            store.delete(key)


def test_files_lists_every_file_with_the_time_it_was_written(store: Storage) -> None:
    before = datetime.now(UTC) - timedelta(seconds=2)
    keys = [write_file(store, b"%PDF-" + bytes([n])) for n in range(3)]
    after = datetime.now(UTC) + timedelta(seconds=2)
    store.delete(keys[2])

    listed = _listed(store)

    assert set(listed) == set(keys[:2])
    for key in keys[:2]:
        assert listed[key].tzinfo is not None
        assert before <= listed[key] <= after


def test_files_lists_only_what_the_storage_names_and_scopes_tell_databases_apart(
    store: Storage, tmp_path: Path
) -> None:
    ours = write_file(store, b"ours")
    # The same folder or bucket folder, another database's: listed, judged by none but its own.
    if isinstance(store, LocalStorage):
        theirs = write_file(LocalStorage(store.root, "0badcafe"), b"theirs")
        (store.root / ours[:2] / "notes.txt").write_text("not ours")
        (store.root / "stray.pdf").write_text("not ours")
    else:
        assert isinstance(store, S3Storage)
        theirs = write_file(
            S3Storage(store.client, store.bucket, prefix=store.prefix, scope="0badcafe"), b"x"
        )
        put = store.client.put_object
        put(Bucket=store.bucket, Key=f"{store.prefix}notes.txt", Body=b"not ours")
        put(Bucket=store.bucket, Key=f"{store.prefix}deeper/{ours}", Body=b"not ours")
        put(Bucket=store.bucket, Key=f"elsewhere{secrets.token_hex(4)}", Body=b"not ours")

    listed = _listed(store)

    assert set(listed) == {ours, theirs}
    assert [key for key in listed if scoped(key, SCOPE)] == [ours]


def test_ready_answers(store: Storage) -> None:
    store.ready()


# ---------------------------------------------------------------- what only the bucket does
def _requests(store: S3Storage) -> list[tuple[str, dict[str, str]]]:
    """The (operation, headers) of every request the store's client sends from now on."""
    sent: list[tuple[str, dict[str, str]]] = []

    def seen(request: Any, event_name: str, **_: Any) -> None:
        headers = {
            str(name).lower(): value.decode() if isinstance(value, bytes) else str(value)
            for name, value in request.headers.items()
        }
        sent.append((event_name.rsplit(".", 1)[-1], headers))

    store.client.meta.events.register("before-send.s3", seen)
    return sent


def test_a_write_that_fails_uploads_nothing(s3_server: S3Server) -> None:
    store = _s3(s3_server, fresh=True)
    sent = _requests(store)
    key, target = store.create()
    with pytest.raises(RuntimeError), target:
        target.write(b"\xff\xd8\xff" + b"\x00" * 300_000)
        raise RuntimeError("the upload was refused halfway (413)")

    assert sent == []
    assert not store.exists(key) and _listed(store) == {}


def test_no_acl_is_ever_sent_and_encryption_at_rest_when_asked(s3_server: S3Server) -> None:
    plain, sealed = _s3(s3_server, fresh=True), _s3(s3_server, sse="AES256", fresh=True)
    plain_sent, sealed_sent = _requests(plain), _requests(sealed)

    for store in (plain, sealed):
        key = write_file(store, b"%PDF-1.7")
        assert store.read(key) == b"%PDF-1.7"
        list(store.files())
        store.delete(key)

    for operation, headers in plain_sent + sealed_sent:
        assert not any(name.startswith("x-amz-grant") for name in headers), operation
        assert "x-amz-acl" not in headers, operation
    puts = [headers for operation, headers in sealed_sent if operation == "PutObject"]
    assert len(puts) == 1 and puts[0]["x-amz-server-side-encryption"] == "AES256"
    assert not any(
        "x-amz-server-side-encryption" in headers
        for operation, headers in plain_sent
        if operation == "PutObject"
    )


def test_objects_live_under_the_prefix(s3_server: S3Server) -> None:
    store = _s3(s3_server, prefix="/dokumen/portal/")
    key = write_file(store, b"%PDF-1.7")
    assert store.prefix == "dokumen/portal/"
    assert f"dokumen/portal/{key}" in s3_server.keys("dokumen/portal/")
    assert (s3_server.folder / s3_server.bucket / "dokumen" / "portal" / key).read_bytes()
    store.delete(key)


def _peaks(store: S3Storage, megabytes: int) -> tuple[int, int]:
    """The most memory Python held while ``megabytes`` were written, then while they were
    read back in chunks (tracemalloc)."""
    chunk = os.urandom(64 * 1024)
    tracemalloc.start()
    try:
        key, target = store.create()
        with target:
            for _ in range(16 * megabytes):
                target.write(chunk)
        _, written = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        size = 0
        with store.open(key) as source:
            for part in iter(lambda: source.read(64 * 1024), b""):
                size += len(part)
        _, read = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert size == megabytes * MB
    store.delete(key)
    return written, read


def test_a_5_mb_file_is_never_whole_in_memory(s3_server: S3Server) -> None:
    store = _s3(s3_server)
    write_file(store, b"%PDF-1.7")  # the client's first requests load its models: not counted
    five, ten = _peaks(store, 5), _peaks(store, 10)
    # Measured: about 2.1 MB written (botocore signs and checksums the body 1 MB at a time),
    # 0.5 MB read (the spool's 256 KB and chunks), whatever the size.
    assert five[0] < 2.5 * MB and five[1] < 1 * MB, five
    assert ten[0] < five[0] + 256 * 1024 and ten[1] < five[1] + 256 * 1024, (five, ten)


def test_ready_raises_when_the_bucket_is_missing_or_the_server_unreachable(
    s3_server: S3Server,
) -> None:
    with pytest.raises(Exception, match=r"404|NoSuchBucket|Not Found"):
        S3Storage(s3_server.client(), "no-such-bucket").ready()

    with pytest.raises(Exception, match=r"403|Forbidden|AccessDenied|Signature"):
        wrong = S3Server(s3_server.endpoint_url, s3_server.access_key, "wrong", s3_server.folder)
        S3Storage(wrong.client(retries={"total_max_attempts": 1}), s3_server.bucket).ready()

    unreachable = S3Server(f"http://127.0.0.1:{closed_port()}", "x", "y", s3_server.folder).client(
        retries={"total_max_attempts": 1}, connect_timeout=1, read_timeout=1
    )
    began = time.monotonic()
    with pytest.raises(Exception, match="Could not connect"):
        S3Storage(unreachable, s3_server.bucket).ready()
    assert time.monotonic() - began < 3


# ---------------------------------------------------------------- chosen by the settings
@pytest.fixture
def s3_settings(s3_server: S3Server, tmp_path: Path) -> Iterator[Settings]:
    environment = s3_server.environment()
    saved = {name: os.environ.get(name) for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY")}
    os.environ.update({name: environment[name] for name in saved})
    previous = settings.current()
    chosen = settings.from_env(
        {**TEST_SECRETS, **environment, "APP_ENV": "test", "S3_PREFIX": "gabungan",
         "DATABASE_URL": f"sqlite:///{tmp_path}/portal.sqlite3",
         "DOCUMENT_DIR": str(tmp_path / "d")}
    )  # fmt: skip
    settings.install(chosen)
    install(None)
    try:
        yield chosen
    finally:
        settings.install(previous)
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def test_document_storage_s3_stores_in_the_bucket_with_one_client_per_process(
    s3_settings: Settings, s3_server: S3Server
) -> None:
    first, second = storage(), storage()
    assert isinstance(first, S3Storage) and isinstance(second, S3Storage)
    assert first.client is second.client  # made once, shared by every thread
    assert first.bucket == s3_server.bucket and first.prefix == "gabungan/"
    assert first.client.meta.region_name == REGION
    first.ready()
    key = write_file(first, b"%PDF-1.7")
    assert f"gabungan/{key}" in s3_server.keys("gabungan/")
    assert not s3_settings.document_dir.exists()
    first.delete(key)


def test_the_storage_settings_are_read_and_checked() -> None:
    base = {**TEST_SECRETS, "APP_ENV": "test"}
    assert settings.from_env(base).document_storage == "local"
    chosen = settings.from_env(
        {**base, "DOCUMENT_STORAGE": "s3", "S3_BUCKET": "tmanku-dokumen", "S3_SSE": "AES256",
         "S3_ENDPOINT_URL": "http://127.0.0.1:9000", "S3_PREFIX": "dokumen",
         "AWS_SECRET_ACCESS_KEY": "never-in-settings"}
    )  # fmt: skip
    assert (chosen.s3_bucket, chosen.s3_region, chosen.s3_sse) == (
        "tmanku-dokumen",
        "ap-southeast-3",
        "AES256",
    )
    assert "never-in-settings" not in repr(chosen)
    for wrong, says in [
        ({"DOCUMENT_STORAGE": "ftp"}, "DOCUMENT_STORAGE must be local or s3"),
        ({"DOCUMENT_STORAGE": "s3"}, "needs S3_BUCKET"),
        ({"DOCUMENT_STORAGE": "s3", "S3_BUCKET": "Dokumen_Polis"}, "S3_BUCKET must be"),
        ({"S3_ENDPOINT_URL": "127.0.0.1:9000"}, "S3_ENDPOINT_URL must be"),
        ({"S3_PREFIX": "../dokumen"}, "S3_PREFIX must be"),
        ({"S3_PREFIX": "a//b"}, "S3_PREFIX must be"),
        ({"S3_SSE": "aes256"}, "S3_SSE must be"),
        ({"S3_REGION": "Jakarta 1"}, "S3_REGION must be"),
    ]:
        with pytest.raises(SettingsError, match=says):
            settings.from_env({**base, **wrong})


def test_the_configured_client_has_timeouts_and_standard_retries(s3_settings: Settings) -> None:
    made = storage()
    assert isinstance(made, S3Storage)
    config = made.client.meta.config
    assert (config.connect_timeout, config.read_timeout) == (s3.CONNECT_TIMEOUT, s3.READ_TIMEOUT)
    assert config.retries == {"mode": "standard", "total_max_attempts": s3.ATTEMPTS}
    probe = made._probe.meta.config
    assert (probe.connect_timeout, probe.read_timeout) == (1.0, 2.0)
    assert probe.retries["total_max_attempts"] == 1
