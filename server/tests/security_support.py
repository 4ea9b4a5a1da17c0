"""Helpers of the security settings tests: a customer signed in from a given browser, the
password confirmation, the notices written to the outbox."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from server.tests.conftest import Account, Api, SignIn

ANDROID = (
    "Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/142.0.0.0 Mobile Safari/537.36"
)
WINDOWS = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/142.0.0.0 Safari/537.36"
)
CONFIRMATION_REQUIRED = "urn:tmanku:problem:confirmation-required"


@dataclass(frozen=True)
class Session:
    token: str
    refresh: str
    user_name: str


def signed_in_from(api: Api, signin: SignIn, account: Account, user_agent: str) -> Session:
    """The whole sign-in journey, its last step sent by a browser with ``user_agent``."""
    step = signin.to_otp(account)
    code = signin.send_otp(step)
    response = api.post(
        "/otp/validate", {"otp": code}, token=step, headers={"user-agent": user_agent}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    return Session(body["token"], body["refreshToken"], account.user_name)


def confirm(api: Api, session: Session, password: str, route: str) -> Any:
    return api.post(
        "/password/setting/validate", {"password": password, "route": route}, token=session.token
    )


def security_data(api: Api, session: Session) -> dict[str, Any]:
    response = api.get("/password/security/data", token=session.token)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def refreshed(api: Api, session: Session) -> Session:
    """A new access token for the session (as the web does when its token has expired)."""
    body = {"userName": session.user_name, "refreshToken": session.refresh}
    response = api.post("/token/refresh", body)
    assert response.status_code == 200, response.text
    answer = response.json()
    return Session(answer["token"], answer["refreshToken"], session.user_name)
