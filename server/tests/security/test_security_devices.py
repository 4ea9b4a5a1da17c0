"""The settings page's account data: masked contacts, the last password change, the live
sessions by device, system, browser and place, and 'keluar dari perangkat ini' for any other
one (its access and refresh tokens die); nothing of another account is reachable."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from server.auth.devices import describe
from server.security.places import masked, place
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.security_support import ANDROID, WINDOWS, security_data, signed_in_from
from server.tests.support import problem

IPAD = (
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.5 Mobile/15E148 Safari/604.1"
)


def test_the_page_lists_live_sessions_this_one_first(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    phone = signed_in_from(api, signin, account, ANDROID)
    frozen.advance(minutes=2)
    laptop = signed_in_from(api, signin, account, WINDOWS)
    data = security_data(api, phone)
    assert data["recovery_email"] is None
    assert data["mobile_number"] == f"+62 812-****-{account.phone[-4:]}"
    assert data["confirmation"] is None
    first, second = data["sessions"]
    assert first["current"] is True and second["current"] is False
    assert (first["device"], first["os"], first["browser"]) == (
        "MOBILE",
        "Android 15",
        "Chrome Mobile 142",
    )
    assert (second["device"], second["os"], second["browser"]) == (
        "DESKTOP",
        "Windows 10",
        "Chrome 142",
    )
    # The test client's peer is no IP address: no place, no address, never an error.
    assert first["place"] is None and first["address"] is None
    assert len({first["session_id"], second["session_id"]}) == 2
    # Seen from the laptop, the laptop comes first.
    assert [s["current"] for s in security_data(api, laptop)["sessions"]] == [True, False]


def test_an_idle_session_is_no_longer_listed(
    api: Api,
    signin: SignIn,
    make_account: Callable[..., Account],
    frozen: Clock,
    settings: Settings,
) -> None:
    account = make_account()
    signed_in_from(api, signin, account, ANDROID)
    frozen.advance(seconds=settings.idle_timeout_seconds - 60)
    me = signed_in_from(api, signin, account, WINDOWS)
    assert len(security_data(api, me)["sessions"]) == 2
    frozen.advance(seconds=120)  # the phone has now been idle too long; this one has not
    assert [s["device"] for s in security_data(api, me)["sessions"]] == ["DESKTOP"]


def test_signing_another_device_out(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    tablet = signed_in_from(api, signin, account, IPAD)
    me = signed_in_from(api, signin, account, WINDOWS)
    mine, other = security_data(api, me)["sessions"]
    assert other["device"] == "TABLET"
    # This session cannot be ended here (that is session/logout), nor an unknown one.
    problem(api.post("/session/revoke", {"session_id": mine["session_id"]}, token=me.token), 404)
    body = problem(api.post("/session/revoke", {"session_id": "0" * 24}, token=me.token), 404)
    assert body["message"] == "Sesi tersebut sudah tidak aktif."
    # Someone else cannot end it either: the same answer as for no session.
    stranger = signed_in_from(api, signin, make_account(), WINDOWS)
    revoke = {"session_id": other["session_id"]}
    problem(api.post("/session/revoke", revoke, token=stranger.token), 404)
    assert api.post("/session/check", token=tablet.token).status_code == 200
    # The owner can.
    answer = api.post("/session/revoke", revoke, token=me.token)
    assert answer.status_code == 200, answer.text
    problem(api.post("/session/check", token=tablet.token), 403)
    refresh = {"userName": account.user_name, "refreshToken": tablet.refresh}
    problem(api.post("/token/refresh", refresh), 401)
    assert [s["current"] for s in security_data(api, me)["sessions"]] == [True]
    problem(api.post("/session/revoke", revoke, token=me.token), 404)  # already ended


@pytest.mark.parametrize(
    ("agent", "expected"),
    [
        (ANDROID, ("MOBILE", "Android 15", "Chrome Mobile 142")),
        (WINDOWS, ("DESKTOP", "Windows 10", "Chrome 142")),
        (IPAD, ("TABLET", "iOS 17.5", "Mobile Safari 17")),
        ("python-httpx/0.28.1", ("UNKNOWN", None, None)),
        ("", ("UNKNOWN", None, None)),
        ("x" * 5000, ("UNKNOWN", None, None)),
    ],
)
def test_devices_are_read_from_the_user_agent(agent: str, expected: tuple[object, ...]) -> None:
    device = describe(agent)
    assert (device.kind, device.os, device.browser) == expected


def test_places_come_from_the_address_and_addresses_are_masked() -> None:
    assert place("36.68.12.34") == "Indonesia"  # Telkom
    assert place("8.8.8.8") == "Amerika Serikat"
    assert place("192.168.1.20") == place("127.0.0.1") == "Jaringan lokal"
    assert place("testclient") is None and place("") is None
    assert masked("36.68.12.34") == "36.68.xxx.xxx"
    assert masked("2001:4860:4860::8888") == "2001:4860:4860:xxxx::"
    assert masked("testclient") is None
