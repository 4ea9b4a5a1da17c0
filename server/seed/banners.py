"""The demo's banners: three live on the customers' carousel and one scheduled, reckoned from
the seed day, made by ``admin.portal``. Their pictures are drawn here with Pillow at seed time
(a gradient, soft circles and a simple drawing of the subject) and kept through the banner
pictures' own last step (:func:`server.banner.images.keep`: WebP at 640, 1280 and 1920
pixels), so the demo's files are what an upload would have made.

The pictures carry no words: on a 375 px phone a 3:1 banner is 343 x 114 px, and words drawn
in a 1920 px picture would shrink to 18% of their size. The title under the picture and the
alternative text carry the message (the rule the banner form states to staff)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import lru_cache

from PIL import Image, ImageDraw
from sqlalchemy import select
from sqlalchemy.orm import Session

from server.banner import images
from server.banner.models import Banner, BannerAction, BannerEvent, LinkKind
from server.seed.calendar import DemoCalendar, wib

ADMIN = "admin.portal"
WIDTH, HEIGHT = 1920, 640
Colour = tuple[int, int, int]
Draw = Callable[[ImageDraw.ImageDraw], None]


@dataclass(frozen=True)
class DemoBanner:
    title: str
    alt_text: str
    colours: tuple[Colour, Colour]  # the gradient, left to right
    link_kind: LinkKind
    link_route: str | None
    link_url: str | None
    start: int  # days from the seed day (00.00 WIB)
    end: int  # days from the seed day (23.59 WIB)
    made: int  # days before the seed day it was made


def demo_banners() -> tuple[DemoBanner, ...]:
    """In the carousel's order; the last is scheduled (starts a week after the seed day)."""
    return (
        DemoBanner(
            "Cek rumah sakit rekanan cashless terdekat",
            "Ilustrasi gedung rumah sakit dengan tanda palang, ajakan mencari rumah sakit "
            "rekanan cashless",
            ((0, 92, 151), (0, 150, 136)),
            LinkKind.ROUTE, "hospital-partner", None, -14, 76, 16,
        ),
        DemoBanner(
            "Bayar premi praktis dengan QRIS",
            "Ilustrasi kode QR di layar ponsel, ajakan membayar premi dengan QRIS",
            ((123, 31, 162), (233, 30, 99)),
            LinkKind.ROUTE, "payment-police", None, -7, 53, 9,
        ),
        DemoBanner(
            "Perbarui data diri Anda",
            "Ilustrasi kartu identitas dengan tanda centang, ajakan memperbarui data nasabah",
            ((191, 54, 12), (230, 81, 0)),
            LinkKind.ROUTE, "pengkinian-data", None, -21, 39, 23,
        ),
        DemoBanner(
            "Kampanye akhir tahun: lindungi keluarga",
            "Ilustrasi kembang api dan bintang, ajakan melihat program perlindungan keluarga "
            "akhir tahun",
            ((20, 33, 61), (40, 83, 160)),
            LinkKind.URL, None, "https://www.sentosaraya.co.id/promo/akhir-tahun", 7, 37, 2,
        ),
    )  # fmt: skip


def schedule(data: DemoBanner, today: date) -> tuple[datetime, datetime]:
    start = wib(today + timedelta(days=data.start), 0, 0)
    return start, wib(today + timedelta(days=data.end), 23, 59)


def seed_banners(session: Session, cal: DemoCalendar) -> None:
    """The demo banners, unless there are banners already."""
    if session.scalar(select(Banner.id).limit(1)) is not None:
        return
    for place, data in enumerate(demo_banners(), start=1):
        made = wib(cal.today - timedelta(days=data.made), 10, 15)
        start, end = schedule(data, cal.today)
        image = images.keep(session=session, variants=_encoded(place), actor=ADMIN, now=made)
        banner = Banner(
            version=1, title=data.title, alt_text=data.alt_text, image=image,
            link_kind=data.link_kind, link_route=data.link_route, link_url=data.link_url,
            start_at=start, end_at=end, sort_order=place, active=True,
            created_at=made, created_by=ADMIN, updated_at=made, updated_by=ADMIN,
        )  # fmt: skip
        session.add(banner)
        session.flush()
        session.add(
            BannerEvent(
                banner_id=banner.id, action=BannerAction.CREATED, actor=ADMIN, at=made,
                version=1, changes=[],
            )
        )  # fmt: skip
    session.flush()


# ---------------------------------------------------------------- the pictures
@lru_cache(maxsize=8)
def _encoded(place: int) -> tuple[tuple[int, bytes], ...]:
    """The WebP widths of a demo picture: the same on every seed day, drawn and encoded once
    a process (about 0.3 s each; a test run seeds many databases)."""
    return tuple(images.encoded(picture(demo_banners()[place - 1], place)))


# Soft circles (x, y, radius) over the gradient, the same on every picture.
_CIRCLES = (
    (1500, -80, 320), (1820, 560, 240), (-60, 600, 200), (420, 120, 150), (760, 620, 210),
    (260, 470, 70), (980, 170, 48),
)  # fmt: skip


# The subject is drawn this far left of where its drawing puts it: clear of the carousel's
# 'Jeda' button and its arrow on the right edge.
_SHIFT = 240


def picture(data: DemoBanner, kind: int) -> Image.Image:
    """1920 x 640 without words: the gradient, soft circles and a simple drawing of the
    subject right of the middle."""
    left, right = data.colours
    mask = Image.linear_gradient("L").rotate(90).resize((WIDTH, HEIGHT))
    image = Image.composite(Image.new("RGB", (WIDTH, HEIGHT), right),
                            Image.new("RGB", (WIDTH, HEIGHT), left), mask)  # fmt: skip
    draw = ImageDraw.Draw(image, "RGBA")
    for x, y, r in _CIRCLES:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(255, 255, 255, 28))
    subject = Image.new("RGBA", (WIDTH + _SHIFT, HEIGHT))
    _DRAWINGS[kind](ImageDraw.Draw(subject, "RGBA"))
    composed = image.convert("RGBA")
    composed.alpha_composite(subject, source=(_SHIFT, 0))
    return composed.convert("RGB")


def _hospital(draw: ImageDraw.ImageDraw) -> None:
    draw.rounded_rectangle((1380, 170, 1720, 560), 18, fill=(255, 255, 255))
    draw.rectangle((1510, 430, 1590, 560), fill=(0, 120, 140))
    for row in (230, 330):
        for col in (1420, 1620):
            draw.rectangle((col, row, col + 60, row + 60), fill=(180, 220, 230))
    draw.rectangle((1530, 200, 1570, 320), fill=(220, 40, 60))
    draw.rectangle((1490, 240, 1610, 280), fill=(220, 40, 60))


def _qris(draw: ImageDraw.ImageDraw) -> None:
    draw.rounded_rectangle((1400, 110, 1700, 600), 36, fill=(30, 30, 40))
    draw.rounded_rectangle((1420, 150, 1680, 560), 12, fill=(255, 255, 255))
    cell, x0, y0, dark = 10, 1445, 250, (30, 30, 40)
    for i in range(21):
        for j in range(21):
            if (i * 31 + j * 17 + i * j * 7) % 5 < 2:
                draw.rectangle((x0 + i * cell, y0 + j * cell, x0 + i * cell + cell - 1,
                                y0 + j * cell + cell - 1), fill=dark)  # fmt: skip
    for fx, fy in ((0, 0), (14, 0), (0, 14)):  # the three finder squares of a QR code
        x, y = x0 + fx * cell, y0 + fy * cell
        draw.rectangle((x - 2, y - 2, x + 7 * cell + 1, y + 7 * cell + 1), fill=(255, 255, 255))
        draw.rectangle((x, y, x + 7 * cell - 1, y + 7 * cell - 1), fill=dark)
        draw.rectangle(
            (x + cell, y + cell, x + 6 * cell - 1, y + 6 * cell - 1), fill=(255, 255, 255)
        )
        draw.rectangle((x + 2 * cell, y + 2 * cell, x + 5 * cell - 1, y + 5 * cell - 1), fill=dark)


def _identity(draw: ImageDraw.ImageDraw) -> None:
    draw.rounded_rectangle((1330, 200, 1760, 480), 24, fill=(255, 255, 255))
    draw.ellipse((1370, 260, 1490, 380), fill=(255, 200, 150))
    for y, w in ((270, 220), (320, 180), (370, 200)):
        draw.rounded_rectangle((1520, y, 1520 + w, y + 22), 10, fill=(200, 200, 210))
    draw.ellipse((1640, 400, 1780, 540), fill=(46, 160, 67))
    draw.line((1672, 470, 1700, 500, 1748, 440), fill=(255, 255, 255), width=14)


def _fireworks(draw: ImageDraw.ImageDraw) -> None:
    for cx, cy, r, colour in ((1450, 250, 120, (255, 200, 60)), (1680, 380, 150, (255, 120, 160)),
                              (1520, 500, 80, (120, 220, 255))):  # fmt: skip
        for k in range(12):
            dx, dy = _spoke(k, r)
            draw.line((cx, cy, cx + dx, cy + dy), fill=colour, width=6)
        draw.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), fill=colour)


def _spoke(k: int, r: int) -> tuple[int, int]:
    angle = k * math.pi / 6
    return round(r * math.cos(angle)), round(r * math.sin(angle))


_DRAWINGS: dict[int, Draw] = {1: _hospital, 2: _qris, 3: _identity, 4: _fireworks}
