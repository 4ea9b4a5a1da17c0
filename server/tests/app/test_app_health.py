"""The probes outside the contract (server.health): /healthz answers while the process runs,
without the database; /readyz answers 200 only when the database and the document storage
answer in time, and 503 naming what failed (never why), or draining after SIGTERM. Unknown
paths under /customer/api are 404 problems whatever the method, never the web app. The real
SIGTERM, in a process of its own: test_app_main_probes.py."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from server import db
from server import settings as settings_module
from server.db import make_engine
from server.documents import storage
from server.edge import drain
from server.settings import Settings
from server.tests.support import CLIENT, Statements, problem


@pytest.fixture
def dist(tmp_path: Path, settings: Settings) -> Iterator[Path]:
    """A built web app, whose fallback would answer any path with its index page."""
    root = tmp_path / "dist"
    root.mkdir()
    (root / "index.html").write_text("<!doctype html><title>TManKu</title><div id=root></div>")
    settings_module.install(settings.but(web_dist=root))
    yield root
    settings_module.install(settings)


def test_healthz_answers_without_the_database(
    client: TestClient, statements: Statements, dist: Path
) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert response.headers["cache-control"] == "no-store"
    assert statements.count() == 0


def test_readyz_is_ok_when_database_and_storage_answer(client: TestClient) -> None:
    response = client.get("/readyz")
    assert response.status_code == 200, response.text
    assert response.json() == {"status": "ok"}
    assert response.headers["cache-control"] == "no-store"


def _unreachable(url: str) -> str:
    """A database URL of the same kind that cannot be reached."""
    if url.startswith("sqlite"):
        return "sqlite:////nonexistent-folder/portal.sqlite3"
    return "postgresql+psycopg://postgres:rahasia-db@127.0.0.1:1/portal"


def test_readyz_is_503_when_the_database_is_unreachable(
    client: TestClient, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(db, "_engine", make_engine(_unreachable(settings.database_url)))
    response = client.get("/readyz")
    assert response.status_code == 503
    # What failed, never why (no host, file or password).
    assert response.json() == {"status": "unavailable", "failed": ["database"]}
    monkeypatch.undo()
    assert client.get("/readyz").status_code == 200


def test_readyz_is_503_when_the_storage_is_unusable(
    client: TestClient, settings: Settings, tmp_path: Path
) -> None:
    not_a_folder = tmp_path / "documents"
    not_a_folder.write_text("a file where the folder should be")
    settings_module.install(settings.but(document_dir=not_a_folder))
    try:
        response = client.get("/readyz")
    finally:
        settings_module.install(settings)
    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "failed": ["storage"]}
    assert str(tmp_path) not in response.text


class _Hanging:
    """A storage whose probe does not answer (a network store that hangs)."""

    scope = ""

    def ready(self) -> None:
        time.sleep(6)


def test_readyz_does_not_wait_for_a_part_that_hangs(client: TestClient) -> None:
    storage.install(_Hanging())  # type: ignore[arg-type]
    try:
        started = time.monotonic()
        response = client.get("/readyz")
        took = time.monotonic() - started
    finally:
        storage.install(None)
    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "failed": ["storage"]}
    assert took < 4, took


@pytest.fixture
def draining() -> Iterator[None]:
    drain._draining.set()
    yield
    drain.reset()


def test_readyz_is_503_while_draining_and_requests_are_still_served(
    client: TestClient, draining: None
) -> None:
    response = client.get("/readyz")
    assert response.status_code == 503
    assert response.json() == {"status": "draining"}
    # Still serving, each answer asking the client to close its connection.
    served = client.post(
        "/customer/api/login/checkUser", json={"userName": "budi.santoso"}, auth=CLIENT
    )
    assert served.status_code == 200
    assert served.headers["connection"] == "close"
    assert client.get("/healthz").status_code == 200


def test_not_draining_keeps_connections(client: TestClient) -> None:
    assert "connection" not in client.get("/healthz").headers


@pytest.mark.parametrize("method", ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"])
@pytest.mark.parametrize(
    "path", ["/customer/api/nope", "/customer/api/nope/deeper", "/customer/api/policy/x/y/z"]
)
def test_unknown_api_paths_are_404_problems(
    client: TestClient, dist: Path, method: str, path: str
) -> None:
    response = client.request(method, path, auth=CLIENT)
    assert response.status_code == 404, (method, path)
    assert response.headers["content-type"].startswith("application/problem+json")
    if method != "HEAD":
        problem(response, 404)
    assert "id=root" not in response.text


def test_a_known_api_path_with_another_method_is_a_405_problem(
    client: TestClient, dist: Path
) -> None:
    response = client.get("/customer/api/login/checkUser", auth=CLIENT)
    problem(response, 405)


@pytest.mark.parametrize("path", ["/healthz", "/readyz", "/metrics"])
def test_probes_are_not_the_web_app(client: TestClient, dist: Path, path: str) -> None:
    response = client.get(path)
    assert "id=root" not in response.text
    assert not response.headers["content-type"].startswith("text/html")
    assert client.post(path).status_code == 405
