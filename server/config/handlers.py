"""HTTP edge of config/all and policy/companyProfile (client credentials only)."""

from __future__ import annotations

from server.access.guards import PUBLIC
from server.access.operation import Call, operation
from server.config import service
from server.contract_types import PortalConfig


@operation(PUBLIC, read_only=True)
def get_config(call: Call[None]) -> PortalConfig:
    return service.portal_config(session=call.session, settings=call.settings)


@operation(PUBLIC, read_only=True)
def get_company_profile(call: Call[None]) -> dict[str, str]:
    return service.company_profile(session=call.session)
