"""A bounded load through the cluster's proxy and the three things that happen under it, as
the proof tests (test_cluster.py) assert them and bench/cluster_kill.py prints them:

- ``kill -9`` of app-1, with a claim in flight to it and retried through the proxy with its
  Idempotency-Key;
- SIGTERM of app-2 (it drains: readyz 503 while it serves on, then it stops);
- PostgreSQL restarted (the apps keep running and recover by themselves).

The load is open-loop: request i leaves at i / RATE seconds whatever became of the earlier
ones (a stalled answer does not slow the load down and hide failures). Only reads, signed in
as Budi: his policies, his claims, the public configuration. A request fails when it gets no
answer within TIMEOUT or an answer other than 2xx."""

from __future__ import annotations

import collections
import os
import signal
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import httpx

from server.tests.cluster_support import Cluster, Session, claims, new_key, outpatient_claim

RATE = 20.0  # requests a second
TIMEOUT = 10.0
PATHS = ("/policy/list", "/claim/list", "/config/all")


@dataclass(frozen=True)
class Outcome:
    at: float  # seconds into the load when it was sent
    status: int  # 0: no answer in time, or the connection failed
    seconds: float

    @property
    def failed(self) -> bool:
        return not 200 <= self.status < 300


class Load:
    """``seconds`` of RATE requests a second through the proxy, in the background while the
    ``with`` block runs (and until its time is up)."""

    def __init__(self, cluster: Cluster, session: Session, seconds: float) -> None:
        self.cluster = cluster
        self.headers = session.fresh()
        self.seconds = seconds
        self.outcomes: list[Outcome] = []
        self._lock = threading.Lock()
        self._local = threading.local()
        self._pool = ThreadPoolExecutor(max_workers=32, thread_name_prefix="load")
        self._clients: list[httpx.Client] = []
        self._started = 0.0
        self._thread = threading.Thread(target=self._send_all, name="load", daemon=True)

    @property
    def started_at(self) -> float:
        """When the load began (time.monotonic)."""
        return self._started

    def now(self) -> float:
        return time.monotonic() - self._started

    def wait_until(self, at: float) -> None:
        time.sleep(max(0.0, at - self.now()))

    def __enter__(self) -> Load:
        self._started = time.monotonic()
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._thread.join()
        self._pool.shutdown(wait=True)
        for client in self._clients:
            client.close()
        self.outcomes.sort(key=lambda o: o.at)

    def _send_all(self) -> None:
        for i in range(int(self.seconds * RATE)):
            self.wait_until(i / RATE)
            self._pool.submit(self._one, PATHS[i % len(PATHS)])

    def _client(self) -> httpx.Client:
        client: httpx.Client | None = getattr(self._local, "client", None)
        if client is None:
            client = self.cluster.client(timeout=TIMEOUT)
            self._local.client = client
            with self._lock:
                self._clients.append(client)
        return client

    def _one(self, path: str) -> None:
        at = self.now()
        try:
            status = self._client().get(path, headers=self.headers).status_code
        except httpx.HTTPError:
            status = 0
        with self._lock:
            self.outcomes.append(Outcome(at, status, self.now() - at))


@dataclass
class Figures:
    """What became of a load's requests around one event (a kill, a SIGTERM, a restart)."""

    what: str
    event_at: float
    outcomes: list[Outcome]
    notes: list[str] = field(default_factory=list)

    @property
    def failed(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.failed]

    def failed_after(self, seconds: float) -> list[Outcome]:
        """Failed requests sent more than ``seconds`` after the event."""
        return [o for o in self.failed if o.at > self.event_at + seconds]

    @property
    def share(self) -> float:
        return len(self.failed) / max(1, len(self.outcomes))

    def describe(self) -> str:
        failed = self.failed
        span = self.outcomes[-1].at if self.outcomes else 0.0
        line = (
            f"{self.what} at {self.event_at:.1f} s: {len(self.outcomes)} requests in {span:.0f}"
            f" s, {len(failed)} failed ({100 * self.share:.1f}%)"
        )
        if failed:
            first, last = failed[0].at - self.event_at, failed[-1].at - self.event_at
            statuses = collections.Counter(o.status for o in failed)
            line += f", sent {first:+.1f} s to {last:+.1f} s after it, statuses {dict(statuses)}"
        slowest = max((o.seconds for o in self.outcomes), default=0.0)
        line += f"; slowest answer {slowest:.2f} s"
        return "\n".join([line, *(f"  {note}" for note in self.notes)])


# ---------------------------------------------------------------------- the events
def kill_app_1(
    cluster: Cluster, session: Session, pdf: bytes, day: date, seconds: float = 15
) -> tuple[Figures, dict[str, Any]]:
    """kill -9 of app-1 three seconds into the load, a claim in flight to it (sent to its own
    port, so that it is the one killed) and retried through the proxy with the same
    Idempotency-Key until it answers 201, then once more. app-1 is started again after."""
    body = outpatient_claim(cluster, session, pdf, day)
    total_before, _ = claims(cluster, session)
    key = new_key()
    headers = {**session.fresh(), "Idempotency-Key": key}
    first: dict[str, Any] = {}
    sent = threading.Event()

    def trace(event: str, _info: dict[str, Any]) -> None:
        if event == "http11.send_request_body.complete":
            sent.set()

    def send_first() -> None:
        began = time.monotonic()
        try:
            with cluster.client(cluster.app_url("app-1")) as api:
                answer = api.post(
                    "/claim/submit", json=body, headers=headers, extensions={"trace": trace}
                )
            first["outcome"] = f"{answer.status_code} {answer.json().get('claim_number', '')}"
        except httpx.HTTPError as exc:
            first["outcome"] = f"no answer ({type(exc).__name__})"
        first["seconds"] = time.monotonic() - began

    with Load(cluster, session, seconds) as load:
        load.wait_until(3.0)
        sender = threading.Thread(target=send_first)
        sender.start()
        sent.wait(10)  # the whole request is at app-1: it dies while working on it
        time.sleep(0.02)
        event_at = load.now()
        cluster.signal("app-1", signal.SIGKILL)
        sender.join()
        retries, number = _retry_claim(cluster, body, headers)
        again = _submit(cluster, body, headers)
    total_after, newest = claims(cluster, session)
    result = {
        "key": key,
        "first": first["outcome"],
        "retries": retries,
        "claim_number": number,
        "again": again,
        "claims_added": total_after - total_before,
        "times_listed": newest.count(number),
    }
    figures = Figures("kill -9 app-1", event_at, load.outcomes)
    figures.notes.append(
        f"claim with Idempotency-Key: first attempt to app-1 {first['outcome']}"
        f" ({first['seconds']:.2f} s); retried through the proxy: {', '.join(retries)}"
        f" -> {number}; once more: {again[0]} {again[1]}; claims added:"
        f" {result['claims_added']}"
    )
    began = time.monotonic()
    cluster.run("restart", "app-1")
    figures.notes.append(f"app-1 started again in {time.monotonic() - began:.1f} s")
    return figures, result


def _submit(cluster: Cluster, body: dict[str, Any], headers: dict[str, str]) -> tuple[int, str]:
    try:
        with cluster.client() as api:
            answer = api.post("/claim/submit", json=body, headers=headers)
    except httpx.HTTPError as exc:
        return 0, type(exc).__name__
    return answer.status_code, str(answer.json().get("claim_number", answer.text[:80]))


def _retry_claim(
    cluster: Cluster, body: dict[str, Any], headers: dict[str, str]
) -> tuple[list[str], str]:
    """Through the proxy until 201 (at most 30 s): each answer's status, the claim number."""
    seen: list[str] = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        status, number = _submit(cluster, body, headers)
        seen.append(str(status))
        if status == 201:
            return seen, number
        time.sleep(0.5)
    raise AssertionError(f"the claim was never accepted through the proxy: {seen}")


def sigterm_app_2(cluster: Cluster, session: Session, seconds: float = 22) -> Figures:
    """SIGTERM of app-2 three seconds into the load: it drains (readyz 503, still serving)
    for DRAIN_SECONDS, then stops; the load goes on past its end. app-2 is started again."""
    with Load(cluster, session, seconds) as load:
        load.wait_until(3.0)
        event_at = load.now()
        pid = cluster.signal("app-2", signal.SIGTERM)
        time.sleep(1.0)
        readyz = _status(cluster.app_url("app-2") + "/readyz")
        stopped_at = _wait_exit(pid, seconds=60) - load.started_at - event_at
    figures = Figures("SIGTERM app-2", event_at, load.outcomes)
    figures.notes.append(
        f"app-2's own /readyz 1 s later: {readyz}; the process ended {stopped_at:.1f} s after"
        " the signal"
    )
    cluster.run("restart", "app-2")
    return figures


def restart_postgres(cluster: Cluster, session: Session, seconds: float = 20) -> Figures:
    """PostgreSQL stopped (fast shutdown) and started again three seconds into the load; the
    app processes are not touched."""
    pids = {name: cluster.pid(name) for name in ("app-1", "app-2")}
    with Load(cluster, session, seconds) as load:
        load.wait_until(3.0)
        event_at = load.now()
        cluster.run("restart", "postgres")
        back_at = load.now()
    figures = Figures("PostgreSQL restart", event_at, load.outcomes)
    same = {name: cluster.pid(name) == pid for name, pid in pids.items()}
    figures.notes.append(
        f"PostgreSQL down and up again in {back_at - event_at:.1f} s; the app processes"
        f" unchanged: {same}; readyz through the proxy now:"
        f" {_status(cluster.base_url + '/readyz')}"
    )
    return figures


def _status(url: str) -> int:
    try:
        return httpx.get(url, timeout=5).status_code
    except httpx.HTTPError:
        return 0


def _wait_exit(pid: int, seconds: float) -> float:
    """When (monotonic) process ``pid`` ended."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
            with open(f"/proc/{pid}/stat") as stat:
                state = stat.read().rsplit(")", 1)[1].split()[0]
            if state == "Z":
                break
        except (ProcessLookupError, FileNotFoundError):
            break
        time.sleep(0.05)
    return time.monotonic()
