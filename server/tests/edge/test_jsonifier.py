"""The API's answers written by orjson say what Connexion's encoder said, value for value;
what orjson refuses is still written (by the standard library), or refused alike."""

from __future__ import annotations

import datetime
import enum
import json
import uuid
from decimal import Decimal
from typing import Any

import pytest
from connexion.jsonifier import Jsonifier

from server.edge.jsonifier import PortalJsonifier

WIB = datetime.timezone(datetime.timedelta(hours=7))


class Status(enum.StrEnum):
    PAID = "PAID"


VALUES: list[Any] = [
    {"at": datetime.datetime(2026, 11, 30, 9, 15, 30, 123456, tzinfo=WIB)},
    {"at": datetime.datetime(2026, 11, 30, 2, 15, 30, tzinfo=datetime.UTC)},
    {"at": datetime.datetime(2026, 11, 30, 2, 15, 30)},  # no zone: UTC, marked Z
    {"day": datetime.date(2026, 2, 28)},
    {"amount": Decimal("1250000.50"), "units": 12.3456, "whole": 1250000.0, "tiny": 1e-7},
    {"id": uuid.UUID("12345678-1234-5678-1234-567812345678")},
    {"status": Status.PAID, "list": (1, 2, 3), "none": None, "flag": True},
    {
        "name": "Siti Nurhaliza Rahmawati \u00e9\u00e8 \u4e2d \U0001f600",
        "empty": "",
        "quote": '"\\',
    },
    {1: "one", "nested": {"rows": [{"a": [], "b": {}}]}},
    {"huge": 2**70, "text": "an integer outside 64 bits: the standard library writes it"},
]


@pytest.mark.parametrize("value", VALUES)
def test_the_same_json_as_connexion_wrote(value: Any) -> None:
    ours = PortalJsonifier().dumps(value)
    theirs = Jsonifier().dumps(value)
    assert json.loads(ours) == json.loads(theirs)


def test_written_compactly_in_utf8() -> None:
    text = PortalJsonifier().dumps({"nama": "Ren\u00e9", "n": [1, 2]})
    assert text == '{"nama":"Ren\u00e9","n":[1,2]}'


@pytest.mark.parametrize("value", [{"at": datetime.time(9, 15)}, {"set": {1, 2}}, object()])
def test_what_connexion_refused_is_refused(value: Any) -> None:
    with pytest.raises(TypeError):
        Jsonifier().dumps(value)
    with pytest.raises(TypeError):
        PortalJsonifier().dumps(value)


def test_requests_are_read_by_the_standard_library() -> None:
    assert PortalJsonifier().loads(b'{"a": 1.5, "b": [true, null]}') == {
        "a": 1.5,
        "b": [True, None],
    }
