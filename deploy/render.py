"""The configuration files of the cluster's parts, rendered from the templates beside this
file (``{{NAME}}`` replaced) with values taken from the portal's own code where the two must
agree: the defence headers of files nginx serves itself (server/edge/security_headers.py),
the bodies' size limits (server/edge/body_limit.py) and the Indonesian refusals the proxy
answers in the API's words (server/edge/messages.py)."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from pathlib import Path

from server.edge import messages
from server.edge.body_limit import MAX_BODY_BYTES, ROUTE_LIMITS
from server.edge.security_headers import headers_for

HERE = Path(__file__).resolve().parent
UPLOAD_ROUTE = "/customer/api/document/upload"
BANNER_ROUTE = "/customer/api/admin/banner/image"
UNAVAILABLE = (
    "Layanan sedang sibuk atau dalam pemeliharaan. Silakan coba kembali beberapa saat lagi."
)


def fill(template: str, values: Mapping[str, object]) -> str:
    """``template`` with each ``{{NAME}}`` replaced; a name without a value is an error."""

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            raise KeyError(f"no value for {{{{{name}}}}}")
        return str(values[name])

    return re.sub(r"\{\{([A-Z0-9_]+)\}\}", value, template)


def render(name: str, values: Mapping[str, object]) -> str:
    """The template ``deploy/<name>`` filled in."""
    return fill((HERE / name).read_text(), values)


def kib(size: int) -> str:
    """A byte count as nginx's size (whole KiB, rounded up)."""
    return f"{math.ceil(size / 1024)}k"


def static_headers(*, https: bool) -> str:
    """``add_header`` lines of the app's defence headers for a file nginx serves (the SPA's
    index.html and assets): what the app itself would send with it."""
    lines = []
    for header, value in headers_for("/", https=https).items():
        lines.append(f'    add_header {header} "{value}" always;')
    return "\n".join(lines)


def problem(status: int, title: str, message: str, detail: str) -> str:
    """A problem+json body (as the app's, without a request id) quoted for nginx's
    ``return``: single quotes and backslashes are escaped."""
    body = {
        "type": f"urn:tmanku:problem:{title.lower().replace(' ', '-')}",
        "title": title,
        "status": status,
        "message": message,
        "detail": detail,
    }
    text = json.dumps(body, ensure_ascii=False)
    return text.replace("\\", "\\\\").replace("'", "\\'")


def nginx_values() -> dict[str, str]:
    """What deploy/nginx/locations.conf and portal.conf take from the portal's code."""
    upload, _ = ROUTE_LIMITS[UPLOAD_ROUTE]
    banner, _ = ROUTE_LIMITS[BANNER_ROUTE]
    too_large = "Payload too large"
    return {
        "API_BODY_MAX": kib(MAX_BODY_BYTES),
        "UPLOAD_BODY_MAX": kib(upload),
        "BANNER_BODY_MAX": kib(banner),
        "PROBLEM_TOO_LARGE": problem(
            413, too_large, messages.TOO_LARGE, f"The request body exceeds {MAX_BODY_BYTES} bytes."
        ),
        "PROBLEM_FILE_TOO_LARGE": problem(
            413, too_large, messages.FILE_TOO_LARGE, f"The request body exceeds {upload} bytes."
        ),
        "PROBLEM_BANNER_TOO_LARGE": problem(
            413,
            too_large,
            messages.BANNER_IMAGE_TOO_LARGE,
            f"The request body exceeds {banner} bytes.",
        ),
        "PROBLEM_TOO_SLOW": problem(
            408, "Request timeout", messages.BODY_TOO_SLOW, "The request body came too slowly."
        ),
        "PROBLEM_UNAVAILABLE": problem(
            503, "Service unavailable", UNAVAILABLE, "No app process answered in time."
        ),
    }
