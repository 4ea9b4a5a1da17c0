"""The documentation holds together (issue 25): every relative link in README.md and docs/
leads to a file of the repository and, when it names an anchor, to a heading of that file
(GitHub's rule for heading anchors); the README stays a first page, not a manual."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
README_MAX_LINES = 150
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")


def _pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def _prose(text: str) -> list[str]:
    """The lines outside fenced code blocks."""
    lines, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(line)
    return lines


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]|<[^>]+>", "", heading.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found: set[str] = set()
    seen: dict[str, int] = {}
    for line in _prose(page.read_text("utf-8")):
        heading = re.match(r"#{1,6}\s+(.*)", line)
        if not heading:
            continue
        base = slug(heading.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def _links(page: Path) -> list[str]:
    return [m.group(1) for line in _prose(page.read_text("utf-8")) for m in LINK.finditer(line)]


def test_the_pages_are_found() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in _pages()}
    assert {"README.md", "docs/architecture.md", "docs/product.md"} <= names


@pytest.mark.parametrize("page", _pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for target in _links(page):
        if re.match(r"[a-z]+:", target):  # https:, mailto: ...: not ours to check
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists() or not file.is_relative_to(ROOT):
            broken.append(f"{target}: no such file")
        elif anchor and (file.suffix != ".md" or anchor not in anchors(file)):
            broken.append(f"{target}: no such heading")
    assert broken == []


def test_the_readme_is_a_first_page() -> None:
    lines = (ROOT / "README.md").read_text("utf-8").splitlines()
    assert len(lines) <= README_MAX_LINES
    text = "\n".join(lines[:40])
    assert "npm start" in text and "npm test" in text, "the two commands come first"


def test_slugs_follow_github() -> None:
    assert slug("Running one area's tests") == "running-one-areas-tests"
    assert slug("P2 Screens, routes and guards") == "p2-screens-routes-and-guards"
    assert slug("The web app without the server: Prism") == "the-web-app-without-the-server-prism"
    assert slug("What `npm test` runs") == "what-npm-test-runs"


# A file of the repository named in backquotes: `server/tests/claim/test_claim_desk.py`. Names
# with a placeholder or a wildcard (`server/tests/<area>/`, `test_payment_*.py`) are patterns.
NAMED_FILE = re.compile(
    r"`((?:server|web|stories|scripts|openapi|contract-tests|docs|bench|deploy)/[^`\s]*\.[a-z]+)`"
)


@pytest.mark.parametrize("page", _pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_named_file_exists(page: Path) -> None:
    """A moved or renamed file leaves no stale path in the prose."""
    missing = [
        name
        for line in _prose(page.read_text("utf-8"))
        for name in NAMED_FILE.findall(line)
        if not re.search(r"[<>*{}…]", name) and not (ROOT / name).exists()
    ]
    assert not missing, f"{page.name} names files that do not exist: {missing}"
