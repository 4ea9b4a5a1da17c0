r"""A value that matches a field's pattern only the way Python's ``re`` reads it is refused over
HTTP (400 naming the field), on SQLite and PostgreSQL: a trailing newline (Python's ``$``
matches before it) in a JSON body (a banner's ``link_url``, its create and update) and a
query parameter, digits other than 0-9 (Python's ``\d``) in a multipart form field (whose
one patterned field is too short for a newline to fit). test_edge_patterns.py checks every
pattern of the contract."""

from __future__ import annotations

from typing import Any

from server.tests import document_samples
from server.tests.banner_support import (
    admin_account,
    content,
    create,
    customer,
    customer_account,
    detail,
    staff,
    update_body,
)
from server.tests.conftest import Api
from server.tests.support import problem

__all__ = ["admin_account", "customer", "customer_account", "staff"]
URL = {"link_kind": "URL", "link_route": None}
# KLM-2026-000001 in Arabic-Indic digits: \d to Python's re, not to ECMA-262.
ARABIC_INDIC = "KLM-2026-000001".translate({48 + d: 0x0660 + d for d in range(10)})


def _field(body: dict[str, Any]) -> list[str]:
    return [e["field"] for e in body["errors"]]


def test_a_link_with_a_trailing_newline_is_refused(api: Api, staff: str) -> None:
    bad = "https://evil.example/\n"
    created = api.post("/admin/banner/create", content(**URL, link_url=bad), token=staff)
    assert _field(problem(created, 400)) == ["link_url"]
    banner = create(api, staff, **URL, link_url="https://evil.example/")
    updated = api.post("/admin/banner/update", update_body(banner, link_url=bad), token=staff)
    assert _field(problem(updated, 400)) == ["link_url"]
    assert detail(api, staff, banner["banner_id"])["banner"]["link_url"] == "https://evil.example/"


def test_a_parameter_with_a_trailing_newline_is_refused(api: Api, customer: str) -> None:
    params = {"policy_number": "KS23000456\n"}
    answer = api.get("/policy/detail", token=customer, params=params)
    assert _field(problem(answer, 400)) == ["policy_number"]


def test_a_form_field_with_other_digits_is_refused(api: Api, customer: str) -> None:
    answer = api.post(
        "/document/upload",
        token=customer,
        data={"purpose": "CLAIM_DOCUMENT", "claim_number": ARABIC_INDIC},
        files={"file": ("struk.png", document_samples.png(), "image/png")},
    )
    assert _field(problem(answer, 400)) == ["claim_number"]
