"""Concurrent signed-in customers on one read, against the portal as ``npm start`` runs it:
latency percentiles, throughput and errors.

    .venv/bin/python bench/load.py                       # 50 then 200 users, 30 s each
    .venv/bin/python bench/load.py --users 50 --duration 10
    .venv/bin/python bench/load.py --database postgresql # a fresh database on 127.0.0.1:5432
    .venv/bin/python bench/load.py --compare /path/to/older/checkout   # before/after, one run

The server is ``python -m server`` of the checkout (``--repo``, default this one) with the
settings of ``npm start`` (APP_ENV=development, its default workers), on a fresh database
seeded with the demo data by the server itself, on a free loopback port. Budi signs in
through the real journey (checkUser, password, one-time code) up to ``--sessions`` times;
the users share those sessions round robin. Each user asks ``GET --path`` again as soon as
answered (a closed loop: N users = N requests in flight, the worst case) or, with ``--think``,
after a pause like a person reading the page, for ``--duration`` seconds after a warm-up.
Any answer other than 200, and any time-out (``--timeout``), is an error.

Open loop (``--rates 20,40,80``): requests arrive at a constant rate whatever the answers
(a new connection when none is idle), each timed from the moment it was due, not from when a
busy client got round to sending it (no coordinated omission); ``--capacity`` searches the
highest such rate at which p99 stays under ``--slo-ms`` (100) with no error: doubling from
10/s until it fails, then halving the gap four times. The service level is per phase of
``--duration`` seconds after the warm-up. ``--cluster`` runs it through the proxy of the
production topology already running (scripts/cluster.sh start) instead of a server of its own.

Bounded on purpose: loopback only, at most 500 users and 120 s per phase. Not a test: figures
from a shared 2-core machine only compare within one run (``--compare`` alternates the two
checkouts phase by phase).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import random
import secrets
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "contract-tests"))

from portal_server import CLIENT, PortalServer, running_server  # noqa: E402

MAX_USERS = 500  # also the most requests in flight in an open loop
MAX_SECONDS = 120
MAX_RATE = 2000  # requests per second, open loop
IDLE_REUSE = 2.0  # seconds a connection may have been idle to be used again (open loop)
POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432"


@dataclass
class Phase:
    label: str
    users: int
    latencies: list[float] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def p99_ms(self) -> float:
        ms = sorted(x * 1000 for x in self.latencies)
        return ms[min(len(ms) - 1, int(0.99 * len(ms)))] if ms else float("inf")

    def line(self) -> str:
        ms = sorted(x * 1000 for x in self.latencies)
        if not ms:
            return f"{self.label:<8}{self.users:>6}  no answers; errors {self.errors}"

        def pct(p: float) -> float:
            return ms[min(len(ms) - 1, int(p / 100 * len(ms)))]

        errors = sum(self.errors.values())
        detail = f" {self.errors}" if errors else ""
        return (
            f"{self.label:<8}{self.users:>6}{len(ms) / self.seconds:>9.1f}"
            f"{pct(50):>9.1f}{pct(95):>9.1f}{pct(99):>9.1f}{ms[-1]:>9.1f}{errors:>8}{detail}"
        )


def header(first: str = "users") -> str:
    return (
        f"{'server':<8}{first:>6}{'req/s':>9}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}"
        f"{'max ms':>9}{'errors':>8}"
    )


HEADER = header()


class _Connection:
    """One keep-alive HTTP/1.1 connection speaking just enough of the protocol: the load
    generator must cost far less than the server it measures (httpx's pool saturated one
    core at 200 users before the server did)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def get(self, request: bytes) -> int:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        self.writer.write(request)
        head = await self.reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ", 2)[1])
        headers = dict(
            (name.strip().lower(), value.strip())
            for name, _, value in (line.partition(":") for line in lines[1:] if line)
        )
        if headers.get("transfer-encoding") == "chunked":
            while size := int((await self.reader.readuntil(b"\r\n")).strip(), 16):
                await self.reader.readexactly(size + 2)
            await self.reader.readuntil(b"\r\n")
        else:
            await self.reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection") == "close":
            self.close()
        return status

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def _users(
    base: str,
    path: str,
    tokens: list[str],
    phase: Phase,
    seconds: float,
    timeout: float,
    think: float = 0.0,
) -> None:
    url = urlsplit(base)
    host, port = url.hostname or "127.0.0.1", url.port or 80
    basic = base64.b64encode(f"{CLIENT[0]}:{CLIENT[1]}".encode()).decode()
    deadline = time.perf_counter() + seconds

    async def user(number: int) -> None:
        request = (
            f"GET {url.path}{path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
            f"Authorization: Basic {basic}\r\naccess-token: {tokens[number % len(tokens)]}\r\n"
            # As a browser asks: the portal gzips answers of 1 KiB or more.
            "Accept: application/json\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n"
        ).encode()
        connection = _Connection(host, port)
        if think:  # users arrive spread over the first think time
            await asyncio.sleep(think * random.random())  # noqa: S311
        while time.perf_counter() < deadline:
            started = time.perf_counter()
            try:
                status = await asyncio.wait_for(connection.get(request), timeout)
                outcome = str(status)
            except TimeoutError:
                outcome = "timeout"
                connection.close()
            except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
                outcome = type(exc).__name__
                connection.close()
            if outcome == "200":
                phase.latencies.append(time.perf_counter() - started)
            else:
                phase.errors[outcome] = phase.errors.get(outcome, 0) + 1
            if think:  # a person reading the page: 0.5 to 1.5 times the think time
                await asyncio.sleep(think * (0.5 + random.random()))  # noqa: S311
        connection.close()

    started = time.perf_counter()
    await asyncio.gather(*(user(n) for n in range(phase.users)))
    phase.seconds = time.perf_counter() - started


async def _arrivals(
    base: str,
    path: str,
    tokens: list[str],
    phase: Phase,
    seconds: float,
    timeout: float,
    client: tuple[str, str] = CLIENT,
) -> None:
    """``phase.users`` requests a second for ``seconds`` (open loop; see the module), with
    the web app's ``client`` credentials."""
    url = urlsplit(base)
    host, port = url.hostname or "127.0.0.1", url.port or 80
    basic = base64.b64encode(f"{client[0]}:{client[1]}".encode()).decode()
    requests = [
        (
            f"GET {url.path}{path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
            f"Authorization: Basic {basic}\r\naccess-token: {token}\r\n"
            "Accept: application/json\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n"
        ).encode()
        for token in tokens
    ]
    idle: list[tuple[float, _Connection]] = []  # (when it became idle, the connection)
    flying: set[asyncio.Task[None]] = set()

    def connection_for_now() -> _Connection:
        # A connection idle for longer than IDLE_REUSE may be the one the server is closing
        # (its keep-alive): as a browser, never reuse it.
        while idle:
            since, connection = idle.pop()
            if time.perf_counter() - since < IDLE_REUSE:
                return connection
            connection.close()
        return _Connection(host, port)

    async def one(number: int, due: float) -> None:
        connection = connection_for_now()
        try:
            status = await asyncio.wait_for(
                connection.get(requests[number % len(requests)]), timeout
            )
            outcome = str(status)
        except TimeoutError:
            outcome = "timeout"
            connection.close()
        except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
            outcome = type(exc).__name__
            connection.close()
        if outcome == "200":
            phase.latencies.append(time.perf_counter() - due)
        else:
            phase.errors[outcome] = phase.errors.get(outcome, 0) + 1
        if connection.writer is not None:
            idle.append((time.perf_counter(), connection))

    start = time.perf_counter()
    for number in range(int(seconds * phase.users)):
        due = start + number / phase.users
        if (wait := due - time.perf_counter()) > 0:
            await asyncio.sleep(wait)
        if len(flying) >= MAX_USERS:  # the server is far behind: count it, do not pile on
            phase.errors["overload"] = phase.errors.get("overload", 0) + 1
            continue
        task = asyncio.create_task(one(number, due))
        flying.add(task)
        task.add_done_callback(flying.discard)
    await asyncio.gather(*flying)
    for _, connection in idle:
        connection.close()
    phase.seconds = seconds


def _search(label: str, base: str, tokens: Callable[[], list[str]], args: argparse.Namespace,
            results: list[Phase], client: tuple[str, str] = CLIENT) -> None:  # fmt: skip
    """The rates of ``--rates``, or the capacity search of ``--capacity``, against ``base``
    (``tokens``: the sessions' access tokens, asked again before each phase)."""

    def measure(rate: int) -> Phase:
        warm = Phase(label, rate)
        asyncio.run(_arrivals(base, args.path, tokens(), warm, args.warmup, 10, client))
        phase = Phase(label, rate)
        asyncio.run(
            _arrivals(base, args.path, tokens(), phase, args.duration, args.timeout, client)
        )
        results.append(phase)
        print(phase.line(), flush=True)
        return phase

    def holds(phase: Phase) -> bool:
        return not phase.errors and phase.p99_ms() < args.slo_ms

    if not args.capacity:
        for rate in args.rate_list:
            measure(rate)
        return
    good, rate = 0, 10
    while rate <= MAX_RATE and holds(measure(rate)):
        good, rate = rate, rate * 2
    bad = rate
    for _ in range(4):
        if bad - good <= 1:
            break
        middle = (good + bad) // 2
        good, bad = (middle, bad) if holds(measure(middle)) else (good, middle)
    print(
        f"{label}: capacity {good} req/s with p99 under {args.slo_ms:g} ms and no error "
        f"({bad} req/s did not hold)",
        flush=True,
    )


def _open_loop(label: str, repo: Path, args: argparse.Namespace, results: list[Phase]) -> None:
    """The open loop on a server of ``repo`` as ``npm start`` runs it."""
    with tempfile.TemporaryDirectory(prefix="bench-load-") as folder:
        tmp = Path(folder)
        with (
            _database(args.database, tmp) as url,
            npm_start_server(repo, tmp, url) as server,
        ):
            signed_in = [server.sign_in()["token"] for _ in range(args.sessions)]
            _search(label, server.base_url, lambda: signed_in, args, results)


def _open_loop_on_cluster(args: argparse.Namespace, results: list[Phase]) -> None:
    """The open loop through the proxy of the running topology (scripts/cluster.sh start):
    Budi's one kept session (renewed through /token/refresh before a phase when older than a
    minute; his phone takes five codes an hour)."""
    sys.path.insert(0, str(ROOT))
    from server.tests.cluster_support import kept_session, running

    cluster = running()
    session = kept_session(cluster)
    print(f"cluster {cluster.base_url} ({cluster.root})", flush=True)
    api = f"{cluster.base_url}/customer/api"
    client = (cluster.env["PORTAL_CLIENT_ID"], cluster.env["PORTAL_CLIENT_SECRET"])
    _search("cluster", api, lambda: [session.fresh()["access-token"]], args, results, client)


@contextmanager
def _database(kind: str, tmp: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{tmp / 'portal.sqlite3'}"
        return
    import psycopg  # the project's PostgreSQL driver

    name = f"bench_{secrets.token_hex(4)}"
    admin = "postgresql://postgres@127.0.0.1:5432/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{POSTGRES}/{name}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def npm_start_server(
    repo: Path, tmp: Path, database_url: str
) -> AbstractContextManager[PortalServer]:
    """``python -m server`` of ``repo`` as ``npm start`` runs it (development settings, demo
    data, its default workers unless WORKERS is set), on a free loopback port, its one-time
    codes in an outbox file."""
    return running_server(
        tmp,
        cwd=repo,
        APP_ENV="development",
        DATABASE_URL=database_url,
        WORKERS=os.environ.get("WORKERS", "0"),
        RESPONSE_VALIDATION="false",
        # The run outlasts the 5-minute access token; the sessions stay active throughout.
        ACCESS_TOKEN_SECONDS="3600",  # noqa: S106 - a lifetime, not a secret
    )


def _phases(
    label: str, repo: Path, args: argparse.Namespace, results: list[Phase], users: list[int]
) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-load-") as folder:
        tmp = Path(folder)
        with (
            _database(args.database, tmp) as url,
            npm_start_server(repo, tmp, url) as server,
        ):
            tokens = [server.sign_in()["token"] for _ in range(args.sessions)]
            for count in users:
                asyncio.run(
                    _users(server.base_url, args.path, tokens, Phase(label, count), args.warmup, 10)
                )
                phase = Phase(label, count)
                asyncio.run(
                    _users(
                        server.base_url,
                        args.path,
                        tokens,
                        phase,
                        args.duration,
                        args.timeout,
                        args.think,
                    )
                )
                results.append(phase)
                print(phase.line(), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--users", default="50,200", help="comma-separated user counts")
    parser.add_argument("--duration", type=float, default=30.0, help="seconds per phase")
    parser.add_argument("--warmup", type=float, default=3.0, help="warm-up seconds per phase")
    parser.add_argument("--path", default="/policy/list", help="the signed-in read to ask")
    parser.add_argument("--sessions", type=int, default=5, help="sign-ins the users share")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds before an error")
    parser.add_argument(
        "--think", type=float, default=0.0, help="seconds a user waits between requests (0: none)"
    )
    parser.add_argument("--rates", help="open loop: comma-separated requests per second")
    parser.add_argument(
        "--capacity", action="store_true", help="open loop: search the rate the SLO holds at"
    )
    parser.add_argument("--slo-ms", type=float, default=100.0, help="p99 bound of --capacity")
    parser.add_argument(
        "--cluster", action="store_true", help="open loop through the running topology's proxy"
    )
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout to serve")
    parser.add_argument("--compare", type=Path, help="another checkout, measured alternately")
    args = parser.parse_args()
    users = [int(u) for u in args.users.split(",")]
    if not all(0 < u <= MAX_USERS for u in users) or not 0 < args.duration <= MAX_SECONDS:
        parser.error(f"users 1..{MAX_USERS}, duration up to {MAX_SECONDS} s")
    if not 0 < args.sessions <= 20:
        parser.error("sessions 1..20")
    args.rate_list = [int(r) for r in args.rates.split(",")] if args.rates else []
    if not all(0 < r <= MAX_RATE for r in args.rate_list):
        parser.error(f"rates 1..{MAX_RATE} per second")
    targets = [("this", args.repo.resolve())]
    if args.compare:
        targets.insert(0, ("before", args.compare.resolve()))
        targets[1] = ("after", targets[1][1])
    results: list[Phase] = []
    if args.rates or args.capacity:
        where = "the cluster" if args.cluster else args.database
        print(f"GET {args.path} on {where}, {args.duration:g} s per phase, open loop")
        print(header("rate"))
        if args.cluster:
            _open_loop_on_cluster(args, results)
            return 0
        for label, repo in targets:
            _open_loop(label, repo, args, results)
        return 0
    loop = f"think time {args.think:g} s" if args.think else "no think time (closed loop)"
    print(f"GET {args.path} on {args.database}, {args.duration:g} s per phase, {loop}")
    print(HEADER)
    for count in users:  # alternate the checkouts for each user count
        for label, repo in targets:
            _phases(label, repo, args, results, [count])
    print()
    print(HEADER)
    for phase in results:
        print(phase.line())
    return 0 if all(not p.errors for p in results) else 1


if __name__ == "__main__":
    sys.exit(main())
