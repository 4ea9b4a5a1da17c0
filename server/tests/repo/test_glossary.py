"""One word for one thing, wherever a customer or a member of staff may read it: the grace
period of a premium is "masa tenggang" (the word of Indonesian insurers and OJK), never
"masa lelu-asa" (claims used it), in the server's messages, the seed, the contract and the
web app."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PLACES = ("server", "openapi", "web/src", "web/e2e", "stories", "README.md", "docs")
SUFFIXES = {".py", ".ts", ".tsx", ".yaml", ".md"}
# Spelled in two parts, so this file does not find itself.
OLD = re.compile(r"masa\s+" + "lelu" + "asa", re.IGNORECASE)


def _files() -> list[Path]:
    found: list[Path] = []
    for place in PLACES:
        path = ROOT / place
        if path.is_file():
            found.append(path)
            continue
        found.extend(p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file())
    return found


def test_the_grace_period_has_one_name() -> None:
    files = _files()
    assert len(files) > 500, "the sources were found"
    offending = [
        str(p.relative_to(ROOT)) for p in files if OLD.search(p.read_text("utf-8", "ignore"))
    ]
    assert offending == []


def test_the_claim_refusal_names_it() -> None:
    from server.claim import messages

    text = messages.policy_inactive("EP19000077", "Lapse")
    assert "masa tenggang" in text
    assert not OLD.search(text)
