"""The transaction history's cost per request in the app alone, without a server: the
function calls a request makes (a count the machine's load does not disturb) and the
processor time, for the portal and for the bare endpoint of ``npm run bench``.

    .venv/bin/python bench/request_calls.py [--rounds N] [--requests N] [--database postgresql]
    npm run bench:calls -- --repo /path/to/older/checkout   # that checkout's portal and bare app

The portal (``python -m server``, APP_ENV=development) seeds a fresh database and signs Budi
in through the real journey; it is then stopped, and this process builds both apps (the
portal's ``create_app`` and ``bench/bare_app.py``) on that database and calls each with the
same request's ASGI scope, one request after another. Their sync handlers run inline (the
thread pool's hop costs both sides alike and is left out). Printed: the calls per request
(``sys.setprofile`` counting every Python and C function call) and the processor time per
request, minimum and median of interleaved rounds (the minimum is the least disturbed).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

QUERY = b"policy_number=UL24000123&size=20"
App = Callable[..., Awaitable[None]]
Message = MutableMapping[str, Any]


def _scope(path: str, headers: list[tuple[bytes, bytes]]) -> dict[str, Any]:
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "server": ("127.0.0.1", 8080),
        "client": ("127.0.0.1", 50000),
        "scheme": "http",
        "method": "GET",
        "root_path": "",
        "path": path,
        "raw_path": path.encode(),
        "query_string": QUERY,
        "headers": list(headers),
        "state": {},
    }


class Side:
    """One app, the request it is asked, and what its answers said."""

    def __init__(self, name: str, app: App, path: str, headers: list[tuple[bytes, bytes]]):
        self.name, self.app, self.path, self.headers = name, app, path, headers
        self.status = 0
        self.body = b""
        self.cpu_ms: list[float] = []

    async def _receive(self) -> Message:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def _send(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.status = int(message["status"])
        elif message["type"] == "http.response.body":
            self.body = bytes(message.get("body", b""))

    async def once(self) -> None:
        await self.app(_scope(self.path, self.headers), self._receive, self._send)

    async def calls(self, requests: int) -> float:
        counted = 0

        def count(frame: Any, event: str, arg: Any) -> None:
            nonlocal counted
            if event in ("call", "c_call"):
                counted += 1

        sys.setprofile(count)
        try:
            for _ in range(requests):
                await self.once()
        finally:
            sys.setprofile(None)
        return counted / requests

    async def timed(self, requests: int) -> None:
        started = time.process_time()
        for _ in range(requests):
            await self.once()
        self.cpu_ms.append((time.process_time() - started) / requests * 1000)


def _inline_thread_pool() -> None:
    """Sync handlers run in this thread (the hop to a worker costs both sides alike)."""
    import anyio.to_thread

    async def inline(function: Callable[..., Any], *args: Any, **_: Any) -> Any:
        return function(*args)

    anyio.to_thread.run_sync = inline  # type: ignore[assignment]


def _sides(database_url: str, token: str, tmp: Path) -> list[Side]:
    from portal_server import CLIENT, SECRETS

    os.environ.update(
        {
            **SECRETS,
            "APP_ENV": "development",
            "DATABASE_URL": database_url,
            "ACCESS_TOKEN_SECONDS": "3600",
            "RESPONSE_VALIDATION": "false",
            "LOG_LEVEL": "WARNING",
            "OUTBOX_PATH": str(tmp / "outbox.jsonl"),
            "DOCUMENT_DIR": str(tmp / "documents"),
            "WEB_DIST": str(tmp / "no-web"),
        }
    )
    _inline_thread_pool()
    import bare_app

    from server.app import create_app

    basic = base64.b64encode(f"{CLIENT[0]}:{CLIENT[1]}".encode()).decode()
    # As a browser asks (the portal compresses answers of 1 KiB or more; the bare app does not).
    common = [
        (b"host", b"127.0.0.1:8080"),
        (b"accept", b"*/*"),
        (b"accept-encoding", b"gzip, deflate, br, zstd"),
        (b"user-agent", b"bench"),
    ]
    portal = Side(
        "portal",
        create_app(),
        "/customer/api/transaction/list",
        [*common, (b"authorization", f"Basic {basic}".encode()), (b"access-token", token.encode())],
    )
    bare = Side("bare", bare_app.build(), "/transaction/list", common)
    return [portal, bare]


async def _run(sides: list[Side], args: argparse.Namespace) -> None:
    for side in sides:
        for _ in range(100):  # warm-up: caches, compiled statements and validators
            await side.once()
        if side.status != 200:
            raise SystemExit(f"{side.name} answered {side.status}: {side.body[:300]!r}")
    calls = {side.name: await side.calls(50) for side in sides}
    for round_no in range(args.rounds):
        for side in sides if round_no % 2 == 0 else reversed(sides):
            await side.timed(args.requests)
    for side in sides:
        print(
            f"{side.name:7s} calls per request {calls[side.name]:7.0f}   processor per request"
            f" min {min(side.cpu_ms):.3f} ms, median {statistics.median(side.cpu_ms):.3f} ms"
        )
    portal, bare = sides
    print(
        f"portal/bare: calls {calls['portal'] / calls['bare']:.2f}x,"
        f" processor (minimum) {min(portal.cpu_ms) / min(bare.cpu_ms):.2f}x"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--requests", type=int, default=300, help="requests per round")
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout to measure")
    args = parser.parse_args()
    repo = args.repo.resolve()
    # That checkout's server, test support and bare app; this one's database helper.
    sys.path[:0] = [str(repo), str(repo / "contract-tests"), str(repo / "bench")]
    sys.path.append(str(ROOT / "bench"))
    from load import _database
    from portal_server import running_server

    with (
        tempfile.TemporaryDirectory(prefix="bench-calls-") as folder,
        _database(args.database, Path(folder)) as database_url,
    ):
        tmp = Path(folder)
        env = {
            "DATABASE_URL": database_url,
            "WORKERS": "1",
            "APP_ENV": "development",
            "ACCESS_TOKEN_SECONDS": "3600",
            "LOG_LEVEL": "WARNING",
        }
        with running_server(tmp, cwd=repo, **env) as server:
            token = server.sign_in()["token"]
        asyncio.run(_run(_sides(database_url, token, tmp), args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
