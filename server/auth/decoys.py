"""The decoy of a user name or NIK that names no account (security.md: a visitor cannot
learn whether an account exists until identity is proved, ASVS 6.3.8).

checkUser answers such a name exactly as it answers a customer's, and opens a sign-in flow
for its decoy (:class:`~server.access.models.SignInDecoy`): the password or the NIK and
birth date then fail with the same message, attempt count and lock as a real account's,
and a forgotten password's code is "sent" the same way (blind, to nowhere). The decoy is
keyed by an HMAC of the kind and the name, so one name always meets the same decoy (its
failures and lock add up, as an account's do) and the name itself is never stored.
"""

from __future__ import annotations

import hashlib
import hmac

from server.settings import Settings

KEY_LENGTH = 32  # hex characters: 128 bits of the HMAC


def key(settings: Settings, *, user_name: str | None, nik: str | None) -> str:
    """The decoy key of a user name (lower-cased, as accounts store it) or of a NIK."""
    name = f"user:{user_name.lower()}" if user_name is not None else f"nik:{nik}"
    digest = hmac.new(settings.token_secret.encode(), f"decoy:{name}".encode(), hashlib.sha256)
    return digest.hexdigest()[:KEY_LENGTH]
