"""``python -m server`` as it runs in production, for what only a real process shows: SIGTERM
drains (``/readyz`` answers 503 at once while requests, in flight and new, are still served for
DRAIN_SECONDS, then the graceful shutdown), and with several workers ``/metrics`` sums every
worker's counts, from a metrics folder emptied at start. The JSON log lines of a request carry
the trace id its ``traceparent`` named."""

from __future__ import annotations

import json
import shutil
import signal
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy.orm import Session

from server import bootstrap
from server.db import make_engine
from server.tests.support import CLIENT, Served, served
from server.tests.template_db import migrated

PRODUCTION = {
    "APP_ENV": "production", "GATEWAY_SIMULATOR": "false", "LOG_FORMAT": "json",
    "PUBLIC_URL": "https://portal.example",
}  # fmt: skip
TRACE_ID = "0af7651916cd43dd8448eb211c80319c"
TRACEPARENT = f"00-{TRACE_ID}-b7ad6b7169203331-01"


@pytest.fixture(scope="module")
def prepared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database migrated, with its reference data, for each test to copy: a server on it
    starts without the half minute that migrating and loading take on a busy machine."""
    database = tmp_path_factory.mktemp("prepared") / "portal.sqlite3"
    url = f"sqlite:///{database}"
    migrated(url)
    engine = make_engine(url, pool_size=1)
    with Session(engine) as session, session.begin():
        bootstrap.seed_reference(session)
        bootstrap.load_reference_data(session)
    engine.dispose()
    return database


def _copy(prepared: Path, tmp_path: Path) -> Path:
    """``prepared`` where :func:`served` finds its database."""
    (tmp_path / "var").mkdir()
    shutil.copyfile(prepared, tmp_path / "var" / "portal.sqlite3")
    return tmp_path


class Output:
    """The server's output, read as it comes (a full pipe would stop the server)."""

    def __init__(self, running: Served) -> None:
        self.lines: list[str] = []
        assert running.process.stdout is not None
        self._stream = running.process.stdout
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        for line in self._stream:
            self.lines.append(line)

    def json(self) -> list[dict[str, object]]:
        self._thread.join(timeout=30)
        return [json.loads(x) for x in self.lines if x.startswith("{")]


def _until(check: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.05)


def _slow_body(seconds: float) -> Iterator[bytes]:
    """A sign-in step whose body arrives over ``seconds``."""
    yield b'{"userName": '
    time.sleep(seconds)
    yield b'"budi.santoso"}'


def test_sigterm_drains_then_stops(tmp_path: Path, prepared: Path) -> None:
    settings = {**PRODUCTION, "WORKERS": "1", "DRAIN_SECONDS": "3"}
    with served(_copy(prepared, tmp_path), **settings) as running:
        output = Output(running)
        readyz = f"{running.base}/readyz"
        assert httpx.get(readyz).status_code == 200
        # A request in flight across the SIGTERM, and past the end of the drain.
        in_flight: list[httpx.Response] = []
        body = b'{"userName": "budi.santoso"}'
        slow = threading.Thread(
            target=lambda: in_flight.append(
                httpx.post(
                    f"{running.base}/customer/api/login/checkUser",
                    content=_slow_body(4.5),
                    headers={"Content-Type": "application/json", "Content-Length": str(len(body))},
                    auth=CLIENT,
                    timeout=30,
                )
            )
        )
        slow.start()
        time.sleep(0.5)
        running.process.send_signal(signal.SIGTERM)
        signalled = time.monotonic()
        _until(lambda: httpx.get(readyz).status_code == 503, 1.5)
        draining = httpx.get(readyz)
        assert draining.json() == {"status": "draining"}
        assert draining.headers["connection"] == "close"
        # The proxy's requests sent meanwhile are still served, on new connections.
        for _ in range(3):
            step = running.api(
                "/login/checkUser", {"userName": "budi.santoso"}, traceparent=TRACEPARENT
            )
            assert step.status_code == 200
            time.sleep(0.3)
        assert time.monotonic() - signalled < 3, "the drain was over before the checks"
        slow.join(timeout=30)
        assert [r.status_code for r in in_flight] == [200]
        running.process.wait(timeout=30)
        stopped = time.monotonic() - signalled
    assert running.process.returncode in (0, -signal.SIGTERM)
    assert stopped >= 3, stopped  # not before the drain was over
    lines = output.json()
    assert any(x["message"] == "drained: stopping" for x in lines)
    traced = [x for x in lines if x["logger"] == "server.access" and x["trace_id"] == TRACE_ID]
    assert len(traced) == 3
    answered = "POST /customer/api/login/checkUser 200"
    assert all(str(x["message"]).startswith(answered) for x in traced)


def _scrape(base: str) -> float:
    """check_user's answers of 200 as GET /metrics counts them (a new connection each)."""
    with httpx.Client() as client:
        text = client.get(f"{base}/metrics").text
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            wanted = {"operation": "check_user", "status": "200"}
            if sample.name == "portal_http_requests_total" and sample.labels == wanted:
                return sample.value
    return 0.0


def test_metrics_sum_every_workers_counts(tmp_path: Path, prepared: Path) -> None:
    folder = tmp_path / "metrics"
    folder.mkdir()
    (folder / "counter_1.db").write_bytes(b"a previous start's values")
    settings = {**PRODUCTION, "WORKERS": "2", "PROMETHEUS_MULTIPROC_DIR": str(folder)}
    with served(_copy(prepared, tmp_path), **settings) as running:
        output = Output(running)
        _until(lambda: sum("startup complete" in x for x in output.lines) == 2, 60)
        asked = 0

        def ask(n: int) -> None:
            for _ in range(n):
                with httpx.Client() as client:  # a new connection: either worker may take it
                    response = client.post(
                        f"{running.base}/customer/api/login/checkUser",
                        json={"userName": "budi.santoso"},
                        auth=CLIENT,
                    )
                assert response.status_code == 200

        def workers() -> set[str]:
            return {p.stem.split("_")[-1] for p in folder.glob("counter_*.db")}

        # Until each worker has answered some (the kernel hands a connection to either).
        while len(workers()) < 2 and asked < 200:
            askers = [threading.Thread(target=ask, args=(3,)) for _ in range(4)]
            for asker in askers:
                asker.start()
            for asker in askers:
                asker.join()
            asked += 12
        assert len(workers()) == 2, workers()
        assert not (folder / "counter_1.db").exists()
        # Whichever worker answers the scrape, it counts every worker's requests.
        assert [_scrape(running.base) for _ in range(6)] == [asked] * 6
