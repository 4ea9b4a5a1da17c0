"""The web app at /: static files, SPA fallback for unknown non-API paths (never for
/customer/api/*), the build's Brotli and gzip copies sent to browsers that accept them,
runtime configuration and the 'not built' page. The contract and Swagger UI:
test_app_contract.py; compressed API answers: test_app_compression.py."""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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
    # The build's compressed copies (the Brotli one a stand-in: httpx cannot decode Brotli).
    for name in ("index.html", "assets/app-1a2b.js"):
        (root / f"{name}.gz").write_bytes(gzip.compress((root / name).read_bytes()))
        (root / f"{name}.br").write_bytes(b"brotli:" + (root / name).read_bytes())
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


def _raw(client: TestClient, method: str, path: str, accept: str | None) -> tuple[Any, bytes]:
    """An answer and its body as sent (not decoded); ``accept`` None: no coding named."""
    headers = {"Accept-Encoding": accept or ""}
    with client.stream(method, path, headers=headers) as response:
        return response, b"".join(response.iter_raw())


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),  # Chromium
        ("gzip, deflate", "gzip"),
        ("br;q=0, gzip;q=0.8", "gzip"),
        ("x-gzip", "gzip"),
        ("*", "br"),
        ("br;q=0, *;q=0.5", "gzip"),
        ("identity", None),
        ("gzip;q=0, br;q=0", None),
        (None, None),
    ],
)
def test_assets_in_the_encoding_the_browser_accepts(
    client: TestClient, dist: Path, accept: str | None, encoding: str | None
) -> None:
    file = dist / "assets" / "app-1a2b.js"
    suffix = {"br": ".br", "gzip": ".gz", None: ""}[encoding]
    expected = file.with_name(file.name + suffix).read_bytes()
    for method in ("GET", "HEAD"):
        response, body = _raw(client, method, "/assets/app-1a2b.js", accept)
        assert response.status_code == 200
        assert response.headers.get("content-encoding") == encoding, (accept, method)
        assert response.headers["content-type"].startswith("text/javascript")
        assert response.headers["content-length"] == str(len(expected))
        assert response.headers["vary"] == "Accept-Encoding"
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert body == (expected if method == "GET" else b"")


def test_index_html_compressed_and_revalidated(client: TestClient, dist: Path) -> None:
    for path in ("/", "/login", "/polis/detail"):
        response, body = _raw(client, "GET", path, "gzip, deflate, br")
        assert response.headers["content-encoding"] == "br", path
        assert body == (dist / "index.html.br").read_bytes()
        assert response.headers["content-type"] == "text/html; charset=utf-8"
        assert response.headers["cache-control"] == "no-cache"
        assert response.headers["vary"] == "Accept-Encoding"
    page = client.get("/login", headers={"Accept-Encoding": "gzip"})
    assert page.headers["content-encoding"] == "gzip" and "id=root" in page.text


def test_files_without_a_compressed_copy_are_sent_as_they_are(
    client: TestClient, dist: Path
) -> None:
    response, body = _raw(client, "GET", "/favicon.svg", "gzip, br")
    assert "content-encoding" not in response.headers
    assert response.headers["vary"] == "Accept-Encoding"  # a later build may add a copy
    assert body == b"<svg/>" and response.headers["content-length"] == "6"
    assert response.headers["content-type"] == "image/svg+xml"
