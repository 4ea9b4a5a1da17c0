"""The demo banners' pictures carry no words (issue 23): on a 375 px phone a 3:1 banner is
343 x 114 px, so words drawn in a 1920 px picture would shrink to 18% and could not be read;
the title under the picture and the alternative text carry the message."""

from __future__ import annotations

import pytest
from PIL import ImageDraw

from server.seed.banners import HEIGHT, WIDTH, demo_banners, picture


def test_no_words_are_drawn_in_the_demo_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []

    def text(self: ImageDraw.ImageDraw, xy: object, words: str, *_: object, **__: object) -> None:
        drawn.append(words)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    monkeypatch.setattr(ImageDraw.ImageDraw, "multiline_text", text)
    for place, data in enumerate(demo_banners(), start=1):
        image = picture(data, place)
        assert image.size == (WIDTH, HEIGHT)
    assert drawn == []


def test_each_demo_banner_says_it_in_its_title_and_alternative_text() -> None:
    for data in demo_banners():
        assert 3 <= len(data.title) <= 80
        assert data.alt_text.startswith("Ilustrasi ")
