"""The contract as written: ``openapi/bundled.yaml`` served at ``/customer/api/openapi.json``
and ``/customer/api/openapi.yaml`` with its components and ``$ref``s kept, so Prism, Orval,
Spectral or Schemathesis pointed at a running server see the names of the source.

Connexion's own spec endpoints are switched off (``SwaggerUIOptions(serve_spec=False)``):
they serve ``Specification.spec``, the copy Connexion validates with, in which every
``$ref`` is inlined (about five times the size, with every component left unused), and
rewrite ``servers`` to the request's root path. Swagger UI stays Connexion's and loads the
JSON served here (its page points at ``<base path>/openapi.json``)."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from starlette.requests import Request
from starlette.responses import Response

JSON_PATH = "/openapi.json"
YAML_PATH = "/openapi.yaml"


class ServedContract:
    """The bundled document, read once: JSON of the parsed YAML, and the YAML text itself."""

    def __init__(self, bundle: Path) -> None:
        self.yaml_text = bundle.read_text(encoding="utf-8")
        # No `default=`: a YAML value that JSON cannot carry (an unquoted date) fails at start.
        self.json_text = json.dumps(yaml.safe_load(self.yaml_text), ensure_ascii=False)

    async def as_json(self, _request: Request) -> Response:
        return Response(self.json_text, media_type="application/json")

    async def as_yaml(self, _request: Request) -> Response:
        return Response(self.yaml_text, media_type="text/yaml")
