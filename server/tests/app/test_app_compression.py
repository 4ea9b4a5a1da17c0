"""API answers of 1 KiB or more are gzip-compressed for clients that accept gzip, with the
right Content-Length, ``Vary: Accept-Encoding`` and the security headers; smaller answers,
receipts (PDF) and clients that do not accept gzip get the bytes as they are. The web app's
own files come compressed from the build instead: test_app_web.py."""

from __future__ import annotations

import gzip
import io
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
from pypdf import PdfReader
from starlette.applications import Starlette
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from server.edge.compression import (
    MINIMUM_SIZE,
    THREAD_MINIMUM_SIZE,
    ApiCompressionMiddleware,
    compress_whole,
    window_bits,
)
from server.edge.security_headers import STRICT_CSP
from server.tests import payment_support as ps
from server.tests.conftest import Api
from server.tests.payment_support import Customer, created, pay
from server.tests.support import CLIENT

make_customer = ps.make_customer


def _raw(api: Api, path: str, accept: str, **kwargs: Any) -> tuple[Any, bytes]:
    """An API answer and its body as sent (not decoded)."""
    headers = {"Accept-Encoding": accept, **kwargs.pop("headers", {})}
    with api.client.stream(
        "GET", f"/customer/api{path}", auth=CLIENT, headers=headers, **kwargs
    ) as response:
        return response, b"".join(response.iter_raw())


def test_large_json_answers_are_gzipped(api: Api, make_customer: Callable[..., Customer]) -> None:
    c = make_customer()
    path, params = "/payment/info", {"policy_number": c.policy_number}
    plain, body = _raw(api, path, "identity", params=params, headers={"access-token": c.token})
    assert plain.status_code == 200 and "content-encoding" not in plain.headers
    assert len(body) >= MINIMUM_SIZE, "the test needs an answer above the threshold"

    packed, sent = _raw(
        api, path, "gzip, deflate, br", params=params, headers={"access-token": c.token}
    )
    assert packed.status_code == 200
    assert packed.headers["content-encoding"] == "gzip"
    assert packed.headers["vary"] == "Accept-Encoding"
    assert packed.headers["content-length"] == str(len(sent)) and len(sent) < len(body) / 2
    assert json.loads(gzip.decompress(sent)) == json.loads(body)
    assert packed.headers["content-type"].startswith("application/json")
    assert packed.headers["content-security-policy"] == STRICT_CSP
    assert packed.headers["cache-control"] == "no-store"
    assert packed.headers["x-request-id"]


def test_the_contract_gzipped_for_clients_that_accept_it(api: Api) -> None:
    response, sent = _raw(api, "/openapi.json", "gzip")
    assert response.headers["content-encoding"] == "gzip"
    assert json.loads(gzip.decompress(sent))["openapi"].startswith("3.0.")
    for accept in ("identity", "gzip;q=0, br", ""):
        response, body = _raw(api, "/openapi.json", accept)
        assert "content-encoding" not in response.headers, accept
        assert json.loads(body)["openapi"].startswith("3.0.")
    small, body = _raw(api, "/config/all", "gzip")
    assert small.status_code == 200 and len(body) < MINIMUM_SIZE
    assert "content-encoding" not in small.headers


def test_receipts_are_sent_as_they_are(api: Api, make_customer: Callable[..., Customer]) -> None:
    c = make_customer()
    payment = created(api, c)
    pay(api, payment["payment_id"])
    params = {"payment_id": payment["payment_id"]}
    receipt, sent = _raw(
        api, "/payment/receipt", "gzip", params=params, headers={"access-token": c.token}
    )
    assert receipt.status_code == 200 and receipt.headers["content-type"] == "application/pdf"
    assert len(sent) >= MINIMUM_SIZE
    assert "content-encoding" not in receipt.headers
    assert receipt.headers["content-length"] == str(len(sent))
    assert receipt.headers["content-disposition"].startswith("attachment;")
    assert PdfReader(io.BytesIO(sent)).pages


def test_streamed_answers_are_compressed_as_they_stream() -> None:
    async def chunks() -> AsyncIterator[bytes]:
        for number in range(50):
            yield json.dumps({"row": number, "text": "Riwayat transaksi"}).encode() + b"\n"

    async def stream(_request: Any) -> StreamingResponse:
        return StreamingResponse(chunks(), media_type="application/x-ndjson")

    app = ApiCompressionMiddleware(Starlette(routes=[Route("/customer/api/rows", stream)]))
    with TestClient(app).stream(
        "GET", "/customer/api/rows", headers={"Accept-Encoding": "gzip"}
    ) as response:
        sent = b"".join(response.iter_raw())
    assert response.headers["content-encoding"] == "gzip"
    assert "content-length" not in response.headers
    assert gzip.decompress(sent).count(b"\n") == 50


def _rows(size: int) -> bytes:
    """About ``size`` bytes of JSON rows, no two alike."""
    rows, body = [], b"[]"
    while len(body) < size:
        rows.append({"id": len(rows), "text": f"Pembayaran premi {len(rows) * 7919 % 1000}"})
        body = json.dumps(rows).encode()
    return body


def _answering(response: Response) -> TestClient:
    async def answer(_request: Any) -> Response:
        return response

    return TestClient(
        ApiCompressionMiddleware(Starlette(routes=[Route("/customer/api/x", answer)]))
    )


@pytest.mark.parametrize("size", [MINIMUM_SIZE, 4_500, 40_000, THREAD_MINIMUM_SIZE + 1])
def test_whole_answers_are_compressed_with_a_window_their_size(size: int) -> None:
    body = _rows(size)
    client = _answering(Response(body, media_type="application/json"))
    with client.stream("GET", "/customer/api/x", headers={"Accept-Encoding": "gzip"}) as response:
        sent = b"".join(response.iter_raw())
    assert response.headers["content-encoding"] == "gzip"
    assert response.headers["content-length"] == str(len(sent))
    assert gzip.decompress(sent) == body
    # No larger than zlib's default window and memory would make it.
    assert len(compress_whole(body)) <= len(gzip.compress(body, 6)) + 4


def test_the_window_is_the_smallest_that_holds_the_answer() -> None:
    sizes = {100: 9, 512: 9, 513: 10, 1024: 10, 1025: 11, 4_500: 13, 32_768: 15, 10**6: 15}
    assert {size: window_bits(size) for size in sizes} == sizes


def test_an_answer_varying_already_keeps_its_vary() -> None:
    response = Response(_rows(2_000), media_type="application/json", headers={"Vary": "Origin"})
    answer = _answering(response).get("/customer/api/x", headers={"Accept-Encoding": "gzip"})
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.headers["vary"] == "Origin, Accept-Encoding"


@pytest.mark.parametrize(
    ("media_type", "status", "headers"),
    [
        ("image/webp", 200, {}),
        ("video/mp4", 200, {}),
        ("application/json", 206, {"Content-Range": "bytes 0-1999/4000"}),
        ("application/json", 200, {"Content-Encoding": "br"}),
    ],
)
def test_answers_compressed_already_or_partial_pass_as_they_are(
    media_type: str, status: int, headers: dict[str, str]
) -> None:
    body = _rows(2_000)
    response = Response(body, status_code=status, media_type=media_type, headers=headers)
    client = _answering(response)
    with client.stream("GET", "/customer/api/x", headers={"Accept-Encoding": "gzip"}) as answer:
        sent = b"".join(answer.iter_raw())
    assert answer.status_code == status and sent == body
    assert answer.headers.get("content-encoding") == headers.get("Content-Encoding")
    assert answer.headers["content-length"] == str(len(body))
