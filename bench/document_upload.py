"""Time and server memory of one document upload on the real server, by file size: photos
(decoded and encoded afresh) and PDFs (checked, kept as sent) of about 0.5, 1, 2 and 4.5 MB
through ``POST /document/upload`` (purpose KYC_ID_CARD, limit 5 MB), signed in as Budi.

    .venv/bin/python bench/document_upload.py [--samples N]
    npm run bench:uploads -- --samples 10

One run of ``python -m server`` (contract-tests' running_server, WORKERS=1, response
validation off as in production) on a fresh SQLite file. For each kind and size: the median
and the slowest of ``--samples`` uploads, and the growth of the server's peak resident
memory (``VmHWM`` of /proc, reset through ``clear_refs`` before each size) above its resident
memory before the size. What it shows: whether memory grows with the file (it must not
beyond the decode of one picture at most 3000 px). Not a test: numbers from a shared
machine are only comparable within one run.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "contract-tests"))

from PIL import Image  # noqa: E402
from portal_server import running_server  # noqa: E402 - path set above

MB = 1024 * 1024
SIZES = (0.5, 1, 2, 4.5)


def photo(target_mb: float) -> bytes:
    """A noisy JPEG of about ``target_mb`` (noise keeps JPEG from compressing it away)."""
    side = 600
    while True:
        image = Image.frombytes("RGB", (side * 4 // 3, side), os.urandom(side * 4 // 3 * side * 3))
        out = io.BytesIO()
        image.save(out, "JPEG", quality=92)
        if out.tell() >= target_mb * MB * 0.9:
            return out.getvalue()
        side = int(side * 1.25)


def pdf(target_mb: float) -> bytes:
    """A PDF of about ``target_mb``: pages of noisy scans (JPEG in the PDF), as a scanner
    makes them."""
    scan = Image.open(io.BytesIO(photo(0.4)))
    one = io.BytesIO()
    scan.save(one, "PDF", resolution=150)
    pages = max(1, round(target_mb * MB / one.tell()))  # a page is one scan's JPEG
    out = io.BytesIO()
    scan.save(out, "PDF", save_all=True, append_images=[scan] * (pages - 1), resolution=150)
    return out.getvalue()


def _status(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])  # kB
    raise KeyError(field)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp)) as running:
        token = running.sign_in()["token"]
        print(f"server pid {running.pid}; {args.samples} uploads per kind and size")
        print(f"{'kind':6} {'size':>8} {'median ms':>10} {'max ms':>8} {'peak RSS growth':>16}")
        with running.client() as http:
            for kind, make, name in (("photo", photo, "ktp.jpg"), ("pdf", pdf, "ktp.pdf")):
                for size in SIZES:
                    content = make(size)
                    Path(f"/proc/{running.pid}/clear_refs").write_text("5")  # reset VmHWM
                    before = _status(running.pid, "VmRSS")
                    times = []
                    for _ in range(args.samples):
                        start = time.perf_counter()
                        response = http.post(
                            "/document/upload",
                            headers={"access-token": token},
                            data={"purpose": "KYC_ID_CARD"},
                            files={"file": (name, content, "application/octet-stream")},
                        )
                        times.append((time.perf_counter() - start) * 1000)
                        response.raise_for_status()
                    growth = (_status(running.pid, "VmHWM") - before) / 1024
                    print(
                        f"{kind:6} {len(content) / MB:6.2f}MB {statistics.median(times):10.1f}"
                        f" {max(times):8.1f} {growth:13.1f} MB"
                    )


if __name__ == "__main__":
    main()
