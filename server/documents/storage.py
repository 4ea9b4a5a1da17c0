"""Where document files live, behind the :class:`Storage` protocol: a local folder by default
(DOCUMENT_DIR, under var/, never a folder the web server serves). Files are named by a random
key; nothing the customer sent becomes part of a path."""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import BinaryIO, Protocol


class Storage(Protocol):
    def create(self) -> tuple[str, BinaryIO]:
        """A new random key and a file open for writing under it."""

    def read(self, key: str) -> bytes: ...

    def open(self, key: str) -> BinaryIO:
        """The file open for reading (streamed, not loaded whole)."""

    def delete(self, key: str) -> None:
        """Remove the file; no error when it is already gone."""


class LocalStorage:
    """Files in ``root``/<2 characters>/<key> (created 0600, folders 0700)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, key: str) -> Path:
        if not key.isalnum():
            raise ValueError("invalid storage key")
        return self.root / key[:2] / key

    def create(self) -> tuple[str, BinaryIO]:
        key = secrets.token_hex(24)
        path = self._path(key)
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        return key, os.fdopen(fd, "wb")

    def read(self, key: str) -> bytes:
        return self._path(key).read_bytes()

    def open(self, key: str) -> BinaryIO:
        return self._path(key).open("rb")

    def delete(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)

    def exists(self, key: str) -> bool:
        return self._path(key).is_file()
