"""HTTP edge of document/upload and document/file (signed-in customers)."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Reply, created, operation
from server.clock import as_utc
from server.documents import service
from server.documents.models import Document, DocumentPurpose


def uploaded(document: Document) -> dict[str, Any]:
    return {
        "document_id": document.id,
        "purpose": document.purpose.value,
        "file_name": document.file_name,
        "content_type": document.content_type,
        "size_bytes": document.size_bytes,
        "uploaded_at": as_utc(document.uploaded_at).isoformat().replace("+00:00", "Z"),
    }


@operation(CUSTOMER)
def upload_document(call: Call[Customer], body: dict[str, Any], file: Any) -> Reply:
    # Connexion hands the form fields as ``body`` and the file part (a Starlette UploadFile,
    # spooled to disk past 1 MB) as ``file``.
    purpose = DocumentPurpose(body["purpose"])
    document = service.store(
        session=call.session,
        owner_user_id=call.caller.user_id,
        purpose=purpose,
        file_name=getattr(file, "filename", None),
        source=file.file,
        now=call.now,
        attached_to=body.get("claim_number") if purpose == DocumentPurpose.CLAIM_DOCUMENT else None,
    )
    return created(uploaded(document))


@operation(CUSTOMER)
def discard_document(call: Call[Customer], body: dict[str, Any]) -> dict[str, str]:
    service.discard(
        call.session, owner_user_id=call.caller.user_id, document_id=body["document_id"]
    )
    return {"result": "Success"}


@operation(CUSTOMER, read_only=True)
def download_document(call: Call[Customer], document_id: str) -> Reply:
    document = service.owned_document(
        session=call.session, document_id=document_id, owner_user_id=call.caller.user_id
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
