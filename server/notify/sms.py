"""The short text of a notice sent by SMS (the customer's choice for its topic): the
notice's subject and the link to its page, ``TManKu: <subject>. Buka <portal><link>``, in
one SMS.

One SMS holds 160 characters of the GSM 03.38 alphabet (GSM-7), the characters of its
extension table (``[ ] { } ~ ^ | \\ €``) counting two. A single character outside it (an
ellipsis, a curly quote, an en dash) would send the whole text as UCS-2, 70 characters an
SMS: so the text is first written in GSM-7 (:func:`to_gsm`: accents and typographic marks
to their plain forms), and a subject too long is cut and ends with ``...`` (three full stops:
the ellipsis character is not GSM-7). The link is never cut (half a link opens nothing); a
link so long that no subject fits beside it is left out."""

from __future__ import annotations

import unicodedata
from typing import Final

from server.notify.messages import notice_sms

LIMIT: Final = 160  # GSM-7 characters in one SMS
MORE: Final = "..."
_SUBJECT_AT_LEAST = 20  # shown of a subject beside its link, else the link is left out

_BASIC: Final = frozenset(
    "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?"
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
)
_EXTENSION: Final = frozenset("^{}\\[~]|€\f")
_PLAIN: Final = {
    "\u2013": "-", "\u2014": "-", "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
    "\u00a0": " ", "\t": " ",
}  # fmt: skip


def gsm_length(text: str) -> int:
    """The characters ``text`` takes in GSM-7 (an extension character counts two)."""
    return sum(2 if ch in _EXTENSION else 1 for ch in text)


def to_gsm(text: str) -> str:
    """``text`` in the GSM-7 alphabet: each other character as its plain form (``…`` as
    ``...``, ``ş`` as ``s``, an en dash as ``-``), ``?`` when it has none."""
    out = []
    for ch in text:
        if ch in _BASIC or ch in _EXTENSION:
            out.append(ch)
            continue
        plain = _PLAIN.get(ch) or "".join(
            c for c in unicodedata.normalize("NFKD", ch) if c in _BASIC
        )
        out.append(plain or "?")
    return "".join(out)


def notice_text(subject: str, url: str | None) -> str:
    """The SMS of a notice with ``subject`` about the page at ``url`` (None: no page), within
    :data:`LIMIT` GSM-7 characters."""
    subject = to_gsm(" ".join(subject.split())).rstrip(". ")
    if url is not None:
        url = to_gsm(url)
        room = LIMIT - gsm_length(notice_sms("", url))
        if room < min(_SUBJECT_AT_LEAST, gsm_length(subject)):
            url = None  # no room for the subject beside it: the subject alone
    text = notice_sms(subject, url)
    if gsm_length(text) <= LIMIT:
        return text
    room = LIMIT - gsm_length(notice_sms(MORE, url))
    cut = ""
    for ch in subject:
        if gsm_length(cut + ch) > room:
            break
        cut += ch
    return notice_sms(cut.rstrip() + MORE, url)
