"""Terms and conditions: the current text as a JSON string, acceptance of the current
version only, and the validity check."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import select

from server.db import transaction
from server.terms.models import TermsAcceptance
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem


def test_load_returns_the_current_html_as_a_string(api: Api) -> None:
    response = api.get("/termscondition/load")
    assert response.status_code == 200
    html = response.json()
    assert isinstance(html, str)
    assert "Versi 2026.1" in html
    for section in (
        "Definisi", "Penggunaan Akun", "Kerahasiaan", "Kode OTP", "Transaksi",
        "Batasan Tanggung Jawab", "Perubahan", "Hukum yang Berlaku",
    ):  # fmt: skip
        assert section in html


def test_accepting_the_current_version(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.signed_in(account)["token"]
    before = api.get("/token/checkValidTerm", token=token).json()
    assert before == {"valid": False, "tnc_version": "2026.1", "acceptedVersion": "2025.1"}
    response = api.post("/termscondition/store", {"tnc_version": "2026.1"}, token=token)
    assert response.status_code == 200 and response.json() == {"tnc_version": "2026.1"}
    after = api.get("/token/checkValidTerm", token=token).json()
    assert after == {"valid": True, "tnc_version": "2026.1", "acceptedVersion": "2026.1"}
    # The next sign-in carries the accepted version (checkUser no longer tells it).
    assert signin.signed_in(account)["tnc_version"] == "2026.1"
    with transaction() as session:
        rows = session.scalars(
            select(TermsAcceptance).where(TermsAcceptance.user_id == account.user_id)
        ).all()
    assert [(r.version, r.client_address) for r in rows] == [("2026.1", "testclient")]


def test_only_the_current_version_may_be_accepted(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    token = signin.signed_in(make_account())["token"]
    for version in ("2025.1", "2027.1"):
        body = problem(
            api.post("/termscondition/store", {"tnc_version": version}, token=token), 422
        )
        assert body["message"].startswith("Versi syarat dan ketentuan ini sudah tidak berlaku.")
    problem(api.post("/termscondition/store", {"tnc_version": "v2"}, token=token), 400)


def test_acceptance_needs_a_signed_in_customer(api: Api) -> None:
    problem(api.post("/termscondition/store", {"tnc_version": "2026.1"}), 401)
    problem(api.get("/token/checkValidTerm"), 401)
