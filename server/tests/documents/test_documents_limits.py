"""What one uploader and one picture may cost, over HTTP (issue "Hold under abuse"): the
uploader's unattached documents in all (413, here 10 MB instead of 50 through the setting),
the uploads begun in an hour (429 with Retry-After, refused ones counted; here 6 instead of
30), pictures of more than 25 megapixels or of an extreme shape refused from their header
(415), and uploads worked on in threads of their own, so that other calls are answered while
they wait."""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from PIL import Image, ImageChops, PngImagePlugin

from server import settings as settings_module
from server.documents import hygiene
from server.settings import Settings
from server.tests import document_samples as samples
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

MB = 1024 * 1024
PER_HOUR = 6
_scan = functools.cache(lambda: samples.sized_pdf(int(4.7 * MB)))  # a 4.7 MB scanned KTP


@pytest.fixture(scope="module")
def settings(settings: Settings) -> Settings:
    # Smaller limits than the defaults, so that reaching them takes a few uploads; two
    # request threads and one upload thread, so that waiting uploads could take them all.
    return settings.but(
        upload_unattached_max_mb=10, uploads_per_hour=PER_HOUR, threads=2, uploads_at_once=1
    )


@pytest.fixture
def account(make_account: Any) -> Account:
    return make_account()  # each test its own uploader: the limits are per uploader


@pytest.fixture
def token(signin: SignIn, account: Account) -> str:
    return str(signin.signed_in(account)["token"])


def _upload(api: Api, token: str, content: bytes, name: str = "ktp.pdf") -> Any:
    return api.post(
        "/document/upload",
        token=token,
        data={"purpose": "KYC_ID_CARD"},
        files={"file": (name, content, "application/octet-stream")},
    )


def _stored_mb() -> float:
    root = settings_module.current().document_dir
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file()) / MB


@pytest.fixture
def again(signin: SignIn, account: Account) -> Callable[[], str]:
    """A fresh token of the uploader, after the clock moved past the last one's life."""
    return lambda: str(signin.signed_in(account)["token"])


def test_unattached_documents_are_limited_in_all(
    api: Api, token: str, frozen: Clock, again: Callable[[], str]
) -> None:
    scan = _scan()
    assert 4.7 * MB <= len(scan) < 5 * MB  # each within the KTP's own 5 MB
    first = _upload(api, token, scan)
    assert first.status_code == 201, first.text
    assert _upload(api, token, scan).status_code == 201
    stored = _stored_mb()

    body = problem(_upload(api, token, scan), 413)
    assert body["message"].startswith(
        "Berkas yang belum dilampirkan pada pengajuan paling besar 10 MB seluruhnya; sisa 0,"
    )
    assert _stored_mb() == stored  # nothing of the refused file is kept

    # Discarding one makes room again.
    discarded = api.post(
        "/document/discard", {"document_id": first.json()["document_id"]}, token=token
    )
    assert discarded.status_code == 200, discarded.text
    assert _upload(api, token, scan).status_code == 201
    problem(_upload(api, token, scan), 413)

    # A day later the unattached ones no longer count (no submission can take them, and
    # the sweep removes them).
    frozen.advance(hours=24, seconds=1)
    assert _upload(api, again(), scan).status_code == 201


def test_uploads_an_hour_are_limited_refused_ones_included(
    api: Api, token: str, frozen: Clock, again: Callable[[], str], make_account: Any,
    signin: SignIn,
) -> None:  # fmt: skip
    start = frozen.now
    for _ in range(2):  # refused files count: reading them cost the server
        problem(_upload(api, token, b"bukan foto", "ktp.jpg"), 415)
        frozen.advance(seconds=40)
    for _ in range(PER_HOUR - 2):
        assert _upload(api, token, samples.png(), "ktp.png").status_code == 201
        frozen.advance(seconds=40)

    refused = _upload(api, token, samples.png(), "ktp.png")
    body = problem(refused, 429)
    assert body["message"] == (
        f"Anda sudah mengunggah {PER_HOUR} berkas dalam satu jam terakhir. Silakan unggah "
        "lagi setelah pukul 11.00 WIB."  # the first upload was at 10.00 WIB
    )
    assert int(refused.headers["retry-after"]) == 3600 - PER_HOUR * 40
    # Another uploader is not held back.
    other = str(signin.signed_in(make_account())["token"])
    assert _upload(api, other, samples.png(), "ktp.png").status_code == 201

    # Asking again while refused records nothing: the wait does not grow.
    frozen.advance(minutes=30)
    later = _upload(api, again(), samples.png(), "ktp.png")
    assert problem(later, 429)["lockedUntil"] == body["lockedUntil"]
    assert int(later.headers["retry-after"]) == 3600 - PER_HOUR * 40 - 30 * 60

    # Once the first upload's hour has passed, one more may begin; the next waits for the
    # second's hour.
    frozen.now = start + timedelta(hours=1)
    token = again()
    assert _upload(api, token, samples.png(), "ktp.png").status_code == 201
    last = _upload(api, token, samples.png(), "ktp.png")
    assert int(problem(last, 429) and last.headers["retry-after"]) == 40


@pytest.mark.parametrize(
    ("width", "height", "message"),
    [
        # 25,005,000 pixels: one row more than 25 megapixels (a 143 KB file)
        (5001, 5000, "Resolusi foto terlalu besar. Gunakan foto dengan resolusi lebih rendah "
         "(paling besar 25 megapiksel)."),
        (7000, 7000, "Resolusi foto terlalu besar."),
        (2, 100_000, "Ukuran foto tidak wajar: sisi panjangnya lebih dari 20 kali"),
        (1, 49_000_000, "Resolusi foto terlalu besar."),
    ],
    ids=["25MP-and-a-row", "7000x7000", "2x100000", "1x49000000"],
)  # fmt: skip
def test_costly_pictures_are_refused_before_they_are_decoded(
    api: Api, token: str, monkeypatch: pytest.MonkeyPatch, width: int, height: int, message: str
) -> None:
    content = samples.flat_png(width, height)
    assert len(content) < 300_000  # small files: the cost is in the pixels they claim

    def no_decode(*_: Any) -> None:
        raise AssertionError("decoded a picture its header should have refused")

    monkeypatch.setattr(PngImagePlugin.PngImageFile, "load", no_decode)
    body = problem(_upload(api, token, content, "ktp.png"), 415)
    assert body["message"].startswith(message)


def test_twenty_five_megapixels_are_accepted_and_kept_smaller(api: Api, token: str) -> None:
    response = _upload(api, token, samples.flat_png(5000, 5000), "ktp.png")
    assert response.status_code == 201, response.text
    kept = api.get("/document/file", token=token, params={"document_id": response.json()[
        "document_id"]})  # fmt: skip
    assert samples.size_of(kept.content) == (3000, 3000)


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L"])
def test_made_smaller_in_bands_as_if_made_smaller_whole(mode: str) -> None:
    """The bands of hygiene._within join without seams: the result is Pillow's resize of the
    whole picture, to within rounding."""
    noise = Image.frombytes(mode, (3100, 4100), os.urandom(3100 * 4100 * len(mode)))
    if mode == "RGBA":
        noise.putalpha(255)  # premultiplied rounding differs where nearly transparent
    whole = noise.resize((2268, 3000), Image.Resampling.BICUBIC)
    bands = hygiene._within(noise, 3000)
    assert bands.size == whole.size
    extrema = ImageChops.difference(whole, bands).getextrema()
    assert max(high for _, high in (extrema if mode != "L" else [extrema])) <= 1


@pytest.fixture
def slow_decodes(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, list[int]]]:
    """Every decode waits for the event; how many ran at once, as they start."""
    go, running, seen = threading.Event(), [0], []
    lock = threading.Lock()
    real = hygiene.clean_image

    def clean_image(*args: Any) -> None:
        with lock:
            running[0] += 1
            seen.append(running[0])
        try:
            assert go.wait(30)
            real(*args)
        finally:
            with lock:
                running[0] -= 1

    monkeypatch.setattr(hygiene, "clean_image", clean_image)
    yield go, seen
    go.set()


def test_uploads_wait_their_turn_without_holding_the_request_threads(
    api: Api, token: str, slow_decodes: tuple[threading.Event, list[int]]
) -> None:
    """Four uploads at once with one upload thread (UPLOADS_AT_ONCE=1) and two request
    threads (THREADS=2): one is decoded at a time, and the others wait without taking the
    request threads, so another call is answered meanwhile."""
    go, seen = slow_decodes
    answers: list[int] = []
    listed: list[int] = []

    def one() -> None:
        answers.append(_upload(api, token, samples.png(), "ktp.png").status_code)

    uploads = [threading.Thread(target=one, daemon=True) for _ in range(4)]
    reader = threading.Thread(
        target=lambda: listed.append(api.get("/policy/list", token=token).status_code),
        daemon=True,
    )
    try:
        for upload in uploads:
            upload.start()
        _eventually(lambda: len(seen) >= 1)
        reader.start()
        reader.join(10)
        answered = list(listed)  # while the uploads still wait
    finally:
        go.set()
        for thread in [*uploads, reader]:
            thread.join(60)
    assert answered == [200], "another call waited behind the uploads"
    assert answers == [201] * 4
    assert max(seen) == 1  # never two decodes at once


def _eventually(check: Any, seconds: float = 10) -> None:
    done = threading.Event()
    for _ in range(int(seconds * 50)):
        if check():
            return
        done.wait(0.02)
    raise AssertionError("never happened")
