"""Banner pictures over HTTP (POST /admin/banner/image, GET /banner/image/{file}): the type
from the content (JPEG, PNG, WebP; anything else 415, whatever its name), 2 MB read in chunks
(one byte more 413 while it streams, a larger declared body 413 at the door, every other
route keeps 64 KiB), decompression bombs and broken files 415, at least 1280 x 427 (422),
cropped around the centre to 3:1 and written afresh as WebP without metadata in the widths
not wider than the crop; served publicly with a year's immutable caching and nosniff; a
picture no banner uses is removed 24 hours after its upload, one in use never. A storage
that fails (a full disk at upload, a failing one when a picture is served) is a 503 with
Retry-After: nothing kept, and never cached."""

from __future__ import annotations

import functools
import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, PngImagePlugin
from sqlalchemy import func, select

from server import settings
from server.banner.models import BannerImage
from server.db import transaction
from server.documents import messages
from server.tests import document_samples as samples
from server.tests.banner_support import (
    admin_account,
    again,
    content,
    create,
    customer,
    customer_account,
    picture,
    staff,
    upload,
    uploaded,
)
from server.tests.conftest import Api, Clock
from server.tests.storage_support import disk_full, unreadable
from server.tests.support import problem

__all__ = ["admin_account", "again", "customer", "customer_account", "staff"]
_bomb = functools.cache(samples.bomb)  # about a second to make: once, when first needed
MB = 1024 * 1024
UNSUPPORTED = "Gambar banner harus JPEG, PNG atau WebP."


def _files() -> set[Path]:
    root = settings.current().document_dir
    return {p for p in root.rglob("*") if p.is_file()} if root.exists() else set()


def _image(api: Api, file: str) -> Any:
    return api.get(f"/banner/image/{file}", auth=None)


def _decoded(api: Api, file: str) -> Image.Image:
    response = _image(api, file)
    assert response.status_code == 200, response.text
    image = Image.open(io.BytesIO(response.content))
    image.load()
    return image


def test_the_type_comes_from_the_content_not_the_name(api: Api, staff: str) -> None:
    # A PNG named .jpg, a JPEG and a WebP are all pictures.
    for sent, name in (
        (picture(), "spanduk.jpg"),
        (picture(kind="JPEG", quality=90), "spanduk.png"),
        (picture(kind="WEBP"), "spanduk.bin"),
    ):
        response = upload(api, staff, sent, name)
        assert response.status_code == 201, response.text
        assert response.json()["width"] == 1280
    before = _files()
    for sent, name in (
        (samples.pdf(), "spanduk.png"),
        (b"bukan gambar, hanya teks biasa", "spanduk.jpg"),
        (b"RIFF\x10\x00\x00\x00WAVEfmt ", "spanduk.webp"),  # RIFF, but not WebP
    ):
        refused = problem(upload(api, staff, sent, name), 415)
        assert refused["message"] == UNSUPPORTED
    assert _files() == before


def test_two_megabytes_one_byte_more_413_while_streaming_larger_at_the_door(
    api: Api, staff: str
) -> None:
    png = picture()
    exact = png + b"\x00" * (2 * MB - len(png))  # decoders stop at the picture's end
    assert upload(api, staff, exact).status_code == 201
    before = _files()
    streamed = problem(upload(api, staff, exact + b"\x00"), 413)
    assert streamed["message"] == "Ukuran gambar banner paling besar 2 MB."
    door = problem(upload(api, staff, exact + b"\x00" * MB), 413)
    assert "2162688 bytes" in door["detail"]  # the route's own limit, not 64 KiB nor 10 MB
    assert door["message"] == streamed["message"]  # said in the picture's words there too
    assert _files() == before
    # Every other banner call keeps the 64 KiB limit.
    problem(api.post("/admin/banner/create", {"title": "x" * 70_000}, token=staff), 413)


def test_bombs_broken_files_and_small_pictures_are_refused(api: Api, staff: str) -> None:
    bomb = problem(upload(api, staff, _bomb()), 415)
    assert "50 megapiksel" in bomb["message"]
    broken = problem(upload(api, staff, b"\x89PNG\r\n\x1a\n" + b"\x07" * 500), 415)
    assert broken["message"].startswith("Gambar tidak dapat dibaca")
    for width, height in ((1279, 600), (2000, 426)):
        small = problem(upload(api, staff, picture(width, height)), 422)
        assert small["message"].startswith("Gambar banner paling kecil 1280 x 427 piksel")
        assert small["errors"][0]["field"] == "file"


def test_a_plain_field_where_the_file_belongs_is_400(api: Api, staff: str) -> None:
    response = api.post("/admin/banner/image", token=staff, files={"file": (None, "gambar")})
    assert problem(response, 400)["errors"] == [
        {"field": "file", "message": "Wajib berupa berkas yang dipilih untuk diunggah."}
    ]


def test_a_picture_too_narrow_whichever_way_it_turns_is_refused_undecoded(
    api: Api, staff: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """1 x 49,000,000 pixels in 190 KB: under the 50 megapixels, but its rows cost the
    decoder a gigabyte. No turn makes it 1280 x 427, so its header is enough to refuse it."""

    def no_decode(*_: Any) -> None:
        raise AssertionError("decoded a picture its header should have refused")

    monkeypatch.setattr(PngImagePlugin.PngImageFile, "load", no_decode)
    refused = problem(upload(api, staff, samples.flat_png(1, 49_000_000)), 422)
    assert refused["message"].startswith("Gambar banner paling kecil 1280 x 427 piksel")


def test_cropped_to_three_to_one_written_afresh_without_metadata(api: Api, staff: str) -> None:
    # A phone photo, portrait by its EXIF orientation (6: turn right), with GPS and a comment.
    photo = samples.photo(2000, 1500, orientation=6)
    assert samples.exif_of(photo)
    body = uploaded(api, staff, photo)  # upright 1500 x 2000: cropped to 1500 x 500
    assert [(v["width"], v["height"]) for v in body["variants"]] == [(640, 213), (1280, 427)]
    assert (body["width"], body["height"]) == (1280, 427)
    for variant in body["variants"]:
        assert variant["file"] == f"{body['image_id']}-{variant['width']}.webp"
        image = _decoded(api, variant["file"])
        assert image.format == "WEBP"
        assert image.size == (variant["width"], variant["height"])
        assert not image.getexif() and "icc_profile" not in image.info
        assert "exif" not in image.info and "xmp" not in image.info
    wide = uploaded(api, staff, picture(2400, 900, kind="PNG"))  # 2400 x 800 in the middle
    assert [v["width"] for v in wide["variants"]] == [640, 1280, 1920]
    assert (wide["width"], wide["height"]) == (1920, 640)
    # A panorama keeps its middle: 6:1, orange left half and blue right half -> half and half.
    middle = _decoded(api, uploaded(api, staff, picture(2700, 450))["variants"][1]["file"])
    assert middle.size == (1280, 427)
    r, _, b = middle.convert("RGB").getpixel((100, 200))
    assert r > 200 and b < 80  # still orange at the left of the crop
    r, _, b = middle.convert("RGB").getpixel((1180, 200))
    assert b > 150 and r < 80  # blue at the right


def test_served_publicly_cached_for_a_year_and_never_sniffed(api: Api, staff: str) -> None:
    body = uploaded(api, staff)
    response = _image(api, body["variants"][0]["file"])
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/webp"
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert "content-encoding" not in response.headers  # WebP is not gzipped again
    missing = problem(_image(api, f"{'A' * 22}-640.webp"), 404)
    assert missing["message"] == "Gambar banner tidak ditemukan."
    # 1920 of a picture that has no 1920, and a name outside the contract's pattern.
    problem(_image(api, f"{body['image_id']}-1920.webp"), 404)
    problem(_image(api, "../../etc/passwd"), 404)
    problem(_image(api, f"{body['image_id']}-800.webp"), 400)


def test_a_customer_cannot_upload(api: Api, customer: str) -> None:
    before = _files()
    problem(upload(api, customer, picture()), 403)
    assert _files() == before


def test_unused_pictures_are_removed_a_day_after_upload(
    api: Api, staff: str, frozen: Clock, again: Callable[[], tuple[str, str]]
) -> None:
    unused = uploaded(api, staff)
    used = uploaded(api, staff)
    create(api, staff, image_id=used["image_id"])
    frozen.advance(hours=23)
    staff, _ = again()
    young = uploaded(api, staff)  # 23 hours: nothing is old enough yet
    assert _image(api, unused["variants"][0]["file"]).status_code == 200
    frozen.advance(hours=1, seconds=1)
    staff, _ = again()
    before = _files()
    uploaded(api, staff)  # each upload sweeps first
    gone = before - _files()
    assert len(gone) == 2  # the unused picture's two widths
    for variant in unused["variants"]:
        problem(_image(api, variant["file"]), 404)
    for kept in (used, young):
        assert _image(api, kept["variants"][1]["file"]).status_code == 200
    refused = problem(
        api.post("/admin/banner/create", content(unused["image_id"]), token=staff), 422
    )
    assert refused["errors"][0]["field"] == "image_id"


def _images() -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count(BannerImage.id))) or 0)


def test_a_storage_that_fails_is_a_503_nothing_kept_and_nothing_cached(
    api: Api, staff: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    files, images = _files(), _images()
    disk_full(monkeypatch, after_files=1)  # the 640 width written, the 1280 not
    body = problem(upload(api, staff, picture()), 503)
    assert body["message"] == messages.STORAGE_WRITE
    assert _files() == files and _images() == images
    monkeypatch.undo()

    kept = uploaded(api, staff)
    with transaction() as session:
        image = session.get(BannerImage, kept["image_id"])
        assert image is not None
        key = image.key_640
    unreadable(monkeypatch, [key])
    response = _image(api, kept["variants"][0]["file"])
    body = problem(response, 503)
    assert body["message"] == messages.STORAGE_READ
    assert response.headers["retry-after"] == "30"
    assert "immutable" not in response.headers.get("cache-control", "")
    monkeypatch.undo()
    assert _image(api, kept["variants"][0]["file"]).status_code == 200
