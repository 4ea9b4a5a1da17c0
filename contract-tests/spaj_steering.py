"""Steering of the SPAJ operations towards the demo (used by steering.steer, and by the
applicant run for its tokens):

- the entry (``spaj/login``): the demo's SPAJ numbers now and then, half of them with the
  applicant's own birth date (a code is then really sent);
- the applicant run: each applicant operation has the session of the application it fits
  (Dewi's requirements, Rina's offer, Agus's first premium), made through the real entry by
  :func:`prepare`; its SPAJ number is, now and then, the session's own (else a generated one,
  answered 404 like any other's); the code step gets step tokens of its own (of numbers
  nobody has, so their wrong codes lock nobody), or now and then Fajar's with the code
  really sent; logout a session of its own every few cases;
- answers: now and then Dewi's document requirement with a document uploaded for it just
  before (a document serves one answer), or her question with a text;
- a policy holder's applications: Budi's son's number now and then (``spaj/open``);
- the desk: the demo's numbers now and then, the queue tabs that have rows, the starting
  review of Fajar's (received), requirements asked of Budi's son's (in review), a standard
  decision for Fajar's once in review, a rejection of Budi's son's, and Rina's medical
  check-up for the document download.
"""

from __future__ import annotations

import io
import itertools
from typing import Any, ClassVar

import httpx
from PIL import Image
from portal_server import PortalServer

from server.seed.facts import demo_facts

_FACTS = demo_facts()["spaj"]
NUMBERS: tuple[str, ...] = tuple(p["spajNumber"] for p in _FACTS.values())
BUDI_SON = _FACTS["budi"]["spajNumber"]
FAJAR = _FACTS["fajar"]["spajNumber"]
RINA = _FACTS["rina"]["spajNumber"]
# Which demo application each applicant operation meets (its session, its number).
OWNER = {
    "/spaj/requirement/answer": "dewi",
    "/spaj/offer/otp": "rina",
    "/spaj/offer/approve": "rina",
    "/spaj/offer/decline": "rina",
    "/spaj/detail": "agus",
    "/spaj/payment/info": "agus",
}
STEP_PATHS = ("/spaj/otp/generate", "/spaj/otp/validate")
DESK = {  # the desk's moves: the application each fits as the demo stands
    "/admin/spaj/review": FAJAR,
    "/admin/spaj/requirement": BUDI_SON,
    "/admin/spaj/decide": FAJAR,
    "/admin/spaj/reject": BUDI_SON,
}
DESK_READS = ("/admin/spaj/detail", "/admin/spaj/document")
ROWS = ("RECEIVED", "WAITING_DOCUMENTS", "RISK_SELECTION", "DECISION", "WAITING_PAYMENT")


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (24, 16), (160, 40, 90)).save(out, "PNG")
    return out.getvalue()


class Applicants:
    """What :func:`prepare` made on the running server."""

    server: ClassVar[PortalServer | None] = None
    basic: ClassVar[str] = ""
    tokens: ClassVar[dict[str, str]] = {}  # dewi, rina, agus -> SPAJ token
    document: ClassVar[tuple[str, str] | None] = None  # Rina's check-up: (number, id)
    strangers: ClassVar[itertools.count[int]] = itertools.count(1)
    validations: ClassVar[itertools.count[int]] = itertools.count()
    uses: ClassVar[itertools.count[int]] = itertools.count()
    stranger: ClassVar[str | None] = None  # the step token of a number nobody has
    leaving: ClassVar[str | None] = None  # the session the next logout ends


def _http() -> httpx.Client:
    assert Applicants.server is not None
    return httpx.Client(
        base_url=Applicants.server.base_url,
        headers={"Authorization": Applicants.basic},
        timeout=30,
    )


def _step(number: str, birth_date: str) -> str:
    with _http() as http:
        entered = http.post(
            "/spaj/login",
            json={"spaj_number": number, "birth_date": birth_date, "channel": "SMS"},
        )
        entered.raise_for_status()
        return str(entered.json()["token"])


def _code_step(person: str) -> tuple[str, str]:
    """A step token of ``person``'s entry and the code really sent for it."""
    assert Applicants.server is not None
    facts = _FACTS[person]
    sent = Applicants.server.outbox_lines()
    step = _step(facts["spajNumber"], facts["birthDate"])
    return step, Applicants.server.last_code(sent)


def session_of(person: str) -> str:
    """A new SPAJ session of ``person`` through the real entry."""
    step, code = _code_step(person)
    with _http() as http:
        done = http.post("/spaj/otp/validate", json={"otp": code}, headers={"access-token": step})
        done.raise_for_status()
        return str(done.json()["token"])


def prepare(server: PortalServer, basic: str) -> None:
    Applicants.server, Applicants.basic = server, basic
    Applicants.tokens = {person: session_of(person) for person in ("dewi", "rina", "agus")}


def prepare_desk(server: PortalServer, basic: str, admin_token: str) -> None:
    """Rina's answered check-up, for the desk's document download."""
    Applicants.server, Applicants.basic = server, basic
    with _http() as http:
        review = http.get(
            "/admin/spaj/detail", params={"spaj_number": RINA},
            headers={"access-token": admin_token},
        )  # fmt: skip
        review.raise_for_status()
    documents = [d for r in review.json()["application"]["requirements"] for d in r["documents"]]
    Applicants.document = (RINA, documents[0]["document_id"]) if documents else None


def clear() -> None:
    Applicants.server, Applicants.tokens, Applicants.document = None, {}, None
    Applicants.stranger = Applicants.leaving = None


def _bucket(value: Any, n: int) -> int:
    return sum(map(ord, str(value))) % n


def token_for(case: Any) -> str:
    """The access-token of an applicant operation's case (the applicant run)."""
    path = case.operation.path
    if path in STEP_PATHS:
        body = case.body if isinstance(case.body, dict) else None
        positive = case.meta is None or not case.meta.generation.mode.is_negative
        validating = path == "/spaj/otp/validate" and positive and body is not None
        if validating and next(Applicants.validations) % 3 == 0:  # every third: right
            step, code = _code_step("fajar")
            case.body = {**(body or {}), "otp": code}
            return step
        # A number nobody has (its codes lock nobody), a new one every few cases: the wrong
        # codes of one count up to its lock (429) like anyone's.
        if Applicants.stranger is None or next(Applicants.uses) % 4 == 0:
            Applicants.stranger = _step(f"9{next(Applicants.strangers):011d}", "1990-01-01")
        return Applicants.stranger
    if path == "/spaj/logout":  # a session of its own every third case (the rest: ended)
        if Applicants.leaving is None or next(Applicants.uses) % 3 == 0:
            Applicants.leaving = session_of("fajar")
        return Applicants.leaving
    return Applicants.tokens[OWNER.get(path, "agus")]


def _own(value: Any, path: str) -> Any:
    """The session's own number for most values, the generated one for the rest."""
    return _FACTS[OWNER[path]]["spajNumber"] if _bucket(value, 4) else value


def _upload(token: str) -> str:
    with _http() as http:
        made = http.post(
            "/document/upload", data={"purpose": "SPAJ_DOCUMENT"},
            files={"file": ("hasil-mcu.png", _png(), "image/png")},
            headers={"access-token": token},
        )  # fmt: skip
        made.raise_for_status()
        return str(made.json()["document_id"])


def steer_spaj(
    case: Any, path: str, body: dict[str, Any] | None, query: dict[str, Any] | None, *, linked: bool
) -> bool:
    """Steer a SPAJ operation's positive case; False when the path is not one of them."""
    if path == "/spaj/login" and body and "spaj_number" in body:
        bucket = _bucket(body, len(NUMBERS) * 2 + 1)
        if bucket < len(NUMBERS) * 2:
            person = list(_FACTS.values())[bucket // 2]
            birth = person["birthDate"] if bucket % 2 else body.get("birth_date")
            case.body = {**body, "spaj_number": person["spajNumber"], "birth_date": birth}
    elif path == "/spaj/open" and body and "spaj_number" in body and not linked:
        if _bucket(body, 2) == 0:
            case.body = {**body, "spaj_number": BUDI_SON}
    elif path in OWNER and query and "spaj_number" in query and not linked:
        case.query = {**query, "spaj_number": _own(query["spaj_number"], path)}
    elif path == "/spaj/requirement/answer" and body and Applicants.tokens:
        _steer_answer(case, body)
    elif path in OWNER and body and "spaj_number" in body and not linked:
        case.body = {**body, "spaj_number": _own(body["spaj_number"], path)}
    elif path == "/admin/spaj/list" and not linked:
        if _bucket(query, 2) == 0:
            case.query = {**(query or {}), "status": ROWS[_bucket(query, 5)], "page": 1}
    elif path in DESK_READS and query and "spaj_number" in query and not linked:
        _steer_desk_read(case, query, path)
    elif path in DESK and body and "spaj_number" in body and not linked:
        _steer_move(case, body, path)
    else:
        return False
    return True


def _steer_answer(case: Any, body: dict[str, Any]) -> None:
    if _bucket(body, 3) == 0:
        return  # as generated: another number, or a requirement nobody asked
    requirements = _FACTS["dewi"]["requirements"]
    number = _FACTS["dewi"]["spajNumber"]
    if _bucket(body, 2):
        document = _upload(Applicants.tokens["dewi"])
        case.body = {"spaj_number": number, "requirement_id": requirements["document"],
                     "answer": None, "document_ids": [document]}  # fmt: skip
    else:
        case.body = {"spaj_number": number, "requirement_id": requirements["question"],
                     "answer": "Tidak merokok.", "document_ids": []}  # fmt: skip


def _steer_desk_read(case: Any, query: dict[str, Any], path: str) -> None:
    bucket = _bucket(query, len(NUMBERS) + 1)
    if path == "/admin/spaj/document" and Applicants.document and bucket % 2 == 0:
        number, document = Applicants.document
        case.query = {**query, "spaj_number": number, "document_id": document}
    elif bucket < len(NUMBERS):
        case.query = {**query, "spaj_number": NUMBERS[bucket]}


def _steer_move(case: Any, body: dict[str, Any], path: str) -> None:
    if _bucket(body, 3) == 0:
        return
    steered = {**body, "spaj_number": DESK[path]}
    if path == "/admin/spaj/decide" and _bucket(body, 2):
        steered.update(loadings=[], exclusions=[])  # a standard decision
    case.body = steered
