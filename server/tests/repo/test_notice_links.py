"""Every link a notice carries (the inbox item's ``link``, the SMS's ``Buka ...``) opens a page
of the web app, never its 404 page: each ``*_LINK`` constant of the modules that write notices
(server/*/notices.py, server/refund/closing.py), its path before the ``?``, is a path the web
app's route table names (the string literals of web/src/features/*/paths.ts and routes.ts,
and of web/src/shared/*.ts, where a path two features link to lives; a ``:name`` segment
standing for any one segment)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
WRITERS = [*sorted((ROOT / "server").glob("*/notices.py")), ROOT / "server/refund/closing.py"]
LITERAL = re.compile(r"""['"](/[^'"\s]*)['"]""")


def _links() -> dict[str, str]:
    found = {}
    for path in WRITERS:
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for name, value in vars(module).items():
            if name.endswith("_LINK") and isinstance(value, str):
                found[f"{module.__name__}.{name}"] = value
    return found


def _routes() -> list[re.Pattern[str]]:
    features = ROOT / "web/src/features"
    shared = ROOT / "web/src/shared"
    files = [*features.glob("*/paths.ts"), *features.glob("*/routes.ts"), *shared.glob("*.ts")]
    paths = {p for f in files for p in LITERAL.findall(f.read_text(encoding="utf-8"))}
    return [re.compile(re.sub(r":[^/]+", "[^/]+", re.escape(p).replace(r"\:", ":"))) for p in paths]


def test_every_notice_link_is_a_route_of_the_web_app() -> None:
    links = _links()
    assert {name.rsplit(".", 1)[1] for name in links} >= {
        "SETTINGS_LINK", "HISTORY_LINK", "DETAIL_LINK", "POLICY_LINK", "INVESTMENT_LINK",
    }  # fmt: skip
    routes = _routes()
    lost = {
        name: link
        for name, link in links.items()
        if not any(route.fullmatch(link.split("?", 1)[0]) for route in routes)
    }
    assert lost == {}
