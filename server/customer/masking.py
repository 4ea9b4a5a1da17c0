"""Masking of personal data shown back to the customer (the contract's examples:
``bu***o@gm***.com``, ``+62 812-****-7890``, ``Budi S******``, ``3174********0003``)."""

from __future__ import annotations

_STARS = "***"


def mask_email(email: str) -> str:
    """Keep the first two and the last character of the mailbox and the first two of the
    domain name; the top-level part stays readable so the customer recognises the address."""
    local, at, domain = email.strip().rpartition("@")
    if not at or not local or not domain:
        return _STARS
    kept_local = f"{local[:2]}{_STARS}{local[-1]}" if len(local) >= 4 else f"{local[:1]}{_STARS}"
    label, dot, rest = domain.partition(".")
    kept_label = label[:2] if len(label) >= 3 else label[:1]
    return f"{kept_local}@{kept_label}{_STARS}{dot}{rest}"


def mask_phone(phone: str) -> str:
    """Indonesian mobile number in international form with only the operator prefix and the
    last four digits visible: ``+6281234567890`` and ``081234567890`` both give
    ``+62 812-****-7890``."""
    digits = "".join(ch for ch in phone if ch.isdigit())
    if digits.startswith("62"):
        national = digits[2:]
    elif digits.startswith("0"):
        national = digits[1:]
    else:
        national = digits
    if len(national) < 8:
        return f"+62 {'*' * max(len(national) - 2, 0)}{national[-2:]}"
    return f"+62 {national[:3]}-****-{national[-4:]}"


def mask_name(full_name: str) -> str:
    """``Budi Santoso`` -> ``Budi S******``: the first word whole, the others by initial."""
    words = full_name.split()
    if not words:
        return ""
    rest = [w[0] + "*" * (len(w) - 1) for w in words[1:]]
    return " ".join([words[0], *rest])[:100]


def mask_nik(nik: str) -> str:
    """``3174011505800003`` -> ``3174********0003``."""
    if len(nik) < 8:
        return "*" * len(nik)
    return nik[:4] + "*" * (len(nik) - 8) + nik[-4:]
