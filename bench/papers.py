"""How long the customer's documents take: building each PDF kind on the demo data (median of
N builds, in this process), and the documents' list of Budi on a real server: the first time
and again (neither prints: the sizes come from the register), each document downloaded (the
first download prints and registers it), and the list once every size is known.

    .venv/bin/python bench/papers.py [--builds N] [--database sqlite|postgresql]
    npm run bench:papers -- --builds 50

Builds: the demo data (as of today) seeded into a fresh SQLite file (or PostgreSQL database
on 127.0.0.1:5432); each kind's content read once, then printed N times with one code and
issue time (the fonts' subsets, the layout, the QR code, the PDF's serialisation): the
e-policy of UL24000123 (three riders, two beneficiaries), the 2026 premium certificate of
UL24000123 (its monthly premiums), a health card of KS23000456, and the statements of
UL24000123 for the last 12 months and the last 5 years. The list: ``python -m server``
(contract-tests' running_server, WORKERS=1) on a copy of the demo data, Budi signed in
through the real journey, ``GET /policy/documents`` twice, then each document downloaded
once. Not a test: figures from a shared machine compare only within one run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "contract-tests"))
sys.path.insert(0, str(ROOT / "bench"))

from load import _database  # noqa: E402 - path set above
from portal_server import running_server  # noqa: E402 - path set above
from sqlalchemy import select  # noqa: E402

from server import bootstrap, db, settings  # noqa: E402
from server.clock import WIB  # noqa: E402
from server.papers import epolicy, health_card, registry, sources, statement  # noqa: E402
from server.papers import tax_certificate as tax  # noqa: E402
from server.papers.layout import Issue  # noqa: E402
from server.policy.models import Policy  # noqa: E402
from server.seed import seed_demo  # noqa: E402
from server.tests.support import TEST_SECRETS  # noqa: E402
from server.transaction.period import Period  # noqa: E402


def _median_ms(build: Callable[[], bytes], rounds: int) -> tuple[float, int]:
    size = len(build())  # warm-up: fonts read, caches filled
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        build()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), size


def builds(url: str, rounds: int) -> list[tuple[str, float, int]]:
    configured = settings.Settings(
        database_url=url,
        client_secret=TEST_SECRETS["PORTAL_CLIENT_SECRET"],
        token_secret=TEST_SECRETS["TOKEN_SECRET"],
        gateway_callback_secret=TEST_SECRETS["GATEWAY_CALLBACK_SECRET"],
    )
    settings.install(configured)
    bootstrap.migrate(url)
    db.configure(url, pool_size=1)
    now = datetime.now(UTC).replace(microsecond=0)
    today = now.astimezone(WIB).date()
    with db.transaction() as session:
        bootstrap.seed_reference(session)
        seed_demo(session, today)
    issue = Issue(registry.new_code(), now)
    found = []
    with db.transaction(read_only=True) as session:
        by_number = {
            p.policy_number: p
            for p in session.scalars(select(Policy).options(*sources._loaded()))  # noqa: SLF001
        }
        head = sources.letterhead(session, configured)
        ul, ks = by_number["UL24000123"], by_number["KS23000456"]
        papers = {
            "e-policy (UL24000123)": epolicy.paper(ul, head),
            f"premium certificate {today.year} (UL24000123)": tax.paper(
                tax.content(session, ul, head, year=today.year, today=today), ul.id
            ),
            "health card (KS23000456)": health_card.paper(sources.cards(session, [ks.id])[0], head),
        }
        for label, days in (("12 months", 364), ("5 years", 5 * 365)):
            period = Period(today - timedelta(days=days), today)
            content = statement.content(session, ul, head, period)
            papers[f"statement PDF, {label} ({len(content.lines)} rows)"] = statement.paper(
                content, ul.id, period
            )
            csv_content = content
            found.append(
                (f"statement CSV, {label}", *_median_ms(lambda c=csv_content: statement.to_csv(c),
                                                        rounds))  # fmt: skip
            )
    for label, paper in papers.items():
        found.append((label, *_median_ms(lambda p=paper: p.render(issue), rounds)))
    return found


def list_times() -> list[tuple[str, float]]:
    """On a copy of the demo database (SQLite, as ``python -m server migrate`` made it)."""
    timed = []
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        with running_server(tmp) as server, server.client() as client:
            token = server.sign_in()["token"]
            headers = {"access-token": token}
            for label in ("list, first time (prints nothing)", "list, again"):
                started = time.perf_counter()
                answer = client.get("/policy/documents", headers=headers)
                timed.append((label, (time.perf_counter() - started) * 1000))
                answer.raise_for_status()
            started = time.perf_counter()
            count = 0
            for policy in answer.json()["policies"]:
                for paper in policy["papers"]:
                    path, params = {
                        "EPOLICY": ("/policy/epolicy", {}),
                        "TAX_CERTIFICATE": ("/policy/taxCertificate", {"year": paper["year"]}),
                        "HEALTH_CARD": ("/policy/healthCard", {"card_number": paper["card_number"]}),
                    }[paper["kind"]]
                    if paper["kind"] != "HEALTH_CARD":
                        params["policy_number"] = policy["policy_number"]
                    client.get(path, params=params, headers=headers).raise_for_status()
                    count += 1
            timed.append((f"each listed document downloaded ({count}), per download",
                          (time.perf_counter() - started) * 1000 / max(count, 1)))  # fmt: skip
            started = time.perf_counter()
            client.get("/policy/documents", headers=headers).raise_for_status()
            timed.append(("list after the downloads (every size known)",
                          (time.perf_counter() - started) * 1000))  # fmt: skip
    return timed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--builds", type=int, default=20, help="builds of each kind")
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--no-server", action="store_true", help="only the builds")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, _database(args.database, Path(folder)) as url:
        built = builds(url, args.builds)
    print(f"PDF builds on the demo data, {args.database}, median of {args.builds} (ms, bytes)")
    for label, ms, size in built:
        print(f"  {label:<48}{ms:9.1f}{size:10d}")
    if not args.no_server:
        print("Budi's documents on a real server (SQLite), ms")
        for label, ms in list_times():
            print(f"  {label:<58}{ms:9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
