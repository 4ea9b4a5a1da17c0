"""Public configuration and the company profile."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.auth.passwords import MAX_LENGTH, MIN_LENGTH
from server.config.models import CompanyProfileEntry
from server.config.seed import COMPANY_PROFILE
from server.contract_types import PortalConfig
from server.settings import Settings
from server.terms.service import current_version
from server.verification.codes import CODE_DIGITS


def portal_config(*, session: Session, settings: Settings) -> PortalConfig:
    current = current_version(session=session)
    return {
        "otpLength": CODE_DIGITS,
        "otpTtlSeconds": settings.otp_ttl_seconds,
        "otpResendSeconds": settings.otp_resend_seconds,
        "idleTimeoutSeconds": settings.idle_timeout_seconds,
        "idleWarningSeconds": settings.idle_warning_seconds,
        "absoluteSessionSeconds": settings.session_max_seconds,
        "passwordMinLength": MIN_LENGTH,
        "passwordMaxLength": MAX_LENGTH,
        "tnc_version": current.version if current else "",
    }


def company_profile(*, session: Session) -> dict[str, str]:
    """Stored values; a key missing from the table falls back to the seeded default."""
    stored = {e.key: e.value for e in session.scalars(select(CompanyProfileEntry))}
    profile = {key: stored.get(key, default) for key, default in COMPANY_PROFILE.items()}
    return profile
