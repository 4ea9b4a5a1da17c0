"""Helpers of the privacy tests: the customer's calls, the desk's, the export job run as the
job queue would, the inbox's notices of an account."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import select

from server.db import transaction
from server.jobs import work
from server.notify.models import InboxItem
from server.tests.conftest import Api

DESCRIPTION = "Tanggal lahir saya tercatat 12-03-1985, seharusnya 21-03-1985 sesuai KTP."


def overview(api: Api, token: str) -> dict[str, Any]:
    response = api.get("/privacy/overview", token=token)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def ask_export(api: Api, token: str) -> Any:
    return api.post("/privacy/export", token=token)


def run_job() -> int:
    """The exports' job, once (as the queue or the in-process thread runs it)."""
    return work.prepare_privacy_exports()


def file_of(api: Api, token: str, export_id: str, format: str) -> Any:
    return api.get(
        "/privacy/export/file", token=token, params={"export_id": export_id, "format": format}
    )


def consent(api: Api, token: str, kind: str, granted: bool) -> Any:
    return api.post("/privacy/consent/update", {"consent": kind, "granted": granted}, token=token)


def submit(
    api: Api, token: str, kind: str = "CORRECT", description: str = DESCRIPTION,
    key: str | None = None,
) -> Any:  # fmt: skip
    return api.post(
        "/privacy/request/submit", {"kind": kind, "description": description}, token=token,
        headers={"Idempotency-Key": key or uuid.uuid4().hex},
    )  # fmt: skip


def submitted(api: Api, token: str, kind: str = "CORRECT") -> dict[str, Any]:
    response = submit(api, token, kind)
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def acknowledge(api: Api, staff: str, number: str) -> Any:
    return api.post("/admin/privacy/acknowledge", {"request_number": number}, token=staff)


def decide(api: Api, staff: str, number: str, outcome: str = "COMPLETED") -> Any:
    answer = "Tanggal lahir Anda sudah kami perbaiki menjadi 21-03-1985 sesuai KTP."
    return api.post(
        "/admin/privacy/decide",
        {"request_number": number, "outcome": outcome, "answer": answer},
        token=staff,
    )


def inbox_kinds(user_id: int) -> list[str]:
    with transaction() as session:
        return list(
            session.scalars(
                select(InboxItem.kind).where(InboxItem.user_id == user_id).order_by(InboxItem.id)
            )
        )
