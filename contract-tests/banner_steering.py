"""Steering of the banner operations towards the demo (used by steering.steer):

- pictures (``GET /banner/image/{file}``): now and then a file of the demo's banners (read by
  :func:`prepare` from the carousel), so the immutable answer is checked, not only the 404;
- uploads (``POST /admin/banner/image``): half the files are a real 1280 x 427 picture, so
  pictures are cropped and stored, not only refused by their content;
- reads of one banner: the demo's banner numbers, now and then;
- create: now and then a complete banner with a picture uploaded for it just before (a
  picture serves one banner only), live from now to tomorrow, linking to a portal page;
- update and status: now and then one of the banners with the version it has now (read
  just before), so the change is made instead of meeting the 409 of a stale version;
- reorder: now and then every banner not ended, the listed order turned round.
"""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta
from typing import Any, ClassVar

import httpx
from PIL import Image, ImageDraw
from schemathesis.transport.serialization import Binary

WIB_OFFSET = timedelta(hours=7)


def _picture() -> bytes:
    image = Image.new("RGB", (1280, 427), (0, 110, 150))
    ImageDraw.Draw(image).ellipse((900, 60, 1200, 360), fill=(255, 200, 60))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


PICTURE = _picture()
DETAIL_QUERIES = ("/admin/banner/detail",)


class Banners:
    """What :func:`prepare` learnt: the carousel's picture files, and HTTP clients with the
    customer's and the admin's sessions."""

    files: ClassVar[list[str]] = []
    numbers: ClassVar[list[str]] = []
    admin: ClassVar[httpx.Client | None] = None


def prepare(base_url: str, basic: str, *, customer: str) -> None:
    """The carousel as the customer sees it: its pictures' files and banner numbers."""
    headers = {"Authorization": basic, "access-token": customer}
    with httpx.Client(base_url=base_url, headers=headers, timeout=30) as http:
        shown = http.get("/banner/list")
        shown.raise_for_status()
    data = shown.json()["data"]
    Banners.files = [v["file"] for b in data for v in b["image"]["variants"]]
    Banners.numbers = [b["banner_id"] for b in data]


def prepare_desk(base_url: str, basic: str, *, admin: str) -> None:
    """The admin's session, for fresh pictures and the versions banners have now."""
    Banners.admin = httpx.Client(
        base_url=base_url, headers={"Authorization": basic, "access-token": admin}, timeout=30
    )


def clear_desk() -> None:
    if Banners.admin is not None:
        Banners.admin.close()
    Banners.admin = None


def clear() -> None:
    clear_desk()
    Banners.files, Banners.numbers = [], []


def _bucket(value: Any, n: int) -> int:
    return sum(map(ord, str(value))) % n


def _pick(value: Any, choices: list[str]) -> Any:
    bucket = _bucket(value, len(choices) + 1)
    return choices[bucket] if bucket < len(choices) else value


def _wib(value: datetime) -> str:
    return (value + WIB_OFFSET).replace(tzinfo=None).isoformat(timespec="seconds") + "+07:00"


def _upload() -> str:
    assert Banners.admin is not None
    made = Banners.admin.post(
        "/admin/banner/image", files={"file": ("spanduk.png", PICTURE, "image/png")}
    )
    made.raise_for_status()
    return str(made.json()["image_id"])


def _current(number: str) -> dict[str, Any] | None:
    assert Banners.admin is not None
    found = Banners.admin.get("/admin/banner/detail", params={"banner_id": number})
    return dict(found.json()["banner"]) if found.status_code == 200 else None


def steer_banner(
    case: Any, path: str, body: dict[str, Any] | None, query: dict[str, Any] | None, *, linked: bool
) -> bool:
    """Steer a banner operation's positive case; False when the path is not one of them."""
    if path == "/banner/image/{file}" and Banners.files and not linked:
        params = case.path_parameters if isinstance(case.path_parameters, dict) else {}
        if "file" in params:
            case.path_parameters = {**params, "file": _pick(params["file"], Banners.files)}
    elif path == "/admin/banner/image" and body and body.get("file") is not None:
        # Schemathesis sends a 1 x 1 picture (its Binary, a str wrapping the bytes): half get
        # a real picture's bytes in place. A new body would be re-checked, and a body holding
        # binary data never passes that re-check: the positive case would turn negative.
        if isinstance(body["file"], Binary) and _bucket(repr(body["file"]), 2) == 0:
            body["file"].data = PICTURE
    elif path in DETAIL_QUERIES and query and "banner_id" in query and not linked:
        case.query = {**query, "banner_id": _pick(query["banner_id"], Banners.numbers)}
    elif path == "/admin/banner/create" and body and Banners.admin and _bucket(body, 3) == 0:
        now = datetime.now(UTC)
        case.body = {
            "title": f"Promo uji kontrak {_bucket(body, 1000)}",
            "alt_text": "Ilustrasi promo uji kontrak di layar ponsel",
            "image_id": _upload(),
            "link_kind": "ROUTE",
            "link_route": "klaim",
            "link_url": None,
            "start_at": _wib(now),
            "end_at": _wib(now + timedelta(days=1)),
            "active": True,
        }
    elif path in ("/admin/banner/update", "/admin/banner/status") and body and not linked:
        _steer_change(case, path, body)
    elif path == "/admin/banner/reorder" and body and Banners.admin and _bucket(body, 3) == 0:
        listed = Banners.admin.get("/admin/banner/list").json()["data"]
        running = [b["banner_id"] for b in listed if b["state"] != "ENDED"]
        if running:
            case.body = {"banner_ids": running[::-1]}
    else:
        return False
    return True


def _steer_change(case: Any, path: str, body: dict[str, Any]) -> None:
    if not Banners.admin or not Banners.numbers or _bucket(body, 2):
        return
    banner = _current(_pick(body.get("banner_id"), Banners.numbers))
    if banner is None:
        return
    if path == "/admin/banner/status":
        case.body = {"banner_id": banner["banner_id"], "version": banner["version"],
                     "active": bool(body.get("active", True))}  # fmt: skip
        return
    keep = ("banner_id", "version", "title", "alt_text", "link_kind", "link_route", "link_url",
            "start_at", "end_at", "active")  # fmt: skip
    changed = {key: banner[key] for key in keep}
    case.body = {**changed, "image_id": banner["image"]["image_id"],
                 "title": f"{banner['title'][:60]} (diubah)"}  # fmt: skip
