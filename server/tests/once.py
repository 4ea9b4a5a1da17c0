"""What a test process does once rather than for every app or account the tests make."""

from __future__ import annotations

import functools
from typing import Any

from connexion.spec import Specification

from server.auth.passwords import hash_password

# One argon2 hash (30 ms) per password and test process, not one per account the tests make
# (the sign-ins still verify each one); a salt shared by test accounts hides nothing here.
hashed = functools.cache(hash_password)


def validate_contract_once() -> None:
    """Connexion checks the contract against OpenAPI's schema each time an app is made: a
    third of ``create_app``, some 200 times a run. A test process checks it with its first app
    only (the app always loads the same ``openapi/bundled.yaml``, which test_contract_lint
    checks with openapi-spec-validator and Spectral)."""
    validate = Specification._validate_spec.__func__  # type: ignore[attr-defined]
    checked: list[bool] = []

    def first_only(cls: type[Specification], spec: dict[str, Any]) -> None:
        if not checked:
            validate(cls, spec)
            checked.append(True)

    Specification._validate_spec = classmethod(first_only)  # type: ignore[assignment,method-assign]
