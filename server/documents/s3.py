"""Document files in an S3 bucket (DOCUMENT_STORAGE=s3): the
:class:`~server.documents.storage.Storage` protocol over boto3, so that every host of the
portal reads what another one stored.

- Keys are those of :class:`~server.documents.storage.LocalStorage`: random hex ending with
  the database's scope, under S3_PREFIX. Nothing the customer sent, nothing that tells what
  the file is.
- The bucket stays private: no request sends an ACL (the bucket's own settings decide: S3
  Block Public Access, object ownership "bucket owner enforced"). With S3_SSE each object is
  encrypted at rest by the server (``AES256`` or ``aws:kms``).
- No document is ever whole in memory. :meth:`S3Storage.create` hands out a file spooled to
  a temporary file on disk past ``SPOOL_BYTES`` and uploaded when it is closed (one
  PutObject, read from that file; multipart past ``MULTIPART_BYTES``, which no upload
  reaches). A block that fails while writing (``with target:``) uploads nothing, and a PUT
  that fails leaves no object (S3 writes an object whole or not at all; a failed multipart
  upload is aborted). :meth:`S3Storage.open` copies the object's body in chunks to such a
  spooled file: the checks that read a stored file (pypdf, Pillow) seek in it.
- Downloads still go through the portal, after its owner checks
  (:func:`server.documents.service.read_document`); no presigned URL is handed out.
- An S3 server out of reach (connection refused, timeouts, a dropped connection) or
  answering 5xx or SlowDown after botocore's retries is
  :class:`~server.documents.storage.StorageUnavailable` (503); a missing object is
  FileNotFoundError, any other refusal (AccessDenied, NoSuchBucket) stays what it is.
- Credentials come from boto3's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
  profile, an instance role), never from the portal's settings.

One boto3 client per process and configuration (:func:`configured`): a client is
thread-safe, and building one costs tens of milliseconds and a few megabytes.
"""

from __future__ import annotations

import io
import secrets
import shutil
import tempfile
import threading
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, BinaryIO, cast

import boto3  # type: ignore[import-untyped]
from boto3.s3.transfer import TransferConfig  # type: ignore[import-untyped]
from botocore.config import Config  # type: ignore[import-untyped]
from botocore.exceptions import (  # type: ignore[import-untyped]
    ClientError,
    HTTPClientError,
)
from botocore.exceptions import (
    ConnectionError as BotoConnectionError,
)

from server.documents.storage import (
    RANDOM_HEX,
    Action,
    StoredFile,
    disk_failures,
    unavailable,
)
from server.settings import Settings

SPOOL_BYTES = 256 * 1024  # a file written or read is kept in memory up to this, then on disk
CHUNK = 64 * 1024
MULTIPART_BYTES = 64 * 1024 * 1024  # above any upload's limit (10 MB): one PutObject each
# Requests of the portal: a slow link may take a while to accept a 10 MB PUT, and botocore's
# standard retries (3 attempts, backoff) cover a dropped connection or a 503 SlowDown.
CONNECT_TIMEOUT = 5.0
READ_TIMEOUT = 30.0
ATTEMPTS = 3
# readyz's HeadBucket: answered at once or not ready, no retry (3 s at worst).
READY_CONNECT_TIMEOUT = 1.0
READY_READ_TIMEOUT = 2.0
_MISSING = {"NoSuchKey", "404", "NotFound"}
_BUSY = {"SlowDown", "ServiceUnavailable", "InternalError"}  # S3's own 5xx codes


def _down(error: ClientError) -> bool:
    """An answer that says the server cannot serve now (5xx, SlowDown), not that the request
    is wrong."""
    code = str(error.response.get("Error", {}).get("Code", ""))
    status = int(error.response.get("ResponseMetadata", {}).get("HTTPStatusCode") or 0)
    return status >= 500 or code in _BUSY


@contextmanager
def _reaching(action: Action) -> Iterator[None]:
    """botocore's failures to reach the server (EndpointConnectionError,
    ConnectTimeoutError, ReadTimeoutError, a connection closed mid-answer) and its 5xx
    after the retries, as StorageUnavailable."""
    try:
        yield
    except (BotoConnectionError, HTTPClientError) as error:
        raise unavailable(action, error) from error
    except ClientError as error:
        if _down(error):
            raise unavailable(action, error) from error
        raise


def _client(
    *,
    endpoint_url: str,
    region: str,
    connect_timeout: float,
    read_timeout: float,
    attempts: int,
    pool: int = 10,
) -> Any:
    config = Config(
        region_name=region,
        connect_timeout=connect_timeout,
        read_timeout=read_timeout,
        retries={"mode": "standard", "total_max_attempts": attempts},
        max_pool_connections=pool,
        # An endpoint of its own (rclone serve s3, MinIO, a provider's): path-style
        # addressing, which every S3 server speaks; AWS itself: its default.
        s3={"addressing_style": "path" if endpoint_url else "auto"},
    )
    # A session of its own: boto3's default session is not safe to share between threads
    # while clients are being made.
    session = boto3.session.Session()
    return session.client("s3", endpoint_url=endpoint_url or None, config=config)


class S3Storage:
    """Objects ``prefix``<key> in ``bucket``. ``client``: a boto3 S3 client; ``probe``: the
    client of :meth:`ready` (short timeout, no retry), the same by default."""

    def __init__(
        self,
        client: Any,
        bucket: str,
        *,
        prefix: str = "",
        scope: str = "",
        sse: str = "",
        probe: Any = None,
    ) -> None:
        self.client = client
        self.bucket = bucket
        self.prefix = prefix.strip("/") + "/" if prefix.strip("/") else ""
        self.scope = scope
        self.sse = sse
        self._probe = probe if probe is not None else client

    def _object(self, key: str) -> str:
        if not (key.isascii() and key.isalnum()):
            raise ValueError("invalid storage key")
        return self.prefix + key

    def create(self) -> tuple[str, BinaryIO]:
        key = secrets.token_hex(RANDOM_HEX // 2) + self.scope
        return key, cast(BinaryIO, _Upload(self, self._object(key)))

    def _body(self, key: str) -> Any:
        try:
            return self.client.get_object(Bucket=self.bucket, Key=self._object(key))["Body"]
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in _MISSING:
                raise FileNotFoundError(f"no stored file {key}") from error
            raise

    def read(self, key: str) -> bytes:
        with _reaching("read"), closing(self._body(key)) as body:
            return cast(bytes, body.read())

    def open(self, key: str) -> BinaryIO:
        spool = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115 - returned
        try:
            with disk_failures("read"), _reaching("read"), closing(self._body(key)) as body:
                shutil.copyfileobj(body, spool, CHUNK)
            spool.seek(0)
        except BaseException:
            spool.close()
            raise
        return cast(BinaryIO, spool)

    def delete(self, key: str) -> None:
        # S3 answers 204 whether or not the object was there.
        name = self._object(key)
        with _reaching("write"):
            self.client.delete_object(Bucket=self.bucket, Key=name)

    def exists(self, key: str) -> bool:
        name = self._object(key)
        try:
            with _reaching("read"):
                self.client.head_object(Bucket=self.bucket, Key=name)
        except ClientError as error:
            if error.response.get("Error", {}).get("Code") in _MISSING:
                return False
            raise
        return True

    def files(self) -> Iterator[StoredFile]:
        with _reaching("read"):
            yield from self._files()

    def _files(self) -> Iterator[StoredFile]:
        pages = self.client.get_paginator("list_objects_v2").paginate(
            Bucket=self.bucket, Prefix=self.prefix
        )
        for page in pages:
            for found in page.get("Contents", ()):
                key = str(found["Key"])[len(self.prefix) :]
                # Only what create() names: anything else in the bucket is not ours to judge
                # (another prefix's objects, a folder below ours).
                if key.isascii() and key.isalnum():
                    modified: datetime = found["LastModified"]
                    yield StoredFile(key, modified.astimezone(UTC))

    def ready(self) -> None:
        """The bucket answers (HeadBucket: it exists and these credentials reach it);
        raises otherwise, within READY_CONNECT_TIMEOUT and READY_READ_TIMEOUT (one attempt)."""
        self._probe.head_bucket(Bucket=self.bucket)

    def _put(self, source: BinaryIO, name: str) -> None:
        extra = {"ServerSideEncryption": self.sse} if self.sse else {}
        self.client.upload_fileobj(
            source,
            self.bucket,
            name,
            ExtraArgs=extra,
            Config=TransferConfig(
                multipart_threshold=MULTIPART_BYTES,
                multipart_chunksize=8 * 1024 * 1024,
                use_threads=False,
            ),
        )


class _Upload(io.RawIOBase):
    """A new object being written: spooled (memory up to SPOOL_BYTES, then a temporary file
    no other process can open) and uploaded by :meth:`close`. Left by a ``with`` block that
    raises, or never closed, it uploads nothing."""

    def __init__(self, store: S3Storage, name: str) -> None:
        super().__init__()
        self._store = store
        self._name = name
        self._spool: Any = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        if self.closed:
            raise ValueError("write to a closed file")
        with disk_failures("write"):  # the spool's temporary file on a full disk
            return int(self._spool.write(data))

    def tell(self) -> int:
        return int(self._spool.tell())

    def close(self) -> None:
        if self.closed:
            return
        try:
            self._spool.seek(0)
            with _reaching("write"):
                self._store._put(self._spool, self._name)
        finally:
            self._abandon()

    def _abandon(self) -> None:
        self._spool.close()
        super().close()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if kind is None:
            self.close()
        else:
            self._abandon()

    def __del__(self) -> None:
        if not self.closed:
            self._abandon()


@dataclass(frozen=True, slots=True)
class _Connection:
    endpoint_url: str
    region: str
    pool: int


_clients: dict[_Connection, tuple[Any, Any]] = {}
_clients_lock = threading.Lock()


def configured(current: Settings, scope: str) -> S3Storage:
    """The storage of S3_BUCKET and S3_PREFIX for the database of ``scope``, its clients made
    once per process (and per endpoint and region)."""
    # Every request thread, and every upload thread, may hold one connection.
    connection = _Connection(
        current.s3_endpoint_url, current.s3_region, current.threads + current.uploads_at_once
    )
    with _clients_lock:
        clients = _clients.get(connection)
        if clients is None:
            clients = (
                _client(
                    endpoint_url=connection.endpoint_url,
                    region=connection.region,
                    connect_timeout=CONNECT_TIMEOUT,
                    read_timeout=READ_TIMEOUT,
                    attempts=ATTEMPTS,
                    pool=max(10, connection.pool),
                ),
                _client(
                    endpoint_url=connection.endpoint_url,
                    region=connection.region,
                    connect_timeout=READY_CONNECT_TIMEOUT,
                    read_timeout=READY_READ_TIMEOUT,
                    attempts=1,
                ),
            )
            _clients[connection] = clients
    client, probe = clients
    return S3Storage(
        client,
        current.s3_bucket,
        prefix=current.s3_prefix,
        scope=scope,
        sse=current.s3_sse,
        probe=probe,
    )
