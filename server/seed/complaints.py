"""Budi's demo complaints (POJK 22/2023), so his Pengaduan page and the staff's complaint
desk are not empty: reckoned from the seed day ``T`` in Indonesian working days
(:mod:`server.workdays`), each with its steps by ``budi.santoso`` and ``admin.portal``:

- just received (the evening before ``T``): a duplicate debit of UL24000123's premium, due
  5 working days later;
- overdue: received 8 working days before ``T`` about KS23000456's claim, not answered, its
  due date 3 working days past;
- extended: received 7 working days before ``T``, extended to 10 working days on the 4th
  (waiting for the hospital), 3 working days left;
- answered: received 12 working days before ``T``, answered on the 4th working day after;
- closed: received 30 working days before ``T``, answered on the 3rd, closed on the 5th.

Numbers ADU-<year>-NNNNNN in the order received (the year's counters go on after them).
Notices are not sent (the demo's inbox is seeded by its own story).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.models import User
from server.clock import WIB
from server.complaint import deadline
from server.complaint.models import (
    Complaint,
    ComplaintAction,
    ComplaintCategory,
    ComplaintEvent,
    ComplaintStatus,
)
from server.complaint.numbers import complaint_number
from server.policy.models import Policy
from server.seed.calendar import DemoCalendar, wib
from server.workdays import add_working_days, is_working_day

STAFF = "admin.portal"
BUDI_USER = "budi.santoso"
KS, UL = "KS23000456", "UL24000123"


def working_days_before(day: date, n: int) -> date:
    """The ``n``-th working day before ``day``."""
    current, left = day, n
    while left:
        current -= timedelta(days=1)
        if is_working_day(current):
            left -= 1
    return current


@dataclass(frozen=True, slots=True)
class DemoComplaint:
    received: datetime
    category: ComplaintCategory
    policy: str | None
    subject: str
    description: str
    extended: tuple[datetime, str] | None = None  # when, why
    answered: tuple[datetime, str] | None = None  # when, the answer
    closed: tuple[datetime, str | None] | None = None  # when, the internal note


def demo_complaints(cal: DemoCalendar) -> list[DemoComplaint]:
    """Budi's complaints, the oldest first."""
    t = cal.today

    def after(day: date, n: int, hh: int, mm: int) -> datetime:
        return wib(add_working_days(day, n), hh, mm)

    closed_on = working_days_before(t, 30)
    answered_on = working_days_before(t, 12)
    overdue_on = working_days_before(t, 8)
    extended_on = working_days_before(t, 7)
    return [
        DemoComplaint(
            received=wib(closed_on, 13, 5),
            category=ComplaintCategory.PORTAL,
            policy=None,
            subject="Kode OTP tidak masuk ke ponsel",
            description=(
                "Sejak kemarin saya tidak menerima kode OTP lewat SMS saat masuk ke portal, "
                "padahal nomor ponsel saya sudah benar dan sinyal bagus."
            ),
            answered=(
                after(closed_on, 3, 10, 20),
                "Terima kasih atas laporan Bapak. Gangguan pengiriman SMS dari salah satu "
                "operator sudah kami perbaiki; kode OTP kini terkirim kembali. Bila masih ada "
                "kendala, Bapak juga dapat memilih kode OTP lewat email.",
            ),
            closed=(after(closed_on, 5, 9, 0), "Nasabah sudah dapat masuk kembali."),
        ),
        DemoComplaint(
            received=wib(answered_on, 15, 40),
            category=ComplaintCategory.INVESTMENT,
            policy=UL,
            subject="Harga unit dana tidak diperbarui",
            description=(
                "Nilai investasi polis UL24000123 di portal tidak berubah selama tiga hari "
                "kerja, sementara harga unit dana di situs lain sudah berubah."
            ),
            answered=(
                after(answered_on, 4, 14, 10),
                "Harga unit dana diumumkan setiap hari kerja bursa dan dimuat ke portal pada "
                "hari kerja berikutnya. Keterlambatan pemuatan tiga hari tersebut sudah kami "
                "perbaiki; nilai investasi Bapak kini sesuai harga unit terakhir.",
            ),
        ),
        DemoComplaint(
            received=wib(overdue_on, 9, 12),
            category=ComplaintCategory.CLAIM,
            policy=KS,
            subject="Klaim rawat jalan belum ada kabar",
            description=(
                "Klaim rawat jalan untuk istri saya pada polis KS23000456 sudah saya ajukan "
                "lengkap dengan kwitansi, tetapi sampai sekarang belum ada kabar."
            ),
        ),
        DemoComplaint(
            received=wib(extended_on, 11, 30),
            category=ComplaintCategory.CLAIM,
            policy=KS,
            subject="Tagihan rawat inap dipotong",
            description=(
                "Pembayaran klaim rawat inap saya dipotong untuk biaya kamar, padahal kamar "
                "yang saya tempati sesuai kelas kamar pada kartu kesehatan saya."
            ),
            extended=(
                after(extended_on, 4, 16, 5),
                "Kami menunggu rincian tagihan kamar dari rumah sakit untuk memeriksa kelas "
                "kamar yang ditagihkan.",
            ),
        ),
        DemoComplaint(
            received=wib(t - timedelta(days=1), 19, 45),
            category=ComplaintCategory.PREMIUM_PAYMENT,
            policy=UL,
            subject="Premi terdebet dua kali",
            description=(
                "Premi bulan ini untuk polis UL24000123 terdebet dua kali dari rekening saya "
                "pada hari yang sama. Mohon dana yang terdebet kedua dikembalikan."
            ),
        ),
    ]


def demo_numbers(cal: DemoCalendar) -> list[str]:
    """The register numbers the seed gives Budi's complaints on a fresh database, the oldest
    first (each year's counter starts at 1)."""
    numbers, years = [], Counter[int]()
    for demo in demo_complaints(cal):
        year = demo.received.astimezone(WIB).year
        years[year] += 1
        numbers.append(f"ADU-{year}-{years[year]:06d}")
    return numbers


def seed_complaints(session: Session, cal: DemoCalendar) -> None:
    """Budi's complaints, unless his account is missing or has any."""
    user_id = session.scalar(
        select(User.id).where(User.user_name == BUDI_USER, User.policy_holder_id.is_not(None))
    )
    if user_id is None or session.scalar(
        select(Complaint.id).where(Complaint.user_id == user_id).limit(1)
    ):
        return
    holder_id = session.scalar(select(User.policy_holder_id).where(User.id == user_id))
    policies = dict(
        session.execute(
            select(Policy.policy_number, Policy.id).where(
                Policy.holder_id == holder_id, Policy.policy_number.in_((KS, UL))
            )
        ).all()
    )
    for demo in demo_complaints(cal):
        _add(session, user_id, policies.get(demo.policy) if demo.policy else None, demo)
    session.flush()


def _add(session: Session, user_id: int, policy_id: int | None, demo: DemoComplaint) -> None:
    at = demo.received
    complaint = Complaint(
        complaint_number=complaint_number(session, at),
        user_id=user_id,
        policy_id=policy_id,
        category=demo.category,
        subject=demo.subject,
        description=demo.description,
        status=ComplaintStatus.RECEIVED,
        submitted_at=at,
        due_date=deadline.due_date(at, extended=demo.extended is not None),
        extended=demo.extended is not None,
        extension_reason=demo.extended[1] if demo.extended else None,
        updated_at=at,
        events=[
            ComplaintEvent(action=ComplaintAction.RECEIVED, at=at, actor=BUDI_USER, by_staff=False)
        ],
        documents=[],
    )
    if demo.extended:
        when, reason = demo.extended
        complaint.events.append(_step(ComplaintAction.EXTENDED, when, reason))
        complaint.updated_at = when
    if demo.answered:
        when, text = demo.answered
        complaint.status = ComplaintStatus.ANSWERED
        complaint.answer, complaint.answered_at, complaint.answered_by = text, when, STAFF
        complaint.events.append(_step(ComplaintAction.ANSWERED, when, None))
        complaint.updated_at = when
    if demo.closed:
        when, note = demo.closed
        complaint.status, complaint.closed_at = ComplaintStatus.CLOSED, when
        complaint.events.append(_step(ComplaintAction.CLOSED, when, note))
        complaint.updated_at = when
    session.add(complaint)
    session.flush()


def _step(action: ComplaintAction, at: datetime, note: str | None) -> ComplaintEvent:
    return ComplaintEvent(action=action, at=at, actor=STAFF, by_staff=True, note=note)
