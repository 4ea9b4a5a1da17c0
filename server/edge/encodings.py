"""Content negotiation of the web app's pre-compressed files: the build writes ``<file>.br``
(Brotli) and ``<file>.gz`` (gzip) beside each compressible file, and a request is answered
from the first of them its ``Accept-Encoding`` accepts (Brotli preferred: smaller), else
from the file itself (identity)."""

from __future__ import annotations

from pathlib import Path

# Preference order, each with the suffix of its copy.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header: str) -> set[str]:
    """The content codings ``Accept-Encoding`` accepts (RFC 9110 12.5.3): each listed coding
    whose weight is above 0; ``*`` stands for every coding not listed."""
    weights: dict[str, float] = {}
    for item in header.split(","):
        name, *params = (part.strip() for part in item.split(";"))
        if not name:
            continue
        weight = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        weights[name.lower()] = weight
    codings = {name for name, weight in weights.items() if weight > 0}
    if "*" in codings:
        codings |= {name for name, _ in ENCODINGS if name not in weights}
    if "x-gzip" in codings:
        codings.add("gzip")
    return codings


def precompressed(file: Path, accept_encoding: str) -> tuple[Path, str | None]:
    """The copy of ``file`` to send and its content coding (None: the file itself)."""
    codings = accepted(accept_encoding)
    for name, suffix in ENCODINGS:
        copy = file.with_name(file.name + suffix)
        if name in codings and copy.is_file():
            return copy, name
    return file, None
