"""Registering, listing and removing passkeys in Pengaturan (docs/product.md P13): a live
password confirmation for ``manage-passkeys`` (not used up), the options (random user
handle, discoverable, user verification, no attestation, the passkeys already there), the
answer checked (challenge used once, origin, user verification), at most ten per account,
only the account's own, and a notice on every change. Through HTTP with a software
authenticator (server/tests/passkey_support.py)."""

from __future__ import annotations

from collections.abc import Callable

from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.passkey_support import (
    MANAGE,
    UP,
    Authenticator,
    b64url,
    confirm,
    options,
    register,
    registered,
    unb64url,
)
from server.tests.security_support import Session, refreshed
from server.tests.support import outbox, problem

CONFIRMATION_REQUIRED = "urn:tmanku:problem:confirmation-required"


def _signed_in(signin: SignIn, account: Account) -> str:
    return str(signin.signed_in(account)["token"])


def test_registering_and_removing_need_a_live_confirmation_for_passkeys(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    signed = signin.signed_in(account)
    token = signed["token"]
    delete = {"passkey_id": "PK-0000000000"}
    for answer in (
        api.post("/passkey/register/options", token=token),
        api.post("/passkey/delete", delete, token=token),
    ):
        assert problem(answer, 401)["type"] == CONFIRMATION_REQUIRED
    # Another page's confirmation opens nothing here.
    response = api.post(
        "/password/setting/validate",
        {"password": account.password, "route": "change-password"},
        token=token,
    )
    assert response.status_code == 200
    assert problem(api.post("/passkey/register/options", token=token), 401)
    # Its own lasts PASSWORD_CONFIRM_SECONDS, whatever is added meanwhile.
    assert account.password is not None
    confirm(api, token, account.password)
    device = Authenticator()
    credential = device.register(options(api, token))
    frozen.advance(seconds=301)
    session = Session(token, signed["refreshToken"], account.user_name)
    token = refreshed(api, session).token  # the access token lives as long; the session goes on
    body = {"name": "Ponsel", "credential": credential}
    answer = api.post("/passkey/register/verify", body, token=token)
    assert problem(answer, 401)["type"] == CONFIRMATION_REQUIRED


def test_a_passkey_is_registered_listed_and_told(
    api: Api, signin: SignIn, make_account: Callable[..., Account], settings: Settings
) -> None:
    account = make_account()
    token = _signed_in(signin, account)
    assert api.get("/passkey/list", token=token).json() == {"passkeys": [], "limit": 10}
    assert account.password is not None
    confirm(api, token, account.password)
    offered = options(api, token)
    assert offered["rp"] == {"id": "testserver", "name": "TManKu"}
    handle = unb64url(offered["user"]["id"])
    assert len(handle) == 64 and account.user_name.encode() not in handle
    assert offered["user"]["name"] == account.user_name
    assert len(unb64url(offered["challenge"])) == 32
    assert offered["timeout"] == 300000 and offered["excludeCredentials"] == []
    assert offered["authenticatorSelection"] == {
        "residentKey": "required",
        "requireResidentKey": True,
        "userVerification": "required",
    }
    assert offered["attestation"] == "none"
    assert offered["pubKeyCredParams"][0] == {"type": "public-key", "alg": -7}

    phone = Authenticator()
    credential = phone.register(offered)
    answer = api.post(
        "/passkey/register/verify", {"name": " Ponsel Budi ", "credential": credential}, token=token
    )
    assert answer.status_code == 201, answer.text
    added = answer.json()
    assert added["passkey_id"].startswith("PK-") and len(added["passkey_id"]) == 13
    assert added["name"] == "Ponsel Budi"
    assert added["device"] == "platform" and added["last_used_at"] is None
    # The confirmation is not used up: a second passkey, the first one excluded.
    laptop = Authenticator()
    again = options(api, token)
    assert again["user"]["id"] == offered["user"]["id"]  # one handle per account
    assert again["excludeCredentials"] == [
        {
            "id": b64url(phone.credential_id),
            "type": "public-key",
            "transports": ["internal", "hybrid"],
        }
    ]
    second = registered(api, token, laptop, "Laptop Kantor")
    listed = api.get("/passkey/list", token=token).json()
    assert [p["passkey_id"] for p in listed["passkeys"]] == [
        second["passkey_id"],
        added["passkey_id"],
    ]
    notices = outbox(settings, "PASSKEY_ADDED", account.email)
    assert len(notices) == 2
    assert "Ponsel Budi" in notices[0]["body"] and account.user_name in notices[0]["body"]
    assert "Jika bukan Anda yang melakukannya" in notices[0]["body"]


def test_an_answer_is_checked_and_its_challenge_used_once(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = _signed_in(signin, account)
    assert account.password is not None
    confirm(api, token, account.password)
    device = Authenticator()
    for spoil in (
        {"origin": "https://tiruan.example"},
        {"challenge": b64url(b"x" * 32)},
        {"flags": UP | 0x40},  # no user verification
    ):
        body = problem(register(api, token, device, **spoil), 422)
        assert body["message"].startswith("Passkey tidak dapat didaftarkan")
    # No options waiting: answered (even wrongly), or never asked.
    credential = device.register(options(api, token))
    request = {"name": "Ponsel", "credential": credential}
    assert api.post("/passkey/register/verify", request, token=token).status_code == 201
    answer = api.post("/passkey/register/verify", request, token=token)
    assert problem(answer, 409)["message"].startswith("Waktu pendaftaran passkey habis")
    # A newer challenge replaces the older one.
    older = device.register(options(api, token))
    options(api, token)
    answer = api.post("/passkey/register/verify", {"name": "X", "credential": older}, token=token)
    problem(answer, 422)
    # The same passkey again.
    answer = register(api, token, device)
    assert problem(answer, 409)["message"] == "Passkey ini sudah terdaftar."
    assert len(api.get("/passkey/list", token=token).json()["passkeys"]) == 1


def test_an_account_has_at_most_ten_passkeys(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = _signed_in(signin, account)
    assert account.password is not None
    confirm(api, token, account.password)
    for n in range(10):
        registered(api, token, Authenticator(), f"Kunci {n + 1}")
    body = problem(api.post("/passkey/register/options", token=token), 422)
    assert "10 passkey" in body["message"]
    assert len(api.get("/passkey/list", token=token).json()["passkeys"]) == 10


def test_a_passkey_is_removed_only_from_its_own_account_and_told(
    api: Api, signin: SignIn, make_account: Callable[..., Account], settings: Settings
) -> None:
    mine, theirs = make_account(), make_account()
    my_token, their_token = _signed_in(signin, mine), _signed_in(signin, theirs)
    assert mine.password is not None and theirs.password is not None
    confirm(api, my_token, mine.password)
    confirm(api, their_token, theirs.password)
    kept = registered(api, my_token, Authenticator(), "Ponsel")
    gone = registered(api, my_token, Authenticator(), "Tablet")
    other = registered(api, their_token, Authenticator(), "Milik Orang Lain")
    answer = api.post("/passkey/delete", {"passkey_id": other["passkey_id"]}, token=my_token)
    assert problem(answer, 404)["message"] == "Passkey tidak ditemukan."
    answer = api.post("/passkey/delete", {"passkey_id": gone["passkey_id"]}, token=my_token)
    assert answer.status_code == 200, answer.text
    assert [p["passkey_id"] for p in answer.json()["passkeys"]] == [kept["passkey_id"]]
    answer = api.post("/passkey/delete", {"passkey_id": gone["passkey_id"]}, token=my_token)
    problem(answer, 404)
    (notice,) = outbox(settings, "PASSKEY_REMOVED", mine.email)
    assert "Tablet" in notice["body"] and "dihapus" in notice["subject"]
    assert len(api.get("/passkey/list", token=their_token).json()["passkeys"]) == 1
    assert MANAGE == "manage-passkeys"


def test_behind_the_development_proxy_the_page_s_origin_is_the_relying_party(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """Vite's proxy rewrites Host to the server's address; the browser's Origin header says
    where the page is (without PUBLIC_URL only: production takes PUBLIC_URL)."""
    account = make_account()
    token = _signed_in(signin, account)
    assert account.password is not None
    confirm(api, token, account.password)
    page = {"origin": "http://localhost:5173"}
    said = api.post("/passkey/register/options", token=token, headers=page).json()
    assert said["rp"]["id"] == "localhost"
    credential = Authenticator().register(said, origin="http://localhost:5173")
    body = {"name": "Laptop pengembang", "credential": credential}
    answer = api.post("/passkey/register/verify", body, token=token, headers=page)
    assert answer.status_code == 201, answer.text
