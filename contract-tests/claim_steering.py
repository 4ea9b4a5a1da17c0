"""Steering of the claim operations towards the demo (used by steering.steer):

- claim numbers (customer detail and answer, the staff desk's reads and actions): Budi's demo
  claims, now and then (facts of the seed day);
- the validation of a benefit: a policy, insured person and benefit Budi really has (read
  from ``GET /claim/benefit/list`` by :func:`prepare`), now and then;
- a submission: now and then a complete outpatient claim on the family health policy for
  one of its insured persons, with documents uploaded for it just before (a document serves
  one claim only) and an event date that moves back a day each time (the same event is
  claimed once); a fresh Idempotency-Key on every call, as a client makes one per claim;
- the answer to a document request: Budi's claim waiting for a document, with a laboratory
  result uploaded for it;
- uploads: purpose CLAIM_DOCUMENT forms get a real PNG now and then, like KYC ones.
"""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any, ClassVar

import httpx

from server.seed.facts import demo_facts

_FACTS = demo_facts()
_CLAIMS = _FACTS["budi"]["claims"]
BUDI_CLAIMS: tuple[str, ...] = (
    *_CLAIMS["PAID"], _CLAIMS["REJECTED"], _CLAIMS["APPROVED"], _CLAIMS["DOCUMENTS_REQUESTED"],
    _CLAIMS["ANALYSIS"], _CLAIMS["SUBMITTED"],
)  # fmt: skip
WAITING = _CLAIMS["DOCUMENTS_REQUESTED"]
CLAIM_QUERIES = ("/claim/detail", "/admin/claim/detail", "/admin/claim/document")
CLAIM_ACTIONS = (
    "/admin/claim/verify", "/admin/claim/analyse", "/admin/claim/document/request",
    "/admin/claim/approve", "/admin/claim/reject", "/admin/claim/pay",
)  # fmt: skip


class Claims:
    """What :func:`prepare` learnt from the running server: Budi's (policy, insured, benefit)
    triples and a way to upload a document as him."""

    targets: ClassVar[list[tuple[str, int, str]]] = []
    outpatients: ClassVar[list[int]] = []  # insured ids with outpatient cover on KS23000456
    upload: ClassVar[Callable[[], str] | None] = None
    days: ClassVar[itertools.count[int]] = itertools.count(1)


def prepare(base_url: str, basic: str, token: str, png: bytes) -> None:
    headers = {"Authorization": basic, "access-token": token}
    with httpx.Client(base_url=base_url, headers=headers, timeout=30) as http:
        options = http.get("/claim/benefit/list")
        options.raise_for_status()
    Claims.targets = [
        (p["policy_number"], person["insured_id"], b["benefit"])
        for p in options.json()["policies"]
        for person in p["insured"]
        for b in person["benefits"]
    ]
    Claims.outpatients = [
        i for number, i, b in Claims.targets if (number, b) == ("KS23000456", "RAWAT_JALAN")
    ]

    def upload() -> str:
        with httpx.Client(base_url=base_url, headers=headers, timeout=30) as http:
            made = http.post(
                "/document/upload",
                data={"purpose": "CLAIM_DOCUMENT"},
                files={"file": ("dokumen.png", png, "image/png")},
            )
            made.raise_for_status()
            return str(made.json()["document_id"])

    Claims.upload = upload


def clear() -> None:
    Claims.targets, Claims.outpatients, Claims.upload = [], [], None


def _bucket(value: Any, n: int) -> int:
    return sum(map(ord, str(value))) % n


def _pick(value: Any, choices: tuple[Any, ...]) -> Any:
    bucket = _bucket(value, len(choices) + 1)
    return choices[bucket] if bucket < len(choices) else value


def steer_claim(
    case: Any, path: str, body: dict[str, Any] | None, query: dict[str, Any] | None, *, linked: bool
) -> bool:
    """Steer a claim operation's positive case; False when the path is not one of them."""
    if path in CLAIM_QUERIES and query and "claim_number" in query and not linked:
        case.query = {**query, "claim_number": _pick(query["claim_number"], BUDI_CLAIMS)}
    elif path in CLAIM_ACTIONS and body and "claim_number" in body and not linked:
        case.body = {**body, "claim_number": _pick(body["claim_number"], BUDI_CLAIMS)}
    elif path == "/admin/claim/list" and not linked:
        if _bucket(query, 2) == 0:  # a tab with rows (the demo has one claim of each)
            status = ("ANALYSIS", "PAID")[_bucket(query, 3) % 2]
            case.query = {**(query or {}), "status": status, "page": 1}
    elif path == "/claim/validate/benefit" and query and Claims.targets:
        target = Claims.targets[_bucket(query, len(Claims.targets) + 1) - 1]
        if _bucket(query, 3):
            case.query = {
                **query,
                "policy_number": target[0],
                "insured_id": target[1],
                "benefit": target[2],
            }
    elif path == "/claim/submit":
        _steer_submit(case, body)
    elif path == "/claim/document/answer" and body and Claims.upload and _bucket(body, 2) == 0:
        document = Claims.upload()
        case.body = {
            "claim_number": WAITING,
            "documents": [{"type": "HASIL_LAB", "document_id": document}],
        }
    else:
        return False
    return True


def _steer_submit(case: Any, body: dict[str, Any] | None) -> None:
    headers = dict(case.headers or {})
    if isinstance(headers.get("Idempotency-Key"), str):
        headers["Idempotency-Key"] = uuid.uuid4().hex  # a fresh claim
        case.headers = headers
    if not body or not Claims.upload or not Claims.outpatients or _bucket(body, 2):
        return
    day = date.fromisoformat(_FACTS["today"]) - timedelta(days=next(Claims.days) % 80 + 1)
    case.body = {
        "policy_number": "KS23000456",
        "insured_id": Claims.outpatients[_bucket(body, len(Claims.outpatients))],
        "benefit": "RAWAT_JALAN",
        "event": {
            "event_date": day.isoformat(),
            "end_date": None,
            "diagnosis": "Faringitis akut",
            "hospital_id": None,
            "hospital_name": "Klinik Kontrak Sehat",
        },
        "claimed_amount": 150_000,
        "bank_account": {
            "bank_code": "014",
            "account_number": "5230984521",
            "account_holder": "Budi Santoso",
        },
        "documents": [
            {"type": "KWITANSI", "document_id": Claims.upload()},
            {"type": "SURAT_DOKTER", "document_id": Claims.upload()},
        ],
    }
