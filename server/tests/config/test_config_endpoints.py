"""config/all and policy/companyProfile: public values for the web app (client credentials
only), from settings and the company profile table."""

from __future__ import annotations

from server.tests.conftest import Api
from server.tests.support import problem


def test_config_all_comes_from_settings_and_current_terms(api: Api) -> None:
    response = api.get("/config/all")
    assert response.status_code == 200
    assert response.json() == {
        "otpLength": 6,
        "otpTtlSeconds": 300,
        "otpResendSeconds": 60,
        "idleTimeoutSeconds": 900,
        "idleWarningSeconds": 120,
        "absoluteSessionSeconds": 28800,
        "passwordMinLength": 8,
        "passwordMaxLength": 128,
        "tnc_version": "2026.1",
    }


def test_company_profile_has_the_support_contacts(api: Api) -> None:
    response = api.get("/policy/companyProfile")
    assert response.status_code == 200
    body = response.json()
    assert body["companyName"] == "PT Asuransi Jiwa Sentosa Raya"
    assert body["csEmail"] == "cs@sentosaraya.co.id"
    assert body["csPhone"] == "1500 789"
    assert body["csFax"] == "(021) 2554 7890"
    assert body["csWhatsapp"] == "0811 1500 789"
    assert {"address", "website", "operatingHours"} <= set(body)


def test_public_config_still_needs_the_client_credentials(api: Api) -> None:
    body = problem(api.get("/config/all", auth=None), 401)
    assert body["message"] == (
        "Anda belum masuk atau sesi Anda tidak dikenali. Silakan masuk kembali."
    )
    problem(api.get("/policy/companyProfile", auth=("portal-web", "wrong")), 401)
