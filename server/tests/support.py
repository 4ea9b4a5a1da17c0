"""Plain helpers of the server tests (fixtures live in conftest.py)."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from server.settings import REPO_ROOT

# Secrets of the servers the tests start: outside development the published development
# secrets are refused (server/settings.py), so APP_ENV=test runs on these.
TEST_SECRETS = {
    "PORTAL_CLIENT_SECRET": "portal-web-test-secret-0f5c2a",
    "TOKEN_SECRET": "test-token-secret-9b1e6d4a7c3f8e2b5d0a6c1f",
    "GATEWAY_CALLBACK_SECRET": "test-gateway-callback-secret-4e8a1c7b9d",
}
CLIENT = ("portal-web", TEST_SECRETS["PORTAL_CLIENT_SECRET"])
PASSWORD = "Kopi-Tubruk-Pagi-2026"


def problem(response: Any, status: int) -> dict[str, Any]:
    """Assert a problem+json answer with this status; its body."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body: dict[str, Any] = response.json()
    assert body["status"] == status
    assert body["message"]
    assert body["requestId"] == response.headers["x-request-id"]
    return body


# Differ from one request to the next (traceresponse: each request is a new span, or trace).
VARYING_HEADERS = {"date", "x-request-id", "traceresponse", "content-length", "server"}


def answer(response: Any) -> tuple[int, dict[str, str], bytes]:
    """What a visitor sees of an answer, with what differs from one request to the next
    (tokens, the request id and the headers that carry them or the time) taken out: two
    answers that must not tell two visitors apart compare equal, byte for byte."""
    content: bytes = response.content
    body = response.json() if content else None
    if isinstance(body, dict):
        for key in ("token", "requestId"):
            if isinstance(body.get(key), str):
                content = content.replace(body[key].encode(), f"<{key}>".encode())
    headers = {k: v for k, v in response.headers.items() if k.lower() not in VARYING_HEADERS}
    return response.status_code, headers, content


# ---------------------------------------------------------------- a real server process
def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Served:
    base: str  # http://127.0.0.1:<port>
    process: subprocess.Popen[str]

    def api(self, path: str, body: dict[str, str], **headers: str) -> httpx.Response:
        return httpx.post(
            f"{self.base}/customer/api{path}", json=body, auth=CLIENT, headers=headers
        )


_demo_folder: Path | None = None


def with_demo_data(tmp_path: Path) -> Path:
    """Put the demo database and its documents where :func:`served` finds them, copied from
    one made by ``python -m server migrate`` once per test process: a server on it starts in
    seconds instead of migrating and loading (half a minute and more on a busy machine).
    Returns ``tmp_path``."""
    global _demo_folder
    if _demo_folder is None:
        folder = Path(tempfile.mkdtemp(prefix="portal-demo-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        env = {**os.environ, "APP_ENV": "development", **TEST_SECRETS, **data_files(folder)}
        subprocess.run(
            [sys.executable, "-m", "server", "migrate"], cwd=REPO_ROOT, env=env, check=True,
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        _demo_folder = folder
    shutil.copytree(_demo_folder, tmp_path, dirs_exist_ok=True)
    return tmp_path


def data_files(folder: Path) -> dict[str, str]:
    """A server's database, outbox and documents in ``folder`` (as :func:`with_demo_data`
    puts them)."""
    return {
        "DATABASE_URL": f"sqlite:///{folder}/var/portal.sqlite3",
        "OUTBOX_PATH": str(folder / "outbox.jsonl"),
        "DOCUMENT_DIR": str(folder / "documents"),  # the demo claims' files
    }


@contextmanager
def served(tmp_path: Path, **settings: str) -> Iterator[Served]:
    """``python -m server`` on a free port (or ``PORT``) with a new database; stopped with
    SIGTERM."""
    port = int(settings.get("PORT") or free_port())
    env = {
        **os.environ,
        "APP_ENV": "development",
        **TEST_SECRETS,
        "PORT": str(port),
        **data_files(tmp_path),
        "WEB_DIST": str(tmp_path / "dist"),
        "WORKERS": "1",  # one process starts in half the time; a test that needs more says so
        **settings,
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "server"], cwd=REPO_ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    running = Served(f"http://127.0.0.1:{port}", process)
    try:
        deadline = time.monotonic() + 180  # a fresh demo database, on a busy machine
        while True:
            try:
                httpx.get(f"{running.base}/runtime-config.js")
                break
            except httpx.TransportError:
                assert process.poll() is None, "the server exited early"
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.3)
        yield running
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)


def outbox(settings: Any, kind: str, to: str) -> list[dict[str, Any]]:
    """The notices of ``kind`` written to the outbox for ``to`` (``settings.outbox_path``)."""
    if not settings.outbox_path.exists():
        return []
    lines = [json.loads(x) for x in settings.outbox_path.read_text().splitlines()]
    return [x for x in lines if x["purpose"] == kind and x["to"] == to]


# ---------------------------------------------------------------- SQL statements
class Statements:
    """The SQL statements an engine runs (``before_cursor_execute``), transaction control
    left out: BEGIN (SQLite's BEGIN IMMEDIATE too) and SQLite's query_only switch between a
    reading and a writing transaction are not queries. The ``statements`` fixture
    (conftest.py) listens on the app's engine for one test."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def __call__(self, _conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if not statement.lstrip().upper().startswith(("BEGIN", "PRAGMA QUERY_ONLY")):
            self.seen.append(statement)

    def take(self) -> list[str]:
        """The statements since the last take."""
        seen, self.seen = self.seen, []
        return seen

    def count(self) -> int:
        """How many statements since the last take (and take them)."""
        return len(self.take())
