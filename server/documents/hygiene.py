"""What an accepted file must be before it is kept (issue "Claims", the upload rules; OWASP
File Upload cheat sheet):

- an image (JPEG, PNG) is decoded and encoded afresh: nothing of the original bytes survives
  (no EXIF with the place a photo was taken, no comments, no polyglot payload after the
  image data), its orientation applied to the pixels. It is decoded at most at
  ``MAX_SIDE`` pixels on its longest side (JPEG's DCT scaling decodes large photos at a
  fraction of their size), so the memory it takes is bounded by that, not by the file;
  a file that does not decode, or claims more than ``MAX_PIXELS``, is refused;
- a PDF is checked by :mod:`server.documents.pdf` and kept as sent.

Each check raises :class:`Refused` with the Indonesian reason; the caller answers 415."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import BinaryIO

from PIL import Image, ImageOps

from server.documents import messages

log = logging.getLogger("server.documents.hygiene")
MAX_SIDE = 3000  # pixels on the longest side of a kept image (a sharp A4 scan at 250 dpi)
MAX_PIXELS = 50_000_000  # what an image may claim before it is decoded (a bomb guard)
JPEG_QUALITY = 88


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
