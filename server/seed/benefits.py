"""What each demo policy covers, booked as for every policy (:mod:`server.claim.booking`)."""

from __future__ import annotations

from server.claim.booking import OUTPATIENT_LIMIT, RIDERS, add_benefits

__all__ = ["OUTPATIENT_LIMIT", "RIDERS", "add_benefits"]
