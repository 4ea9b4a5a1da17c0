"""A real portal server process for the contract tests: ``python -m server`` on a free port
with its own SQLite database, documents and OTP outbox, and a sign-in through the real
journey. The demo data is made by the release step once per test process and copied for each
server (ten of them in a run), as for the server tests' own servers
(:func:`server.tests.support.with_demo_data`): each starts in a second or two instead of
migrating and loading it again (half a minute and more on a busy machine)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from server.tests.support import data_files, with_demo_data

ROOT = Path(__file__).resolve().parent.parent
# APP_ENV=test refuses the published development secrets (server/settings/checks.py).
SECRETS = {
    "PORTAL_CLIENT_SECRET": "portal-web-contract-tests-secret-52d1",
    "TOKEN_SECRET": "contract-tests-token-secret-3a7f9e1c5b2d8a64",
    "GATEWAY_CALLBACK_SECRET": "contract-tests-gateway-callback-secret-7f3a9c",
}
CLIENT = ("portal-web", SECRETS["PORTAL_CLIENT_SECRET"])
BUDI = ("budi.santoso", "Portal#2026!")
# Siti has no password in the demo: the contract tests give her one through the first-time
# journey, and fuzz the security settings with her session (a changed or locked password
# there must not reach the sign-ins of the other runs, which are Budi's).
SITI = {"nik": "3273016406900002", "birthDate": "1990-06-24"}
SITI_PASSWORD = "Rujak-Cingur-Sore-2026"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PortalServer:
    base_url: str  # .../customer/api
    outbox: Path
    log: Path
    pid: int = 0  # the server process (with WORKERS=1, the one serving the requests)
    auth: tuple[str, str] = CLIENT  # the web app's client credentials on this server

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.base_url, auth=self.auth, timeout=30)

    def last_code(self, after: int) -> str:
        """The newest OTP written to the outbox after line ``after``."""
        for _ in range(100):
            lines = self.outbox.read_text().splitlines() if self.outbox.exists() else []
            if len(lines) > after:
                return str(json.loads(lines[-1])["code"])
            time.sleep(0.05)
        raise AssertionError("no OTP reached the outbox")

    def outbox_lines(self) -> int:
        return len(self.outbox.read_text().splitlines()) if self.outbox.exists() else 0

    def sign_in(
        self, user: str = BUDI[0], password: str = BUDI[1], *, admin: bool = False
    ) -> dict[str, str]:
        """checkUser -> password/validate -> otp/generate -> otp/validate, as the web app does
        (``admin``: the staff sign-in, checkUser with checkAdmin)."""
        with self.client() as http:
            check = {"userName": user, **({"checkAdmin": True} if admin else {})}
            step = http.post("/login/checkUser", json=check)
            step.raise_for_status()
            token = step.json()["token"]
            step = http.post(
                "/password/validate", json={"password": password}, headers={"access-token": token}
            )
            step.raise_for_status()
            token = step.json()["token"]
            sent = self.outbox_lines()
            http.post("/otp/generate", json={}, headers={"access-token": token}).raise_for_status()
            done = http.post(
                "/otp/validate",
                json={"otp": self.last_code(sent)},
                headers={"access-token": token},
            )
            done.raise_for_status()
            body = done.json()
            assert body["next"] == "AUTHENTICATED", body
            return {"token": body["token"], "refreshToken": body["refreshToken"]}

    def first_sign_in(self, nik: str, birth_date: str, password: str) -> dict[str, str]:
        """checkUser (NIK) -> login/idCard -> OTP -> password/create: a new customer's first
        sign-in, which sets ``password``."""
        with self.client() as http:
            step = http.post("/login/checkUser", json={"nik": nik})
            step.raise_for_status()
            step = http.post(
                "/login/idCard",
                json={"nik": nik, "birthDate": birth_date},
                headers={"access-token": step.json()["token"]},
            )
            step.raise_for_status()
            token = step.json()["token"]
            sent = self.outbox_lines()
            http.post("/otp/generate", json={}, headers={"access-token": token}).raise_for_status()
            step = http.post(
                "/otp/validate", json={"otp": self.last_code(sent)}, headers={"access-token": token}
            )
            step.raise_for_status()
            done = http.post(
                "/password/create",
                json={"password": password, "confirmPassword": password},
                headers={"access-token": step.json()["token"]},
            )
            done.raise_for_status()
            body = done.json()
            assert body["next"] == "AUTHENTICATED", body
            return {"token": body["token"], "refreshToken": body["refreshToken"]}


@contextmanager
def running_server(tmp: Path, *, cwd: Path = ROOT, **env: str) -> Iterator[PortalServer]:
    """``python -m server`` of the checkout ``cwd`` (this one by default) on a free port, on
    a copy of the demo data; or, when ``env`` names a ``DATABASE_URL`` (the benchmarks' own
    SQLite or PostgreSQL database), on that one, which the server migrates and, in
    development, seeds as it starts."""
    port = _free_port()
    outbox, log = tmp / "outbox.jsonl", tmp / "server.log"
    files = (
        {"OUTBOX_PATH": str(outbox), "DOCUMENT_DIR": str(tmp / "documents")}
        if "DATABASE_URL" in env
        else data_files(with_demo_data(tmp))
    )
    environment = {
        **os.environ,
        "APP_ENV": "test",
        **SECRETS,
        "PORT": str(port),
        "WEB_DIST": str(tmp / "no-web"),
        "RESPONSE_VALIDATION": "true",
        "LOG_LEVEL": "WARNING",
        "WORKERS": "1",  # the contract is the same in every worker; one process starts faster
        **env,
        **files,
    }
    with log.open("w") as log_file:
        process = subprocess.Popen(
            [sys.executable, "-m", "server"],
            cwd=cwd,
            env=environment,
            stdout=log_file,
            stderr=subprocess.STDOUT,
        )
        base = f"http://127.0.0.1:{port}/customer/api"
        try:
            # A second or two on an idle machine (the demo data is there); more than 60 s was
            # seen, with migrations and demo data, on two cores shared by a load of 16.
            deadline = time.monotonic() + 180
            while True:
                if process.poll() is not None:
                    raise RuntimeError(f"server exited early:\n{log.read_text()}")
                try:
                    if httpx.get(f"{base}/openapi.json", timeout=1).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"server did not start:\n{log.read_text()}")
                time.sleep(0.1)
            yield PortalServer(base, outbox, log, process.pid)
        finally:
            process.terminate()
            process.wait(timeout=30)
