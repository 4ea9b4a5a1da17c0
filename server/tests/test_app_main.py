"""``python -m server`` end to end: it migrates a new database, loads the demo data, serves
the API and the web fallback, and stops cleanly on SIGTERM."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from server.settings import REPO_ROOT


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_server_starts_serves_and_stops(tmp_path: Path) -> None:
    port = _free_port()
    env = {
        **os.environ,
        "APP_ENV": "development",
        "PORT": str(port),
        "DATABASE_URL": f"sqlite:///{tmp_path}/var/portal.sqlite3",
        "OUTBOX_PATH": str(tmp_path / "outbox.jsonl"),
        "WEB_DIST": str(tmp_path / "dist"),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "server"], cwd=REPO_ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                response = httpx.post(
                    f"{base}/customer/api/login/checkUser",
                    json={"userName": "budi.santoso"},
                    auth=("portal-web", "portal-web-dev-secret"),
                )
                break
            except httpx.TransportError:
                assert process.poll() is None, "the server exited early"
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.3)
        assert response.status_code == 200
        assert response.json()["data"]["next"] == "VERIFY_PASSWORD"
        assert response.headers["x-request-id"]
        page = httpx.get(f"{base}/login")
        assert page.status_code == 200 and "belum dibangun" in page.text
    finally:
        process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=30)
    # uvicorn finishes in-flight work, then re-raises SIGTERM to exit with it.
    assert process.returncode in (0, -signal.SIGTERM), output
    assert "Application shutdown complete" in output
    assert "Portal#2026!" not in output
