"""The master lists as the forms read them: one indexed query per call (the region cascade is
an index range scan on ``(parent_code, name)``), plus a primary-key read of the loaded
version for the ETag."""

from __future__ import annotations

import hashlib
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.errors import NotFound
from server.master import bank_changes, messages
from server.master.lookup import LIST_NAMES
from server.master.models import MasterEntry, ReferenceVersion, Region

# Field names of each list in MasterReference: code, description.
_FIELDS = {name: (f"{name}_code", f"{name}_desc") for name in LIST_NAMES}
_FIELDS["bank"] = ("bank_code", "bank_name")

# Level of the parent and the response's field prefix, per cascade step.
STEPS = {
    "province": (None, "province"),
    "district": (1, "district"),
    "sub_district": (2, "sub_district"),
    "village": (3, "village"),
}


def etag(session: Session, data_set: str, *request: str) -> str:
    """A strong ETag for one answer: the loaded version of ``data_set`` and the request."""
    version = session.scalar(
        select(ReferenceVersion.version).where(ReferenceVersion.name == data_set)
    )
    digest = hashlib.sha256("|".join((version or "", data_set, *request)).encode())
    return f'"m-{digest.hexdigest()[:16]}"'


def reference(session: Session) -> dict[str, Any]:
    body: dict[str, Any] = {name: [] for name in LIST_NAMES}
    entries = session.scalars(select(MasterEntry).order_by(MasterEntry.sort_order))
    for entry in entries:
        code_field, desc_field = _FIELDS[entry.list_name]
        item: dict[str, Any] = {code_field: entry.code, desc_field: entry.description}
        if entry.list_name == "occupation":
            item["needs_employer"] = bool(entry.needs_employer)
        elif entry.list_name == "id_type":
            item["nationality_code"] = entry.nationality_code
        body[entry.list_name].append(item)
    # The day the bank list was last checked against what became of the banks.
    body["bank_checked_on"] = bank_changes.CHECKED_ON.isoformat()
    return body


def regions(session: Session, step: str, parent_code: str | None = None) -> list[dict[str, Any]]:
    """The children of ``parent_code`` (provinces when None), ordered by name; NotFound when
    the parent does not exist at the level above ``step``."""
    parent_level, prefix = STEPS[step]
    rows = session.execute(
        select(Region.code, Region.name, Region.kind, Region.postal_code)
        .where(
            Region.parent_code.is_(None)
            if parent_code is None
            else Region.parent_code == parent_code
        )
        .order_by(Region.name, Region.code)
    ).all()
    if not rows and parent_code is not None:
        parent = session.get(Region, parent_code)
        if parent is None or parent.level != parent_level:
            raise NotFound(messages.REGION_NOT_FOUND, detail="No such region.")
    items = []
    for code, name, kind, postal_code in rows:
        item: dict[str, Any] = {f"{prefix}_code": code, f"{prefix}_name": name}
        if step != "province":
            item[f"{prefix}_kind"] = kind
        if step == "village":
            item["postal_code"] = postal_code
        items.append(item)
    return items
