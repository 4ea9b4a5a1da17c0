"""The contract's operations as Connexion builds them (parameters and their schemas resolved),
for the tests that hold a shortcut of server.edge to Connexion's answers for every operation."""

from __future__ import annotations

from typing import Any

from connexion.operations import OpenAPIOperation
from connexion.resolver import Resolver
from connexion.spec import Specification

from server.app import SPEC_DIR, SPEC_FILE
from server.edge.contract import specification

METHODS = ("get", "put", "post", "delete", "patch")


def operations(*, handlers: bool = True) -> list[OpenAPIOperation]:
    """Every operation of the contract; ``handlers=False``: without importing its handler."""
    spec = Specification.load(specification(SPEC_DIR / SPEC_FILE))
    resolver = Resolver() if handlers else Resolver(lambda _id: print)
    return [
        OpenAPIOperation.from_spec(spec, path=path, method=method, resolver=resolver)
        for path, methods in spec["paths"].items()
        for method in methods
        if method in METHODS
    ]


def parameter_schemas() -> list[dict[str, Any]]:
    """Each parameter schema of the contract once."""
    found: dict[int, dict[str, Any]] = {}
    for operation in operations(handlers=False):
        for parameter in operation.parameters:
            schema = parameter.get("schema", parameter)
            found[id(schema)] = schema
    return list(found.values())
