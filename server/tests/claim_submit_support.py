"""The claim tests' uploads, complete claims (a hospital stay, an outpatient visit, a
critical illness, hospital cash, or any benefit for any insured person), their submission
and the customer's reads (the benefit check, the claim's detail); and what a refused
submission answers (its fields' errors, the message of a document that cannot be attached)."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

from server.tests import document_samples
from server.tests.claim_support import Family, today
from server.tests.conftest import Api
from server.tests.support import problem

NOT_ATTACHABLE = (
    "Dokumen tidak dapat dilampirkan: sudah dipakai, sudah lebih dari 24 jam, atau tidak "
    "ditemukan. Silakan unggah ulang dokumen ini."
)


def upload(
    api: Api, token: str, content: bytes | None = None, name: str = "kwitansi.pdf",
    claim_number: str | None = None,
) -> Any:  # fmt: skip
    data = {"purpose": "CLAIM_DOCUMENT"}
    if claim_number:
        data["claim_number"] = claim_number
    kind = "application/pdf" if name.endswith(".pdf") else "image/jpeg"
    files = {"file": (name, content or document_samples.pdf(), kind)}
    return api.call("POST", "/document/upload", token=token, data=data, files=files)


def uploaded(api: Api, token: str, *types: str) -> list[dict[str, str]]:
    refs = []
    for kind in types:
        response = upload(api, token, name=f"{kind.lower()}.pdf")
        assert response.status_code == 201, response.text
        refs.append({"type": kind, "document_id": response.json()["document_id"]})
    return refs


def inpatient(api: Api, family: Family, **changes: Any) -> dict[str, Any]:
    """A complete hospital-stay claim on the health policy for the holder himself."""
    day = today()
    body: dict[str, Any] = {
        "policy_number": family.health,
        "insured_id": family.insured["health:self"],
        "benefit": "RAWAT_INAP",
        "event": {
            "event_date": (day - timedelta(days=6)).isoformat(),
            "end_date": (day - timedelta(days=3)).isoformat(),
            "diagnosis": "Demam berdarah dengue",
            "hospital_id": None,
            "hospital_name": "RS Uji Sehat",
        },
        "claimed_amount": 12_500_000,
        "bank_account": {
            "bank_code": "014",
            "account_number": "5230984521",
            "account_holder": "Nasabah Uji",
        },
        "documents": uploaded(api, family.token, "KWITANSI", "RINCIAN_BIAYA", "RESUME_MEDIS"),
    }
    body.update(changes)
    return body


def submit(api: Api, token: str, body: dict[str, Any], key: str | None = None) -> Any:
    headers = {"Idempotency-Key": key or uuid.uuid4().hex}
    return api.post("/claim/submit", body, token=token, headers=headers)


BANK = {"bank_code": "014", "account_number": "5230984521", "account_holder": "Nasabah Uji"}


def claim_body(
    family: Family, where: str, benefit: str, documents: list[dict[str, str]], *,
    event_days_ago: int, end_days_ago: int | None = None, amount: int | None = None,
    hospital: str | None = "RS Uji Sehat", diagnosis: str = "Demam tifoid",
) -> dict[str, Any]:  # fmt: skip
    """A claim for ``where`` ("health:self", "health:spouse" or "life:self") on that policy,
    the event ``event_days_ago`` (and left hospital ``end_days_ago``) before today."""
    day = today()
    end = None if end_days_ago is None else (day - timedelta(days=end_days_ago)).isoformat()
    return {
        "policy_number": family.health if where.startswith("health") else family.life,
        "insured_id": family.insured[where],
        "benefit": benefit,
        "event": {
            "event_date": (day - timedelta(days=event_days_ago)).isoformat(),
            "end_date": end,
            "diagnosis": diagnosis,
            "hospital_id": None,
            "hospital_name": hospital,
        },
        "claimed_amount": amount,
        "bank_account": dict(BANK),
        "documents": documents,
    }


def outpatient(
    api: Api, family: Family, amount: int = 850_000, days_ago: int = 5
) -> dict[str, Any]:
    """A complete outpatient claim on the health policy for the holder himself."""
    documents = uploaded(api, family.token, "KWITANSI", "SURAT_DOKTER")
    return claim_body(
        family, "health:self", "RAWAT_JALAN", documents, event_days_ago=days_ago, amount=amount,
        diagnosis="Gastritis akut",
    )  # fmt: skip


def critical_illness(api: Api, family: Family) -> dict[str, Any]:
    """A complete critical illness claim (the unit link's CI100 rider, a lump sum)."""
    documents = uploaded(api, family.token, "RESUME_MEDIS", "HASIL_LAB", "SURAT_DOKTER", "KTP")
    return claim_body(
        family, "life:self", "PENYAKIT_KRITIS", documents, event_days_ago=20, hospital=None,
        diagnosis="Infark miokard akut",
    )  # fmt: skip


def hospital_cash(api: Api, family: Family, nights: int = 3) -> dict[str, Any]:
    """A complete hospital cash claim (the unit link's HCP500 rider: per night)."""
    documents = uploaded(api, family.token, "KWITANSI", "RINCIAN_BIAYA", "RESUME_MEDIS")
    return claim_body(
        family, "life:self", "RAWAT_INAP", documents, event_days_ago=3 + nights, end_days_ago=3
    )


def submitted(api: Api, family: Family, body: dict[str, Any]) -> str:
    """Submit ``body``; its claim number."""
    response = submit(api, family.token, body)
    assert response.status_code == 201, response.text
    return str(response.json()["claim_number"])


def validate(api: Api, family: Family, where: str, benefit: str) -> Any:
    policy = family.health if where.startswith("health") else family.life
    params = {"policy_number": policy, "insured_id": family.insured[where], "benefit": benefit}
    return api.get("/claim/validate/benefit", token=family.token, params=params)


def detail(api: Api, token: str, number: str) -> Any:
    return api.get("/claim/detail", token=token, params={"claim_number": number})


def ago(days: int) -> str:
    """The date so many days before today."""
    return (today() - timedelta(days=days)).isoformat()


def document_ids(body: dict[str, Any]) -> list[str]:
    return [ref["document_id"] for ref in body["documents"]]


def field_errors(response: Any) -> list[dict[str, str]]:
    """The errors of a 422, the first one its message."""
    body = problem(response, 422)
    assert body["errors"] and body["message"] == body["errors"][0]["message"]
    return list(body["errors"])
