"""An operation's plan (server.edge.operation_call) gives its handler the arguments
Connexion's parameter decorator gives it, and answers as Connexion's response decorator
answers, for every operation of the contract; the portal's requests take the plan."""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Iterator
from typing import Any

import connexion.decorators.parameter
import pytest
from connexion import NoContent
from connexion.context import _context, _operation
from connexion.decorators.parameter import prep_kwargs
from connexion.decorators.response import AsyncResponseDecorator
from connexion.frameworks.starlette import Starlette as StarletteFramework
from connexion.operations import OpenAPIOperation
from connexion.utils import inspect_function_arguments

from server.edge import operation_call
from server.edge.jsonifier import PortalJsonifier
from server.edge.parameter_path import sanitized
from server.tests import payment_support as ps
from server.tests.conftest import Api
from server.tests.edge.contract_operations import operations
from server.tests.payment_support import Customer

make_customer = ps.make_customer

JSONIFIER = PortalJsonifier()
CONTEXT = {"token_info": {"sub": "budi.santoso", "sid": "s1"}, "user": "budi.santoso"}


OPERATIONS = operations()


class _Request:
    """What Connexion's ``prep_kwargs`` reads of a request."""

    def __init__(self, path: dict[str, Any], query: dict[str, Any]) -> None:
        self.path_params, self.query_params = path, query
        self.mimetype = "application/octet-stream"


def _sample(definition: dict[str, Any], variant: int) -> Any:
    schema = definition.get("schema", definition)
    if schema.get("type") == "array":
        return [
            _sample({"schema": schema["items"]}, variant),
            _sample({"schema": schema["items"]}, 2),
        ]
    if "enum" in schema:
        return str(schema["enum"][variant % len(schema["enum"])])
    return {
        "integer": ["7", "1", "30"],
        "number": ["1.5", "0", "2500000"],
        "boolean": ["true", "false", "1"],
    }.get(schema.get("type", ""), ["UL24000123", "2026-11-30", "null"])[variant % 3]


@pytest.fixture
def in_context() -> Iterator[Any]:
    tokens: list[Any] = []

    def enter(operation: OpenAPIOperation) -> None:
        tokens.append((_operation, _operation.set(operation)))
        tokens.append((_context, _context.set(dict(CONTEXT))))

    yield enter
    for var, token in reversed(tokens):
        var.reset(token)


def test_most_operations_without_a_body_have_a_plan() -> None:
    planned = [op for op in OPERATIONS if operation_call.plan(op, op.function, jsonifier=JSONIFIER)]
    bodiless = [op for op in OPERATIONS if not op.is_request_body_defined]
    assert len(planned) == len(bodiless), [
        f"{op.method} {op.path}" for op in bodiless if op not in planned
    ]
    assert len(planned) > 60


@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda op: f"{op.method}:{op.path}")
def test_the_plan_gives_the_arguments_connexion_gives(
    operation: OpenAPIOperation, in_context: Any
) -> None:
    planned = operation_call.plan(operation, operation.function, jsonifier=JSONIFIER)
    if planned is None:
        assert operation.is_request_body_defined
        return
    in_context(operation)
    arguments, has_kwargs = inspect_function_arguments(operation.function)
    path_names = [p["name"] for p in operation.parameters if p["in"] == "path"]
    query_names = [p["name"] for p in operation.parameters if p["in"] == "query"]
    definitions = {p["name"]: p for p in operation.parameters}
    for variant in range(3):
        path = {name: _sample(definitions[name], variant) for name in path_names}
        # Every parameter given; none given (the defaults); every other one.
        for chosen in (query_names, [], query_names[variant % 2 :: 2]):
            query = {name: _sample(definitions[name], variant) for name in chosen}
            request = _Request(dict(path), dict(query))
            try:
                theirs: Any = prep_kwargs(
                    request,
                    request_body=None,
                    files={},
                    arguments=list(arguments),
                    has_kwargs=has_kwargs,
                    sanitize=sanitized,
                )
            except ValueError as refused:  # a value its cast refuses: refused alike
                with pytest.raises(type(refused)):
                    planned.kwargs(dict(path), dict(query))
                continue
            ours = planned.kwargs(dict(path), dict(query))
            assert ours == theirs, (variant, chosen)
            assert {k: type(v) for k, v in ours.items()} == {k: type(v) for k, v in theirs.items()}


@pytest.mark.parametrize("raw", ["null", " None ", "", "7"])
def test_a_nullable_parameter_is_cast_as_connexion_casts_it(raw: str) -> None:
    from connexion.decorators.parameter import _get_val_from_param

    definition = {"name": "n", "in": "query", "schema": {"type": "string", "nullable": True}}
    parameter = operation_call._parameter(definition)
    assert parameter is not None
    assert parameter.value(raw) == _get_val_from_param(raw, definition)


ANSWERS: list[Any] = [
    ({"data": [{"at": datetime.datetime(2026, 11, 30, 9, 0), "n": 1}], "total": 1}, 200),
    ([{"nama": "Budi Santoso", "nilai": 1.5}], 201),
    (None, 204),
    (NoContent, 200),
    ("teks", 200),
    ({"a": 1}, None),  # no status: 200 with a body,
    (None, None),  # 204 without
]


@pytest.mark.parametrize(("data", "status"), ANSWERS)
@pytest.mark.parametrize(
    "operation",
    [op for op in OPERATIONS if op.method == "get" and "application/json" in op.produces][:3],
    ids=lambda op: op.path,
)
def test_the_plan_answers_as_connexion_answers(
    operation: OpenAPIOperation, data: Any, status: int, in_context: Any
) -> None:
    planned = operation_call.plan(operation, operation.function, jsonifier=JSONIFIER)
    assert planned is not None
    in_context(operation)
    headers = {"Content-Type": "application/json", "X-Extra": "1"}
    ours = planned.response((data, status, dict(headers)))
    decorator = AsyncResponseDecorator(framework=StarletteFramework, jsonifier=JSONIFIER)
    theirs = decorator.build_framework_response((data, status, dict(headers)))
    assert ours is not None
    assert (ours.status_code, ours.body, ours.raw_headers) == (
        theirs.status_code,
        theirs.body,
        theirs.raw_headers,
    )


@pytest.mark.parametrize(
    "result",
    [
        (b"%PDF-1.7", 200, {"Content-Type": "application/pdf"}),
        ({"a": 1}, 200, {"content-type": "application/json"}),
        ({"a": 1}, 200, {"Content-Type": "application/json", "content-type": "text/plain"}),
        {"a": 1},
        ({"a": 1}, 200),
    ],
)
def test_other_answers_are_left_to_connexion(result: Any) -> None:
    operation = next(
        op for op in OPERATIONS if op.method == "get" and "application/json" in op.produces
    )
    planned = operation_call.plan(operation, operation.function, jsonifier=JSONIFIER)
    assert planned is not None and planned.response(result) is None


def test_an_operation_that_answers_no_json_leaves_its_answers_to_connexion() -> None:
    operation = next(
        op for op in OPERATIONS if op.method == "get" and "application/json" not in op.produces
    )
    planned = operation_call.plan(operation, operation.function, jsonifier=JSONIFIER)
    assert planned is not None
    assert planned.response(({"a": 1}, 200, {"Content-Type": "application/json"})) is None


def test_the_portals_requests_take_the_plan(
    api: Api, make_customer: Callable[..., Customer], monkeypatch: pytest.MonkeyPatch
) -> None:
    customer = make_customer()
    chained: list[Any] = []
    original = connexion.decorators.parameter.prep_kwargs
    monkeypatch.setattr(
        connexion.decorators.parameter,
        "prep_kwargs",
        lambda *a, **k: chained.append(a) or original(*a, **k),
    )
    answer = api.get(
        "/transaction/list",
        token=customer.token,
        params={"policy_number": customer.policy_number, "size": 5},
    )
    assert answer.status_code == 200, answer.text
    assert json.loads(answer.content)["size"] == 5
    assert chained == []
