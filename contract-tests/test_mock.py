"""The mock of the front-end developers (`npm run mock`, `npm run dev:mock`: Prism on the copy
of the contract scripts/mock-contract.mjs writes) answers at the server's own URLs, and a
sign-in by user name goes through the same steps on the mock as on the server, so the web
app takes the same routes on both: /login -> /login/verify-password -> /login/otp -> in."""

from __future__ import annotations

import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from conftest import ROOT, node_bin, run
from portal_server import BUDI, CLIENT, running_server

DEV_CLIENT = ("portal-web", "portal-web-dev-secret")  # web/public/runtime-config.js


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def mock(node: str, tmp_path: Path) -> Iterator[str]:
    """Prism on the mock's contract, as scripts/mock.sh starts it; its root URL."""
    contract = tmp_path / "contract.json"
    made = run([node, ROOT / "scripts" / "mock-contract.mjs", contract])
    assert made.returncode == 0, made.stderr
    port = _free_port()
    log = tmp_path / "prism.log"
    with log.open("w") as out:
        prism = subprocess.Popen(  # noqa: S603 - Prism from node_modules
            [node_bin("prism"), "mock", "--host", "127.0.0.1", "--port", str(port), contract],
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    root = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert prism.poll() is None, log.read_text()
            try:
                httpx.get(f"{root}/runtime-config.js", timeout=1)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.2)
        yield root
    finally:
        prism.terminate()
        prism.wait(timeout=30)


def _journey(api: str, client: tuple[str, str], code: Callable[[], str]) -> list[str]:
    """The web app's sign-in by user name; the ``next`` step of every answer."""
    steps: list[str] = []
    with httpx.Client(base_url=api, auth=client, timeout=30) as http:
        answer = http.post("/login/checkUser", json={"userName": BUDI[0]})
        answer.raise_for_status()
        steps.append(answer.json()["data"]["next"])
        token = {"access-token": answer.json()["token"]}
        answer = http.post("/password/validate", json={"password": BUDI[1]}, headers=token)
        answer.raise_for_status()
        steps.append(answer.json()["next"])
        token = {"access-token": answer.json()["token"]}
        http.post("/otp/generate", json={}, headers=token).raise_for_status()
        answer = http.post("/otp/validate", json={"otp": code()}, headers=token)
        answer.raise_for_status()
        steps.append(answer.json()["next"])
    return steps


def test_mock_answers_at_the_servers_urls(mock: str) -> None:
    config = httpx.get(f"{mock}/runtime-config.js", timeout=10)
    assert config.status_code == 200
    assert config.headers["content-type"].startswith("application/javascript")
    assert "apiBaseUrl: '/customer/api'" in config.text
    profile = httpx.get(f"{mock}/customer/api/policy/companyProfile", auth=DEV_CLIENT, timeout=10)
    assert profile.status_code == 200, profile.text


def test_mock_signs_in_like_the_server(mock: str, tmp_path: Path) -> None:
    on_mock = _journey(f"{mock}/customer/api", DEV_CLIENT, lambda: "123456")
    (tmp_path / "server").mkdir()
    with running_server(tmp_path / "server") as server:
        sent = server.outbox_lines()
        on_server = _journey(server.base_url, CLIENT, lambda: server.last_code(sent))
    assert on_server == ["VERIFY_PASSWORD", "OTP", "AUTHENTICATED"]
    assert on_mock == on_server
