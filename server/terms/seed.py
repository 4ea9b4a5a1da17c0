"""Reference data: the published terms versions (idempotent)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.terms.models import TermsVersion

CURRENT_VERSION = "2026.1"
_CONTENT = Path(__file__).with_name("content")
_VERSIONS = {
    "2025.1": datetime(2024, 12, 31, 17, 0, tzinfo=UTC),  # 1 January 2025 00.00 WIB
    CURRENT_VERSION: datetime(2025, 12, 31, 17, 0, tzinfo=UTC),  # 1 January 2026 00.00 WIB
}


def seed_terms(session: Session) -> None:
    """Insert the versions that are missing; existing texts are left alone."""
    present = set(session.scalars(select(TermsVersion.version)))
    for version, published_at in _VERSIONS.items():
        if version in present:
            continue
        html = (_CONTENT / f"{version}.html").read_text(encoding="utf-8")
        session.add(TermsVersion(version=version, html=html, published_at=published_at))
    session.flush()
