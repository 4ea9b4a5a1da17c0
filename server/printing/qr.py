"""QR codes (segno, pure Python) drawn into a PDF as filled rectangles: vector, crisp at any
zoom or print resolution, no image library. Each row's runs of dark modules are one
rectangle each."""

from __future__ import annotations

import segno
from fpdf import FPDF

QUIET_ZONE = 4  # modules of white around the symbol, as the standard asks


def modules(data: str) -> list[list[bool]]:
    """The symbol's dark (True) and light modules, quiet zone included, error correction M
    (15 %; segno raises it when that costs no larger symbol)."""
    code = segno.make(data, error="m", micro=False)
    return [[bool(m) for m in row] for row in code.matrix_iter(border=QUIET_ZONE)]


def draw(pdf: FPDF, data: str, *, x: float, y: float, size: float, link: bool = True) -> None:
    """The QR code of ``data`` as a ``size`` mm square (quiet zone included) at (x, y); with
    ``link``, a click on it in a PDF reader opens ``data`` (a URL) as the scan would."""
    grid = modules(data)
    if link:
        pdf.link(x, y, size, size, data)
    module = size / len(grid)
    pdf.set_fill_color(0, 0, 0)
    for r, row in enumerate(grid):
        c = 0
        while c < len(row):
            if not row[c]:
                c += 1
                continue
            start = c
            while c < len(row) and row[c]:
                c += 1
            pdf.rect(x + start * module, y + r * module, (c - start) * module, module, style="F")
