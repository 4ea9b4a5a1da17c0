"""Issuing a document: read its content in a read-only unit, print it, and register it in a
short writing unit of its own only when its content is new (or current again), so a
download holds no write lock while it reads and prints (on SQLite the write lock is the
database's; printing a document takes tens of milliseconds).

The phases of one download:

1. read-only unit: the guard, the content (a :class:`~server.papers.registry.Draft`) and its
   row in the register, if any;
2. no unit: print with that row's code and issue time, or with a new code and now;
3. only when the content has no current row: a writing unit registers it
   (:func:`server.papers.registry.register`); when a concurrent first issue of the same
   content won, the document is printed again with the winner's code and time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from server import clock
from server.access.caller import Customer
from server.access.operation import Call, Phases, Reply
from server.papers import registry
from server.papers.layout import Issue
from server.papers.models import IssuedPaper
from server.papers.registry import Draft

PDF = "application/pdf"
CSV = "text/csv"  # as the contract declares it (its BOM says UTF-8)


@dataclass(frozen=True, slots=True)
class Download:
    body: bytes
    file_name: str
    media_type: str = PDF


def attachment(download: Download) -> Reply:
    """The file as an attachment, never kept by a cache (it carries personal data)."""
    return Reply(
        download.body,
        headers={
            "Content-Type": download.media_type,
            "Content-Disposition": f'attachment; filename="{download.file_name}"',
            "Cache-Control": "no-store",
        },
    )


def new_issue() -> Issue:
    return Issue(code=registry.new_code(), issued_at=clock.now().replace(microsecond=0))


def needs_row(row: IssuedPaper | None) -> bool:
    """Whether the content must be registered: new, or seen again after it was superseded."""
    return row is None or row.superseded_at is not None


def download(phases: Phases[Customer], build: Callable[[Call[Customer]], Draft]) -> Download:
    """The document ``build`` makes of the caller's data, issued (see the module)."""
    with phases.unit(read_only=True) as call:
        paper = build(call)
        row = registry.find(call.session, paper)
        issue = registry.issue_of(row) if row is not None else new_issue()
        register = needs_row(row)
    body = paper.render(issue)
    if register:
        with phases.unit() as call:
            row = registry.register(call.session, paper, issue=issue, size=len(body), now=call.now)
            winner = registry.issue_of(row)
        if winner != issue:
            body = paper.render(winner)
    return Download(body, paper.file_name)
