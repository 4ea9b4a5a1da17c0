"""Budi's Pengkinian Data history, reckoned from the seed day: an approved change of his
e-mail address four months ago (with its audit trail; his profile's ``updated_at`` is that
approval) and a PENDING move of his current address within South Jakarta, from Tebet Barat
to Bangka (Mampang Prapatan), submitted three days ago. While it is pending he cannot start
another update; the staff desk shows it first in the queue."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.models import User
from server.customer.models import PolicyHolder
from server.customer.profile import CustomerProfile
from server.pengkinian.models import (
    CustomerAuditEntry,
    KycChange,
    KycEvent,
    KycStatus,
    KycSubmission,
)
from server.seed.calendar import DemoCalendar, add_months, wib
from server.seed.demo_data import BUDI

ADMIN = "admin.portal"
OLD_EMAIL = "budi.santoso80@yahoo.com"
# (section, field, label, old shown, new shown, old raw, new raw)
_EMAIL = (("data_email", "data_email", "Email", OLD_EMAIL, BUDI.email, OLD_EMAIL, BUDI.email),)
_MOVE = tuple(
    ("CurrentAddress", *change)
    for change in (
        ("address_line", "Alamat", "Jl. Tebet Barat Dalam Raya No. 27",
         "Jl. Kemang Raya No. 8, Apartemen Kemang Village Tower B/1207",
         "Jl. Tebet Barat Dalam Raya No. 27",
         "Jl. Kemang Raya No. 8, Apartemen Kemang Village Tower B/1207"),
        ("rt", "RT", "005", "002", "005", "002"),
        ("rw", "RW", "003", "004", "003", "004"),
        ("sub_district_code", "Kecamatan", "Tebet", "Mampang Prapatan", "31.74.01", "31.74.03"),
        ("village_code", "Kelurahan/Desa", "Tebet Barat", "Bangka", "31.74.01.1002",
         "31.74.03.1002"),
        ("postal_code", "Kode Pos", "12810", "12730", "12810", "12730"),
    )
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class DemoKyc:
    approved_number: str
    approved_submitted: datetime
    approved_decided: datetime
    pending_number: str
    pending_submitted: datetime

    @classmethod
    def on(cls, cal: DemoCalendar) -> DemoKyc:
        submitted_day = add_months(cal.today, -4)
        pending_day = cal.today - timedelta(days=3)
        return cls(
            approved_number=f"KYC-{submitted_day:%Y%m%d}-K4D9PR",
            approved_submitted=wib(submitted_day, 14, 45, 10),
            approved_decided=wib(submitted_day + timedelta(days=1), 16, 12),
            pending_number=f"KYC-{pending_day:%Y%m%d}-7QH2MX",
            pending_submitted=wib(pending_day, 10, 20, 40),
        )


def _changes(rows: tuple[tuple[str, ...], ...]) -> list[KycChange]:
    return [
        KycChange(
            position=i, section=s, field=f, label=label, old_value=old, new_value=new,
            old_raw=old_raw, new_raw=new_raw,
        )
        for i, (s, f, label, old, new, old_raw, new_raw) in enumerate(rows)
    ]  # fmt: skip


def seed_kyc(session: Session, cal: DemoCalendar) -> None:
    """Budi's two submissions, unless he has any."""
    holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == BUDI.nik))
    if holder is None or session.scalar(
        select(KycSubmission.id).where(KycSubmission.holder_id == holder.id).limit(1)
    ):
        return
    user_id = session.scalar(select(User.id).where(User.policy_holder_id == holder.id))
    assert user_id is not None
    demo = DemoKyc.on(cal)
    approved = KycSubmission(
        registration_number=demo.approved_number, holder_id=holder.id, user_id=user_id,
        policy_number="UL24000123", status=KycStatus.APPROVED, sections=["data_email"],
        warnings=[], submitted_at=demo.approved_submitted, decided_at=demo.approved_decided,
        decided_by=ADMIN, changes=_changes(_EMAIL),
        events=[
            KycEvent(status=KycStatus.PENDING, at=demo.approved_submitted, actor="nasabah"),
            KycEvent(status=KycStatus.APPROVED, at=demo.approved_decided, actor=ADMIN),
        ],
    )  # fmt: skip
    pending = KycSubmission(
        registration_number=demo.pending_number, holder_id=holder.id, user_id=user_id,
        policy_number="UL24000123", status=KycStatus.PENDING, sections=["CurrentAddress"],
        warnings=[], submitted_at=demo.pending_submitted, changes=_changes(_MOVE),
        events=[KycEvent(status=KycStatus.PENDING, at=demo.pending_submitted, actor="nasabah")],
    )  # fmt: skip
    session.add_all([approved, pending])
    session.flush()
    session.add(
        CustomerAuditEntry(
            holder_id=holder.id, submission_id=approved.id, section="data_email",
            field="data_email", old_value=OLD_EMAIL, new_value=BUDI.email, changed_by=ADMIN,
            changed_at=demo.approved_decided,
        )
    )  # fmt: skip
    profile = session.get(CustomerProfile, holder.id)
    if profile is not None:
        profile.updated_at = demo.approved_decided
