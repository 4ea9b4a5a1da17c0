"""Real files for the upload tests, made here with Pillow and pypdf: a phone photo with the
EXIF a phone writes (where and when it was taken, its orientation), a PNG with text chunks,
a plain PDF, and the PDFs the upload path refuses (JavaScript, an action on opening, an
embedded file, a password)."""

from __future__ import annotations

import io
import os
import struct
import zlib

from PIL import Image, PngImagePlugin
from pypdf import PdfWriter
from pypdf.actions import JavaScript

GPS_IFD = 0x8825
ORIENTATION = 0x0112


def photo(width: int = 640, height: int = 400, *, orientation: int = 1) -> bytes:
    """A JPEG like a phone's: EXIF with the camera, a GPS position in Jakarta, an orientation
    tag and a comment."""
    image = Image.new("RGB", (width, height), (200, 120, 40))
    for x in range(0, width, 8):  # some detail, so it is no flat colour
        image.putpixel((x, x * height // width), (10, 10, 10))
    exif = Image.Exif()
    exif[0x010F] = "Samsung"  # Make
    exif[0x0110] = "SM-S921B"  # Model
    exif[ORIENTATION] = orientation
    exif[GPS_IFD] = {1: "S", 2: (6.0, 13.0, 34.0), 3: "E", 4: (106.0, 51.0, 27.0)}
    out = io.BytesIO()
    image.save(out, "JPEG", exif=exif, comment=b"rumah budi")
    return out.getvalue()


def png(width: int = 320, height: int = 200) -> bytes:
    """A PNG with a text chunk naming its author."""
    image = Image.new("RGBA", (width, height), (30, 90, 160, 255))
    info = PngImagePlugin.PngInfo()
    info.add_text("Author", "Budi Santoso, Jl. Tebet Barat Dalam Raya No. 27")
    out = io.BytesIO()
    image.save(out, "PNG", pnginfo=info)
    return out.getvalue()


def _pdf() -> PdfWriter:
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)  # A4
    return writer


def _bytes(writer: PdfWriter) -> bytes:
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def pdf() -> bytes:
    return _bytes(_pdf())


def pdf_with_javascript() -> bytes:
    writer = _pdf()
    writer.add_open_action(JavaScript("app.alert('halo');"))
    return _bytes(writer)


def pdf_with_attachment() -> bytes:
    writer = _pdf()
    writer.add_attachment("data.txt", b"isi lampiran")
    return _bytes(writer)


def pdf_encrypted() -> bytes:
    writer = _pdf()
    writer.encrypt(user_password="rahasia", algorithm="RC4-128")
    return _bytes(writer)


def exif_of(content: bytes) -> dict[int, object]:
    with Image.open(io.BytesIO(content)) as image:
        return dict(image.getexif())


def size_of(content: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(content)) as image:
        return image.size


def bomb() -> bytes:
    """A PNG that claims 20,000 x 20,000 pixels (400 megapixels) in a few hundred bytes."""
    image = Image.new("1", (20_000, 20_000))
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()


def flat_png(width: int, height: int, *, channels: int = 3) -> bytes:
    """A valid PNG of one flat colour (black), written by hand: the rows are compressed as
    they are made, so claiming 49 megapixels costs a fraction of a second and no memory here
    (7000 x 7000 RGB is 143 KB). ``channels``: 1 grey, 3 RGB, 4 RGBA."""
    colour = {1: 0, 3: 2, 4: 6}[channels]
    row = b"\x00" * (1 + width * channels)  # filter byte 0, then the row's samples
    packer = zlib.compressobj(9)
    batch = max(1, (1 << 20) // len(row))
    data, left = [], height
    while left:
        rows = min(batch, left)
        data.append(packer.compress(row * rows))
        left -= rows
    data.append(packer.flush())
    stream = b"".join(data)
    header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
    chunks = [_chunk(b"IHDR", header)]
    chunks += [_chunk(b"IDAT", stream[i : i + (1 << 20)]) for i in range(0, len(stream), 1 << 20)]
    return b"\x89PNG\r\n\x1a\n" + b"".join([*chunks, _chunk(b"IEND", b"")])


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data)
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def sized_pdf(size: int) -> bytes:
    """A PDF of at least ``size`` bytes: one page of noise (a scan's JPEG, which does not
    compress), as a scanner makes it. Costs about a tenth of a second for 5 MB."""
    side = max(64, int((size / 1.2) ** 0.5 / 1.3))
    while True:
        scan = Image.frombytes("L", (side, side), os.urandom(side * side))
        out = io.BytesIO()
        scan.save(out, "PDF", resolution=150, quality=95)
        if out.tell() >= size:
            return out.getvalue()
        side = int(side * 1.1)
