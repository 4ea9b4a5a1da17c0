"""Time and server memory of one claim submission with three documents, by document size:
three scanned PDFs of about 0.5, 2 and 8 MB each uploaded through ``POST /document/upload``
(purpose CLAIM_DOCUMENT) and the claim submitted with them (``POST /claim/submit``, an
outpatient claim of Budi's family health policy), signed in as Budi.

    .venv/bin/python bench/claim_submission.py [--samples N]
    npm run bench:claims -- --samples 10

Each size runs on a server of its own (``python -m server`` through contract-tests'
running_server, WORKERS=1, response validation off as in production, a fresh SQLite file),
warmed by one submission of small documents; then the peak resident memory (``VmHWM``,
reset through ``clear_refs``) is read against the resident memory before the size's
submissions. Printed per size: the median and slowest whole submission (three uploads and
the submit), the median submit call alone, and the peak memory growth. What it shows: the
time grows with the bytes sent, the memory does not (uploads stream to disk). Not a test:
numbers from a shared machine are only comparable within one run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "contract-tests"))
sys.path.insert(0, str(ROOT / "bench"))

import httpx  # noqa: E402
from document_upload import MB, pdf  # noqa: E402 - path set above
from portal_server import running_server  # noqa: E402

from server.seed.facts import demo_facts  # noqa: E402

SIZES = (0.5, 2, 8)
POLICY = "KS23000456"


def _status(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])  # kB
    raise KeyError(field)


def _outpatients(http: httpx.Client, token: str) -> list[int]:
    options = http.get("/claim/benefit/list", headers={"access-token": token}).json()
    return [
        person["insured_id"]
        for policy in options["policies"] if policy["policy_number"] == POLICY
        for person in policy["insured"]
        if any(b["benefit"] == "RAWAT_JALAN" for b in person["benefits"])
    ]  # fmt: skip


def _claim(
    http: httpx.Client, token: str, insured: int, day: date, content: bytes
) -> tuple[float, float]:
    """(whole submission ms, submit call ms)."""
    start = time.perf_counter()
    documents = []
    for kind in ("KWITANSI", "SURAT_DOKTER", "HASIL_LAB"):
        made = http.post(
            "/document/upload",
            headers={"access-token": token},
            data={"purpose": "CLAIM_DOCUMENT"},
            files={"file": (f"{kind.lower()}.pdf", content, "application/pdf")},
        )
        made.raise_for_status()
        documents.append({"type": kind, "document_id": made.json()["document_id"]})
    body: dict[str, Any] = {
        "policy_number": POLICY,
        "insured_id": insured,
        "benefit": "RAWAT_JALAN",
        "event": {
            "event_date": day.isoformat(),
            "end_date": None,
            "diagnosis": "Faringitis akut",
            "hospital_id": None,
            "hospital_name": "Klinik Uji Beban",
        },
        "claimed_amount": 150_000,
        "bank_account": {
            "bank_code": "014",
            "account_number": "5230984521",
            "account_holder": "Budi Santoso",
        },
        "documents": documents,
    }
    submit_start = time.perf_counter()
    done = http.post(
        "/claim/submit",
        json=body,
        headers={"access-token": token, "Idempotency-Key": uuid.uuid4().hex},
    )
    done.raise_for_status()
    end = time.perf_counter()
    return (end - start) * 1000, (end - submit_start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=5)
    args = parser.parse_args()
    today = date.fromisoformat(demo_facts()["today"])
    small = pdf(0.3)
    print(f"{args.samples} submissions of 3 documents per size")
    header = f"{'document':>9} {'sent':>8} {'median ms':>10} {'max ms':>8} {'submit ms':>10}"
    print(f"{header} {'peak RSS growth':>16}")
    for size in SIZES:
        content = pdf(size)
        with (
            tempfile.TemporaryDirectory() as tmp,
            running_server(Path(tmp), RESPONSE_VALIDATION="false") as running,
        ):
            token = running.sign_in()["token"]
            with running.client() as http:
                insured = _outpatients(http, token)
                _claim(http, token, insured[0], today - timedelta(days=60), small)  # warm-up
                Path(f"/proc/{running.pid}/clear_refs").write_text("5")  # reset VmHWM
                before = _status(running.pid, "VmRSS")
                whole, submit = [], []
                for i in range(args.samples):
                    day = today - timedelta(days=1 + i // len(insured))
                    total, call = _claim(http, token, insured[i % len(insured)], day, content)
                    whole.append(total)
                    submit.append(call)
                growth = (_status(running.pid, "VmHWM") - before) / 1024
        print(
            f"{len(content) / MB:7.2f}MB {3 * len(content) / MB:6.2f}MB"
            f" {statistics.median(whole):10.1f} {max(whole):8.1f}"
            f" {statistics.median(submit):10.1f} {growth:13.1f} MB"
        )


if __name__ == "__main__":
    main()
