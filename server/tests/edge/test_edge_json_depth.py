"""JSON nested deeper than 32 levels is refused with 400 before it is parsed, on every JSON
operation of the contract, with nothing but what any visitor has: the web app's public
client credentials and the step token ``login/checkUser`` gives them (a 10 KB body of 5,000
levels answered 500, a RecursionError, everywhere). The scan itself: brackets inside strings
do not count, escapes are honoured, 32 levels pass."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml

from server.edge.json_depth import MAX_DEPTH, nesting_exceeds
from server.tests.conftest import Api
from server.tests.support import problem

BUNDLED = Path(__file__).resolve().parents[3] / "openapi" / "bundled.yaml"
TOO_DEEP = "Isi permintaan terlalu bertingkat. Kirim data dengan susunan yang lebih sederhana."
DEEP = "[" * 5000 + "]" * 5000
# What the operations' required headers ask for, so that only the body can be refused.
HEADERS = {
    "Idempotency-Key": "a" * 32,
    "X-Gateway-Timestamp": "1795324805",
    "X-Gateway-Signature": "0" * 64,
    "Content-Type": "application/json",
}


def _json_operations() -> list[tuple[str, str]]:
    doc = yaml.load(BUNDLED.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    return [
        (method.upper(), path)
        for path, item in doc["paths"].items()
        for method, operation in item.items()
        if isinstance(operation, dict)
        and "application/json" in operation.get("requestBody", {}).get("content", {})
    ]


def test_every_json_operation_refuses_deep_nesting_with_400(api: Api) -> None:
    operations = _json_operations()
    assert len(operations) > 40
    step = api.post("/login/checkUser", {"userName": "budi.santoso"}).json()["token"]
    answers = {
        f"{method} {path}": api.call(method, path, token=step, content=DEEP, headers=HEADERS)
        for method, path in operations
    }
    assert {name: a.status_code for name, a in answers.items() if a.status_code != 400} == {}
    for answer in answers.values():
        assert problem(answer, 400)["errors"] == [{"field": "body", "message": TOO_DEEP}]


@pytest.mark.parametrize(
    ("text", "deep"),
    [
        ("[" * MAX_DEPTH + "]" * MAX_DEPTH, False),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), True),
        ('{"a":' * 33 + "1" + "}" * 33, True),
        ('["' + "[" * 100 + '"]', False),  # brackets inside a string
        ('["\\"' + "[" * 100 + '"]', False),  # an escaped quote does not end the string
        ('["\\\\"' + ", [" * 40 + "]" * 40 + "]", True),  # an escaped backslash does
        ("[[]]" * 1000, False),  # many brackets, shallow
        ("[" * 40, True),  # unterminated: still refused before the parser
    ],
)
def test_the_scan(text: str, deep: bool) -> None:
    assert nesting_exceeds(text) is deep


def test_the_scan_is_linear() -> None:
    body = '["' + "\\" * 2 * 16_000 + '", ' + "{}," * 10_000 + "1]"  # 64 KB, the body limit
    start = time.perf_counter()
    assert not nesting_exceeds(body)
    assert time.perf_counter() - start < 0.5
