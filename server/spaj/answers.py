"""The applicant answers one open requirement: a document requirement with 1 to 5 documents
uploaded for the application (``document/upload`` as SPAJ_DOCUMENT in the SPAJ session) and
an optional note, a question with text and no document. The documents are attached in the
same unit of work (a document serves one answer); the last answer sends the application back
to the risk selection. Any refusal leaves nothing written."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.orm import Session

from server.documents import service as documents
from server.documents.models import DocumentPurpose
from server.documents.owner import Owner
from server.errors import Conflict, NotFound, RuleViolation
from server.spaj import audit, messages
from server.spaj.expiry import check
from server.spaj.models import (
    Action,
    ActorKind,
    RequirementKind,
    RequirementStatus,
    SpajApplication,
    SpajRequirementDocument,
    SpajStatus,
)
from server.spaj.transitions import Move


def _refuse(message: str, field: str) -> RuleViolation:
    return RuleViolation(message, detail=message, errors=[{"field": field, "message": message}])


def answer(
    session: Session,
    app: SpajApplication,
    *,
    requirement_id: int,
    text: str | None,
    document_ids: Sequence[str],
    now: datetime,
) -> bool:
    """Answer the requirement; True when it was the last open one (back to review)."""
    check(session, app, Move.ANSWER, now)
    requirement = next((r for r in app.requirements if r.id == requirement_id), None)
    if requirement is None:
        raise NotFound(messages.REQUIREMENT_NOT_FOUND, detail="No such requirement.")
    if requirement.status == RequirementStatus.ANSWERED:
        raise Conflict(messages.ANSWERED, detail="The requirement was answered already.")
    written = (text or "").strip() or None
    if requirement.kind == RequirementKind.DOCUMENT and not document_ids:
        raise _refuse(messages.document_required(requirement.title), "document_ids")
    if requirement.kind == RequirementKind.QUESTION:
        if document_ids:
            raise _refuse(messages.QUESTION_WITHOUT_DOCUMENTS, "document_ids")
        if written is None:
            raise _refuse(messages.ANSWER_REQUIRED, "answer")
    if document_ids:
        try:
            taken = documents.attach(
                session,
                owner=Owner.application(app.id),
                purpose=DocumentPurpose.SPAJ_DOCUMENT,
                document_ids=document_ids,
                to=app.spaj_number,
                now=now,
            )
        except RuleViolation as refused:  # name the fields of this request's body
            errors = [
                {**error, "field": error["field"].replace("documents[", "document_ids[")}
                for error in refused.extensions.get("errors", [])
            ]
            for error in errors:
                error["field"] = error["field"].removesuffix(".document_id")
            raise RuleViolation(refused.message, detail=refused.detail, errors=errors) from None
        order = {document_id: i for i, document_id in enumerate(document_ids)}
        requirement.documents = [
            SpajRequirementDocument(document_id=d.id)
            for d in sorted(taken, key=lambda d: order[d.id])
        ]
    requirement.status = RequirementStatus.ANSWERED
    requirement.answered_at = now
    requirement.answer_text = written
    back = all(r.status == RequirementStatus.ANSWERED for r in app.requirements)
    to = SpajStatus.RISK_SELECTION if back else SpajStatus.WAITING_DOCUMENTS
    note = messages.answered(requirement.title, back)
    audit.record(
        app, Action.REQUIREMENT_ANSWERED, to, ActorKind.APPLICANT, app.applicant_name, now,
        note=note,
    )  # fmt: skip
    return back
