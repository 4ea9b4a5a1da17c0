"""Where an SMS may go: only an Indonesian mobile number (``+628...``, written ``08...`` too),
the contract's MobileNumber. A landline or a foreign number never receives a code by SMS:
each SMS costs the insurer money, and a number abroad costs the most."""

from __future__ import annotations

import re

# openapi/components/schemas/MobileNumber.yaml, after 08... is written +628...
MOBILE = re.compile(r"\+628[1-9][0-9]{6,10}")


def is_mobile(address: str) -> bool:
    """Whether ``address`` is an Indonesian mobile number (``+628...`` or ``08...``; spaces
    and dashes between the digits allowed, as numbers are often written)."""
    number = re.sub(r"[\s-]", "", address)
    if number.startswith("08"):
        number = "+62" + number[1:]
    return MOBILE.fullmatch(number) is not None
