"""The demo claims' documents: small one-page PDFs written for the demo (each headed
'CONTOH - DATA DEMO'), made with Pillow and kept through the real upload path."""

from __future__ import annotations

import io
from datetime import datetime
from functools import lru_cache

from PIL import Image, ImageDraw
from sqlalchemy.orm import Session

from server.documents import service
from server.documents.models import Document, DocumentPurpose
from server.documents.owner import Owner


@lru_cache(maxsize=64)
def _pdf(title: str, lines: tuple[str, ...]) -> bytes:
    page = Image.new("L", (620, 440), 255)
    draw = ImageDraw.Draw(page)
    draw.text((24, 18), "CONTOH - DATA DEMO PORTAL TMANKU", fill=120)
    draw.text((24, 52), title.upper(), fill=0)
    draw.line((24, 72, 596, 72), fill=0)
    for i, line in enumerate(lines):
        draw.text((24, 90 + 22 * i), line, fill=0)
    out = io.BytesIO()
    page.save(out, "PDF", resolution=72)
    return out.getvalue()


def demo_document(
    session: Session,
    *,
    owner: Owner,
    file_name: str,
    title: str,
    lines: tuple[str, ...],
    at: datetime,
    purpose: DocumentPurpose = DocumentPurpose.CLAIM_DOCUMENT,
) -> Document:
    return service.store(
        session=session,
        owner=owner,
        purpose=purpose,
        file_name=file_name,
        source=io.BytesIO(_pdf(title, lines)),
        now=at,
    )
