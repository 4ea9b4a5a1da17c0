"""A SPAJ number as the limits count it: an HMAC (never the number itself), the same for a
number that exists and one that does not, so guessing birth dates or codes for one number
locks that number alike."""

from __future__ import annotations

import hashlib
import hmac

from server.auth.lockout import Subject
from server.settings import Settings

KEY_LENGTH = 32  # hex characters: 128 bits of the HMAC


def number_key(settings: Settings, spaj_number: str) -> str:
    digest = hmac.new(
        settings.token_secret.encode(), f"spaj:{spaj_number}".encode(), hashlib.sha256
    )
    return digest.hexdigest()[:KEY_LENGTH]


def code_subject(settings: Settings, spaj_number: str) -> str:
    """The subject one-time codes of this number are counted and locked for."""
    return f"spaj:{number_key(settings, spaj_number)}"


def attempts_subject(settings: Settings, spaj_number: str) -> Subject:
    """Whom the per-address limits count this number's failed codes for (beside the
    address's own count); kept like the decoy of an unknown user name."""
    return Subject(decoy_key=number_key(settings, spaj_number))
