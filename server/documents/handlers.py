"""HTTP edge of document/upload, document/file and document/discard: signed-in customers
(their purposes, never SPAJ_DOCUMENT) and SPAJ applicants in a SPAJ session (SPAJ_DOCUMENT
only, owned by their application and counted in its 50 MB); 403 for a purpose that is not
the caller's. Each reaches only the documents it owns.

An upload runs in an upload thread (:mod:`server.documents.threads`) in three steps: a short
unit of work checks the caller and records the upload begun (429 past the hour's count,
:mod:`server.documents.limits`) with the most it may weigh; the file is then read, decoded
and checked holding no unit of work (no database connection, no SQLite write lock, however
long a picture takes); a second short unit adds its row."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from server.access.applicant import customer_or_applicant
from server.access.caller import Applicant, Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Phases, Reply, created, operation, phased_operation
from server.clock import as_utc
from server.contract_types import (
    DocumentDiscardRequest,
    DocumentUploadRequest,
    ResultSuccess,
    UploadedDocument,
)
from server.documents import limits, messages, service
from server.documents.models import Document, DocumentPurpose
from server.documents.owner import Owner
from server.documents.threads import in_upload_threads
from server.errors import Forbidden

UPLOADER = customer_or_applicant(CUSTOMER)
Caller = Customer | Applicant


def uploaded(document: Document) -> UploadedDocument:
    return {
        "document_id": document.id,
        "purpose": document.purpose.value,
        "file_name": document.file_name,
        "content_type": document.media_type,
        "size_bytes": document.size_bytes,
        "uploaded_at": as_utc(document.uploaded_at).isoformat().replace("+00:00", "Z"),
    }


def _group(caller: Caller, purpose: DocumentPurpose, body: DocumentUploadRequest) -> str | None:
    """The submission whose documents count in the group limit with this upload: the
    applicant's SPAJ (its only purpose), a customer's claim when named. 403 for a purpose
    that is not the caller's."""
    if isinstance(caller, Applicant):
        if purpose != DocumentPurpose.SPAJ_DOCUMENT:
            raise Forbidden(
                messages.NOT_FOR_APPLICANT, detail="A SPAJ session uploads SPAJ_DOCUMENT only."
            )
        return caller.spaj_number
    if purpose == DocumentPurpose.SPAJ_DOCUMENT:
        raise Forbidden(messages.NOT_FOR_CUSTOMER, detail="SPAJ_DOCUMENT needs a SPAJ session.")
    return body.get("claim_number") if purpose == DocumentPurpose.CLAIM_DOCUMENT else None


@in_upload_threads
@phased_operation(UPLOADER)
def upload_document(phases: Phases[Caller], body: DocumentUploadRequest, file: Any) -> Reply:
    # Connexion hands the form fields as ``body`` and the file part (a Starlette UploadFile,
    # spooled to disk past 1 MB) as ``file``.
    purpose = DocumentPurpose(body["purpose"])
    with phases.unit() as call:
        attached_to = _group(call.caller, purpose, body)
        owner = Owner.of(call.caller)
        limits.admit(call.session, owner=owner, now=call.now)
        limit = limits.limit_for(
            call.session, owner=owner, purpose=purpose, attached_to=attached_to, now=call.now
        )
    with service.receive(source=file.file, limit=limit) as received, phases.unit() as call:
        document = service.record(
            session=call.session,
            owner=Owner.of(call.caller),
            purpose=purpose,
            file_name=getattr(file, "filename", None),
            received=received,
            now=call.now,
            attached_to=attached_to,
        )
    return created(uploaded(document))


@operation(UPLOADER)
def discard_document(call: Call[Caller], body: DocumentDiscardRequest) -> ResultSuccess:
    service.discard(call.session, owner=Owner.of(call.caller), document_id=body["document_id"])
    return {"result": "Success"}


@operation(UPLOADER, read_only=True)
def download_document(call: Call[Caller], document_id: str) -> Reply:
    document = service.owned_document(
        session=call.session, document_id=document_id, owner=Owner.of(call.caller)
    )
    ascii_name = re.sub(r"[^A-Za-z0-9 ._()-]", "_", document.file_name)
    headers = {
        "Content-Type": document.content_type,
        "Content-Disposition": (
            f"inline; filename=\"{ascii_name}\"; filename*=UTF-8''{quote(document.file_name)}"
        ),
        "X-Content-Type-Options": "nosniff",
    }
    return Reply(service.read_document(document), headers=headers)
