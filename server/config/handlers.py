"""HTTP edge of config/all and policy/companyProfile (client credentials only)."""

from __future__ import annotations

from typing import Any

from server import settings
from server.config import service
from server.db import transaction

JSON = {"Content-Type": "application/json"}


def get_config() -> tuple[dict[str, Any], int, dict[str, str]]:
    with transaction() as session:
        body = service.portal_config(session=session, settings=settings.current())
    return body, 200, JSON


def get_company_profile() -> tuple[dict[str, str], int, dict[str, str]]:
    with transaction() as session:
        body = service.company_profile(session=session)
    return body, 200, JSON
