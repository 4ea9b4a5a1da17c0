"""What the document storage tests share: the scope of their keys (the database's, as
server.documents.storage names it), a file written to a storage in chunks, and a port
nothing listens on."""

from __future__ import annotations

from server.documents.storage import Storage

SCOPE = "5c09e1a7"


def write_file(store: Storage, content: bytes) -> str:
    """``content`` written to ``store`` 64 KB at a time; its key."""
    key, target = store.create()
    with target:
        for start in range(0, len(content), 64 * 1024):
            target.write(content[start : start + 64 * 1024])
    return key


def closed_port() -> int:
    from server.tests.s3_support import free_port

    return free_port()  # bound and released: nothing listens there
