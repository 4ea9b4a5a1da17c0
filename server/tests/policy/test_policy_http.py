"""Policy operations over HTTP with the demo data, signed in through the real journey
(checkUser, password, OTP). Response validation against the contract is on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select

from server.access.models import User
from server.db import transaction
from server.seed import seed_demo
from server.seed.demo_data import BUDI
from server.tests.conftest import DEMO_DAY, Account, Api, SignIn
from server.tests.support import problem

NOT_FOUND = "Polis tidak ditemukan."
NO_CARD = "Polis ini tidak memiliki kartu kesehatan (AAA card)."


@pytest.fixture(scope="module")
def demo(app: Any) -> dict[str, Account]:
    """The demo accounts that have a password, as the sign-in helpers want them."""
    with transaction() as session:
        seed_demo(session, DEMO_DAY)
        ids = {name: user_id for name, user_id in session.execute(select(User.user_name, User.id))}
    budi = Account(
        ids["budi.santoso"], "budi.santoso", "Portal#2026!", BUDI.nik, BUDI.birth_date, "", ""
    )
    admin = Account(ids["admin.portal"], "admin.portal", "Admin#2026!", "", BUDI.birth_date, "", "")
    return {"budi": budi, "admin": admin}


@pytest.fixture
def budi(demo: dict[str, Account], signin: SignIn) -> str:
    """Access token of Budi Santoso (three policies, one with health cards)."""
    return str(signin.signed_in(demo["budi"])["token"])


def _json(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/json"
    return response.json()


def test_list_shows_budis_policies_newest_first(api: Api, budi: str) -> None:
    body = _json(api.get("/policy/list", token=budi))

    assert body["total"] == 3
    assert [p["policy_number"] for p in body["data"]] == ["UL24000123", "KS23000456", "TL15000789"]
    assert body["data"][1] == {
        "policy_number": "KS23000456",
        "product_name": "Sentosa Medika Keluarga",
        "product_type": "HEALTH",
        "status": "GRACE_PERIOD",
        "status_desc": "Masa Tenggang",
        "insured_name": "Budi Santoso",
        "start_date": "2023-07-01",
        "sum_assured": 0,
        "premium_amount": 1250000,
        "premium_frequency": "QUARTERLY",
        "next_due_date": "2026-10-01",
        "autodebit": False,
        "has_health_card": True,
    }


def test_list_says_which_premiums_are_debited_automatically(api: Api, budi: str) -> None:
    # 'Informasi Pembayaran Premi' opens first a policy whose bill the customer pays himself:
    # the unit link's premium is collected from his credit card.
    body = _json(api.get("/policy/list", token=budi))

    assert {p["policy_number"]: p["autodebit"] for p in body["data"]} == {
        "UL24000123": True,
        "KS23000456": False,
        "TL15000789": False,
    }


def test_detail_of_the_unit_link_policy(api: Api, budi: str) -> None:
    body = _json(api.get("/policy/detail", token=budi, params={"policy_number": "UL24000123"}))

    assert body["product_name"] == "Sentosa Link Proteksi Maksima"
    assert (body["status"], body["status_desc"], body["currency"]) == ("INFORCE", "Aktif", "IDR")
    assert (body["sum_assured"], body["premium_amount"]) == (500_000_000, 750_000)
    assert body["payment_method"] == "Autodebet Kartu Kredit BCA"
    assert body["holder"] == {
        "client_number": "C000123456",
        "name": "Budi Santoso",
        "email": "bu***o@gm***.com",
        "phone": "+62 812-****-7890",
    }
    assert [(b["name"], b["share_percent"]) for b in body["beneficiaries"]] == [
        ("Rina Santoso", 60),
        ("Dimas Santoso", 40),
    ]
    assert body["riders"][0]["rider_name"] == "Sentosa Critical Illness 100"


def test_aaa_cards_of_the_family_health_policy(api: Api, budi: str) -> None:
    response = api.get("/policy/infoAAACard", token=budi, params={"policy_number": "KS23000456"})
    body = _json(response)

    assert body["policy_number"] == "KS23000456"
    assert [(c["member_name"], c["relation"]) for c in body["cards"]] == [
        ("Budi Santoso", "Diri Sendiri"),
        ("Rina Santoso", "Istri"),
        ("Dimas Santoso", "Anak"),
    ]
    assert {c["tpa_name"] for c in body["cards"]} == {"AdMedika"}


def _same_answer(first: Any, second: Any) -> None:
    a, b = problem(first, 404), problem(second, 404)
    a.pop("requestId"), b.pop("requestId")
    assert a == b
    assert a["message"] == NOT_FOUND


@pytest.mark.parametrize("path", ["/policy/detail", "/policy/infoAAACard"])
def test_another_customers_policy_answers_like_an_unknown_one(
    api: Api, budi: str, path: str
) -> None:
    def ask(number: str) -> Any:
        return api.get(path, token=budi, params={"policy_number": number})

    _same_answer(ask("WL22000789"), ask("WL99000000"))  # Siti's policy vs. no policy at all


def test_a_new_customer_sees_no_policy_of_budi(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    token = signin.signed_in(make_account())["token"]

    assert _json(api.get("/policy/list", token=token)) == {"data": [], "total": 0}
    _same_answer(
        api.get("/policy/detail", token=token, params={"policy_number": "KS23000456"}),
        api.get("/policy/detail", token=token, params={"policy_number": "KS23000457"}),
    )


def test_policy_without_health_card_has_no_aaa_card(api: Api, budi: str) -> None:
    response = api.get("/policy/infoAAACard", token=budi, params={"policy_number": "UL24000123"})
    assert problem(response, 404)["message"] == NO_CARD


def test_the_admin_is_refused_customer_data(
    api: Api, signin: SignIn, demo: dict[str, Account]
) -> None:
    """The demo admin's session (the admin sign-in; the customer sign-in refuses an admin
    account once its password is right: test_session_admin.py) has no 'Data Polis' to show:
    a 403 (every operation: test_access_roles.py)."""
    token = signin.signed_in(demo["admin"], check_admin=True)["token"]
    refused = problem(api.get("/policy/list", token=token), 403)
    assert refused["message"].startswith("Akun admin tidak dapat membuka data nasabah.")
    detail = api.get("/policy/detail", token=token, params={"policy_number": "UL24000123"})
    problem(detail, 403)


@pytest.mark.parametrize("number", ["ul24000123", "UL-2400012", "UL2400", "UL24000123456789X"])
@pytest.mark.parametrize("path", ["/policy/detail", "/policy/infoAAACard"])
def test_malformed_policy_number_is_400(api: Api, budi: str, path: str, number: str) -> None:
    problem(api.get(path, token=budi, params={"policy_number": number}), 400)


def test_missing_policy_number_is_400(api: Api, budi: str) -> None:
    problem(api.get("/policy/detail", token=budi), 400)


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("/policy/list", {}),
        ("/policy/detail", {"policy_number": "UL24000123"}),
        ("/policy/infoAAACard", {"policy_number": "KS23000456"}),
    ],
)
def test_no_policy_data_without_a_live_session(
    api: Api,
    signin: SignIn,
    demo: dict[str, Account],
    path: str,
    params: dict[str, str],
) -> None:
    step_token = signin.check_user("budi.santoso")["token"]  # sign-in step, not a session
    problem(api.get(path, token=step_token, params=params), 403)

    ended = signin.signed_in(demo["budi"])["token"]
    assert api.post("/session/logout", token=ended).status_code in (200, 204)
    problem(api.get(path, token=ended, params=params), 403)


def test_no_policy_data_without_an_access_token(api: Api) -> None:
    problem(api.get("/policy/list"), 401)
