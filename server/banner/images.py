"""Banner pictures: received, made into web sizes, stored, served and cleaned up.

``receive(...)`` reads the upload in chunks and refuses it as soon as it passes 2 MB (413) or
when its first bytes are not JPEG, PNG or WebP (415: the type comes from the content, never
the name or the declared type). It is then decoded with the upload path's guards
(:func:`server.documents.hygiene.opened_image`: a decompression bomb or a file that does not
decode is 415), turned upright, refused below 1280 x 427 pixels (422), cropped around its
centre to 3:1 and encoded afresh as WebP (pixels only: no EXIF, ICC or XMP) at 640, 1280 and
1920 pixels wide, those not wider than the crop. Each width is one file of the storage
adapter (``server.documents.service.storage()``, outside any served folder); the row names
the picture by a random id. Files written in a unit of work that rolls back are deleted
(:func:`server.documents.files.written`, as a document's are; the sweep of files no row
names, :mod:`server.documents.sweep`, knows the picture's keys by their columns).

A picture no banner uses is removed 24 hours after its upload (``UNUSED_TTL``): each upload
first removes a few of those (``cleanup``), a lazy sweep that needs no background job.
"""

from __future__ import annotations

import io
import secrets
import time
from collections.abc import Iterator, Sequence
from datetime import datetime, timedelta
from typing import BinaryIO, NoReturn

from PIL import Image, ImageOps
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from server.banner import messages
from server.banner.models import Banner, BannerImage
from server.documents import files, hygiene
from server.documents.storage import remove, storage
from server.errors import DomainError, NotFound, RuleViolation

MB = 1024 * 1024
MAX_BYTES = 2 * MB
CHUNK = 64 * 1024
MIN_WIDTH, MIN_HEIGHT = 1280, 427
WIDTHS = (640, 1280, 1920)
WEBP_QUALITY = 82
UNUSED_TTL = timedelta(hours=24)
CLEANUP_BATCH = 20
CACHE_FOREVER = "public, max-age=31536000, immutable"


class ImageTooLarge(DomainError):
    status = 413
    type = "urn:tmanku:problem:payload-too-large"
    title = "Payload too large"


class ImageUnsupported(DomainError):
    status = 415
    type = "urn:tmanku:problem:unsupported-media-type"
    title = "Unsupported media type"


def height_of(width: int) -> int:
    """The height of a 3:1 width, rounded (640 -> 213, 1280 -> 427, 1920 -> 640)."""
    return round(width / 3)


def widths_of(image: BannerImage) -> tuple[int, ...]:
    return WIDTHS if image.key_1920 is not None else WIDTHS[:2]


def key_of(image: BannerImage, width: int) -> str | None:
    return {640: image.key_640, 1280: image.key_1280, 1920: image.key_1920}.get(width)


def sniff(head: bytes) -> str | None:
    """JPEG, PNG or WebP (``RIFF....WEBP``) from the first bytes, or None."""
    if head.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if len(head) >= 12 and head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    return None


def _read(source: BinaryIO) -> bytes:
    """The upload, at most MAX_BYTES, its type checked on the first chunk."""
    head = source.read(CHUNK)
    if not head or sniff(head) is None:
        raise ImageUnsupported(
            messages.IMAGE_UNSUPPORTED, detail="The content is not JPEG, PNG or WebP."
        )
    out, size, chunk = io.BytesIO(), 0, head
    while chunk:
        size += len(chunk)
        if size > MAX_BYTES:
            raise ImageTooLarge(
                messages.IMAGE_TOO_LARGE, detail=f"The file exceeds {MAX_BYTES} bytes."
            )
        out.write(chunk)
        chunk = source.read(CHUNK)
    out.seek(0)
    return out.getvalue()


def _cropped(content: bytes) -> Image.Image:
    """The picture upright, RGB, cropped around its centre to 3:1 (at least 1280 wide)."""
    try:
        with hygiene.opened_image(
            io.BytesIO(content), too_big=messages.IMAGE_TOO_BIG, damaged=messages.IMAGE_DAMAGED
        ) as image:
            _large_enough(*image.size)  # from the header, before any pixel is decoded
            # JPEG: decoded at a fraction when both sides are at least twice 1920 (the crop
            # stays at least 1920 wide whichever way the photo is turned).
            image.draft("RGB", (WIDTHS[-1], WIDTHS[-1]))
            image.load()
            upright = ImageOps.exif_transpose(image, in_place=True) or image
            if upright.width < MIN_WIDTH or upright.height < MIN_HEIGHT:
                _too_small(upright.width, upright.height)
            rgb = _flattened(upright)
    except hygiene.Refused as refused:
        raise ImageUnsupported(refused.message, detail=refused.detail) from refused
    width, height = rgb.size
    if width > 3 * height:  # wider than 3:1: keep the middle
        crop_w, crop_h = 3 * height, height
    else:
        crop_w, crop_h = width, min(height, height_of(width))
    left, top = (width - crop_w) // 2, (height - crop_h) // 2
    return rgb.crop((left, top, left + crop_w, top + crop_h))


def _large_enough(width: int, height: int) -> None:
    """A picture that cannot be 1280 x 427 whichever way it is turned (a 1 x 49,000,000 one:
    its rows cost the decoder more than its pixels) is refused before it is decoded."""
    if max(width, height) < MIN_WIDTH or min(width, height) < MIN_HEIGHT:
        _too_small(width, height)


def _too_small(width: int, height: int) -> NoReturn:
    raise RuleViolation(
        messages.IMAGE_TOO_SMALL,
        detail=f"The image is {width} x {height} pixels.",
        errors=[{"field": "file", "message": messages.IMAGE_TOO_SMALL}],
    )


def _flattened(image: Image.Image) -> Image.Image:
    """RGB pixels; a transparent picture laid on white (the carousel's background)."""
    if image.mode in ("RGBA", "LA", "P") and (image.mode != "P" or "transparency" in image.info):
        rgba = image.convert("RGBA")
        white = Image.new("RGB", rgba.size, (255, 255, 255))
        white.paste(rgba, mask=rgba.getchannel("A"))
        return white
    return image if image.mode == "RGB" else image.convert("RGB")


def encoded(crop: Image.Image) -> list[tuple[int, bytes]]:
    """A 3:1 RGB picture (at least 1280 wide) as WebP in each width not wider than it."""
    return list(_variants(crop))


def _variants(crop: Image.Image) -> Iterator[tuple[int, bytes]]:
    for width in WIDTHS:
        if width > crop.width:
            break
        sized = crop.resize((width, height_of(width)), Image.Resampling.LANCZOS)
        sized.info = {}  # pixels only: nothing of the original's metadata is written
        out = io.BytesIO()
        sized.save(out, "WEBP", quality=WEBP_QUALITY, method=4)
        yield width, out.getvalue()


def receive(*, session: Session, source: BinaryIO, actor: str, now: datetime) -> BannerImage:
    """Keep an uploaded picture in its web sizes (after removing old unused ones)."""
    cleanup(session, now=now)
    crop = _cropped(_read(source))
    return keep(session=session, variants=encoded(crop), actor=actor, now=now)


def keep(
    *, session: Session, variants: Sequence[tuple[int, bytes]], actor: str, now: datetime
) -> BannerImage:
    """Store the web sizes of a picture (:func:`encoded`) under a new random id (the
    upload's last step; the demo's pictures, drawn at seed time, start here)."""
    store, since = storage(), time.monotonic()
    keys: dict[int, str] = {}
    try:
        for width, content in variants:
            key, target = store.create()
            keys[width] = key
            with target:
                target.write(content)
        image = BannerImage(
            id=secrets.token_urlsafe(16)[:22],
            key_640=keys[640],
            key_1280=keys[1280],
            key_1920=keys.get(1920),
            uploaded_at=now,
            uploaded_by=actor,
        )
        session.add(image)
        session.flush()
    except BaseException:
        remove(store, keys.values())
        raise
    for key in keys.values():
        files.written(session, key, since=since)
    return image


def cleanup(session: Session, *, now: datetime) -> int:
    """Remove a batch of pictures no banner uses, uploaded more than 24 hours ago (their files
    once the unit of work commits). How many were removed."""
    unused = list(
        session.scalars(
            select(BannerImage)
            .where(
                BannerImage.uploaded_at < now - UNUSED_TTL,
                ~select(Banner.id).where(Banner.image_id == BannerImage.id).exists(),
            )
            .order_by(BannerImage.uploaded_at)
            .limit(CLEANUP_BATCH)
        )
    )
    if not unused:
        return 0
    keys = [key for image in unused for w in widths_of(image) if (key := key_of(image, w))]
    session.execute(
        delete(BannerImage)
        .where(BannerImage.id.in_([image.id for image in unused]))
        .execution_options(synchronize_session=False)
    )
    files.delete_after_commit(session, keys)
    return len(unused)


def variant(session: Session, file: str) -> bytes:
    """The WebP of ``<image id>-<width>.webp`` (the name's pattern is the contract's)."""
    image_id, _, rest = file.rpartition("-")
    width = int(rest.removesuffix(".webp"))
    image = session.get(BannerImage, image_id)
    key = key_of(image, width) if image is not None else None
    if key is None:
        raise NotFound(messages.IMAGE_NOT_FOUND, detail="No such banner image.")
    return storage().read(key)
