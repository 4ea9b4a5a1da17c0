"""Bad requests answer problem+json with the Indonesian message, per-field errors where they
can be told, and never a 500: undecodable bodies, unknown fields and parameters, wrong media
types, unknown paths and methods, missing or odd client credentials."""

from __future__ import annotations

import base64
from collections.abc import Callable

import pytest

from server.tests.conftest import Account, Api, SignIn
from server.tests.support import CLIENT, problem

INVALID = "Data yang Anda kirim tidak valid. Periksa kembali isian Anda."
NOT_SIGNED_IN = "Anda belum masuk atau sesi Anda tidak dikenali. Silakan masuk kembali."
JSON = {"content-type": "application/json"}


def test_body_that_is_not_utf8_is_400(api: Api) -> None:
    response = api.post("/login/checkUser", content=b'{"userName": "b\xff\xfeudi"}', headers=JSON)
    body = problem(response, 400)
    assert body["message"] == INVALID
    assert body["errors"] == [{"field": "body", "message": "Isi permintaan bukan teks yang valid."}]


def test_unknown_or_wrong_charset_is_never_a_500(api: Api) -> None:
    for charset in ("klingon", "utf-16"):
        headers = {"content-type": f"application/json; charset={charset}"}
        response = api.post(
            "/login/checkUser", content=b'{"userName": "bu\xffdi"}', headers=headers
        )
        assert response.status_code in (400, 404), response.text


def test_malformed_json_is_400(api: Api) -> None:
    body = problem(api.post("/login/checkUser", content=b'{"userName": ', headers=JSON), 400)
    assert body["errors"][0]["field"] == "body"


def test_unknown_field_is_refused_with_its_name(api: Api) -> None:
    response = api.post(
        "/token/refresh", {"userName": "budi.santoso", "refreshToken": "a" * 43, "admin": True}
    )
    body = problem(response, 400)
    assert body["message"] == INVALID
    assert {"field": "admin", "message": "Field ini tidak dikenal."} in body["errors"]


def test_every_field_error_is_listed(api: Api) -> None:
    body = problem(api.post("/token/refresh", {"userName": "b", "refreshToken": "!"}), 400)
    fields = {e["field"] for e in body["errors"]}
    assert fields == {"userName", "refreshToken"}


def test_missing_required_body_is_400(api: Api) -> None:
    body = problem(api.post("/token/refresh"), 400)
    assert body["message"] == INVALID


def test_unknown_query_parameter_is_refused(api: Api) -> None:
    body = problem(api.get("/config/all", params={"debug": "1"}), 400)
    assert body["errors"] == [{"field": "debug", "message": "Parameter tidak dikenal."}]


def test_wrong_media_type_is_415(api: Api) -> None:
    response = api.post(
        "/login/checkUser", content=b"userName=budi", headers={"content-type": "text/plain"}
    )
    body = problem(response, 415)
    assert (
        body["message"] == "Format data yang dikirim tidak didukung. Kirim data dalam format JSON."
    )


def test_unknown_api_path_is_a_404_problem(api: Api) -> None:
    for method in ("GET", "POST", "DELETE"):
        body = problem(api.call(method, "/tidak/ada"), 404)
        assert body["message"] == "Halaman atau data yang Anda cari tidak ditemukan."


def test_wrong_method_is_a_405_problem(api: Api) -> None:
    response = api.call("DELETE", "/config/all")
    body = problem(response, 405)
    assert body["message"] == "Permintaan ini tidak didukung untuk alamat tersebut."


def test_missing_or_wrong_client_credentials_are_401(api: Api) -> None:
    for auth in (None, ("portal-web", "salah"), ("lain", CLIENT[1])):
        body = problem(api.get("/config/all", auth=auth), 401)
        assert body["message"] == NOT_SIGNED_IN
        assert "www-authenticate" not in {
            k.lower() for k in api.get("/config/all", auth=auth).headers
        }


def test_non_ascii_or_broken_basic_credentials_are_401_not_500(api: Api) -> None:
    for raw in ("pörtal-wéb:rahasia😀".encode(), b"\xff\xfe:\x80", b"no-colon"):
        header = {"authorization": "Basic " + base64.b64encode(raw).decode()}
        problem(api.get("/config/all", auth=None, headers=header), 401)
    problem(api.get("/config/all", auth=None, headers={"authorization": "Basic %%%"}), 401)
    problem(api.get("/config/all", auth=None, headers={"authorization": "Basic"}), 401)


def test_missing_access_token_is_401(api: Api) -> None:
    body = problem(api.post("/session/check"), 401)
    assert body["message"] == NOT_SIGNED_IN
    problem(api.post("/session/check", token="bukan.token.jwt"), 401)


TOO_LARGE = "Isi permintaan terlalu besar. Kirim data yang lebih ringkas."


def test_a_body_over_64_kib_is_413_before_anything_reads_it(
    api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    # The gateway notification needs no client credentials: the first place to send a huge body.
    big = b'{"event_id": "' + b"x" * (64 * 1024) + b'"}'
    headers = {**JSON, "X-Gateway-Timestamp": "1", "X-Gateway-Signature": "0" * 64}
    with caplog.at_level("WARNING"):
        declared = api.call(
            "POST", "/payment/notification", auth=None, content=big, headers=headers
        )
    body = problem(declared, 413)
    assert (body["message"], body["type"]) == (TOO_LARGE, "urn:tmanku:problem:payload-too-large")
    assert body["requestId"] == declared.headers["x-request-id"]
    assert any("request body too large" in r.getMessage() for r in caplog.records)

    # Without Content-Length (chunked), counted as it arrives.
    streamed = api.call(
        "POST", "/payment/notification", auth=None, content=iter([big[:40000], big[40000:]]),
        headers=headers,
    )  # fmt: skip
    assert problem(streamed, 413)["message"] == TOO_LARGE


def test_a_body_at_the_limit_goes_on_to_validation(api: Api) -> None:
    padded = b'{"userName": "tidak.ada"}'.ljust(64 * 1024, b" ")
    response = api.post("/login/checkUser", content=padded, headers=JSON)
    assert response.status_code == 200, response.text
    assert response.json()["data"]["next"] == "VERIFY_PASSWORD"


def test_a_query_parameter_given_twice_is_refused_not_picked(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    token = str(signin.signed_in(make_account())["token"])
    query = "policy_number=KS23000456&page=1&policy_number=UL24000123"
    body = problem(api.get(f"/transaction/list?{query}", token=token), 400)
    assert body["errors"] == [
        {"field": "policy_number", "message": "Parameter ini hanya boleh dikirim satu kali."}
    ]
    assert "KS23000456" not in body.get("detail", "")
    # The same parameter once is fine (404: the account has no such policy).
    problem(api.get("/transaction/list?policy_number=KS23000456&page=1", token=token), 404)


@pytest.mark.parametrize("birth_date", ["", "2026-02-30", "15-05-1980", "1980-5-15"])
def test_a_date_that_is_no_day_of_the_calendar_is_400_naming_its_field(
    api: Api, birth_date: str
) -> None:
    """`format: date` is checked like `date-time` (Draft 4's checker has only the latter): the
    handler never reads '' or 30 February as a birth date."""
    token = api.post("/login/checkUser", {"nik": "3174011505800003"}).json()["token"]
    body = {"nik": "3174011505800003", "birthDate": birth_date}
    refused = problem(api.post("/login/idCard", body, token=token), 400)
    assert refused["message"] == INVALID
    assert [e["field"] for e in refused["errors"]] == ["birthDate"]
