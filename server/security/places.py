"""Where a session's address is: its country in Indonesian (``iptocc``'s offline table of
the regional internet registries' delegations, names from ``pycountry``'s ``id``
translation), "Jaringan lokal" for a private or loopback address, None when unknown. The
address is shown masked (the last two parts of IPv4, all but the first three groups of IPv6)."""

from __future__ import annotations

import gettext
import ipaddress
from functools import lru_cache

import iptocc
import pycountry

from server.security import messages


@lru_cache(maxsize=1)
def _names() -> gettext.NullTranslations:
    return gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["id"])


@lru_cache(maxsize=512)
def place(address: str) -> str | None:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return None
    if ip.is_private or ip.is_loopback or ip.is_link_local:
        return messages.LOCAL_NETWORK
    code = iptocc.country_code(str(ip))
    country = pycountry.countries.get(alpha_2=code) if code else None
    if country is None:
        return None
    english = getattr(country, "common_name", None) or country.name
    return _names().gettext(english)[:80]


def masked(address: str) -> str | None:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return None
    if ip.version == 4:
        first, second, *_ = str(ip).split(".")
        return f"{first}.{second}.xxx.xxx"
    groups = ip.exploded.split(":")[:3]
    return ":".join(g.lstrip("0") or "0" for g in groups) + ":xxxx::"
