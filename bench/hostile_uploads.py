"""Costly images against one worker: what a hostile picture costs the server to refuse or
accept, and whether other customers are still answered while eight are uploaded at once
(issue "Hold under abuse", finding 6).

    .venv/bin/python bench/hostile_uploads.py [--rounds N] [--repo PATH] [--set NAME=VALUE]
    npm run bench:hostile -- --repo /path/to/older/checkout
    npm run bench:hostile -- --set UPLOADS_AT_ONCE=2

One run of ``python -m server`` of the checkout (contract-tests' running_server: WORKERS=1, a
fresh SQLite file, loopback only), Budi signed in twice: one session uploads
(``POST /document/upload``, KYC_ID_CARD), the other asks ``GET /policy/list`` as any
customer would. The per-account limits (uploads an hour, unattached megabytes) are lifted
through their settings so that the images reach the decoder again and again: this measures
what one decode may cost, not the rate limit that would stop one account after
UPLOADS_PER_HOUR.

1. Each picture once, alone: its answer, the time and the growth of the server's peak
   resident memory (``VmHWM``, reset through ``clear_refs``) above its resident memory
   before it.
2. Eight uploads at once (eight threads, ``--rounds`` pictures each), for the 7000 x 7000
   PNG of the issue, for the largest picture accepted (25 megapixels) and for all of them
   mixed: the peak memory growth, and the latency (p50/p95/p99/max) of the other session's
   calls, one every 20 ms on a connection of its own, while they run; first 3 s of those
   calls alone, the machine's baseline.

Targets: no upload makes the worker grow by more than 256 MB; the other calls answer in
under 100 ms at p99. Not a test: numbers from a shared machine are only comparable within
one run.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "contract-tests"))
sys.path.insert(0, str(ROOT / "bench"))

import httpx  # noqa: E402
from document_upload import _status  # noqa: E402 - path set above
from PIL import Image  # noqa: E402
from portal_server import PortalServer, running_server  # noqa: E402

from server.tests.document_samples import bomb, flat_png  # noqa: E402

MAX_GROWTH_MB = 256
MAX_P99_MS = 100
PARALLEL = 8
PROBE_EVERY = 0.02  # seconds between the other session's calls
LIFTED = {"UPLOADS_PER_HOUR": "100000", "UPLOAD_UNATTACHED_MAX_MB": "100000"}


def jpeg(width: int, height: int) -> bytes:
    """A JPEG of ``width`` x ``height``: grey with a few lines (small, cheap to make)."""
    image = Image.new("L", (width, height), 128)
    for y in range(0, height, max(1, height // 50)):
        image.paste(0, (0, y, width, y + 2))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=80)
    return out.getvalue()


PICTURES: dict[str, Callable[[], bytes]] = {
    "png 7000x7000 (49 MP)": lambda: flat_png(7000, 7000),
    "png 1x49,000,000": lambda: flat_png(1, 49_000_000),
    "png 1x25,000,000": lambda: flat_png(1, 25_000_000),
    "png 20000x20000 (400 MP)": bomb,
    "jpeg 7000x7000 (49 MP)": lambda: jpeg(7000, 7000),
    "png 5000x5000 RGBA (25 MP)": lambda: flat_png(5000, 5000, channels=4),
    "jpeg 5000x5000 (25 MP)": lambda: jpeg(5000, 5000),
}
PHASES = {
    "none (baseline, 3 s)": [],
    "png 7000x7000 x8": ["png 7000x7000 (49 MP)"],
    "png 5000x5000 RGBA x8": ["png 5000x5000 RGBA (25 MP)"],
    "all mixed x8": list(PICTURES),
}


def _upload(http: httpx.Client, token: str, content: bytes) -> httpx.Response:
    return http.post(
        "/document/upload",
        headers={"access-token": token},
        data={"purpose": "KYC_ID_CARD"},
        files={"file": ("ktp.png", content, "application/octet-stream")},
    )


def _reset_peak(pid: int) -> float:
    """Reset VmHWM; the resident memory now (MB)."""
    Path(f"/proc/{pid}/clear_refs").write_text("5")
    return _status(pid, "VmRSS") / 1024


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def alone(running: PortalServer, token: str, pictures: dict[str, bytes]) -> list[float]:
    print(f"\n{'picture':28} {'bytes':>9} {'answer':>6} {'ms':>7} {'peak RSS growth':>16}")
    growths = []
    with running.client() as http:
        for name, content in pictures.items():
            before = _reset_peak(running.pid)
            start = time.perf_counter()
            answer = _upload(http, token, content)
            took = (time.perf_counter() - start) * 1000
            growth = _status(running.pid, "VmHWM") / 1024 - before
            if answer.status_code == 201:
                growths.append(growth)
            print(
                f"{name:28} {len(content):9,} {answer.status_code:6} {took:7.0f} {growth:13.0f} MB"
            )
    return growths


def at_once(
    running: PortalServer, tokens: tuple[str, str], contents: list[bytes], rounds: int
) -> tuple[float, list[float], dict[str, int], float]:
    """(peak growth MB, the other session's latencies ms, answers by status, seconds)."""
    uploader, reader = tokens
    latencies: list[float] = []
    answers: dict[str, int] = {}
    lock = threading.Lock()
    done = threading.Event()

    def probe() -> None:
        with running.client() as http:
            while not done.is_set():
                start = time.perf_counter()
                with contextlib.suppress(httpx.TimeoutException):  # counted as its 30 s
                    http.get("/policy/list", headers={"access-token": reader}).raise_for_status()
                latencies.append((time.perf_counter() - start) * 1000)
                time.sleep(PROBE_EVERY)

    def upload(worker: int) -> None:
        with running.client() as http:
            for i in range(rounds):
                try:
                    answer = _upload(http, uploader, contents[(worker + i) % len(contents)])
                    status = str(answer.status_code)
                except httpx.TimeoutException:
                    status = "no answer in 30 s"
                with lock:
                    answers[status] = answers.get(status, 0) + 1

    before = _reset_peak(running.pid)
    prober = threading.Thread(target=probe)
    prober.start()
    time.sleep(0.5)  # the reader's calls before the uploads start count too
    start = time.perf_counter()
    workers = [threading.Thread(target=upload, args=(w,)) for w in range(PARALLEL)]
    for worker in workers if contents else []:
        worker.start()
    for worker in workers if contents else []:
        worker.join()
    if not contents:  # the baseline: the other session's calls alone
        time.sleep(3)
    took = time.perf_counter() - start
    done.set()
    prober.join()
    return _status(running.pid, "VmHWM") / 1024 - before, latencies, answers, took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="pictures per thread (at most 10)")
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout to serve")
    parser.add_argument(
        "--set", action="append", default=[], metavar="NAME=VALUE",
        help="a setting of the server (e.g. UPLOADS_AT_ONCE=2), repeatable",
    )  # fmt: skip
    args = parser.parse_args()
    chosen = dict(item.split("=", 1) for item in args.set)
    rounds = max(1, min(args.rounds, 10))
    pictures = {name: make() for name, make in PICTURES.items()}
    with (
        tempfile.TemporaryDirectory() as tmp,
        running_server(
            Path(tmp), cwd=args.repo.resolve(), RESPONSE_VALIDATION="false", **LIFTED, **chosen
        ) as running,
    ):
        tokens = (running.sign_in()["token"], running.sign_in()["token"])
        with running.client() as http:  # warm: the first calls of a process are slower
            for _ in range(20):
                http.get("/policy/list", headers={"access-token": tokens[1]})
        shown = " ".join(args.set)
        print(f"server pid {running.pid} ({args.repo.resolve()}), WORKERS=1 {shown}")
        growths = alone(running, tokens[0], pictures)
        print(
            f"\n{'8 at once':24} {'uploads':>8} {'s':>5} {'peak RSS growth':>16}"
            f" {'other calls p50/p95/p99/max ms':>32} {'n':>5}"
        )
        worst_p99, worst_growth = 0.0, max(growths, default=0.0)
        for phase, names in PHASES.items():
            contents = [pictures[name] for name in names]
            growth, latencies, answers, took = at_once(running, tokens, contents, rounds)
            p50, p95, p99 = (_percentile(latencies, s) for s in (0.5, 0.95, 0.99))
            if names:
                worst_p99, worst_growth = max(worst_p99, p99), max(worst_growth, growth)
            shown = " ".join(f"{n}x{status}" for status, n in sorted(answers.items()))
            print(
                f"{phase:24} {PARALLEL * rounds if names else 0:8} {took:5.1f} {growth:13.0f} MB"
                f" {p50:8.1f} / {p95:6.1f} / {p99:6.1f} / {max(latencies):6.1f}"
                f" {len(latencies):5}  answers: {shown}"
            )
        print(
            f"\ntargets: peak growth <= {MAX_GROWTH_MB} MB: worst {worst_growth:.0f} MB "
            f"({'met' if worst_growth <= MAX_GROWTH_MB else 'NOT met'}); other calls p99 < "
            f"{MAX_P99_MS} ms: worst {worst_p99:.1f} ms "
            f"({'met' if worst_p99 < MAX_P99_MS else 'NOT met'})"
        )


if __name__ == "__main__":
    main()
