"""Shared fixtures and helpers of the banner tests: an admin session and a customer session,
pictures made with Pillow (a PNG, a phone photo with EXIF, a WebP), the upload, a complete
banner body with a schedule inside the test's own day (each test runs on a day of its own,
so the banners of one test have ended in the next), and pictures added straight to the
database where a rule test needs many banners but no real file."""

from __future__ import annotations

import io
import itertools
import secrets
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

import pytest
from PIL import Image, ImageDraw

from server import clock
from server.banner.models import BannerImage
from server.clock import WIB
from server.db import transaction
from server.tests.conftest import Account, Api, SignIn

_serial = itertools.count(1)


@pytest.fixture(scope="module")
def admin_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(admin_account: Account, signin: SignIn) -> str:
    """A fresh admin access token."""
    return str(signin.signed_in(admin_account, check_admin=True)["token"])


@pytest.fixture(scope="module")
def customer_account(make_account: Callable[..., Account]) -> Account:
    return make_account()


@pytest.fixture
def customer(customer_account: Account, signin: SignIn) -> str:
    return str(signin.signed_in(customer_account)["token"])


@pytest.fixture
def again(
    signin: SignIn, admin_account: Account, customer_account: Account
) -> Callable[[], tuple[str, str]]:
    """Fresh (staff, customer) tokens, after the clock moved past the access tokens' life."""

    def sign_in() -> tuple[str, str]:
        staff = signin.signed_in(admin_account, check_admin=True)["token"]
        return str(staff), str(signin.signed_in(customer_account)["token"])

    return sign_in


def picture(width: int = 1280, height: int = 427, kind: str = "PNG", **save: Any) -> bytes:
    """A picture with a left half orange and a right half blue (so a crop can be seen)."""
    image = Image.new("RGB", (width, height), (240, 140, 20))
    ImageDraw.Draw(image).rectangle((width // 2, 0, width, height), fill=(20, 80, 200))
    out = io.BytesIO()
    image.save(out, kind, **save)
    return out.getvalue()


def upload(api: Api, token: str, content: bytes, name: str = "banner.png") -> Any:
    files = {"file": (name, content, "image/png")}
    return api.call("POST", "/admin/banner/image", token=token, files=files)


def uploaded(api: Api, token: str, content: bytes | None = None) -> dict[str, Any]:
    response = upload(api, token, content or picture())
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def image_row(uploaded_at: datetime | None = None) -> str:
    """A picture row without files (rules that need many banners, not their pictures)."""
    image_id = secrets.token_urlsafe(16)[:22]
    n = next(_serial)
    with transaction() as session:
        session.add(
            BannerImage(
                id=image_id, key_640=f"test640x{n}", key_1280=f"test1280x{n}", key_1920=None,
                uploaded_at=uploaded_at or clock.now(), uploaded_by="admin.test",
            )
        )  # fmt: skip
    return image_id


def wib(value: datetime) -> str:
    return value.astimezone(WIB).isoformat()


def content(image_id: str | None = None, **changes: Any) -> dict[str, Any]:
    """A banner live from an hour ago to six hours ahead (within the test's day)."""
    now = clock.now()
    body: dict[str, Any] = {
        "title": f"Promo uji {next(_serial)}",
        "alt_text": "Ilustrasi keluarga di depan rumah sakit rekanan",
        "image_id": image_id or image_row(),
        "link_kind": "ROUTE",
        "link_route": "hospital-partner",
        "link_url": None,
        "start_at": wib(now - timedelta(hours=1)),
        "end_at": wib(now + timedelta(hours=6)),
        "active": True,
    }
    body.update(changes)
    return body


def create(api: Api, staff: str, **changes: Any) -> dict[str, Any]:
    response = api.post("/admin/banner/create", content(**changes), token=staff)
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def live_ids(api: Api, token: str) -> list[str]:
    response = api.get("/banner/list", token=token)
    assert response.status_code == 200, response.text
    return [b["banner_id"] for b in response.json()["data"]]


def admin_list(api: Api, staff: str) -> list[dict[str, Any]]:
    response = api.get("/admin/banner/list", token=staff)
    assert response.status_code == 200, response.text
    data: list[dict[str, Any]] = response.json()["data"]
    return data


def detail(api: Api, staff: str, banner_id: str) -> dict[str, Any]:
    response = api.get("/admin/banner/detail", token=staff, params={"banner_id": banner_id})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def update_body(banner: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """An update of ``banner`` (as the admin list gives it) with ``changes``."""
    keep = ("banner_id", "version", "title", "alt_text", "link_kind", "link_route", "link_url",
            "start_at", "end_at", "active")  # fmt: skip
    body = {key: banner[key] for key in keep}
    body["image_id"] = banner["image"]["image_id"]
    body.update(changes)
    return body
