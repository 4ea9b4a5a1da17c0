"""Cashless at partner hospitals over HTTP: a customer whose ACTIVE health card is served by a
TPA of the hospital's networks is cashless there (list flag, detail policies and benefits)
while the card is within its validity dates (Jakarta's today); an EXPIRED card, a card
outside its dates or no card is not; nobody sees another customer's policies; and a search
runs a fixed number of SQL statements whatever the page size (no query per row)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from server.clock import WIB
from server.policy.models import HealthCardStatus
from server.seed.facts import demo_facts
from server.seed.hospitals import BUDI_HOME
from server.tests.conftest import DEMO_DAY, Account, Api, Clock, SignIn
from server.tests.hospital_support import (  # noqa: F401
    CARD_FROM,
    CARD_UNTIL,
    add_health_policy,
    budi,
    demo,
    on_the_seed_day,
    place_hospital,
)
from server.tests.support import Statements

HERE = (4.9, 96.0)  # Aceh's hills: the hospitals of these tests stand here
THERE = (4.4, 96.0)  # 55 km south: the validity test's own hospital


def _list(api: Api, token: str, **params: Any) -> Any:
    response = api.get("/hospital/list", token=token, params=params)
    assert response.status_code == 200, response.text
    return response.json()


def _detail(api: Api, token: str, hospital_id: str) -> Any:
    response = api.get("/hospital/detail", token=token, params={"hospital_id": hospital_id})
    assert response.status_code == 200, response.text
    return response.json()


def _customer(
    make_account: Callable[..., Account], signin: SignIn, *cards: tuple[str, HealthCardStatus]
) -> tuple[str, list[str]]:
    account = make_account()
    numbers = [add_health_policy(account, tpa, status) for tpa, status in cards]
    return str(signin.signed_in(account)["token"]), numbers


def test_budi_finds_a_cashless_partner_near_home(api: Api, budi: str) -> None:  # noqa: F811
    facts = demo_facts(DEMO_DAY)["hospitals"]
    body = _list(api, budi, sort="DISTANCE", latitude=BUDI_HOME[0], longitude=BUDI_HOME[1], size=10)
    nearest = next(row for row in body["data"] if row["cashless_for_me"])

    assert nearest["hospital_id"] == facts["nearTebetCashless"]["hospitalId"]
    assert nearest["name"] == facts["nearTebetCashless"]["name"]
    detail = _detail(api, budi, nearest["hospital_id"])
    assert detail["cashless_policies"] == [
        {
            "policy_number": "KS23000456",
            "product_name": "Sentosa Medika Keluarga",
            "benefits": detail["cashless_benefits"],
        }
    ]
    assert "RAWAT_INAP" in detail["cashless_benefits"]
    # A partner outside AdMedika's network: cashless for others, not for Budi.
    fullerton = _detail(api, budi, "RS310004")
    assert "CASHLESS" in fullerton["services"] and fullerton["cashless_policies"] == []


def test_only_an_active_card_of_the_network_is_cashless(
    api: Api,
    budi: str,  # noqa: F811
    make_account: Callable[..., Account],
    signin: SignIn,
) -> None:
    owlexa = place_hospital("RS Uji Owlexa", HERE[0], HERE[1], networks=("Owlexa",))
    plain = place_hospital("Klinik Uji Tanpa Jaringan", HERE[0] + 0.01, HERE[1])
    active, (active_policy,) = _customer(make_account, signin, ("Owlexa", HealthCardStatus.ACTIVE))
    expired, _ = _customer(make_account, signin, ("Owlexa", HealthCardStatus.EXPIRED))
    other_tpa, _ = _customer(make_account, signin, ("Fullerton Health", HealthCardStatus.ACTIVE))
    no_card, _ = _customer(make_account, signin)

    def flags(token: str) -> dict[str, bool]:
        body = _list(api, token, sort="DISTANCE", latitude=HERE[0], longitude=HERE[1], size=2)
        return {row["hospital_id"]: row["cashless_for_me"] for row in body["data"]}

    assert flags(active) == {owlexa: True, plain: False}
    for token in (expired, other_tpa, no_card, budi):
        assert flags(token) == {owlexa: False, plain: False}
        assert _detail(api, token, owlexa)["cashless_policies"] == []
    mine = _detail(api, active, owlexa)
    assert mine["cashless_policies"] == [
        {
            "policy_number": active_policy,
            "product_name": "Sentosa Sehat Uji",
            "benefits": ["RAWAT_INAP", "RAWAT_JALAN"],
        }
    ]
    assert _detail(api, active, plain)["cashless_benefits"] == []
    assert "CASHLESS" not in _detail(api, active, plain)["services"]


def test_a_card_is_cashless_only_within_its_validity_dates(
    api: Api,
    make_account: Callable[..., Account],
    signin: SignIn,
    frozen: Clock,
) -> None:
    medika = place_hospital("RS Uji Masa Berlaku", THERE[0], THERE[1], networks=("MedikaPlaza",))

    def cashless_on(day: date, hour_wib: int = 10) -> bool:
        frozen.now = datetime.combine(day, time(hour_wib), tzinfo=WIB).astimezone(UTC)
        token, _ = _customer(make_account, signin, ("MedikaPlaza", HealthCardStatus.ACTIVE))
        body = _list(api, token, sort="DISTANCE", latitude=THERE[0], longitude=THERE[1], size=1)
        assert body["data"][0]["hospital_id"] == medika
        flag = body["data"][0]["cashless_for_me"]
        assert (_detail(api, token, medika)["cashless_policies"] != []) is flag
        return bool(flag)

    assert cashless_on(CARD_FROM) and cashless_on(CARD_UNTIL, hour_wib=23)
    # The day before it starts and the day after it ends, in Jakarta (00.30 WIB is still the
    # previous day in UTC).
    assert not cashless_on(CARD_FROM - timedelta(days=1), hour_wib=23)
    assert not cashless_on(CARD_UNTIL + timedelta(days=1), hour_wib=0)


def test_a_customer_sees_only_their_own_policies(
    api: Api,
    budi: str,  # noqa: F811
    make_account: Callable[..., Account],
    signin: SignIn,
) -> None:
    stranger, _ = _customer(make_account, signin)
    near = demo_facts(DEMO_DAY)["hospitals"]["nearTebetCashless"]["hospitalId"]

    assert _detail(api, stranger, near)["cashless_policies"] == []
    theirs = _list(api, stranger, q="tebet", size=50)
    budis = _list(api, budi, q="tebet", size=50)
    assert [r["hospital_id"] for r in theirs["data"]] == [r["hospital_id"] for r in budis["data"]]
    assert not any(row["cashless_for_me"] for row in theirs["data"])
    assert any(row["cashless_for_me"] for row in budis["data"])


def test_a_search_is_a_fixed_number_of_statements(
    api: Api,
    budi: str,  # noqa: F811
    statements: Statements,
    frozen: Clock,
) -> None:
    searches: list[tuple[dict[str, Any], int]] = [
        ({"province_code": "31"}, 50),
        ({"q": "rs", "service": "CASHLESS"}, 50),
        # All within the first box around Budi's home (a farther page grows the box).
        ({"sort": "DISTANCE", "latitude": BUDI_HOME[0], "longitude": BUDI_HOME[1]}, 8),
    ]
    for params, most in searches:
        seen: list[list[str]] = []
        for size in (1, most):
            frozen.advance(seconds=30)  # the guard then records the session's last use
            statements.take()
            body = _list(api, budi, size=size, **params)
            assert len(body["data"]) == size
            seen.append(_ours(statements.take()))
        assert len(seen[0]) == len(seen[1]), params  # the page's length adds no statement
        assert len(seen[1]) <= 5, params  # TPAs, count, ids (twice when the box grows), rows
    frozen.advance(seconds=30)
    statements.take()
    _detail(api, budi, "RS310001")
    assert len(_ours(statements.take())) == 3  # the hospital, its networks, the policies


def _ours(seen: list[str]) -> list[str]:
    """The statements of the search (the guard's reads and writes of the session left out)."""
    return [s for s in seen if "hospital" in s or "health_cards" in s]
