"""Latency of each step of the region cascade (province -> regency/city -> district ->
village) on the real server, one client, keep-alive: p50/p95/p99 per step.

    .venv/bin/python bench/region_cascade.py [--samples N] [--database sqlite|postgresql]
    npm run bench:regions -- --samples 300

One run: ``python -m server`` (contract-tests' running_server, WORKERS=1) on a fresh SQLite
file (or a fresh PostgreSQL database on 127.0.0.1:5432), which loads the 91,599 regions at
start-up. The client walks N random chains: provinces, then a random province's
regencies/cities, a random one's districts, a random one's villages, timing each call (full
answers, no If-None-Match: the worst case; a 304 costs less). Target: well under 20 ms per
call. Not a test: numbers from a shared machine are only comparable within one run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "contract-tests"))
sys.path.insert(0, str(ROOT / "bench"))

from load import _database  # noqa: E402 - path set above
from portal_server import running_server  # noqa: E402 - path set above

STEPS = (
    ("province", "/master/province", None, "province_type", "province_code"),
    ("district", "/master/district", "province_code", "district_type", "district_code"),
    ("sub-district", "/master/subdistrict", "district_code", "sub_district_type",
     "sub_district_code"),
    ("village", "/master/village", "sub_district_code", "village_type", "village_code"),
)  # fmt: skip


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=200, help="random chains walked")
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    rng = random.Random(args.seed)  # noqa: S311 - picks parents, not secrets
    timings: dict[str, list[float]] = {name: [] for name, *_ in STEPS}
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        with (
            _database(args.database, tmp) as url,
            running_server(tmp, DATABASE_URL=url) as server,
            server.client() as client,
        ):
            for _ in range(5):  # warm-up
                client.get("/master/village", params={"sub_district_code": "31.74.01"})
            for _ in range(args.samples):
                parent: str | None = None
                for name, path, param, key, code in STEPS:
                    params = {param: parent} if param and parent else {}
                    started = time.perf_counter()
                    response = client.get(path, params=params)
                    timings[name].append((time.perf_counter() - started) * 1000)
                    response.raise_for_status()
                    parent = rng.choice(response.json()[key])[code]
    print(f"region cascade, {args.database}, {args.samples} random chains (ms per call)")
    print(f"{'step':<14}{'p50':>8}{'p95':>8}{'p99':>8}{'max':>8}")
    for name, values in timings.items():
        print(
            f"{name:<14}{statistics.median(values):8.2f}{_percentile(values, 0.95):8.2f}"
            f"{_percentile(values, 0.99):8.2f}{max(values):8.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
