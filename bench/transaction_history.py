"""Requests per second of the transaction history: the real portal endpoint against a bare
Starlette endpoint running the same service function on the same database, side by side.

    .venv/bin/python bench/transaction_history.py [--duration S] [--rounds N] [--concurrency C]
    npm run bench -- --rounds 7

One run: a fresh SQLite database in a temporary folder, seeded with the demo data by the
portal itself (``python -m server``, APP_ENV=development), the bare app
(``bench/bare_app.py``) on the same file, each under uvicorn in its own process on a free
port. This process is the client for both: C concurrent keep-alive connections (httpx,
asyncio) asking ``/transaction/list?policy_number=UL24000123&size=20`` (20 of Budi's 39
rows), signed in as Budi for the portal. A warm-up, then rounds that alternate which server
goes first; the medians and the ratio portal/bare are printed. Not a test: numbers from a
shared 2-core machine are only comparable within one run.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "contract-tests"))
sys.path.insert(0, str(ROOT / "bench"))

from load import _database  # noqa: E402 - path set above
from portal_server import CLIENT, _free_port, running_server  # noqa: E402 - path set above

QUERY = {"policy_number": "UL24000123", "size": "20"}


@dataclass
class Target:
    name: str
    url: str  # the list endpoint
    headers: dict[str, str]
    auth: tuple[str, str] | None
    pid: int
    rates: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)  # server CPU per request


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _load(target: Target, seconds: float, concurrency: int) -> tuple[float, float]:
    """Requests per second of ``concurrency`` clients asking as fast as answered, and the
    server's CPU milliseconds per request (steady on a busy machine, unlike the rate)."""
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    # Answers uncompressed on both sides: the comparison is of the stacks, not of gzip (the
    # portal compresses API answers of 1 KiB or more when asked; the bare endpoint cannot).
    headers = {**target.headers, "Accept-Encoding": "identity"}
    async with httpx.AsyncClient(
        headers=headers, auth=target.auth, limits=limits, timeout=30
    ) as http:
        done = 0
        deadline = time.perf_counter() + seconds

        async def worker() -> None:
            nonlocal done
            while time.perf_counter() < deadline:
                response = await http.get(target.url, params=QUERY)
                if response.status_code != 200:
                    raise RuntimeError(f"{target.name}: {response.status_code} {response.text}")
                done += 1

        started, cpu = time.perf_counter(), _cpu_seconds(target.pid)
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        used = _cpu_seconds(target.pid) - cpu
        return done / (time.perf_counter() - started), 1000 * used / max(done, 1)


@contextmanager
def bare_server(database_url: str, log: Path, repo: Path = ROOT) -> Iterator[tuple[str, int]]:
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": database_url, "APP_ENV": "development"}
    with log.open("w") as log_file:
        process = subprocess.Popen(  # noqa: S603 - our own script
            [sys.executable, str(repo / "bench" / "bare_app.py"), str(port)],
            cwd=repo,
            env=env,
            stdout=log_file,
            stderr=subprocess.STDOUT,
        )
        url = f"http://127.0.0.1:{port}/transaction/list"
        try:
            deadline = time.monotonic() + 30
            while True:
                if process.poll() is not None:
                    raise RuntimeError(f"bare app exited early:\n{log.read_text()}")
                try:
                    if httpx.get(url, params=QUERY, timeout=1).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"bare app did not start:\n{log.read_text()}")
                time.sleep(0.1)
            yield url, process.pid
        finally:
            process.terminate()
            process.wait(timeout=30)


def _same_answer(portal: Target, bare: Target) -> None:
    """Both endpoints answer the same JSON (otherwise the comparison means nothing)."""
    a = httpx.get(portal.url, params=QUERY, headers=portal.headers, auth=portal.auth).json()
    b = httpx.get(bare.url, params=QUERY).json()
    if a != b:
        raise RuntimeError(f"the endpoints disagree:\nportal {a}\nbare   {b}")
    if len(a["data"]) != 20 or a["total_items"] != 39:
        raise RuntimeError(f"unexpected demo data: {a['total_items']} rows")


def run(args: argparse.Namespace) -> tuple[Target, Target]:
    with (
        tempfile.TemporaryDirectory(prefix="bench-") as folder,
        _database(args.database, Path(folder)) as database_url,
    ):
        tmp = Path(folder)
        env = {
            "DATABASE_URL": database_url,
            # One process each: the ratio compares the work per request of the two stacks.
            "WORKERS": "1",
            "APP_ENV": "development",  # seeds the demo data into the new database
            # The run outlasts the 5-minute access token; every request touches the session,
            # so the idle timeout never strikes.
            "ACCESS_TOKEN_SECONDS": "3600",
            "RESPONSE_VALIDATION": "true" if args.response_validation else "false",
            "LOG_LEVEL": "WARNING",
        }
        with running_server(tmp, cwd=args.repo.resolve(), **env) as server:
            token = server.sign_in()["token"]
            portal = Target(
                "portal",
                f"{server.base_url}/transaction/list",
                {"access-token": token},
                CLIENT,
                server.pid,
            )
            with bare_server(database_url, tmp / "bare.log", args.repo.resolve()) as (
                bare_url,
                bare_pid,
            ):
                bare = Target("bare", bare_url, {}, None, bare_pid)
                _same_answer(portal, bare)
                for target in (portal, bare):
                    asyncio.run(_load(target, args.warmup, args.concurrency))
                for round_no in range(args.rounds):
                    order = (portal, bare) if round_no % 2 == 0 else (bare, portal)
                    for target in order:
                        rate, cpu = asyncio.run(_load(target, args.duration, args.concurrency))
                        target.rates.append(rate)
                        target.cpu_ms.append(cpu)
                    print(
                        f"round {round_no + 1}/{args.rounds}: portal {portal.rates[-1]:8.1f}"
                        f"  bare {bare.rates[-1]:8.1f} req/s; CPU per request portal"
                        f" {portal.cpu_ms[-1]:.2f} ms, bare {bare.cpu_ms[-1]:.2f} ms",
                        flush=True,
                    )
    return portal, bare


def report(portal: Target, bare: Target, args: argparse.Namespace) -> None:
    p, b = statistics.median(portal.rates), statistics.median(bare.rates)
    per_round = [x / y for x, y in zip(portal.rates, bare.rates, strict=True)]
    print()
    print(f"GET /transaction/list?policy_number=UL24000123&size=20, concurrency {args.concurrency}")
    print(
        f"{args.rounds} interleaved rounds of {args.duration:g} s after {args.warmup:g} s warm-up"
    )
    print(f"{'endpoint':<10}{'median req/s':>14}{'min':>10}{'max':>10}")
    for target, median in ((portal, p), (bare, b)):
        print(
            f"{target.name:<10}{median:>14.1f}{min(target.rates):>10.1f}{max(target.rates):>10.1f}"
        )
    rounds = statistics.median(per_round)
    print(f"ratio portal/bare: {p / b:.2f} (median of per-round ratios {rounds:.2f})")
    pc, bc = statistics.median(portal.cpu_ms), statistics.median(bare.cpu_ms)
    print(
        f"server CPU per request: portal {pc:.2f} ms, bare {bc:.2f} ms;"
        f" bare/portal {bc / pc:.2f} (the ratio a saturated CPU would give)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=float, default=5.0, help="seconds per round")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds")
    parser.add_argument("--concurrency", type=int, default=8, help="concurrent connections")
    parser.add_argument("--warmup", type=float, default=2.0, help="warm-up seconds per server")
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument(
        "--repo", type=Path, default=ROOT, help="the checkout whose portal and bare app to run"
    )
    parser.add_argument(
        "--response-validation",
        action="store_true",
        help="validate the portal's responses against the contract (off in production)",
    )
    args = parser.parse_args()
    if args.rounds < 1 or args.duration <= 0 or args.concurrency < 1:
        parser.error("rounds, duration and concurrency must be positive")
    portal, bare = run(args)
    report(portal, bare, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
