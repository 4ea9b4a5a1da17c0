"""A local document storage whose disk fails under it (server.documents.storage.LocalStorage):
full when a file is written, failing when one is read. The failures are the system's
(OSError with ENOSPC or EIO) at the lowest level the storage calls, so that what turns them
into a 503 is the code under test."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, BinaryIO

import pytest

from server.documents import storage
from server.documents.storage import LocalStorage


def disk_full(monkeypatch: pytest.MonkeyPatch, *, after_files: int = 0) -> None:
    """Every write to a file the storage creates fails with ENOSPC, from its
    ``after_files + 1``-th new file on (0: at once; 1: the first file is written whole, e.g.
    a photo's original before its clean copy)."""
    created = 0
    create, write = LocalStorage.create, storage._DiskFile._write

    def counted(self: LocalStorage) -> tuple[str, BinaryIO]:
        nonlocal created
        created += 1
        key, target = create(self)
        raw: Any = getattr(target, "raw", None)
        if created > after_files and isinstance(raw, storage._DiskFile):
            raw.full = True  # type: ignore[attr-defined]
        return key, target

    def written(self: storage._DiskFile, data: Any) -> int:
        if getattr(self, "full", False):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return write(self, data)

    monkeypatch.setattr(LocalStorage, "create", counted)
    monkeypatch.setattr(storage._DiskFile, "_write", written)


def unreadable(monkeypatch: pytest.MonkeyPatch, keys: Iterable[str]) -> None:
    """Reading the stored files ``keys`` fails with EIO (the disk under them); every other
    file reads as before."""
    failing, read_bytes = set(keys), Path.read_bytes

    def read(path: Path) -> bytes:
        if path.name in failing:
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        return read_bytes(path)

    monkeypatch.setattr(Path, "read_bytes", read)
