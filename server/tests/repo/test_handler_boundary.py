"""The handlers' boundary follows the contract (issue 25 point 5): a header parameter an
operation declares reaches its handler as a keyword argument (server/edge/headers.py), never
read from the request by the handler module, and a schema'd request body and a schema'd JSON
answer are typed with the contract's generated TypedDicts (server/contract_types.py), not
dict[str, Any]. The operation helper keeps the handler's return annotation on the endpoint's
signature (server/access/operation.py), where the answer's check reads it."""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType, UnionType
from typing import Any, Union, get_args, get_origin, get_type_hints

import pytest
import yaml

from server.access.guards import PUBLIC
from server.access.operation import Call, operation
from server.edge.headers import argument_name

ROOT = Path(__file__).resolve().parents[3]
SPEC = yaml.load(
    (ROOT / "openapi" / "bundled.yaml").read_text(encoding="utf-8"), Loader=yaml.CSafeLoader
)
METHODS = ("get", "put", "post", "delete", "patch")


def _resolve(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        kind, name = node["$ref"].split("/")[-2:]
        node = SPEC["components"][kind][name]
    return node


def _operations() -> Iterator[tuple[str, str, dict[str, Any], list[dict[str, Any]]]]:
    for item in SPEC["paths"].values():
        for method in METHODS:
            if method in item:
                op = item[method]
                params = [
                    _resolve(p) for p in [*item.get("parameters", []), *op.get("parameters", [])]
                ]
                yield op["x-openapi-router-controller"], op["operationId"], op, params


OPERATIONS = sorted(_operations(), key=lambda o: (o[0], o[1]))
IDS = [f"{controller}.{operation_id}" for controller, operation_id, _, _ in OPERATIONS]


def _headers(params: list[dict[str, Any]]) -> list[str]:
    return [p["name"] for p in params if p["in"] == "header"]


def _reads_header(source: str, header: str) -> bool:
    """Whether the source reads the header from a request's headers (``headers["X"]``,
    ``headers.get("x")``), in any letter case."""
    pattern = r"headers\s*(?:\[|\.get\()\s*[\"']" + re.escape(header) + r"[\"']"
    return re.search(pattern, source, flags=re.IGNORECASE) is not None


def _hint(module: ModuleType, annotation: Any) -> Any:
    """The annotation as a type, resolved in the handler's module (aliases such as
    ``Body = dict[str, Any]`` included)."""

    def probe() -> None: ...

    probe.__annotations__ = {"value": annotation}
    return get_type_hints(probe, globalns=vars(module))["value"]


def _untyped(hint: Any) -> bool:
    """dict[str, Any], alone or in a union (``Body | None``)."""
    union = isinstance(hint, UnionType) or get_origin(hint) is Union
    return dict[str, Any] in (hint, *(get_args(hint) if union else ()))


@pytest.mark.parametrize(("controller", "operation_id", "op", "params"), OPERATIONS, ids=IDS)
def test_declared_headers_are_arguments(
    controller: str, operation_id: str, op: dict[str, Any], params: list[dict[str, Any]]
) -> None:
    module = importlib.import_module(controller)
    source = inspect.getsource(module)
    endpoint = getattr(module, operation_id)
    for header in _headers(params):
        assert not _reads_header(source, header), (
            f"{controller} reads the declared header {header} from the request: "
            f"take it as the argument {argument_name(header)}"
        )
        assert argument_name(header) in inspect.signature(endpoint).parameters, (
            f"{operation_id} declares {header}: its handler takes {argument_name(header)}"
        )


@pytest.mark.parametrize(("controller", "operation_id", "op", "params"), OPERATIONS, ids=IDS)
def test_schemad_bodies_are_typed(
    controller: str, operation_id: str, op: dict[str, Any], params: list[dict[str, Any]]
) -> None:
    content = _resolve(op.get("requestBody", {})).get("content", {})
    if not any("schema" in media for media in content.values()):
        return
    module = importlib.import_module(controller)
    body = inspect.signature(getattr(module, operation_id)).parameters.get("body")
    if body is None:  # the gateway's notification reads its raw body itself
        return
    assert not _untyped(_hint(module, body.annotation)), (
        f"{operation_id}'s body is dict[str, Any]: type it with server.contract_types"
    )


def _json_answer(op: dict[str, Any]) -> bool:
    """Whether a success response of the operation is JSON with a schema."""
    for status, response in op["responses"].items():
        if not str(status).startswith("2"):
            continue
        for media, content in _resolve(response).get("content", {}).items():
            if "json" in media and "schema" in content:
                return True
    return False


def _answer(module: ModuleType, endpoint: Any) -> Any:
    """The handler's return annotation (kept by the operation helper), as a type."""
    return _hint(module, inspect.signature(endpoint).return_annotation)


@pytest.mark.parametrize(("controller", "operation_id", "op", "params"), OPERATIONS, ids=IDS)
def test_schemad_answers_are_typed(
    controller: str, operation_id: str, op: dict[str, Any], params: list[dict[str, Any]]
) -> None:
    if not _json_answer(op):
        return
    module = importlib.import_module(controller)
    assert not _untyped(_answer(module, getattr(module, operation_id))), (
        f"{operation_id} answers dict[str, Any]: type its answer with server.contract_types"
    )


def test_the_checks_see_a_header_read_and_an_untyped_body() -> None:
    # The two rules above on what they must refuse.
    assert _reads_header('key = request.headers["Idempotency-Key"]', "Idempotency-Key")
    assert _reads_header("sent = request.headers.get('if-none-match')", "If-None-Match")
    assert not _reads_header("def f(idempotency_key: str) -> None: ...", "Idempotency-Key")
    module = ModuleType("probe")
    module.__dict__.update(Any=Any, Body=dict[str, Any], Typed=dict[str, int])
    assert _untyped(_hint(module, "Body")) and _untyped(_hint(module, "Body | None"))
    assert _untyped(_hint(module, "dict[str, Any]"))
    assert not _untyped(_hint(module, "Typed | None"))


def test_the_answer_check_sees_an_untyped_answer_through_the_operation_helper() -> None:
    # A decorated handler answering dict[str, Any] (through an alias) is refused; a typed one
    # is not; an operation with a JSON schema'd answer is told from one without.
    module = ModuleType("probe")
    module.__dict__.update(Any=Any, Call=Call, Body=dict[str, Any], Typed=dict[str, int])

    def untyped(call: Call[None]) -> None: ...

    def typed(call: Call[None]) -> None: ...

    untyped.__annotations__["return"] = "Body"  # resolved in the probe module
    typed.__annotations__["return"] = "Typed"
    assert _untyped(_answer(module, operation(PUBLIC)(untyped)))
    assert not _untyped(_answer(module, operation(PUBLIC)(typed)))
    schemad = {"200": {"content": {"application/json": {"schema": {"type": "object"}}}}}
    assert _json_answer({"responses": schemad})
    assert not _json_answer({"responses": {"204": {"description": "Tidak ada isi."}}})
