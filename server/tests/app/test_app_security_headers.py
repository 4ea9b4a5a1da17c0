"""Browser defences on the web app, the API and a receipt download: a strict CSP without
inline script and without framing, nosniff, no referrer, no-store on API answers, HSTS over
HTTPS; source maps are never served; Swagger UI and the simulator (development tools) get a
policy of their own and Swagger UI is not served in production."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.testclient import TestClient

from server.edge.security_headers import STRICT_CSP, TOOL_CSP, headers_for
from server.settings import Settings, SettingsError, from_env
from server.tests import payment_support as ps
from server.tests.conftest import Api
from server.tests.payment_support import Customer, created, pay
from server.tests.support import served

REAL = "a-real-secret-of-at-least-32-characters-1234"
make_customer = ps.make_customer


@pytest.fixture(scope="module")
def settings(settings: Settings, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """A built web app of two files and a source map beside them."""
    dist = tmp_path_factory.mktemp("dist")
    (dist / "assets").mkdir()
    (dist / "index.html").write_text('<!doctype html><script src="/assets/app.js"></script>')
    (dist / "assets" / "app.js").write_text("console.log('TManKu')\n")
    (dist / "assets" / "app.js.map").write_text('{"version":3,"sources":["src/main.tsx"]}')
    return settings.but(web_dist=dist, gateway_sweep_seconds=0)  # sandbox swept by hand


def _defended(response: Any, csp: str = STRICT_CSP) -> None:
    headers = response.headers
    assert headers["content-security-policy"] == csp
    assert "frame-ancestors 'none'" in csp
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert headers["referrer-policy"] == "no-referrer"
    assert "strict-transport-security" not in headers  # plain HTTP here


def test_the_web_app_and_its_assets(api: Api) -> None:
    for path in ("/", "/login", "/polis/detail", "/assets/app.js", "/runtime-config.js"):
        response = api.client.get(path)
        assert response.status_code == 200, path
        _defended(response)
    assert "script-src 'self';" in STRICT_CSP  # no 'unsafe-inline', no 'unsafe-eval'


def test_source_maps_are_never_served(api: Api) -> None:
    assert api.client.get("/assets/app.js.map").status_code == 404
    assert "sourceMappingURL" not in api.client.get("/assets/app.js").text


def test_api_answers_are_not_stored(api: Api) -> None:
    response = api.get("/config/all")
    assert response.status_code == 200
    _defended(response)
    assert response.headers["cache-control"] == "no-store"
    refused = api.get("/policy/list")  # a problem+json answer too
    assert refused.status_code == 401
    _defended(refused)
    assert refused.headers["cache-control"] == "no-store"
    # The contract is public and may be cached like any document.
    assert api.client.get("/customer/api/openapi.json").headers.get("cache-control") != "no-store"


def test_a_receipt_download(api: Api, make_customer: Callable[..., Customer]) -> None:
    c = make_customer()
    payment = created(api, c)
    pay(api, payment["payment_id"])
    receipt = api.get(
        "/payment/receipt", token=c.token, params={"payment_id": payment["payment_id"]}
    )
    assert receipt.status_code == 200, receipt.text
    assert receipt.headers["content-type"] == "application/pdf"
    assert receipt.headers["content-disposition"].startswith("attachment;")
    _defended(receipt)
    assert receipt.headers["cache-control"] == "no-store"


def test_development_tools_have_their_own_policy(api: Api) -> None:
    for path in ("/customer/api/ui/", "/sandbox-gateway/"):
        response = api.client.get(path)
        assert response.status_code == 200, path
        _defended(response, TOOL_CSP)


def test_hsts_over_https(app: Any) -> None:
    with TestClient(app, base_url="https://portal.example") as client:
        response = client.get("/login")
    assert response.headers["strict-transport-security"] == "max-age=31536000; includeSubDomains"


def test_production_serves_no_swagger_ui_and_no_source_maps(
    settings: Settings, tmp_path: Path
) -> None:
    secrets = {
        "APP_ENV": "production", "PORTAL_CLIENT_SECRET": REAL, "TOKEN_SECRET": REAL,
        "GATEWAY_CALLBACK_SECRET": REAL, "WEB_DIST": str(settings.web_dist),
        "PUBLIC_URL": "https://portal.example",
        # The module's database, migrated by its fixture as the release step would (a
        # production process does not migrate at start; a fresh one took 50 s to).
        "DATABASE_URL": settings.database_url,
    }  # fmt: skip
    with served(tmp_path, **secrets) as running:
        assert httpx.get(f"{running.base}/customer/api/ui/").status_code == 404
        assert httpx.get(f"{running.base}/assets/app.js.map").status_code == 404
        page = httpx.get(f"{running.base}/login")
        assert page.status_code == 200 and page.headers["content-security-policy"] == STRICT_CSP
        assert httpx.get(f"{running.base}/customer/api/openapi.json").status_code == 200


def test_an_api_on_another_origin_is_allowed_by_name_only() -> None:
    settings = from_env({"CONNECT_ORIGINS": "https://api.sentosaraya.co.id/, http://10.0.0.5:8443"})
    assert settings.connect_origins == ("https://api.sentosaraya.co.id", "http://10.0.0.5:8443")
    policy = headers_for("/login", https=True, connect_origins=settings.connect_origins)
    assert (
        "connect-src 'self' https://api.sentosaraya.co.id http://10.0.0.5:8443;"
        in (policy["Content-Security-Policy"])
    )
    for bad in ("*", "javascript:alert(1)", "https://api.example.co.id/path", "api.example.co.id"):
        with pytest.raises(SettingsError):
            from_env({"CONNECT_ORIGINS": bad})
