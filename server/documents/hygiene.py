"""What an accepted file must be before it is kept (issue "Claims", the upload rules; OWASP
File Upload cheat sheet):

- an image (JPEG, PNG) is decoded and encoded afresh: nothing of the original bytes survives
  (no EXIF with the place a photo was taken, no comments, no polyglot payload after the
  image data), its orientation applied to the pixels. It is decoded at most at
  ``MAX_SIDE`` pixels on its longest side (JPEG's DCT scaling decodes large photos at a
  fraction of their size), so the memory it takes is bounded by that, not by the file;
  a file that does not decode, or claims more than ``MAX_PIXELS``, is refused;
- a PDF must open without a password and carry no active content: no JavaScript, no
  actions run on opening or on events, no launch of programs, no embedded files, no rich
  media, no XFA forms. It is kept as sent (a customer's signed statement stays byte for
  byte what they signed).

Each check raises :class:`Refused` with the Indonesian reason; the caller answers 415."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, BinaryIO

from PIL import Image, ImageOps
from pypdf import PdfReader
from pypdf.errors import PdfReadError
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject

from server.documents import messages

log = logging.getLogger("server.documents.hygiene")
MAX_SIDE = 3000  # pixels on the longest side of a kept image (a sharp A4 scan at 250 dpi)
MAX_PIXELS = 50_000_000  # what an image may claim before it is decoded (a bomb guard)
JPEG_QUALITY = 88
# PDF names that make a document act by itself when opened or used.
ACTIVE = frozenset(
    {"/JavaScript", "/JS", "/Launch", "/EmbeddedFile", "/EmbeddedFiles", "/RichMedia",
     "/OpenAction", "/AA", "/XFA", "/SubmitForm", "/ImportData", "/GoToE"}
)  # fmt: skip
MAX_OBJECTS = 200_000  # a PDF with more objects than this is not a customer's document


Image.MAX_IMAGE_PIXELS = MAX_PIXELS  # Pillow refuses twice this on open, warns above it


class Refused(Exception):
    def __init__(self, message: str, detail: str) -> None:
        super().__init__(detail)
        self.message = message
        self.detail = detail


@contextmanager
def opened_image(
    source: BinaryIO, *, too_big: str = messages.IMAGE_TOO_BIG, damaged: str = messages.DAMAGED
) -> Iterator[Image.Image]:
    """``source`` opened as an image, its pixel count checked before anything is decoded
    (a decompression bomb is refused, ``too_big``); a failure to decode it inside the block
    is refused too (``damaged``). The messages default to the upload path's; other areas
    (banners) give their own."""
    try:
        with Image.open(source) as image:
            if image.width * image.height > MAX_PIXELS:
                raise Refused(too_big, "The image claims too many pixels.")
            yield image
    except Refused:
        raise
    except Image.DecompressionBombError as exc:  # more than twice MAX_PIXELS: refused on open
        raise Refused(too_big, "The image claims too many pixels.") from exc
    except (OSError, ValueError, SyntaxError) as exc:
        log.info("image refused: %s", type(exc).__name__)
        raise Refused(damaged, "The image could not be decoded.") from exc


def clean_image(source: BinaryIO, target: BinaryIO, content_type: str) -> None:
    """Decode ``source`` and write the image afresh to ``target`` (same type)."""
    with opened_image(source) as image:
        if content_type == "image/jpeg":
            image.draft("RGB", (MAX_SIDE, MAX_SIDE))  # decode at a fraction when large
        image.load()
        # Made smaller first, then turned upright, both in place: the picture is held
        # whole once (at most a few copies of a 3000-pixel one, not of the original).
        image.thumbnail((MAX_SIDE, MAX_SIDE))
        upright = ImageOps.exif_transpose(image, in_place=True) or image
        if content_type == "image/jpeg":
            fresh = upright if upright.mode == "RGB" else upright.convert("RGB")
        else:
            keep = upright.mode in ("RGB", "RGBA", "L", "LA", "P")
            fresh = upright if keep else upright.convert("RGBA")
        # Pillow carries text chunks, comments and the EXIF over in ``info`` and writes
        # them back when saving: the new image takes pixels only.
        fresh.info = {}
        if content_type == "image/jpeg":
            fresh.save(target, "JPEG", quality=JPEG_QUALITY, optimize=True)
        else:
            fresh.save(target, "PNG", optimize=True)


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
