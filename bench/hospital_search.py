"""Latency of the partner hospital search on the real server, one signed-in client,
keep-alive: p50/p95/p99 of one search (a name, a province filter, distance order from a
location), with the 375 demo partners and with about 30,000.

    .venv/bin/python bench/hospital_search.py [--samples N] [--database sqlite|postgresql]
    npm run bench:hospitals -- --samples 300

Each size is one run of ``python -m server`` (contract-tests' running_server, WORKERS=1,
response validation off as in production) on a fresh SQLite file (or a fresh PostgreSQL
database on 127.0.0.1:5432). The database is prepared first, as the server would (migrated,
regions loaded, demo seeded), and for the large size the extra partners are generated
straight into it (the demo's generator, more per city) before the server starts. Queries
rotate over names and provinces from Budi's home and big cities. Targets: under 30 ms with
the demo's partners, under 50 ms with 30,000. Not a test: numbers from a shared machine are
only comparable within one run.
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
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "contract-tests"))
sys.path.insert(0, str(ROOT / "bench"))

from load import _database  # noqa: E402 - path set above
from portal_server import running_server  # noqa: E402 - path set above
from sqlalchemy import func, select  # noqa: E402

from server import bootstrap, db  # noqa: E402
from server.db import transaction  # noqa: E402
from server.hospital.models import Hospital  # noqa: E402
from server.master.models import Region  # noqa: E402
from server.seed import seed_demo  # noqa: E402
from server.seed.hospital_cities import CITIES  # noqa: E402
from server.seed.hospitals import add_hospital, generated_hospital  # noqa: E402

# (q, province_code, latitude, longitude): a name part, its province, a place in it.
SEARCHES = (
    ("medika", "31", -6.2263, 106.8575),
    ("rs", "31", -6.181, 106.829),
    ("sehat", "32", -6.914, 107.609),
    ("husada", "35", -7.257, 112.752),
    ("klinik", "73", -5.147, 119.432),
    ("bunda", "51", -8.650, 115.217),
)


def prepare(url: str, per_city: int) -> int:
    """Migrate, load the regions, seed the demo and ``per_city`` x each city's share more
    partners; the number of partners."""
    bootstrap.migrate(url)
    db.configure(url, pool_size=1)
    with transaction() as session:
        bootstrap.seed_reference(session)
        bootstrap.load_reference_data(session)
        seed_demo(session)
    if per_city:
        rng = random.Random(30_000)  # noqa: S311 - bench data, no secret
        sequence = {city.area[:2]: 2000 for city in CITIES}
        with transaction() as session:
            for city in CITIES:
                villages = [
                    (code, name, postal)
                    for code, name, postal in session.execute(
                        select(Region.code, Region.name, Region.postal_code).where(
                            Region.level == 4, Region.code.startswith(city.area + ".")
                        )
                    )
                ]
                for _ in range(city.partners * per_city):
                    add_hospital(session, generated_hospital(city, villages, rng, sequence, set()))
                session.flush()
    with transaction() as session:
        total = session.scalar(select(func.count()).select_from(Hospital)) or 0
    db.engine().dispose()
    return total


def measure(url: str, tmp: Path, samples: int) -> list[float]:
    timings: list[float] = []
    with running_server(tmp, DATABASE_URL=url, RESPONSE_VALIDATION="false") as server:
        token = server.sign_in()["token"]
        with server.client() as client:
            client.headers["access-token"] = token
            for i in range(samples + 10):
                q, province, lat, lng = SEARCHES[i % len(SEARCHES)]
                params = {"q": q, "province_code": province, "sort": "DISTANCE",
                          "latitude": lat, "longitude": lng}  # fmt: skip
                started = time.perf_counter()
                response = client.get("/hospital/list", params=params)
                elapsed = (time.perf_counter() - started) * 1000
                response.raise_for_status()
                if i >= 10:  # the first ten warm up
                    timings.append(elapsed)
    return timings


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=200, help="searches per size")
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--per-city", type=int, default=80, help="extra partners per city share")
    args = parser.parse_args()
    results = []
    for per_city in (0, args.per_city):
        with tempfile.TemporaryDirectory() as folder:
            tmp = Path(folder)
            with _database(args.database, tmp) as url:
                total = prepare(url, per_city)
                results.append((total, measure(url, tmp, args.samples)))
    print(f"hospital search, {args.database}, {args.samples} searches per size (ms per call)")
    print(f"{'partners':>10}{'p50':>8}{'p95':>8}{'p99':>8}{'max':>8}")
    for total, values in results:
        print(
            f"{total:>10}{statistics.median(values):8.2f}{_percentile(values, 0.95):8.2f}"
            f"{_percentile(values, 0.99):8.2f}{max(values):8.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
