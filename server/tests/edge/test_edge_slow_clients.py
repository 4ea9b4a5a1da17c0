"""Clients that send their body slowly or go away part-way, at the ASGI level (the messages a
server hands the app, timed for real) on SQLite and PostgreSQL, with a grace of 0.3 s and a
minimum rate of 1,000 bytes a second (production: 10 s and 1 KB/s):

- a body trickling in below the rate is answered 408 problem+json soon after the grace, and
  the connection is closed: a JSON body (read by the edge) and an upload (streamed to the
  app) alike; a body that keeps to the rate, however long, goes through;
- a client that disconnects mid-upload is one INFO line "client disconnected", without a
  traceback or an error (it was logged as a 500 with a traceback); mid-JSON-body the same
  (the edge ran the operation with an empty body, refused as a client's 400)."""

from __future__ import annotations

import base64
import json
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
import pytest
from starlette.testclient import TestClient
from starlette.types import Message

from server.settings import Settings
from server.tests.conftest import CLIENT, Account, SignIn

TOO_SLOW = (
    "Data Anda terlalu lama terkirim dan koneksi dihentikan. Periksa koneksi internet Anda, "
    "lalu coba kembali."
)
Chunks = list[tuple[float, bytes]]  # (pause before, bytes)


@pytest.fixture(scope="module")
def settings(settings: Settings) -> Settings:
    return settings.but(body_grace_seconds=0.3, body_min_rate_bytes=1000)


@dataclass
class Answer:
    status: int = 0
    headers: dict[bytes, bytes] = field(default_factory=dict)
    body: bytes = b""
    seconds: float = 0.0


def _headers(length: int, content_type: str, token: str | None) -> list[tuple[bytes, bytes]]:
    user, secret = CLIENT
    basic = base64.b64encode(f"{user}:{secret}".encode()).decode()
    headers = [
        (b"host", b"testserver"),
        (b"authorization", f"Basic {basic}".encode()),
        (b"content-type", content_type.encode()),
        (b"content-length", str(length).encode()),
    ]
    if token:
        headers.append((b"access-token", token.encode()))
    return headers


def _send_chunks(
    app: Any, path: str, length: int, content_type: str, chunks: Chunks, *,
    token: str | None = None, disconnect: bool = False,
) -> Callable[[], Awaitable[Answer]]:  # fmt: skip
    """The request as a server would hand it over: ``chunks`` (each after its pause), then
    the end of the body or, with ``disconnect``, the client going away."""
    full = f"/customer/api{path}"
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": full, "raw_path": full.encode(), "root_path": "",
        "query_string": b"", "headers": _headers(length, content_type, token),
        "client": ("127.0.0.1", 50000), "server": ("testserver", 80),
    }  # fmt: skip
    pending = list(chunks)
    answer = Answer()

    async def receive() -> Message:
        if pending:
            pause, data = pending.pop(0)
            await anyio.sleep(pause)
            return {"type": "http.request", "body": data, "more_body": bool(pending) or disconnect}
        if disconnect:
            return {"type": "http.disconnect"}
        await anyio.sleep_forever()
        raise AssertionError  # pragma: no cover

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            answer.status = message["status"]
            answer.headers = dict(message.get("headers", []))
        elif message["type"] == "http.response.body":
            answer.body += message.get("body", b"")

    async def run() -> Answer:
        start = time.monotonic()
        with anyio.fail_after(10):
            await app(scope, receive, send)
        answer.seconds = time.monotonic() - start
        return answer

    return run


def _trickle(data: bytes, size: int, pause: float) -> Chunks:
    return [(pause, data[i : i + size]) for i in range(0, len(data), size)]


@pytest.fixture(scope="module")
def run(client: TestClient) -> Callable[[Callable[[], Awaitable[Answer]]], Answer]:
    """Runs a request on the app's own event loop (the test client's)."""

    def on_loop(request: Callable[[], Awaitable[Answer]]) -> Answer:
        assert client.portal is not None
        return client.portal.call(request)

    return on_loop


def _json(padding: int) -> bytes:
    return b'{"userName": "budi.santoso"' + b" " * padding + b"}"


def _upload(size: int) -> tuple[bytes, str]:
    boundary = "batasujiTManKu"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nCLAIM_DOCUMENT'
        f'\r\n--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n'
        "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n"
    ).encode()
    return head + b"0" * size + f"\r\n--{boundary}--\r\n".encode(), (
        f"multipart/form-data; boundary={boundary}"
    )


def _slow_refusal(answer: Answer) -> None:
    assert answer.status == 408, answer.body
    assert answer.headers[b"connection"] == b"close"
    assert json.loads(answer.body)["message"] == TOO_SLOW
    assert answer.seconds < 2.5  # cut soon after the grace, not when the client is done


def test_a_json_body_trickling_in_is_cut_with_408(app: Any, run: Any) -> None:
    body = _json(300)
    slow = run(_send_chunks(app, "/login/checkUser", len(body), "application/json",
                            _trickle(body, 10, 0.05)))  # fmt: skip
    _slow_refusal(slow)  # 200 bytes a second: cut at about 0.3 s
    steady = run(_send_chunks(app, "/login/checkUser", len(body), "application/json",
                              _trickle(body, 100, 0.05)))  # fmt: skip
    assert steady.status == 200, steady.body  # 2,000 bytes a second


def test_an_upload_trickling_in_is_cut_with_408(
    app: Any, run: Any, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    token = str(signin.signed_in(make_account())["token"])
    body, kind = _upload(6000)
    slow = run(_send_chunks(app, "/document/upload", len(body), kind,
                            _trickle(body, 50, 0.1), token=token))  # fmt: skip
    _slow_refusal(slow)  # 500 bytes a second


def _gone_records(
    app: Any, run: Any, caplog: pytest.LogCaptureFixture, path: str, body: bytes, kind: str,
    token: str | None = None,
) -> list[logging.LogRecord]:  # fmt: skip
    part = _trickle(body[: len(body) // 3], 20_000, 0)
    request = _send_chunks(app, path, len(body), kind, part, token=token, disconnect=True)
    with caplog.at_level(logging.INFO):
        caplog.clear()
        run(request)
        return list(caplog.records)


def test_a_client_gone_mid_body_is_one_line_without_a_trace(
    app: Any, run: Any, signin: SignIn, make_account: Callable[..., Account],
    caplog: pytest.LogCaptureFixture,
) -> None:  # fmt: skip
    token = str(signin.signed_in(make_account())["token"])
    upload, kind = _upload(300_000)
    for path, body, content_type, who in (
        ("/document/upload", upload, kind, token),  # streamed to the app
        ("/login/checkUser", _json(3000), "application/json", None),  # read by the edge
    ):
        records = _gone_records(app, run, caplog, path, body, content_type, who)
        gone = [r for r in records if "client disconnected" in r.getMessage()]
        assert len(gone) == 1 and gone[0].levelno == logging.INFO, path
        assert f"POST /customer/api{path}" in gone[0].getMessage()
        assert [r for r in records if r.exc_info or r.levelno >= logging.ERROR] == []
        assert [r.getMessage() for r in records if "client problem" in r.getMessage()] == []
