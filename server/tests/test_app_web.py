"""The web app at /: static files, SPA fallback for unknown non-API paths (never for
/customer/api/*), runtime configuration and the 'not built' page. The contract and Swagger
UI: test_app_contract.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from server import settings as settings_module
from server.settings import Settings
from server.tests.support import CLIENT


@pytest.fixture
def dist(tmp_path: Path, settings: Settings) -> Iterator[Path]:
    root = tmp_path / "dist"
    (root / "assets").mkdir(parents=True)
    (root / "index.html").write_text("<!doctype html><title>TManKu</title><div id=root></div>")
    (root / "assets" / "app-1a2b.js").write_text("console.log('tmanku')")
    (root / "favicon.svg").write_text("<svg/>")
    (tmp_path / "secret.txt").write_text("jangan")
    settings_module.install(settings.but(web_dist=root))
    yield root
    settings_module.install(settings)


def test_static_files_and_spa_fallback(client: TestClient, dist: Path) -> None:
    asset = client.get("/assets/app-1a2b.js")
    assert asset.status_code == 200 and "tmanku" in asset.text
    assert asset.headers["content-type"].startswith(("application/javascript", "text/javascript"))
    assert "immutable" in asset.headers["cache-control"]
    assert client.get("/favicon.svg").text == "<svg/>"
    for path in ("/", "/login/otp", "/polis/detail", "/assets/missing.js"):
        page = client.get(path)
        assert page.status_code == 200 and "id=root" in page.text, path
        assert page.headers["content-type"].startswith("text/html")


def test_no_escape_from_the_dist_folder(client: TestClient, dist: Path) -> None:
    for path in ("/../secret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt"):
        assert "jangan" not in client.get(path).text


def test_api_paths_never_fall_back_to_the_spa(client: TestClient, dist: Path) -> None:
    for path in ("/customer/api", "/customer/api/", "/customer/api/nope/deeper"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert response.headers["content-type"].startswith("application/problem+json")


def test_writes_outside_the_api_are_405(client: TestClient, dist: Path) -> None:
    assert client.post("/login").status_code == 405


def test_missing_build_shows_how_to_build(client: TestClient) -> None:
    page = client.get("/login")
    assert page.status_code == 200
    assert "Aplikasi web belum dibangun" in page.text and "npm run build" in page.text


def test_runtime_config_is_the_web_apps_public_configuration(client: TestClient) -> None:
    response = client.get("/runtime-config.js")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/javascript")
    assert response.text == (
        'window.__PORTAL_CONFIG__ = {"apiBaseUrl": "/customer/api", '
        f'"clientId": "portal-web", "clientSecret": "{CLIENT[1]}"}};\n'
    )
