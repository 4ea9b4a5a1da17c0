"""Unexpected failures: 500 problem+json with the default Indonesian message and the
request id, logged with that id and the traceback; no stack trace, SQL or token in the body.
Every response carries X-Request-Id."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.config import service as config_service
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

DEFAULT = (
    "Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi. Jika masih "
    "mengalami kendala, hubungi CS di WhatsApp No. <csWhatsapp>"
)


def test_unexpected_error_is_500_with_request_id_and_no_trace(
    api: Api, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def explode(**_kwargs: Any) -> dict[str, Any]:
        raise RuntimeError("SELECT secret FROM users -- boom")

    monkeypatch.setattr(config_service, "portal_config", explode)
    with caplog.at_level("ERROR"):
        response = api.get("/config/all")
    body = problem(response, 500)
    assert body["message"] == DEFAULT
    assert "Traceback" not in response.text and "SELECT" not in response.text
    assert "RuntimeError" not in response.text
    logged = [r for r in caplog.records if r.levelname == "ERROR"]
    assert body["requestId"] in logged[0].getMessage()
    assert logged[0].exc_info is not None


def test_response_breaking_the_contract_is_a_500(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(config_service, "portal_config", lambda **_k: {"otpLength": "six"})
    body = problem(api.get("/config/all"), 500)
    assert body["message"] == DEFAULT


def test_database_errors_roll_back_and_leak_nothing(
    api: Api, signin: SignIn, make_account: Callable[..., Account], monkeypatch: pytest.MonkeyPatch
) -> None:
    from server.auth import flows

    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)

    def broken(**_kwargs: Any) -> dict[str, Any]:
        raise ValueError("half-way failure")

    monkeypatch.setattr(flows, "authenticate", broken)
    response = api.post("/otp/validate", {"otp": code}, token=token)
    problem(response, 500)
    assert token not in response.text
    monkeypatch.undo()
    # Nothing was half-written: the code was not used up and the step is still open.
    assert api.post("/otp/validate", {"otp": code}, token=token).status_code == 200


def test_every_response_carries_a_request_id(api: Api) -> None:
    for response in (
        api.get("/config/all"),
        api.get("/config/all", auth=None),
        api.get("/tidak/ada"),
        api.client.get("/"),
        api.client.get("/runtime-config.js"),
    ):
        assert len(response.headers["x-request-id"]) >= 16


def test_a_well_formed_incoming_request_id_is_kept(api: Api) -> None:
    response = api.get("/config/all", headers={"X-Request-Id": "web-1234abcd"})
    assert response.headers["x-request-id"] == "web-1234abcd"
    odd = api.get("/config/all", headers={"X-Request-Id": "bad id\twith spaces"})
    assert odd.headers["x-request-id"] != "bad id\twith spaces"
