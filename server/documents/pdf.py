"""What an accepted PDF must be (the upload rules; OWASP File Upload cheat sheet): it opens
without a password and carries no active content: no JavaScript, no actions run on opening or
on events, no launch of programs, no embedded files, no rich media, no XFA forms. It is kept
as sent (a customer's signed statement stays byte for byte what they signed).

Raises :class:`server.documents.hygiene.Refused` with the Indonesian reason; the caller
answers 415."""

from __future__ import annotations

import logging
from typing import Any, BinaryIO

from pypdf import PdfReader
from pypdf.errors import PdfReadError
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject

from server.documents import messages
from server.documents.hygiene import Refused

log = logging.getLogger("server.documents.hygiene")
# PDF names that make a document act by itself when opened or used.
ACTIVE = frozenset(
    {"/JavaScript", "/JS", "/Launch", "/EmbeddedFile", "/EmbeddedFiles", "/RichMedia",
     "/OpenAction", "/AA", "/XFA", "/SubmitForm", "/ImportData", "/GoToE"}
)  # fmt: skip
MAX_OBJECTS = 200_000  # a PDF with more objects than this is not a customer's document


def check_pdf(source: BinaryIO) -> None:
    """Refuse an encrypted PDF, one that does not open, and one with active content."""
    try:
        reader = PdfReader(source, strict=False)
        if reader.is_encrypted:
            raise Refused(messages.PDF_ENCRYPTED, "The PDF is encrypted.")
        found = _active_names(reader.trailer, reader.resolved_objects)
    except Refused:
        raise
    except (PdfReadError, OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
        log.info("PDF refused: %s", type(exc).__name__)
        raise Refused(messages.DAMAGED, "The PDF could not be read.") from exc
    if found:
        log.info("PDF refused: active content %s", sorted(found))
        raise Refused(messages.PDF_ACTIVE, f"The PDF has active content: {sorted(found)}.")


def _active_names(root: Any, cache: dict[tuple[Any, Any], Any]) -> set[str]:
    """Every key of ACTIVE in the object graph from ``root`` (the trailer: the catalog, the
    pages, their annotations and forms, whatever they refer to), each object once. An object
    read is dropped from the reader's ``cache`` once its references are on the stack, so a
    scan's pictures (read with their streams) do not pile up: memory stays about one object,
    not the file."""
    found: set[str] = set()
    seen: set[tuple[int, int]] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, IndirectObject):
            ref = (node.idnum, node.generation)
            if ref in seen:
                continue
            seen.add(ref)
            if len(seen) > MAX_OBJECTS:
                raise ValueError("too many objects")
            node = node.get_object()
            cache.pop((ref[1], ref[0]), None)
        if isinstance(node, DictionaryObject):
            for key, value in node.items():
                if key in ACTIVE:
                    found.add(str(key))
                if isinstance(value, NameObject) and value in ("/JavaScript", "/Launch"):
                    found.add(str(value))
                stack.append(value)
        elif isinstance(node, ArrayObject):
            stack.extend(node)
    return found
