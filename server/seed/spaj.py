"""The demo's SPAJ applications (:mod:`server.seed.spaj_data`) moved through underwriting by
the area's own moves, dated from the seed day ``T`` (WIB):

- Dewi: received T-12, in review T-11, two requirements asked T-7 (WAITING_DOCUMENTS);
- Rina: received T-20, in review T-19, her medical check-up asked T-15 and sent T-9 (back
  in review), the offer decided T-2 with a 50% loading and one exclusion, valid 30 days
  (DECISION);
- Agus: received T-25, in review T-24, decided T-6 at the standard premium, approved with a
  code T-3: his policy is prepared with its first bill (WAITING_PAYMENT);
- Budi for his son Rafi: received T-14, in review T-8 (RISK_SELECTION);
- Fajar: received yesterday (RECEIVED).

No e-mail is sent for the demo's past. Idempotent: nothing is added when one exists."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from server.documents.models import DocumentPurpose
from server.documents.owner import Owner
from server.policy.models import Product
from server.seed.calendar import DemoCalendar, wib
from server.seed.claim_documents import demo_document
from server.seed.demo_data import PRODUCTS
from server.seed.spaj_data import (
    DEWI_DOCUMENT,
    DEWI_QUESTION,
    FORMS,
    MEDICAL_CHECKUP,
    MEDICAL_NOTE,
    RINA_CHECKUP,
    RINA_EXCLUSION,
    RINA_LOADING,
    RINA_VALID_DAYS,
    SMOKING,
    SMOKING_NOTE,
    agus_policy_number,
)
from server.spaj import answers, desk, intake, offer
from server.spaj.models import AskedBy, RequirementKind, SpajApplication

STAFF = "admin.portal"
APPROVAL_ADDRESS = "203.0.113.24"
APPROVAL_DEVICE = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari"


def _products(session: Session) -> None:
    known = set(session.scalars(select(Product.code)))
    session.add_all(
        Product(code=p.code, name=p.name, type=p.type) for p in PRODUCTS if p.code not in known
    )
    session.flush()


At = Callable[[int, int, int], datetime]  # (days before T, hour, minute) in WIB


def seed_spaj(session: Session, cal: DemoCalendar) -> None:
    numbers = [form.spaj_number for form in FORMS.values()]
    if session.scalar(select(SpajApplication.id).where(SpajApplication.spaj_number.in_(numbers))):
        return
    _products(session)

    def at(days: int, hh: int, mm: int) -> datetime:
        return wib(cal.today - timedelta(days=days), hh, mm)

    _dewi(session, at)
    _rina(session, at)
    _agus(session, at, cal)
    budi = intake.receive(session, FORMS["budi"], at=at(14, 14, 20))
    desk.start_review(session, budi, staff=STAFF, now=at(8, 9, 5))
    intake.receive(session, FORMS["fajar"], at=at(1, 15, 20))
    session.flush()
    if session.get_bind().dialect.name == "postgresql":  # the fixed ids are behind the sequence
        session.execute(
            text(
                "SELECT setval(pg_get_serial_sequence('spaj_requirements', 'id'),"
                " (SELECT MAX(id) FROM spaj_requirements))"
            )
        )


def _dewi(session: Session, at: At) -> None:
    app = intake.receive(session, FORMS["dewi"], at=at(12, 11, 2))
    desk.start_review(session, app, staff=STAFF, now=at(11, 8, 40))
    asks = [
        desk.Ask(RequirementKind.DOCUMENT, AskedBy.UNDERWRITER, MEDICAL_CHECKUP, MEDICAL_NOTE,
                 id=DEWI_DOCUMENT),
        desk.Ask(RequirementKind.QUESTION, AskedBy.AGENT, SMOKING, SMOKING_NOTE, id=DEWI_QUESTION),
    ]  # fmt: skip
    desk.ask(session, app, asks, staff=STAFF, now=at(7, 10, 12))


def _rina(session: Session, at: At) -> None:
    app = intake.receive(session, FORMS["rina"], at=at(20, 14, 15))
    desk.start_review(session, app, staff=STAFF, now=at(19, 9, 30))
    ask = desk.Ask(RequirementKind.DOCUMENT, AskedBy.UNDERWRITER, MEDICAL_CHECKUP, MEDICAL_NOTE,
                   id=RINA_CHECKUP)  # fmt: skip
    desk.ask(session, app, [ask], staff=STAFF, now=at(15, 11, 0))
    sent = at(9, 19, 40)
    document = demo_document(
        session,
        owner=Owner.application(app.id),
        purpose=DocumentPurpose.SPAJ_DOCUMENT,
        file_name="hasil-mcu-rina-kartika.pdf",
        title="Hasil Medical Check-Up",
        lines=(
            "Nama: Rina Kartika",
            "Klinik: Klinik Sentosa Medika Rawamangun",
            "Tekanan darah: 150/95 mmHg",
            "Gula darah puasa: 92 mg/dL",
            "Kolesterol total: 188 mg/dL",
            "USG abdomen: bekas batu ginjal kiri, tidak tampak batu baru",
        ),
        at=sent - timedelta(minutes=4),
    )
    answers.answer(
        session, app, requirement_id=RINA_CHECKUP, text=None, document_ids=[document.id],
        now=sent,
    )  # fmt: skip
    desk.decide(
        session, app, loadings=[RINA_LOADING], exclusions=[RINA_EXCLUSION],
        valid_days=RINA_VALID_DAYS, staff=STAFF, now=at(2, 16, 30),
    )  # fmt: skip


def _agus(session: Session, at: At, cal: DemoCalendar) -> None:
    app = intake.receive(session, FORMS["agus"], at=at(25, 10, 45))
    desk.start_review(session, app, staff=STAFF, now=at(24, 8, 15))
    desk.decide(
        session, app, loadings=[], exclusions=[], valid_days=30, staff=STAFF, now=at(6, 15, 0)
    )
    offer.accept(
        session, app, now=at(3, 19, 44), destination="+62 856-****-3025",
        client_address=APPROVAL_ADDRESS, user_agent=APPROVAL_DEVICE,
        policy_number=agus_policy_number(cal),
    )  # fmt: skip
