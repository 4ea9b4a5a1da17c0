"""The staff's side of the claim tests: an action on a claim (verify, analyse, request
documents, approve, reject, pay), a claim brought through its first steps, the desk's review,
a transfer's body, the customer's answer to a request for documents, and the e-mails about
a change of status."""

from __future__ import annotations

from datetime import date
from typing import Any

from server.settings import Settings
from server.tests.claim_support import Family
from server.tests.conftest import Api
from server.tests.support import outbox

REASON = "Perawatan terjadi dalam masa tunggu 30 hari sejak polis berlaku."


def act(api: Api, staff: str, action: str, number: str, **body: Any) -> Any:
    """A staff action (verify, analyse, document/request, approve, reject, pay) on a claim."""
    return api.post(f"/admin/claim/{action}", {"claim_number": number, **body}, token=staff)


def acted(api: Api, staff: str, action: str, number: str, **body: Any) -> dict[str, Any]:
    response = act(api, staff, action, number, **body)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def analysed(api: Api, staff: str, number: str) -> None:
    """Verified and being analysed."""
    acted(api, staff, "verify", number)
    acted(api, staff, "analyse", number)


def approved(api: Api, staff: str, number: str, amount: int, *deductions: tuple[str, int]) -> None:
    """Verified, analysed and approved for ``amount``."""
    analysed(api, staff, number)
    cuts = [{"label": label, "amount": cut} for label, cut in deductions]
    acted(api, staff, "approve", number, approved_amount=amount, deductions=cuts)


def review(api: Api, staff: str, number: str) -> dict[str, Any]:
    response = api.get("/admin/claim/detail", token=staff, params={"claim_number": number})
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def transfer(day: date) -> dict[str, str]:
    """The body of a payout's transfer on ``day``."""
    return {"transfer_date": day.isoformat(), "transfer_reference": "BCA-TRF-88213409"}


def claim_mails(settings: Settings, status: str, me: Family, number: str) -> list[dict[str, Any]]:
    """The e-mails to the customer about the claim's change to ``status``."""
    return [
        m for m in outbox(settings, f"CLAIM_{status}", me.account.email) if number in m["subject"]
    ]


def answer(api: Api, me: Family, number: str, documents: list[dict[str, str]]) -> Any:
    """The customer's answer to a request for documents."""
    body = {"claim_number": number, "documents": documents}
    return api.post("/claim/document/answer", body, token=me.token)
