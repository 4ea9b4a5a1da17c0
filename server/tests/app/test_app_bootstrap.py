"""Start-up data: reference data is idempotent; demo data only goes into an empty database."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, select

from server import bootstrap
from server.access.models import User
from server.config.models import CompanyProfileEntry
from server.db import transaction
from server.terms.models import TermsVersion

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def test_reference_data_is_idempotent(app: Any) -> None:
    with transaction() as session:
        bootstrap.seed_reference(session)
        bootstrap.seed_reference(session)
        versions = session.scalars(select(TermsVersion.version).order_by(TermsVersion.version))
        assert list(versions) == ["2025.1", "2026.1"]
        assert session.scalar(select(func.count()).select_from(CompanyProfileEntry)) == 8


def test_demo_data_only_into_an_empty_database(app: Any) -> None:
    with transaction() as session:
        assert session.scalar(select(func.count(User.id))) == 0
        assert bootstrap.seed_demo_if_empty(session) is True
        names = set(session.scalars(select(User.user_name)))
        assert {"budi.santoso", "siti.rahma", "andi.wijaya", "admin.portal"} <= names
        assert bootstrap.seed_demo_if_empty(session) is False
