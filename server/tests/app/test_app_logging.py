"""LOG_FORMAT=json (server.logging_config): one JSON object a line with the time, level,
logger, message, request id and the trace of the request (server.edge.tracing: a W3C
``traceparent`` passed in is kept, its trace id logged and answered in ``traceresponse``; a
malformed one is ignored, never echoed); no secret on any line."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from server import logging_config
from server.edge import tracing
from server.tests.support import CLIENT

TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT_ID = "00f067aa0ba902b7"
TRACEPARENT = f"00-{TRACE_ID}-{PARENT_ID}-01"


@pytest.fixture
def json_lines() -> Iterator[Any]:
    """LOG_FORMAT=json configured as ``python -m server`` does (its writer's stream caught);
    a function that returns the lines written since, each parsed. The test's own logging is
    put back after."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    logging_config.configure("INFO", "json")
    assert logging_config._listener is not None
    written = io.StringIO()
    writer = logging_config._listener.handlers[0]
    assert isinstance(writer, logging.StreamHandler)
    writer.setStream(written)

    def lines() -> list[dict[str, Any]]:
        logging_config._stop()  # the writer thread writes out what is queued
        return [json.loads(line) for line in written.getvalue().splitlines()]

    yield lines
    logging_config._stop()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    for handler in handlers:
        root.addHandler(handler)
    root.setLevel(level)


def test_a_request_logs_json_lines_with_its_request_and_trace_ids(
    client: TestClient, json_lines: Any
) -> None:
    response = client.post(
        "/customer/api/login/checkUser",
        json={"userName": "budi.santoso"},
        auth=CLIENT,
        headers={"traceparent": TRACEPARENT, "X-Request-Id": "uji-permintaan-0001"},
    )
    assert response.status_code == 200
    echoed = response.headers["traceresponse"]
    assert echoed.startswith(f"00-{TRACE_ID}-") and echoed.endswith("-01")
    span_id = echoed.split("-")[2]
    assert span_id != PARENT_ID  # this server's own span

    access = [x for x in json_lines() if x["logger"] == "server.access"]
    assert len(access) == 1
    line = access[0]
    assert set(line) >= {"time", "level", "logger", "message", "request_id", "trace_id"}
    assert line["level"] == "INFO"
    assert line["message"].startswith("POST /customer/api/login/checkUser 200 ")
    assert line["request_id"] == "uji-permintaan-0001"
    assert line["trace_id"] == TRACE_ID
    assert line["span_id"] == span_id
    assert line["time"].endswith("+00:00")


@pytest.mark.parametrize(
    "header",
    [
        "00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01",  # upper case
        f"00-{'0' * 32}-{PARENT_ID}-01",  # no trace
        f"00-{TRACE_ID}-{'0' * 16}-01",  # no parent
        f"ff-{TRACE_ID}-{PARENT_ID}-01",  # the forbidden version
        f"00-{TRACE_ID}-{PARENT_ID}-01-extra",  # version 00 has four fields only
        f"00-{TRACE_ID}-{PARENT_ID}",
        "<script>alert(1)</script>",
    ],
)
def test_a_malformed_traceparent_starts_a_new_trace(
    client: TestClient, json_lines: Any, header: str
) -> None:
    response = client.get("/runtime-config.js", headers={"traceparent": header})
    echoed = response.headers["traceresponse"]
    trace_id = echoed.split("-")[1]
    assert trace_id != TRACE_ID and len(trace_id) == 32
    assert echoed.endswith("-00")
    line = next(x for x in json_lines() if x["logger"] == "server.access")
    assert line["trace_id"] == trace_id
    assert header not in json.dumps(line)


def test_traceparent_parsing() -> None:
    assert tracing.parse(TRACEPARENT) == (TRACE_ID, PARENT_ID, "01")
    # A later version may carry more fields; only the sampled flag is passed on.
    assert tracing.parse(f"01-{TRACE_ID}-{PARENT_ID}-03-more") == (TRACE_ID, PARENT_ID, "01")
    trace = tracing.start(TRACEPARENT)
    assert trace.traceparent == f"00-{TRACE_ID}-{trace.span_id}-01"
    assert tracing.outbound_headers() == {}  # outside a request


def test_lines_outside_a_request_have_no_trace(json_lines: Any) -> None:
    logging.getLogger("server.uji").warning("tanpa permintaan %s", 42)
    line = next(x for x in json_lines() if x["logger"] == "server.uji")
    assert line["message"] == "tanpa permintaan 42"
    assert line["level"] == "WARNING"
    assert line["request_id"] == "-"
    assert line["trace_id"] is None
