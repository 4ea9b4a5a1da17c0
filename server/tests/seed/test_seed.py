"""Demo data: idempotent, complete, and the accounts the sign-in journeys need."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from server.access.models import AccountStatus, User
from server.auth.passwords import verify_password
from server.config.models import CompanyProfileEntry
from server.customer.models import PolicyHolder
from server.db import Base, make_engine
from server.policy.models import HealthCard, Policy
from server.seed import seed_demo
from server.terms.models import TermsVersion
from server.tests.conftest import DEMO_DAY
from server.tests.template_db import migrated

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


@pytest.fixture(scope="module")
def engine(database_url: str) -> Iterator[Engine]:
    """A migrated, empty database (SQLite, and PostgreSQL when reachable)."""
    migrated(database_url)
    engine = make_engine(database_url)
    yield engine
    engine.dispose()


def _seed(engine: Engine) -> None:
    with Session(engine) as session, session.begin():
        seed_demo(session, DEMO_DAY)


def _snapshot(engine: Engine) -> dict[str, list[tuple[Any, ...]]]:
    with engine.connect() as conn:
        return {
            table.name: sorted((tuple(row) for row in conn.execute(table.select())), key=repr)
            for table in Base.metadata.sorted_tables
        }


def _user(session: Session, user_name: str) -> User:
    return session.scalars(select(User).where(User.user_name == user_name)).one()


def test_seeding_twice_changes_nothing(engine: Engine) -> None:
    assert _snapshot(engine)["users"] == []
    _seed(engine)
    first = _snapshot(engine)
    _seed(engine)

    assert _snapshot(engine) == first
    # The demo's five policies, and the one prepared for Agus's approved SPAJ (not issued).
    assert len(first["users"]) == 4 and len(first["policies"]) == 6


def test_terms_and_company_profile_are_seeded_too(engine: Engine) -> None:
    _seed(engine)
    with Session(engine) as session:
        versions = set(session.scalars(select(TermsVersion.version)))
        keys = set(session.scalars(select(CompanyProfileEntry.key)))

    assert {"2025.1", "2026.1"} <= versions
    assert {"csEmail", "csPhone", "csFax", "csWhatsapp"} <= keys


def test_budi_signs_in_with_the_demo_password_and_must_accept_new_terms(engine: Engine) -> None:
    _seed(engine)
    with Session(engine) as session:
        budi = _user(session, "budi.santoso")
        holder = session.get(PolicyHolder, budi.policy_holder_id)

        assert budi.status is AccountStatus.ACTIVE
        assert budi.password_hash is not None and budi.password_hash.startswith("$argon2id$")
        assert verify_password(budi.password_hash, "Portal#2026!")
        assert budi.tnc_version == "2025.1"
        assert holder is not None
        assert (holder.full_name, holder.nik, holder.city) == (
            "Budi Santoso",
            "3174011505800003",
            "Kota Jakarta Selatan",
        )
        numbers = set(
            session.scalars(select(Policy.policy_number).where(Policy.holder_id == holder.id))
        )
        assert {"UL24000123", "KS23000456"} <= numbers
        health_id = session.scalar(select(Policy.id).where(Policy.policy_number == "KS23000456"))
        cards = session.scalars(select(HealthCard).where(HealthCard.policy_id == health_id))
        assert {c.tpa_name for c in cards} == {"AdMedika"}


def test_first_time_inactive_and_admin_accounts(engine: Engine) -> None:
    _seed(engine)
    with Session(engine) as session:
        siti = _user(session, "siti.rahma")
        andi = _user(session, "andi.wijaya")
        admin = _user(session, "admin.portal")

        assert (siti.status, siti.password_hash) == (AccountStatus.NEW, None)
        assert siti.policy_holder_id is not None
        assert andi.status is AccountStatus.INACTIVE and andi.password_hash is not None
        assert andi.policy_holder_id is not None
        assert admin.is_admin and admin.policy_holder_id is None
        assert admin.status is AccountStatus.ACTIVE and admin.tnc_version == "2026.1"
        assert admin.password_hash is not None
        assert verify_password(admin.password_hash, "Admin#2026!")
        assert (admin.email, admin.phone) == ("admin.portal@sentosaraya.co.id", "+6281100000001")
