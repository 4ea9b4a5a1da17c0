"""The contract as written: ``openapi/bundled.yaml`` served at ``/customer/api/openapi.json``
and ``/customer/api/openapi.yaml`` with its components and ``$ref``s kept, so Prism, Orval,
Spectral or Schemathesis pointed at a running server see the names of the source.

Connexion's own spec endpoints are switched off (``SwaggerUIOptions(serve_spec=False)``):
they serve ``Specification.spec``, the copy Connexion validates with, in which every
``$ref`` is inlined (about five times the size, with every component left unused), and
rewrite ``servers`` to the request's root path. Swagger UI stays Connexion's and loads the
JSON served here (its page points at ``<base path>/openapi.json``)."""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml
from starlette.requests import Request
from starlette.responses import Response

JSON_PATH = "/openapi.json"
YAML_PATH = "/openapi.yaml"


# libyaml's parser when PyYAML has it (its wheels do): the 10,000-line bundle in a tenth of
# the pure-Python parser's time.
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=4)
def _parsed(bundle: Path, _mtime_ns: int) -> tuple[str, dict[str, Any], str]:
    text = bundle.read_text(encoding="utf-8")
    document = yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader
    # No `default=`: a YAML value that JSON cannot carry (an unquoted date) fails at start.
    return text, document, json.dumps(document, ensure_ascii=False)


def _read(bundle: Path) -> tuple[str, dict[str, Any], str]:
    """The bundle parsed once per process (again only when the file changed): every app a
    process builds (a worker's, each test module's) reuses it."""
    return _parsed(bundle, bundle.stat().st_mtime_ns)


def specification(bundle: Path) -> dict[str, Any]:
    """A private copy of the parsed contract for Connexion (which may change what it gets)."""
    return copy.deepcopy(_read(bundle)[1])


class ServedContract:
    """The bundled document, read once: JSON of the parsed YAML, and the YAML text itself."""

    def __init__(self, bundle: Path) -> None:
        self.yaml_text, _, self.json_text = _read(bundle)

    async def as_json(self, _request: Request) -> Response:
        return Response(self.json_text, media_type="application/json")

    async def as_yaml(self, _request: Request) -> Response:
        return Response(self.yaml_text, media_type="text/yaml")
