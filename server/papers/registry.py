"""The register of issued documents (:class:`~server.papers.models.IssuedPaper`): drafts,
their fingerprints, verification codes, and the rows that make a draft a document.

A :class:`Draft` is a document before it has a code: its name (kind, policy, subject), its
content (a dataclass of everything it prints) and how to print it with a code. Its
fingerprint is the SHA-256 of the canonical JSON of the kind, the layout's version and the
content, never of the code or the issue time: the same content finds the same row, so every
download of it has the same code, issue time and bytes.

Two first issues of one content at once end with one row: the unique key (kind, policy,
subject, fingerprint) refuses the second insert, inside a savepoint, and the loser reads the
winner's row (on SQLite the write lock orders them before that). A new content of a document
supersedes the current row (``superseded_at``); an old content seen again is current again.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import ColumnElement, and_, select, tuple_, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from server.clock import as_utc
from server.papers.layout import Issue
from server.papers.models import IssuedPaper, PaperKind

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's Base32: no I, L, O, U
CODE_GROUPS, GROUP_LENGTH = 4, 4


def new_code() -> str:
    """16 Crockford Base32 characters from the CSPRNG (80 bits) in groups of four."""
    chars = "".join(secrets.choice(CROCKFORD) for _ in range(CODE_GROUPS * GROUP_LENGTH))
    return "-".join(chars[i : i + GROUP_LENGTH] for i in range(0, len(chars), GROUP_LENGTH))


def _plain(value: Any) -> str:
    if isinstance(value, date | datetime):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not content")


def fingerprint(kind: PaperKind, layout: int, content: Any) -> str:
    """SHA-256 (hex) of the canonical JSON of what a document prints."""
    is_instance = dataclasses.is_dataclass(content) and not isinstance(content, type)
    data = dataclasses.asdict(content) if is_instance else content
    canonical = json.dumps(
        {"kind": kind.value, "layout": layout, "content": data},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
        default=_plain,
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Key:
    """Which document: its kind, its policy and its subject ("" for the e-policy)."""

    kind: PaperKind
    policy_id: int
    subject: str


@dataclass(frozen=True, slots=True)
class Draft:
    key: Key
    fingerprint: str
    title: str
    file_name: str
    render: Callable[[Issue], bytes] = dataclasses.field(compare=False, repr=False)


def draft(
    key: Key,
    *,
    layout: int,
    content: Any,
    title: str,
    file_name: str,
    render: Callable[[Any, Issue], bytes],
) -> Draft:
    """The draft of ``content``, printed by ``render(content, issue)``."""
    return Draft(
        key=key,
        fingerprint=fingerprint(key.kind, layout, content),
        title=title,
        file_name=file_name,
        render=lambda issue: render(content, issue),
    )


def issue_of(row: IssuedPaper) -> Issue:
    return Issue(code=row.code, issued_at=as_utc(row.issued_at))


def _same(key: Key) -> ColumnElement[bool]:
    return and_(
        IssuedPaper.kind == key.kind,
        IssuedPaper.policy_id == key.policy_id,
        IssuedPaper.subject == key.subject,
    )


def find(session: Session, draft: Draft) -> IssuedPaper | None:
    """The row of this draft's content, current or superseded."""
    return session.scalar(
        select(IssuedPaper).where(_same(draft.key), IssuedPaper.fingerprint == draft.fingerprint)
    )


def find_all(session: Session, drafts: Iterable[Draft]) -> dict[Draft, IssuedPaper]:
    """The rows of these drafts' contents (one statement)."""
    wanted = {(d.key.kind, d.key.policy_id, d.key.subject, d.fingerprint): d for d in drafts}
    if not wanted:
        return {}
    rows = session.scalars(
        select(IssuedPaper).where(
            tuple_(IssuedPaper.policy_id, IssuedPaper.fingerprint).in_(
                [(policy_id, fp) for _, policy_id, _, fp in wanted]
            )
        )
    )
    found = {}
    for row in rows:
        draft = wanted.get((row.kind, row.policy_id, row.subject, row.fingerprint))
        if draft is not None:
            found[draft] = row
    return found


def by_code(session: Session, code: str) -> IssuedPaper | None:
    return session.scalar(select(IssuedPaper).where(IssuedPaper.code == code))


def _supersede_others(session: Session, key: Key, *, keep: int, now: datetime) -> None:
    session.execute(
        update(IssuedPaper)
        .where(_same(key), IssuedPaper.id != keep, IssuedPaper.superseded_at.is_(None))
        .values(superseded_at=now)
    )


def register(
    session: Session, draft: Draft, *, issue: Issue, size: int, now: datetime
) -> IssuedPaper:
    """The current row of the draft's content: found (made current again when it had been
    superseded), or added with ``issue`` and ``size`` (the bytes printed with ``issue``),
    superseding the document's current row. A concurrent first issue of the same content
    may win: its row is answered, and the caller prints again with its code."""
    row = find(session, draft)
    if row is None:
        try:
            with session.begin_nested():
                row = IssuedPaper(
                    code=issue.code,
                    kind=draft.key.kind,
                    policy_id=draft.key.policy_id,
                    subject=draft.key.subject,
                    fingerprint=draft.fingerprint,
                    size_bytes=size,
                    issued_at=issue.issued_at,
                )
                session.add(row)
                session.flush()
        except IntegrityError:
            # Another request registered the same content meanwhile (a code that collides
            # would need 2^40 documents to be likely: it is not retried).
            row = find(session, draft)
            if row is None:
                raise
        else:
            _supersede_others(session, draft.key, keep=row.id, now=now)
            return row
    if row.superseded_at is not None:
        _supersede_others(session, draft.key, keep=row.id, now=now)
        row.superseded_at = None
        session.flush()
    return row
