"""What the claim tests read from the database and the storage (a customer's claims, what
documents are attached to, the stored files), a PDF of an exact size, and a partner hospital
of their own."""

from __future__ import annotations

import io
import itertools
from pathlib import Path

from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, NameObject
from sqlalchemy import func, select

from server import settings
from server.claim.models import Claim
from server.db import transaction
from server.documents.models import Document
from server.tests.claim_support import Family


def claims_of(family: Family) -> list[str]:
    """The customer's claim numbers in the database, oldest first."""
    with transaction() as session:
        return list(
            session.scalars(
                select(Claim.claim_number)
                .where(Claim.user_id == family.account.user_id)
                .order_by(Claim.id)
            )
        )


def attached_to(*document_ids: str) -> list[str | None]:
    """What each document is attached to (a claim number, or None)."""
    with transaction() as session:
        found = session.execute(
            select(Document.id, Document.attached_to).where(Document.id.in_(document_ids))
        )
        rows = {document_id: claim for document_id, claim in found}
    return [rows[i] for i in document_ids]


def document_count() -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count(Document.id))) or 0)


def stored_files() -> set[Path]:
    root = settings.current().document_dir
    return {p for p in root.rglob("*") if p.is_file()} if root.exists() else set()


def pdf_of_size(size: int) -> bytes:
    """A plain one-page PDF of exactly ``size`` bytes (its page's content stream padded with a
    comment), read quickly by the PDF check."""
    padding = 0
    for _ in range(5):
        writer = PdfWriter()
        page = writer.add_blank_page(width=595, height=842)
        stream = DecodedStreamObject()
        stream.set_data(b"%" + b"x" * padding + b"\n")
        page[NameObject("/Contents")] = writer._add_object(stream)
        out = io.BytesIO()
        writer.write(out)
        content = out.getvalue()
        if len(content) == size:
            return content
        padding += size - len(content)
    raise AssertionError(f"no PDF of {size} bytes")


_partners = itertools.count(1)


def partner_hospital(name: str = "RS Mitra Uji Sehat") -> str:
    """A partner hospital (id RS98xxxx, outside the demo's numbering); its id."""
    from server.hospital.models import HospitalKind
    from server.seed.hospitals import HospitalData, add_hospital

    hid = f"RS98{next(_partners):04d}"
    with transaction() as session:
        add_hospital(session, HospitalData(
            hid, name, HospitalKind.RUMAH_SAKIT, "Jl. Uji No. 1", "31.74.01.1001", "12820",
            "+62218290000", -6.23, 106.85, rawat_inap=True, rawat_jalan=True, igd_24_jam=True,
            opening_hours=({"days": "Setiap hari", "hours": "24 jam"},), benefits=(),
            networks=(),
        ))  # fmt: skip
    return hid
