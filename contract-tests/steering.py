"""Steering of generated requests towards the demo data, so that fuzzed calls reach real
policies, bills, payments and transactions instead of stopping at 404. Schemathesis
re-checks every changed part of a case against the contract, so a steered case is still
judged as the positive or negative case it now is. Nothing here only avoids a business-rule
refusal: a schema-valid request that breaks a rule gets the documented 422, and the
positive-data check accepts exactly that (fuzzing.POSITIVE_DATA).

- sign-in steps: the demo user names and passwords, now and then;
- the security settings' password confirmation: the password the tests gave Siti, now and
  then, so the confirmation opens the change pages;
- policy numbers, transaction and payment numbers, health card numbers: Budi's, now and
  then; a premium certificate's year one with premiums, a statement of the default period;
  a fund code one of UL24000123's funds, now and then;
- create_payment: Budi's oldest unpaid bill now and then, and a fresh Idempotency-Key on
  every call, as a client makes one per intent to pay (generated keys repeat across calls,
  which would replay an earlier payment instead of making one);
- gateway notifications: signed with the test server's secret (HMAC-SHA256 over
  ``<timestamp>.<raw body>``), so the positive path is exercised, not only the 401;
- uploads: half the files are a real (tiny) PNG, so documents are stored, not only refused;
- claims: claim_steering.py;
- banners: banner_steering.py;
- SPAJ (the entry, a holder's applications, the applicant's calls, the desk): spaj_steering.py;
- the refund desk: refund_steering.py;
- complaints (the customer's and the desk's): complaint_steering.py;
- personal data (the customer's requests, the desk): privacy_steering.py;
- the investment's top-up, fund switch, allocation change and unit prices' desk:
  investment_steering.py;
- the notice desk: half the lists are the PENDING tab, and half the retries name one of the
  first notices (the journeys' e-mails, sent: the 409 of a notice that is not FAILED)
  instead of an unknown one (404);
- Pengkinian Data: KYC registration numbers are Budi's demo submissions (pending and
  approved), now and then; a draft is, now and then, the customer's own current data (the
  form as the web sends it, set by the test in ``DRAFT_FORM``) with a new street address, so
  the rules pass and a draft is made; the staff queue is, now and then, the decided
  submissions (the demo's pending one is decided before the stateful run).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import io
import json
import re
import time
import uuid
from datetime import date
from typing import Any

from banner_steering import steer_banner
from claim_steering import steer_claim
from complaint_steering import steer_complaint
from investment_steering import steer_investment
from PIL import Image
from portal_server import SECRETS, SITI_PASSWORD
from privacy_steering import steer_privacy
from refund_steering import steer_refund
from schemathesis.transport.serialization import Binary
from spaj_steering import steer_spaj

from server.seed.facts import demo_facts

GATEWAY_SECRET = SECRETS["GATEWAY_CALLBACK_SECRET"]  # the test server's


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (16, 12), (40, 90, 160)).save(out, "PNG")
    return out.getvalue()


DEMO_USERS = ("budi.santoso", "siti.rahma", "andi.wijaya", "admin.portal")
DEMO_PASSWORDS = ("Portal#2026!", "Admin#2026!")
BUDI_POLICIES = ("UL24000123", "KS23000456")
# The demo as a server started today seeds it (its dates are reckoned from the seed day).
_BUDI = demo_facts()["budi"]
BUDI_TRANSACTIONS = tuple(_BUDI["transactions"])  # a portal premium, a monthly one, a claim
BUDI_PAYMENT = _BUDI["portalPayment"]  # PAID through the portal a quarter ago
BUDI_PAYMENT_TXN = _BUDI["portalPaymentTxn"]
BUDI_OLDEST_BILL = _BUDI["overdueBill"]["billId"]  # unpaid, in its grace period
BUDI_KYC = (_BUDI["kyc"]["pending"], _BUDI["kyc"]["approved"])
# Partners of the demo: the nearest cashless one to Budi's home, one outside his TPA's
# network, one generated in Aceh.
HOSPITALS = (demo_facts()["hospitals"]["nearTebetCashless"]["hospitalId"], "RS310004", "RS110101")
POLICY_QUERIES = ("/policy/detail", "/policy/infoAAACard", "/payment/info", "/transaction/list",
                  "/policy/validasiPengkinanData", "/policy/infoPengkinanData",
                  "/transaction/kyc/list", "/policy/epolicy", "/policy/taxCertificate",
                  "/transaction/statement", "/policy/fund", "/policy/fund/prices",
                  "/policy/fund/valueHistory")  # fmt: skip
# The funds of Budi's unit-link policy (UL24000123, server/seed/investment.py).
BUDI_FUNDS = ("SENTOSA_EQUITY", "SENTOSA_BALANCED")
# Budi's health cards (KS23000456) and the years his premiums were paid in (the demo's year
# of premiums up to the seed day spans this year and the last).
BUDI_CARDS = ("8001 2300 0456 0001", "8001230004560002")
_THIS_YEAR = date.today().year
PREMIUM_YEARS = (_THIS_YEAR, _THIS_YEAR - 1)
KYC_QUERIES = ("/transaction/kyc/detail", "/admin/pengkinian/detail", "/admin/pengkinian/document")
KYC_DECISIONS = ("/admin/pengkinian/approve", "/admin/pengkinian/reject")
# A small real PNG (the upload path reads the type from these bytes and decodes the picture).
TINY_PNG = _png()
# The signed-in customer's current data as a draft request (set by the test that needs it).
DRAFT_FORM: dict[str, Any] = {}
PURPOSES = ("KYC_ID_CARD", "CLAIM_DOCUMENT", "COMPLAINT_DOCUMENT")  # a customer's uploads
IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")


def _pick(value: Any, choices: tuple[str, ...]) -> Any:
    """One of ``choices`` for most values, the generated value for the rest (derived from the
    value, so a derandomized run stays reproducible)."""
    bucket = sum(map(ord, str(value))) % (len(choices) + 1)
    return choices[bucket] if bucket < len(choices) else value


def sign_notification(body: Any, headers: dict[str, Any]) -> dict[str, Any]:
    """Headers that sign the body exactly as it goes on the wire (``requests`` sends
    ``json.dumps(body, allow_nan=False)``)."""
    raw = json.dumps(body, allow_nan=False).encode()
    stamp = str(int(time.time()))
    digest = hmac.new(GATEWAY_SECRET.encode(), stamp.encode() + b"." + raw, hashlib.sha256)
    return {**headers, "X-Gateway-Timestamp": stamp, "X-Gateway-Signature": digest.hexdigest()}


def steer(case: Any, *, linked: bool = False, stateful: bool = False) -> None:
    """Point a positive case at the demo data. ``linked``: the case carries values a link
    gave it (stateful run): numbers are then left as they are. ``stateful``: a payment is
    created only through the link from the premium info, with the bill it names."""
    meta = case.meta
    if case.operation.path == "/pengkinian/draft" and linked and DRAFT_FORM:
        # A link fills the draft from the current data, which is no request body (it carries
        # the region names and the last change), so Schemathesis counts it as negative; the
        # form the web would send from that data takes its place.
        _steer_draft(case, case.body if isinstance(case.body, dict) else {}, always=True)
        return
    if meta is not None and meta.generation.mode.is_negative:
        return  # a case meant to be refused stays as generated
    path = case.operation.path
    body = case.body if isinstance(case.body, dict) else None
    query = case.query if isinstance(case.query, dict) else None
    if path == "/login/checkUser" and body and "userName" in body:
        case.body = {**body, "userName": _pick(body["userName"], DEMO_USERS)}
    elif path == "/password/validate" and body and "password" in body:
        case.body = {**body, "password": _pick(body["password"], DEMO_PASSWORDS)}
    elif path == "/password/setting/validate" and body and "password" in body:
        case.body = {**body, "password": _pick(body["password"], (SITI_PASSWORD,))}
    elif path in POLICY_QUERIES and query and "policy_number" in query and not linked:
        case.query = {**query, "policy_number": _pick(query["policy_number"], BUDI_POLICIES)}
        _steer_paper(case, path, case.query)
        if path == "/policy/fund/prices" and "fund_code" in case.query:
            case.query = {**case.query, "fund_code": _pick(case.query["fund_code"], BUDI_FUNDS)}
    elif path == "/policy/healthCard" and query and "card_number" in query and not linked:
        case.query = {**query, "card_number": _pick(query["card_number"], BUDI_CARDS)}
    elif path == "/transaction/detail" and query and "transaction_id" in query and not linked:
        case.query = {**query, "transaction_id": _pick(query["transaction_id"], BUDI_TRANSACTIONS)}
    elif path == "/hospital/detail" and query and "hospital_id" in query and not linked:
        case.query = {**query, "hospital_id": _pick(query["hospital_id"], HOSPITALS)}
    elif path in ("/payment/detail", "/payment/receipt") and query and not linked:
        if "payment_id" in query:
            case.query = {**query, "payment_id": _pick(query["payment_id"], (BUDI_PAYMENT,))}
    elif path in KYC_QUERIES and query and "registration_number" in query and not linked:
        case.query = {**query, "registration_number": _pick(query["registration_number"], BUDI_KYC)}
    elif path == "/admin/pengkinian/list" and not linked:
        # Half the queue reads ask for the decided submissions of the demo (the pending one
        # is decided before the stateful run), so the list has rows and its link to one
        # review is followed.
        if sum(map(ord, str(query))) % 2 == 0:
            case.query = {**(query or {}), "status": "REJECTED", "page": 1}
    elif path in KYC_DECISIONS and body and "registration_number" in body and not linked:
        case.body = {**body, "registration_number": _pick(body["registration_number"], BUDI_KYC)}
    elif path == "/admin/notice/list" and not linked:
        if sum(map(ord, str(query))) % 2 == 0:
            case.query = {**(query or {}), "status": "PENDING"}
    elif path == "/admin/notice/retry" and body and "notice_id" in body and not linked:
        bucket = sum(map(ord, str(body))) % 6
        if bucket < 3:
            case.body = {**body, "notice_id": bucket + 1}
    elif (
        steer_claim(case, path, body, query, linked=linked)
        or steer_banner(case, path, body, query, linked=linked)
        or steer_spaj(case, path, body, query, linked=linked)
        or steer_refund(case, path, body, query, linked=linked)
        or steer_investment(case, path, body, query, linked=linked)
        or steer_complaint(case, path, body, query, linked=linked)
        or steer_privacy(case, path, body, query, linked=linked)
    ):
        pass
    elif path == "/document/upload" and body and {"purpose", "file"} <= set(body):
        # Only a form as the contract has it (a negative case may differ elsewhere). The file
        # is Schemathesis's Binary (a str wrapping the bytes): half get a real picture's bytes
        # in place; a new body would be checked again and, holding binary data, never pass,
        # turning the positive case negative.
        valid = body["purpose"] in PURPOSES and isinstance(body["file"], Binary)
        if valid and sum(map(ord, repr(body["file"]))) % 2 == 0:
            body["file"].data = TINY_PNG
    elif path == "/pengkinian/draft" and body and DRAFT_FORM:
        _steer_draft(case, body, always=linked)
    elif path == "/payment/create":
        _steer_create(case, body, linked=linked, stateful=stateful)
    elif path == "/payment/notification":
        _steer_notification(case, body)


def _steer_paper(case: Any, path: str, query: dict[str, Any]) -> None:
    """A premium certificate of a year with premiums, now and then; a statement of the
    default period (the last 12 months) half the time."""
    if path == "/policy/taxCertificate" and isinstance(query.get("year"), int):
        bucket = query["year"] % (len(PREMIUM_YEARS) + 1)
        if bucket < len(PREMIUM_YEARS):
            case.query = {**query, "year": PREMIUM_YEARS[bucket]}
    elif path == "/transaction/statement" and sum(map(ord, str(query))) % 2 == 0:
        case.query = {k: v for k, v in query.items() if k not in ("date_from", "date_to")}


def _steer_create(case: Any, body: dict[str, Any] | None, *, linked: bool, stateful: bool) -> None:
    headers = dict(case.headers or {})
    key = headers.get("Idempotency-Key")
    if isinstance(key, str) and IDEMPOTENCY_KEY.fullmatch(key):
        headers["Idempotency-Key"] = uuid.uuid4().hex  # a fresh intent to pay
        case.headers = headers
    if not body:
        return
    real = {**body, "policy_number": "KS23000456", "bill_ids": [BUDI_OLDEST_BILL]}
    if linked and BUDI_OLDEST_BILL in (body.get("bill_ids") or []):
        case.body = real  # the bill the link named, without bills generated beside it
    elif not stateful and sum(map(ord, str(body.get("bill_ids")))) % 2 == 0:
        case.body = real


def _steer_draft(case: Any, body: dict[str, Any], *, always: bool) -> None:
    """Half the drafts (every draft a link made from the current data, which carries the
    region names the form does not send): the customer's own data with another street
    address (one change)."""
    bucket = sum(map(ord, str(body))) % 97
    if always or bucket % 2 == 0:
        address = {**DRAFT_FORM["CurrentAddress"], "address_line": f"Jl. Kontrak Raya No. {bucket}"}
        case.body = {**DRAFT_FORM, "CurrentAddress": address}


def _steer_notification(case: Any, body: dict[str, Any] | None) -> None:
    if body is not None and sum(map(ord, str(body.get("event_id")))) % 3 == 0:
        body = {
            **body,
            "order_id": BUDI_PAYMENT,
            "gateway_txn_id": BUDI_PAYMENT_TXN,
            "amount": 1_250_000,
        }
        case.body = body
    with contextlib.suppress(TypeError, ValueError):  # not JSON: it goes out unsigned
        case.headers = sign_notification(case.body, dict(case.headers or {}))
