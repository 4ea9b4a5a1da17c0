"""The shape of a server area (issue 25; docs/architecture.md, "The shape of an area";
docs/decisions/0009): the contract routes every operation to one of two controller modules
of its area, ``server.<area>.handlers`` for the customer's, applicant's and sign-in
operations and ``server.<area>.desk_handlers`` for the staff desk's (tag ``admin``). Read
from openapi/bundled.yaml, so a new operation is checked the moment it is in the contract.
No database: the modules are only imported."""

from __future__ import annotations

import re
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from server.edge.contract import specification

ROOT = Path(__file__).resolve().parents[3]
SPEC = specification(ROOT / "openapi" / "bundled.yaml")
METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")
CUSTOMER_MODULE = "handlers"
DESK_MODULE = "desk_handlers"
DESK_TAG = "admin"
CONTROLLER = re.compile(
    rf"^server\.(?P<area>[a-z_]+)\.(?P<module>{CUSTOMER_MODULE}|{DESK_MODULE})$"
)


def _operations() -> list[tuple[str, str, list[str]]]:
    """(operationId, controller, tags) of every operation of the contract."""
    found = []
    for item in SPEC["paths"].values():
        for method in METHODS:
            if method in item:
                op = item[method]
                controller = op.get("x-openapi-router-controller") or item.get(
                    "x-openapi-router-controller", ""
                )
                found.append((op["operationId"], str(controller), list(op.get("tags", []))))
    return found


OPERATIONS = _operations()


def test_the_contract_has_operations() -> None:
    assert len(OPERATIONS) > 100
    assert len({operation_id for operation_id, _, _ in OPERATIONS}) == len(OPERATIONS)


@pytest.mark.parametrize(
    ("operation_id", "controller", "tags"), OPERATIONS, ids=[op[0] for op in OPERATIONS]
)
def test_each_operation_is_in_its_areas_handlers_or_desk_handlers(
    operation_id: str, controller: str, tags: list[str]
) -> None:
    shape = CONTROLLER.match(controller)
    assert shape, (
        f"{operation_id}: x-openapi-router-controller {controller!r} is not "
        f"server.<area>.{CUSTOMER_MODULE} or server.<area>.{DESK_MODULE}"
    )
    assert (ROOT / "server" / shape["area"] / "__init__.py").is_file(), (
        f"{operation_id}: server/{shape['area']} is not a package"
    )
    expected = DESK_MODULE if DESK_TAG in tags else CUSTOMER_MODULE
    assert shape["module"] == expected, (
        f"{operation_id} (tags {tags}) belongs in server.{shape['area']}.{expected}, "
        f"not {controller}: staff-desk operations (tag {DESK_TAG}) in {DESK_MODULE}, "
        f"every other in {CUSTOMER_MODULE}"
    )
    module: Any = import_module(controller)
    assert callable(getattr(module, operation_id, None)), (
        f"{controller} does not define {operation_id}"
    )


def test_no_other_controller_module() -> None:
    """A module named like a controller is one of the two names and serves the contract."""
    controllers = {controller for _, controller, _ in OPERATIONS}
    modules = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "server").glob("*/*handlers*.py")
    }
    assert modules, "no controller module found"
    assert sorted(modules - controllers) == []
