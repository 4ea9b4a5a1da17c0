"""What an accepted file must be before it is kept (issue "Claims", the upload rules; OWASP
File Upload cheat sheet), and what checking it may cost (issue "Hold under abuse"):

- an image (JPEG, PNG) is decoded and encoded afresh: nothing of the original bytes survives
  (no EXIF with the place a photo was taken, no comments, no polyglot payload after the
  image data), its orientation applied to the pixels, at most ``MAX_SIDE`` pixels on its
  longest side;
- what a decode costs follows the picture's pixels, not its bytes (a 143 KB PNG may claim
  7000 x 7000: 150 MB and more once decoded). So its header, read before any pixel, must
  claim at most IMAGE_MAX_MEGAPIXELS (25: a phone photo of an ID card or a receipt is
  12) and no side more than ``MAX_ASPECT`` times the other (a 1 x 49,000,000 picture costs
  more than its pixels: every row is a row for the decoder); otherwise it is refused at once.
  A JPEG is decoded at a fraction of its size when it is at least twice ``MAX_SIDE``
  (DCT scaling); PNG has no reduced decode, the pixel limit bounds it (25 megapixels: 100
  MB, RGB or RGBA alike). It is then made smaller band by band (:func:`_within`): about 155
  MB in all for the largest picture accepted, against 280 MB through Pillow's thumbnail;
- at most UPLOADS_AT_ONCE pictures are decoded at a time in a process (:func:`opened_image`
  waits its turn after the header's checks), so a worker's memory for pictures is bounded
  by that many decodes, however many arrive at once;
- a file that does not decode is refused;
- a PDF is checked by :mod:`server.documents.pdf` and kept as sent.

Each check raises :class:`Refused` with the Indonesian reason; the caller answers 415."""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import BinaryIO

from PIL import Image, ImageOps

from server import settings
from server.documents import messages

log = logging.getLogger("server.documents.hygiene")
MAX_SIDE = 3000  # pixels on the longest side of a kept image (a sharp A4 scan at 250 dpi)
MAX_PIXELS = 50_000_000  # what any image may claim before it is decoded (a bomb guard)
MAX_ASPECT = 20  # longest side over shortest: a long receipt is 1:8, a panorama 1:4
MEGAPIXEL = 1_000_000
JPEG_QUALITY = 88
BAND = 256  # rows of a smaller picture made at a time


Image.MAX_IMAGE_PIXELS = MAX_PIXELS  # Pillow refuses twice this on open, warns above it


class Refused(Exception):
    def __init__(self, message: str, detail: str) -> None:
        super().__init__(detail)
        self.message = message
        self.detail = detail


_slots: tuple[int, threading.BoundedSemaphore] | None = None
_slots_lock = threading.Lock()


def _decode_slots() -> threading.BoundedSemaphore:
    """The process's decode slots (UPLOADS_AT_ONCE of them)."""
    global _slots
    wanted = settings.current().uploads_at_once
    with _slots_lock:
        if _slots is None or _slots[0] != wanted:
            _slots = (wanted, threading.BoundedSemaphore(wanted))
        return _slots[1]


@contextmanager
def opened_image(
    source: BinaryIO,
    *,
    max_pixels: int = MAX_PIXELS,
    max_aspect: int | None = None,
    too_big: str = messages.IMAGE_TOO_BIG,
    damaged: str = messages.DAMAGED,
) -> Iterator[Image.Image]:
    """``source`` opened as an image, its header checked before anything is decoded: more
    than ``max_pixels`` is refused (``too_big``), and so is a side more than ``max_aspect``
    times the other (when given). The block then holds one of the process's decode slots (it
    decodes); a failure to decode inside it is refused too (``damaged``). The messages
    default to the upload path's; other areas (banners) give their own."""
    try:
        with Image.open(source) as image:
            if image.width * image.height > max_pixels:
                raise Refused(too_big, "The image claims too many pixels.")
            if max_aspect is not None and max(image.size) > max_aspect * min(image.size):
                raise Refused(messages.IMAGE_ODD_SHAPE, "The image is too long for its width.")
            with _decode_slots():
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
    megapixels = settings.current().image_max_megapixels
    with opened_image(
        source,
        max_pixels=megapixels * MEGAPIXEL,
        max_aspect=MAX_ASPECT,
        too_big=messages.image_too_big(megapixels),
    ) as image:
        if content_type == "image/jpeg":
            image.draft("RGB", (MAX_SIDE, MAX_SIDE))  # decode at a fraction when large
        image.load()
        # Made smaller first, then turned upright in place: the decoded picture is held whole
        # once, beside the smaller one (a 3000-pixel one) and a band of rows.
        small = _within(image, MAX_SIDE)
        upright = ImageOps.exif_transpose(small, in_place=True) or small
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


def _within(image: Image.Image, side: int) -> Image.Image:
    """``image`` at most ``side`` pixels on its longest side (itself when it is). Made
    smaller band by band (``BAND`` rows of the result at a time, each from its rows of the
    picture and a margin the filter reaches): Pillow's own resize would hold the whole
    picture twice more (a premultiplied copy when it has alpha, then the first pass's
    result), 180 MB beside the 100 MB of a 25-megapixel RGBA PNG."""
    width, height = image.size
    if max(width, height) <= side:
        return image
    ratio = side / max(width, height)
    size = (max(1, round(width * ratio)), max(1, round(height * ratio)))
    if image.mode not in ("RGB", "RGBA", "L", "LA"):  # a palette or 1-bit: a byte a pixel
        image.thumbnail(size)
        return image
    smaller = Image.new(image.mode, size)
    scale = height / size[1]
    margin = math.ceil(2 * scale) + 2  # bicubic reaches 2 pixels of the result each way
    for top in range(0, size[1], BAND):
        bottom = min(size[1], top + BAND)
        first, last = top * scale, bottom * scale
        above = max(0, math.floor(first) - margin)
        rows = image.crop((0, above, width, min(height, math.ceil(last) + margin)))
        box = (0.0, first - above, float(width), last - above)
        smaller.paste(rows.resize((size[0], bottom - top), Image.Resampling.BICUBIC, box), (0, top))
    smaller.info = dict(image.info)  # its EXIF: the orientation is applied after
    return smaller
