"""Banners over HTTP: the rules of the admin calls and what customers see.

The link matches its kind; the end is after the start and not past; the picture is known and
nobody else's (409); a new banner comes last; ``version`` guards every change (409 naming
who changed it and when, in WIB) and rises with each; a change without a difference is no
change; a reorder names every banner not ended exactly once (422 otherwise) and raises the
version of those that moved; every change is in the detail's history with who, when and
which fields. Customers see the active banners whose schedule covers now, in order, at most
20, following the clock. A customer token on an admin call is 403, an admin token on the
carousel 403."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from sqlalchemy import delete

from server import clock
from server.banner.models import Banner, BannerEvent
from server.clock import WIB
from server.db import transaction
from server.seed.banners import seed_banners
from server.seed.calendar import DemoCalendar
from server.seed.facts import demo_facts
from server.tests.banner_support import (
    admin_account,
    admin_list,
    again,
    content,
    create,
    customer,
    customer_account,
    detail,
    live_ids,
    staff,
    update_body,
    uploaded,
    wib,
)
from server.tests.conftest import Account, Api, Clock
from server.tests.support import problem

__all__ = ["admin_account", "again", "customer", "customer_account", "staff"]
Again = Callable[[], tuple[str, str]]
NOT_CUSTOMER = "Akun admin tidak dapat membuka data nasabah. Silakan masuk dengan akun nasabah."
NOT_ADMIN = "Akun ini tidak memiliki akses ke halaman admin."


def _refused(api: Api, staff: str, status: int, **changes: object) -> dict[str, object]:
    return problem(api.post("/admin/banner/create", content(**changes), token=staff), status)


def _fields(body: dict[str, object]) -> list[str]:
    errors = body["errors"]
    assert isinstance(errors, list)
    return [e["field"] for e in errors]


def test_the_demo_has_three_live_banners_and_one_scheduled(
    api: Api, staff: str, customer: str, frozen: Clock, again: Again
) -> None:
    """The seed's banners (on the test's day), with pictures an upload would have made."""
    _no_banners()
    with transaction() as session:
        seed_banners(session, DemoCalendar.on(clock.now().astimezone(WIB).date()))
    facts = demo_facts(clock.now().astimezone(WIB).date())["banners"]
    shown = api.get("/banner/list", token=customer).json()["data"]
    assert [b["title"] for b in shown] == [b["title"] for b in facts["live"]]
    assert [b["link_route"] for b in shown] == ["hospital-partner", "payment-police",
                                                "pengkinian-data"]  # fmt: skip
    for banner in shown:
        assert [v["width"] for v in banner["image"]["variants"]] == [640, 1280, 1920]
        picture = api.get(f"/banner/image/{banner['image']['variants'][0]['file']}", auth=None)
        assert picture.status_code == 200 and picture.content[8:12] == b"WEBP"
    listed = admin_list(api, staff)
    assert [b["state"] for b in listed] == ["LIVE", "LIVE", "LIVE", "SCHEDULED"]
    assert listed[3]["link_url"] == facts["scheduled"][0]["linkUrl"]
    assert {b["created_by"] for b in listed} == {"admin.portal"}
    assert detail(api, staff, listed[0]["banner_id"])["history"][0]["action"] == "CREATED"
    frozen.advance(days=7)
    staff, customer = again()
    assert len(api.get("/banner/list", token=customer).json()["data"]) == 4
    _no_banners()  # the demo's run for weeks: out of the next tests' way


def _no_banners() -> None:
    with transaction() as session:
        session.execute(delete(BannerEvent))
        session.execute(delete(Banner))


def test_the_link_matches_its_kind_and_the_schedule_is_ahead(api: Api, staff: str) -> None:
    now = clock.now()
    url = "https://www.sentosaraya.co.id/promo"
    cases = [
        ({"link_kind": "ROUTE", "link_route": None}, ["link_route"], "Pilih halaman portal"),
        ({"link_kind": "URL", "link_route": None}, ["link_url"], "Isi alamat https"),
        ({"link_kind": "URL", "link_url": url}, ["link_route"], "Halaman portal hanya diisi"),
        ({"link_kind": "NONE", "link_route": None, "link_url": url}, ["link_url"], "Alamat"),
        ({"end_at": wib(now - timedelta(hours=2))}, ["end_at"], "Tanggal selesai harus setelah"),
        (
            {"start_at": wib(now - timedelta(days=3)), "end_at": wib(now - timedelta(minutes=1))},
            ["end_at"],
            "Tanggal selesai sudah lewat",
        ),
        ({"start_at": "1999-12-31T00:00:00+07:00"}, ["start_at"], "Tanggal dan jam tidak valid"),
        ({"start_at": "0001-01-01T00:00:00+07:00"}, ["start_at"], "Tanggal dan jam tidak valid"),
    ]
    for changes, fields, message in cases:
        body = _refused(api, staff, 422, **changes)
        assert _fields(body) == fields, changes
        assert str(body["message"]).startswith(message)
    # The contract refuses control characters and spaces at the ends (one rule for Python's
    # regular expressions and the browser's: \x85 is a space to one and not the other).
    for title in ("Promo\tbaru", "Promo baru\x85", " Promo"):
        problem(api.post("/admin/banner/create", content(title=title), token=staff), 400)
    control = {"link_kind": "URL", "link_route": None, "link_url": "https://contoh.co.id/a\x1fb"}
    problem(api.post("/admin/banner/create", content(**control), token=staff), 400)
    unknown = _refused(api, staff, 422, image_id="Z" * 22)
    assert _fields(unknown) == ["image_id"]
    # Each kind with its own link is accepted, stored as sent.
    made = [
        create(api, staff, link_kind="ROUTE", link_route="payment-police"),
        create(api, staff, link_kind="URL", link_route=None, link_url=url),
        create(api, staff, link_kind="NONE", link_route=None),
    ]
    assert [(b["link_kind"], b["link_route"], b["link_url"]) for b in made] == [
        ("ROUTE", "payment-police", None), ("URL", None, url), ("NONE", None, None),
    ]  # fmt: skip
    taken = _refused(api, staff, 409, image_id=made[0]["image"]["image_id"])
    assert (
        taken["message"]
        == "Gambar ini sudah dipakai banner lain. Unggah gambar baru untuk banner ini."
    )
    # The refusals left nothing behind.
    assert [b["banner_id"] for b in admin_list(api, staff)] == [b["banner_id"] for b in made]


def test_customers_see_active_banners_in_order_as_the_clock_moves(
    api: Api, staff: str, customer: str, frozen: Clock, again: Again
) -> None:
    now = clock.now()
    live = create(api, staff)
    later = create(api, staff, start_at=wib(now + timedelta(hours=2)))
    off = create(api, staff, active=False)
    short = create(api, staff, end_at=wib(now + timedelta(hours=1)))
    made = (live, later, off, short)
    first = live["sort_order"]
    assert [b["sort_order"] for b in made] == [first, first + 1, first + 2, first + 3]
    assert [b["state"] for b in made] == ["LIVE", "SCHEDULED", "INACTIVE", "LIVE"]
    assert live_ids(api, customer) == [live["banner_id"], short["banner_id"]]
    carousel = api.get("/banner/list", token=customer).json()["data"][0]
    assert carousel["version"] == 1 and len(carousel["image"]["variants"]) == 2
    assert "start_at" not in carousel and "active" not in carousel  # the customer's view only
    frozen.advance(hours=2)
    staff, customer = again()
    assert live_ids(api, customer) == [live["banner_id"], later["banner_id"]]
    listed = admin_list(api, staff)
    states = {b["banner_id"]: b["state"] for b in listed}
    assert states[short["banner_id"]] == "ENDED" and states[later["banner_id"]] == "LIVE"
    # Ended ones after those running, the latest end first (earlier tests' ones after it).
    running = [b["banner_id"] for b in listed if b["state"] != "ENDED"]
    assert running == [live["banner_id"], later["banner_id"], off["banner_id"]]
    assert listed[len(running)]["banner_id"] == short["banner_id"]
    frozen.advance(hours=5)  # all ended: nothing to show, which is a normal answer
    staff, customer = again()
    assert live_ids(api, customer) == []


def test_at_most_twenty_in_the_carousel(api: Api, staff: str, customer: str) -> None:
    made = [create(api, staff)["banner_id"] for _ in range(21)]
    assert live_ids(api, customer) == made[:20]


def test_version_guards_changes_and_the_history_says_who_what_when(
    api: Api, staff: str, customer: str, frozen: Clock, again: Again, admin_account: Account
) -> None:
    banner = create(api, staff)
    same = api.post("/admin/banner/update", update_body(banner), token=staff)
    assert same.status_code == 200 and same.json()["version"] == 1  # nothing changed
    frozen.advance(minutes=3)
    new_picture = uploaded(api, staff)["image_id"]
    changed = api.post(
        "/admin/banner/update",
        update_body(banner, title="Bayar premi dengan QRIS", image_id=new_picture,
                    end_at=wib(clock.now() + timedelta(hours=4))),
        token=staff,
    )  # fmt: skip
    assert changed.status_code == 200, changed.text
    after = changed.json()
    assert after["version"] == 2 and after["title"] == "Bayar premi dengan QRIS"
    assert after["image"]["image_id"] == new_picture
    assert after["updated_by"] == admin_account.user_name
    assert after["updated_at"] == wib(clock.now()) and after["created_at"] != after["updated_at"]
    # The carousel shows the new version (a customer's hidden banner shows again).
    shown = api.get("/banner/list", token=customer).json()["data"]
    assert [(b["banner_id"], b["version"]) for b in shown] == [(banner["banner_id"], 2)]
    # Someone who read version 1 changes nothing: 409 naming who changed it and when (WIB).
    frozen.advance(minutes=1)
    staff, customer = again()
    stale = problem(
        api.post("/admin/banner/update", update_body(banner, alt_text="Teks lama"), token=staff),
        409,
    )
    local = clock.now() - timedelta(minutes=1)
    when = local.astimezone(WIB).strftime("%d-%m-%Y %H.%M")
    assert stale["message"] == (
        f"Banner ini baru saja diubah oleh {admin_account.user_name} pada {when} WIB. Muat "
        "ulang untuk melihat perubahannya."
    )
    stale_status = {"banner_id": banner["banner_id"], "version": 1, "active": False}
    problem(api.post("/admin/banner/status", stale_status, token=staff), 409)
    # Deactivated with the current version: off the carousel at once; again: back on.
    off = api.post("/admin/banner/status", {**stale_status, "version": 2}, token=staff).json()
    assert (off["version"], off["active"], off["state"]) == (3, False, "INACTIVE")
    assert live_ids(api, customer) == []
    on = api.post("/admin/banner/status", {**stale_status, "version": 3, "active": True},
                  token=staff).json()  # fmt: skip
    assert (on["version"], on["state"]) == (4, "LIVE")
    assert live_ids(api, customer) == [banner["banner_id"]]
    history = detail(api, staff, banner["banner_id"])["history"]
    assert [(e["action"], e["version"], e["changes"]) for e in history] == [
        ("ACTIVATED", 4, []),
        ("DEACTIVATED", 3, []),
        ("UPDATED", 2, ["title", "image", "schedule"]),
        ("CREATED", 1, []),
    ]
    assert {e["actor"] for e in history} == {admin_account.user_name}
    assert history[2]["at"] == wib(local) and history[3]["at"] == banner["created_at"]
    missing = {"banner_id": "BNR-999999", "version": 1, "active": False}
    problem(api.post("/admin/banner/status", missing, token=staff), 404)
    problem(api.get("/admin/banner/detail", token=staff, params={"banner_id": "BNR-999999"}), 404)


def test_a_reorder_names_every_banner_not_ended_exactly_once(
    api: Api, staff: str, customer: str
) -> None:
    a, b, c = (create(api, staff) for _ in range(3))
    ended_before = {x["banner_id"] for x in admin_list(api, staff) if x["state"] == "ENDED"}
    ids = [a["banner_id"], b["banner_id"], c["banner_id"]]
    for wrong, fields in (
        ([c["banner_id"], a["banner_id"]], ["banner_ids"]),  # b missing
        ([*ids, "BNR-999999"], ["banner_ids[3]"]),  # unknown
        ([*ids, *ended_before][:4] if ended_before else [*ids, "BNR-888888"], ["banner_ids[3]"]),
    ):
        body = problem(api.post("/admin/banner/reorder", {"banner_ids": wrong}, token=staff), 422)
        assert _fields(body) == fields
        assert str(body["message"]).startswith("Urutan harus memuat setiap banner")
    problem(api.post("/admin/banner/reorder", {"banner_ids": [*ids, ids[0]]}, token=staff), 400)
    answer = api.post("/admin/banner/reorder", {"banner_ids": [c["banner_id"], a["banner_id"],
                      b["banner_id"]]}, token=staff)  # fmt: skip
    assert answer.status_code == 200, answer.text
    running = [x for x in answer.json()["data"] if x["state"] != "ENDED"]
    assert [(x["banner_id"], x["sort_order"]) for x in running] == [
        (c["banner_id"], 1), (a["banner_id"], 2), (b["banner_id"], 3),
    ]  # fmt: skip
    assert live_ids(api, customer) == [c["banner_id"], a["banner_id"], b["banner_id"]]
    versions = {x["banner_id"]: x["version"] for x in running}
    moved = detail(api, staff, c["banner_id"])["history"][0]
    assert (moved["action"], moved["changes"]) == ("REORDERED", ["sort_order"])
    assert versions[c["banner_id"]] == 2
    # A list read before another banner was added is refused: it misses the new one.
    create(api, staff)
    stale = api.post("/admin/banner/reorder", {"banner_ids": [c["banner_id"], a["banner_id"],
                     b["banner_id"]]}, token=staff)  # fmt: skip
    problem(stale, 422)


def test_customers_and_admins_keep_to_their_own_calls(api: Api, staff: str, customer: str) -> None:
    banner = create(api, staff)
    body = update_body(banner)
    for method, path, payload in (
        ("GET", "/admin/banner/list", None),
        ("GET", "/admin/banner/detail", None),
        ("POST", "/admin/banner/create", content()),
        ("POST", "/admin/banner/update", body),
        ("POST", "/admin/banner/status", {"banner_id": banner["banner_id"], "version": 1,
                                           "active": False}),
        ("POST", "/admin/banner/reorder", {"banner_ids": [banner["banner_id"]]}),
    ):  # fmt: skip
        params = {"banner_id": banner["banner_id"]} if path.endswith("detail") else None
        refused = problem(api.call(method, path, token=customer, json=payload, params=params), 403)
        assert refused["message"] == NOT_ADMIN
    assert problem(api.get("/banner/list", token=staff), 403)["message"] == NOT_CUSTOMER
    assert detail(api, staff, banner["banner_id"])["banner"]["version"] == 1  # untouched
