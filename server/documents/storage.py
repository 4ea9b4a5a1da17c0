"""Where document files live, behind the :class:`Storage` protocol: a local folder by default
(DOCUMENT_DIR, under var/, never a folder the web server serves). Files are named by a random
key; nothing the customer sent becomes part of a path. The sweep
(:mod:`server.documents.sweep`) lists the files with the time each was last written, which an
object store gives as well (S3's ListObjectsV2: Key and LastModified).

One storage may serve several databases (a developer's DOCUMENT_DIR: the portal's own, the
test servers' and the benchmarks' fresh ones): a key ends with its database's ``scope``
(:func:`scope_of`), so that the sweep judges only the files of the database it reads. Keys
written before scopes existed (48 characters) are never judged.

A storage that cannot store or hand out a file now (an S3 server out of reach, too slow or
answering 5xx after botocore's retries; a disk that is full, failing or read-only) raises
:class:`StorageUnavailable`: 503 with ``Retry-After`` and an Indonesian message, one WARNING
line naming the cause's class. A missing file is never that (FileNotFoundError, as before).
A file a failed request leaves behind is deleted as far as the storage lets
(:func:`remove`); what it does not let, the sweep removes later."""

from __future__ import annotations

import errno
import hashlib
import io
import logging
import os
import secrets
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO, Literal, NamedTuple, Protocol, cast

from sqlalchemy.engine import make_url

from server import settings
from server.documents import messages
from server.errors import GatewayUnavailable

log = logging.getLogger("server.documents.storage")
RANDOM_HEX = 48  # the random part of a key (24 bytes)
RETRY_AFTER_SECONDS = 30
# A disk that cannot take or give a file now: full, failing, read-only, over its quota.
DISK_DOWN = frozenset({errno.ENOSPC, errno.EIO, errno.EROFS, errno.EDQUOT})
Action = Literal["write", "read"]


class StorageUnavailable(GatewayUnavailable):
    """503: the document storage did not store or hand out a file (out of reach, failing,
    full). Nothing was recorded: an upload has no row and leaves no file; the same request
    may be sent again after ``Retry-After``. Its ``detail`` names the cause's class only
    (never an address, a bucket or a key)."""

    type = "urn:tmanku:problem:storage-unavailable"
    retry_after = RETRY_AFTER_SECONDS
    log_level = logging.WARNING


def unavailable(action: Action, cause: BaseException) -> StorageUnavailable:
    """The 503 of a storage that failed to ``write`` (an upload: "not stored") or ``read``
    (a download: "cannot be opened now") because of ``cause``."""
    message = messages.STORAGE_WRITE if action == "write" else messages.STORAGE_READ
    return StorageUnavailable(
        message, detail=f"The document storage failed a {action} ({type(cause).__name__})."
    )


@contextmanager
def disk_failures(action: Action) -> Iterator[None]:
    """A disk's failure (:data:`DISK_DOWN`) as StorageUnavailable; any other OSError (a
    missing file, a permission) as it is. (Also the bucket's spool: a full temporary disk
    stores nothing either.)"""
    try:
        yield
    except OSError as error:
        if error.errno in DISK_DOWN:
            raise unavailable(action, error) from error
        raise


class StoredFile(NamedTuple):
    key: str
    modified: datetime  # when it was last written (UTC)


class Storage(Protocol):
    """Every method but :meth:`ready` raises :class:`StorageUnavailable` when the storage
    cannot do it now (writing: create, the file's write and close, delete; reading: read,
    open and the file's reads, files)."""

    scope: str  # the end of every key written for this database ("": none, nothing judged)

    def create(self) -> tuple[str, BinaryIO]:
        """A new random key ending with ``scope`` and a file open for writing under it."""

    def read(self, key: str) -> bytes: ...

    def open(self, key: str) -> BinaryIO:
        """The file open for reading (streamed, not loaded whole)."""

    def delete(self, key: str) -> None:
        """Remove the file; no error when it is already gone."""

    def files(self) -> Iterator[StoredFile]:
        """Every file with the time it was last written, in no set order (an object store:
        page by page). A file created or deleted meanwhile may or may not be listed."""

    def ready(self) -> None:
        """Return when files can be stored and read now; raise (any exception, its message
        naming no secret) when not. Cheap and quick (called by every GET /readyz, under a
        timeout of a few seconds): a local folder's permissions, an object store's
        HeadBucket; it stores no file."""


class LocalStorage:
    """Files in ``root``/<2 characters>/<key> (created 0600, folders 0700)."""

    def __init__(self, root: Path, scope: str = "") -> None:
        self.root = root
        self.scope = scope

    def _path(self, key: str) -> Path:
        if not key.isalnum():
            raise ValueError("invalid storage key")
        return self.root / key[:2] / key

    def create(self) -> tuple[str, BinaryIO]:
        key = secrets.token_hex(RANDOM_HEX // 2) + self.scope
        path = self._path(key)
        with disk_failures("write"):
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        return key, cast(BinaryIO, io.BufferedWriter(_DiskFile(fd, "wb")))

    def read(self, key: str) -> bytes:
        with disk_failures("read"):
            return self._path(key).read_bytes()

    def open(self, key: str) -> BinaryIO:
        path = self._path(key)
        with disk_failures("read"):
            return cast(BinaryIO, io.BufferedReader(_DiskFile(path, "rb")))

    def delete(self, key: str) -> None:
        path = self._path(key)
        with disk_failures("write"):
            path.unlink(missing_ok=True)

    def exists(self, key: str) -> bool:
        return self._path(key).is_file()

    def ready(self) -> None:
        """The folder exists (made as create() would) and this process may list, read and
        write in it."""
        self.root.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not os.access(self.root, os.R_OK | os.W_OK | os.X_OK):
            raise PermissionError("the document folder is not readable and writable")

    def files(self) -> Iterator[StoredFile]:
        with disk_failures("read"):
            yield from self._files()

    def _files(self) -> Iterator[StoredFile]:
        if not self.root.is_dir():
            return
        for folder in os.scandir(self.root):
            if not (folder.is_dir(follow_symlinks=False) and folder.name.isalnum()):
                continue
            for entry in os.scandir(folder.path):
                # Only what create() names: anything else in the folder is not ours to judge.
                if not (entry.name.isalnum() and entry.name.startswith(folder.name)):
                    continue
                if not entry.is_file(follow_symlinks=False):
                    continue
                try:
                    status = entry.stat(follow_symlinks=False)
                except FileNotFoundError:  # deleted while listed
                    continue
                modified = datetime.fromtimestamp(status.st_mtime, UTC)
                yield StoredFile(entry.name, modified)


class _DiskFile(io.FileIO):
    """A stored file's descriptor (buffered by :class:`io.BufferedWriter` or
    :class:`io.BufferedReader`): a disk that fails under a write, a read or the close
    (:data:`DISK_DOWN`) is StorageUnavailable, wherever the buffer meets it."""

    def write(self, data: Any) -> int:
        with disk_failures("write"):
            return self._write(data)

    def _write(self, data: Any) -> int:  # the system's write(2) (a test's full disk)
        return super().write(data)

    def readinto(self, buffer: Any) -> int:
        with disk_failures("read"):
            return super().readinto(buffer)

    def readall(self) -> bytes:
        with disk_failures("read"):
            return super().readall()

    def read(self, size: int | None = -1) -> bytes:
        with disk_failures("read"):
            return super().read(size)

    def close(self) -> None:
        with disk_failures("write" if not self.closed and self.writable() else "read"):
            super().close()

    def fileno(self) -> int:
        # No descriptor handed out: Pillow writes a picture straight to one when it can
        # (write(2) in C), where a full disk would be its own "encoder error" (an OSError
        # without errno, read as a damaged picture) instead of a failure of this file.
        raise io.UnsupportedOperation("fileno")


def remove(store: Storage, keys: Iterable[str]) -> bool:
    """Delete these files as far as the storage lets: when it is out of reach the rest are
    left for the sweep (an INFO line; the failure that brought us here was told already).
    Whether every one went."""
    doomed = list(keys)
    for done, key in enumerate(doomed):
        try:
            store.delete(key)
        except StorageUnavailable as error:
            log.info(
                "document storage: %d file(s) left for the sweep: %s",
                len(doomed) - done,
                error.detail,
            )
            return False
    return True


_storage: Storage | None = None


def storage() -> Storage:
    """The configured storage (DOCUMENT_STORAGE: a local folder at DOCUMENT_DIR, or an S3
    bucket whose client is made once per process; keys scoped to DATABASE_URL's database);
    tests may install another."""
    if _storage is not None:
        return _storage
    current = settings.current()
    if current.document_storage == "s3":
        from server.documents import s3  # boto3 is imported only when it is used

        return s3.configured(current, scope_of(current.database_url))
    return LocalStorage(current.document_dir, scope_of(current.database_url))


def scope_of(database_url: str) -> str:
    """8 hex characters naming a database: its file, or its server and name (never the user
    or the password, so a changed password keeps the scope)."""
    url = make_url(database_url)
    backend = url.get_backend_name()
    if backend == "sqlite":
        place = str(Path(url.database).resolve()) if url.database else ":memory:"
    else:
        place = f"{backend}://{url.host or ''}:{url.port or ''}/{url.database or ''}"
    return hashlib.sha256(place.encode()).hexdigest()[:8]


def scoped(key: str, scope: str) -> bool:
    """Whether ``key`` was written for the database of ``scope``."""
    return bool(scope) and len(key) == RANDOM_HEX + len(scope) and key.endswith(scope)


def install(store: Storage | None) -> None:
    global _storage
    _storage = store
