"""``python -m server`` end to end: it migrates a new database, loads the demo data, serves
the API and the web fallback, stops cleanly on SIGTERM, and takes a client's address from
forwarded headers only when the peer is a proxy named in TRUSTED_PROXIES."""

from __future__ import annotations

import signal
from pathlib import Path

import httpx

from server.tests.support import Served, served, with_demo_data

BUDI = "budi.santoso"


def test_server_starts_serves_and_stops(tmp_path: Path) -> None:
    with served(tmp_path) as running:
        response = running.api("/login/checkUser", {"userName": BUDI})
        assert response.status_code == 200
        assert response.json()["data"]["next"] == "VERIFY_PASSWORD"
        assert response.headers["x-request-id"]
        page = httpx.get(f"{running.base}/login")
        assert page.status_code == 200 and "belum dibangun" in page.text
        running.process.send_signal(signal.SIGTERM)
        output, _ = running.process.communicate(timeout=30)
    # uvicorn finishes in-flight work, then re-raises SIGTERM to exit with it.
    assert running.process.returncode in (0, -signal.SIGTERM), output
    assert "Application shutdown complete" in output
    assert "Portal#2026!" not in output


def _wrong_passwords(running: Served, forwarded_for: list[str]) -> list[int]:
    """One wrong password of Budi's from each forwarded address; the statuses."""
    statuses = []
    for address in forwarded_for:
        step = running.api("/login/checkUser", {"userName": BUDI}, **{"X-Forwarded-For": address})
        if step.status_code != 200:
            statuses.append(step.status_code)
            continue
        headers = {"access-token": step.json()["token"], "X-Forwarded-For": address}
        statuses.append(
            running.api("/password/validate", {"password": "salah"}, **headers).status_code
        )
    return statuses


LIMITS = {"ADDRESS_ACCOUNT_MAX_FAILURES": "2", "ADDRESS_MAX_FAILURES": "2"}
ROTATING = ["203.0.113.7", "198.51.100.23", "192.0.2.99", "203.0.113.200"]


def test_forwarded_headers_are_not_trusted_by_default(tmp_path: Path) -> None:
    """Rotating X-Forwarded-For does not walk past the per-address limit: every try counts
    for the peer itself (127.0.0.1)."""
    with served(with_demo_data(tmp_path), **LIMITS) as running:
        assert _wrong_passwords(running, ROTATING)[:3] == [401, 401, 429]


def test_a_listed_proxy_passes_the_clients_address_on(tmp_path: Path) -> None:
    """Behind a proxy named in TRUSTED_PROXIES, each client is counted on its own address."""
    with served(with_demo_data(tmp_path), TRUSTED_PROXIES="127.0.0.1", **LIMITS) as running:
        assert _wrong_passwords(running, ROTATING) == [401, 401, 401, 401]
