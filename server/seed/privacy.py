"""The demo's personal-data rights (UU 27/2022), reckoned from the seed day ``T``, so Budi's
Privacy page and the staff's privacy desk are not empty:

- the terms each demo account accepted (its ``tnc_version``) as the proof a sign-in leaves,
  three days after that version was published at 09.00 WIB (never after ``T``), no address:
  the privacy page's terms consent shows the version the account holds;
- Budi's consent to product offers by e-mail, given on his SPAJ form 40 days before ``T``
  (channel Formulir SPAJ, no address: it was paper); SMS and telephone offers never given;
- Budi's request to correct his data (CORRECT), received 2 days before ``T`` at 10.15 WIB and
  acknowledged by ``admin.portal`` the same day at 14.30: its answer is due 12 days after
  ``T``;
- Andi's request to erase the data used for product offers (ERASE), received 4 days before
  ``T`` at 08.40 WIB and never acknowledged: overdue for its acknowledgement (due 3 x 24
  hours later, the day before ``T``).

Numbers PDP-<year>-NNNNNN in the order received. Notices are not sent (the demo's inbox is
seeded by its own story)."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.models import User
from server.clock import WIB
from server.privacy import messages
from server.privacy.models import (
    ConsentAction,
    ConsentEvent,
    ConsentKind,
    PrivacyRequest,
    PrivacyRequestEvent,
    RequestKind,
    RequestStatus,
)
from server.privacy.numbers import request_number
from server.privacy.serializers import ACKNOWLEDGE_WITHIN, ANSWER_WITHIN
from server.seed.calendar import DemoCalendar, wib
from server.terms.models import TermsAcceptance, TermsVersion

STAFF = "admin.portal"
BUDI_USER, ANDI_USER = "budi.santoso", "andi.wijaya"
BUDI_CORRECTION = (
    "Alamat email kantor saya di data polis masih yang lama (budi@ptlama.co.id). Mohon "
    "diperbaiki menjadi budi.santoso@example.com seperti di portal."
)
ANDI_ERASURE = (
    "Saya tidak ingin lagi dihubungi untuk penawaran produk. Mohon hapus data yang dipakai "
    "untuk penawaran produk, termasuk nomor telepon rumah saya."
)


def _received(cal: DemoCalendar) -> tuple[datetime, datetime]:
    """When Andi's and Budi's requests were received (in that order)."""
    t = cal.today
    return wib(t - timedelta(days=4), 8, 40), wib(t - timedelta(days=2), 10, 15)


def demo_numbers(cal: DemoCalendar) -> list[str]:
    """The numbers the seed gives Andi's and Budi's requests (a running number per year)."""
    counters: dict[int, int] = {}
    numbers = []
    for at in _received(cal):
        year = at.astimezone(WIB).year
        counters[year] = counters.get(year, 0) + 1
        numbers.append(f"PDP-{year}-{counters[year]:06d}")
    return numbers


def seed_privacy(session: Session, cal: DemoCalendar) -> None:
    users = dict(
        session.execute(
            select(User.user_name, User.id).where(User.user_name.in_((BUDI_USER, ANDI_USER)))
        ).all()
    )
    budi, andi = users.get(BUDI_USER), users.get(ANDI_USER)
    if budi is None or session.scalar(
        select(PrivacyRequest.id).where(PrivacyRequest.user_id == budi).limit(1)
    ):
        return
    t = cal.today
    _terms_accepted(session, cal)
    session.add(
        ConsentEvent(
            user_id=budi, consent=ConsentKind.MARKETING_EMAIL, action=ConsentAction.GRANTED,
            at=wib(t - timedelta(days=40), 11, 20), channel=messages.SPAJ_CHANNEL,
            client_address=None,
        )
    )  # fmt: skip
    andi_received, received = _received(cal)
    if andi is not None:
        _request(session, andi, ANDI_USER, RequestKind.ERASE, ANDI_ERASURE, andi_received,
                 acknowledged=None)  # fmt: skip
    _request(session, budi, BUDI_USER, RequestKind.CORRECT, BUDI_CORRECTION, received,
             acknowledged=wib(t - timedelta(days=2), 14, 30))  # fmt: skip
    session.flush()


def _terms_accepted(session: Session, cal: DemoCalendar) -> None:
    """An acceptance record for each account holding a terms version without one."""
    latest = wib(cal.today, 10)
    rows = session.execute(
        select(User.id, TermsVersion.version, TermsVersion.published_at)
        .join(TermsVersion, TermsVersion.version == User.tnc_version)
        .where(~select(TermsAcceptance.id).where(TermsAcceptance.user_id == User.id).exists())
    ).all()
    for user_id, version, published_at in rows:
        day = published_at.astimezone(WIB).date() + timedelta(days=3)
        session.add(
            TermsAcceptance(user_id=user_id, version=version,
                            accepted_at=min(wib(day, 9), latest), client_address="")
        )  # fmt: skip


def _request(
    session: Session, user_id: int, user_name: str, kind: RequestKind, description: str,
    at: datetime, *, acknowledged: datetime | None,
) -> None:  # fmt: skip
    row = PrivacyRequest(
        request_number=request_number(session, at),
        user_id=user_id,
        kind=kind,
        description=description,
        status=RequestStatus.RECEIVED,
        submitted_at=at,
        acknowledge_due_at=at + ACKNOWLEDGE_WITHIN,
        answer_due_at=at + ANSWER_WITHIN,
        updated_at=at,
        events=[PrivacyRequestEvent(status=RequestStatus.RECEIVED, at=at, actor=user_name)],
    )
    if acknowledged is not None:
        row.status = RequestStatus.ACKNOWLEDGED
        row.acknowledged_at, row.acknowledged_by, row.updated_at = acknowledged, STAFF, acknowledged
        row.events.append(
            PrivacyRequestEvent(status=RequestStatus.ACKNOWLEDGED, at=acknowledged, actor=STAFF)
        )
    session.add(row)
    session.flush()
