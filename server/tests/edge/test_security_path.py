"""An operation's security checked by its plan (server.edge.security_path) ends as
Connexion's check ends: the same problem (type, status, detail) or the same claims in the
request's context, for every requirement of the contract and every case of its headers."""

from __future__ import annotations

import asyncio
import base64
import itertools
from collections.abc import Awaitable, Callable
from typing import Any

from connexion.lifecycle import ConnexionRequest
from connexion.security import SecurityHandlerFactory

from server.app import SPEC_DIR, SPEC_FILE
from server.edge import security_path
from server.edge.contract import specification
from server.tests import payment_support as ps
from server.tests.payment_support import Customer
from server.tests.support import CLIENT

make_customer = ps.make_customer
SPEC = specification(SPEC_DIR / SPEC_FILE)
SCHEMES = SPEC["components"]["securitySchemes"]


def _requirements() -> list[list[dict[str, list[str]]]]:
    found = {repr(SPEC["security"]): SPEC["security"]}
    for methods in SPEC["paths"].values():
        for operation in methods.values():
            if isinstance(operation, dict) and "security" in operation:
                found[repr(operation["security"])] = operation["security"]
    return list(found.values())


REQUIREMENTS = _requirements()


def _operation(security: list[dict[str, list[str]]]) -> Any:
    return security_path.SecurityOperation(
        next_app=None,  # type: ignore[arg-type]
        security_handler_factory=SecurityHandlerFactory(),
        security=security,
        security_schemes=SCHEMES,
    )


def _basic(user: str, password: str) -> str:
    return "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()


async def _ending(check: Awaitable[Any], scope: dict[str, Any]) -> Any:
    try:
        await check
    except Exception as refused:  # the ending compared, whatever it is
        return (type(refused), getattr(refused, "status_code", None), str(refused))
    return scope["extensions"]["connexion_context"]


def test_every_requirement_of_the_contract_has_a_plan() -> None:
    assert len(REQUIREMENTS) >= 2
    for security in REQUIREMENTS:
        if security and security[0]:
            assert security_path.plan(_operation(security)) is not None, security


def test_the_plan_ends_as_connexions_check_ends(make_customer: Callable[..., Customer]) -> None:
    asyncio.run(_compare(make_customer().token))


async def _compare(token: str) -> None:
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    authorizations: list[list[tuple[bytes, bytes]]] = [
        [],
        [(b"authorization", b"")],
        [(b"authorization", b"Basic")],
        [(b"authorization", b"Bearer abc")],
        [(b"authorization", b"Basic !!not-base64!!")],
        [(b"authorization", b"Basic " + base64.b64encode(b"no-colon"))],
        [(b"authorization", _basic(*CLIENT).encode())],
        [(b"authorization", _basic(*CLIENT).replace("Basic", "bAsIc").encode())],
        [(b"authorization", _basic(CLIENT[0], "wrong").encode())],
        [
            (b"authorization", _basic(CLIENT[0], "wrong").encode()),
            (b"authorization", _basic(*CLIENT).encode()),
        ],
    ]
    keys: list[list[tuple[bytes, bytes]]] = [
        [],
        [(b"access-token", b"")],
        [(b"access-token", b"garbage")],
        [(b"access-token", forged.encode())],
        [(b"access-token", token.encode())],
        [(b"access-token", token.encode()), (b"access-token", b"garbage")],
    ]
    compared = 0
    for security in REQUIREMENTS:
        operation = _operation(security)
        planned = security_path.plan(operation)
        if planned is None:
            continue
        for authorization, key in itertools.product(authorizations, keys):
            headers = [(b"host", b"portal"), *authorization, *key]
            ours_scope: dict[str, Any] = {"type": "http", "headers": list(headers)}
            theirs_scope: dict[str, Any] = {"type": "http", "headers": list(headers)}
            ours = await _ending(planned(ours_scope), ours_scope)
            theirs = await _ending(
                operation.verification_fn(ConnexionRequest(theirs_scope)), theirs_scope
            )
            assert ours == theirs, (security, headers)
            compared += 1
    assert compared >= 2 * len(authorizations) * len(keys)


def test_what_install_replaces_is_where_connexion_keeps_it() -> None:
    from server.edge import request_path

    request_path.install()
    assert security_path.SecurityOperation.__call__ is security_path._verified_then_call
