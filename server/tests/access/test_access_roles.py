"""Customers and admins are separate worlds (security.md, ASVS 8.2.1): an admin session is
refused customer data and a customer session every admin call, with 403. The list comes
from the contract: every operation that needs a signed-in session (``accessToken``), by its
tag: ``session`` any role, ``admin`` the admin role, ``spaj`` a SPAJ applicant's session
(neither role: both get 403; a policy holder's own applications excepted), every other tag
the customer role. A new operation is checked the moment it is in the contract; a new tag
must be placed here."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from server.edge.contract import specification
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

SPEC = specification(Path(__file__).parents[3] / "openapi" / "bundled.yaml")
SIGN_IN_STEPS = "auth"  # step tokens, never a session: test_auth_steps.py
ROLE_OF_TAG = {
    "session": "any",
    "admin": "admin",
    "info": "customer",
    "policy": "customer",
    "payment": "customer",
    "transaction": "customer",
    "pengkinian": "customer",
    "document": "customer",
    "hospital": "customer",
    "security": "customer",
    "claim": "customer",
    "banner": "customer",  # the carousel (its pictures are public: get_banner_image)
    "papers": "customer",  # the customer's documents (their verification is public)
    "investment": "customer",  # a unit-link policy's funds, unit prices and value history
    # A SPAJ session (its entry's code step: a SPAJ step token): neither role's session.
    "spaj": "applicant",
    "passkey": "customer",  # registered, listed and removed in Pengaturan
    "notification": "customer",  # the inbox: the copies of the customer's notices
    "complaint": "customer",  # POJK 22/2023: their complaints (the desk is tagged admin)
    "privacy": "customer",  # UU 27/2022: consents, data exports, requests (desk: admin)
}
# Operations whose role differs from their tag's: a policy holder's own applications; the
# passkey sign-in's answer (its own step token: neither role's session).
ROLE_OF_OPERATION = {
    "list_my_spaj": "customer",
    "open_my_spaj": "customer",
    "passkey_login_verify": "sign-in step",
}
STEP_INVALID = "Langkah masuk tidak berlaku lagi. Silakan ulangi proses masuk dari awal."
NOT_APPLICANT = (
    "Sesi pemantauan SPAJ Anda telah berakhir. Silakan masuk kembali dengan nomor SPAJ.",
    "Langkah masuk SPAJ tidak berlaku lagi. Silakan masukkan nomor SPAJ dan tanggal lahir kembali.",
)
NOT_CUSTOMER = "Akun admin tidak dapat membuka data nasabah. Silakan masuk dengan akun nasabah."
NOT_ADMIN = "Akun ini tidak memiliki akses ke halaman admin."


def _resolve(node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        kind, name = node["$ref"].split("/")[-2:]
        node = SPEC["components"][kind][name]
    return node


def _example(node: Any) -> Any:
    node = _resolve(node)
    if "example" in node:
        return node["example"]
    if "schema" in node:
        return _example(node["schema"])
    if "allOf" in node:
        return _example(node["allOf"][0])
    return {name: _example(prop) for name, prop in node.get("properties", {}).items()}


def _operations() -> list[tuple[str, str, str, dict[str, Any]]]:
    found = []
    for path, item in SPEC["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            security = op.get("security", SPEC.get("security", []))
            if not any("accessToken" in requirement for requirement in security):
                continue
            (tag,) = op["tags"]
            if tag == SIGN_IN_STEPS:
                continue
            assert tag in ROLE_OF_TAG, f"{method} {path}: place the tag '{tag}' in ROLE_OF_TAG"
            role = ROLE_OF_OPERATION.get(op["operationId"], ROLE_OF_TAG[tag])
            found.append((method.upper(), path, role, op))
    return found


OPERATIONS = _operations()


def _call(api: Api, token: str, method: str, path: str, op: dict[str, Any]) -> Any:
    """The operation with the contract's own examples, so it passes validation and meets
    the guard."""
    params, headers = {}, {}
    for parameter in map(_resolve, op.get("parameters", [])):
        if not parameter.get("required"):
            continue
        target = params if parameter["in"] == "query" else headers
        target[parameter["name"]] = str(_example(parameter))
    body = None
    content = _resolve(op.get("requestBody", {})).get("content", {})
    if "application/json" in content:
        body = _example(content["application/json"])
    files = None
    if "multipart/form-data" in content:  # an upload: a tiny PNG (and its purpose's example)
        schema = _resolve(content["multipart/form-data"]["schema"])
        files = {"file": ("a.png", b"\x89PNG\r\n\x1a\n", "image/png")}
        if "purpose" in schema["properties"]:
            files["purpose"] = (None, _resolve(schema["properties"]["purpose"])["example"])
    return api.call(
        method, path, token=token, params=params, headers=headers, json=body, files=files
    )


@pytest.fixture
def sessions(signin: SignIn, make_account: Callable[..., Account], api: Api) -> dict[str, str]:
    admin = make_account(is_admin=True, holder=False)
    token = signin.check_user(admin.user_name, checkAdmin=True)["token"]
    token = api.post("/password/validate", {"password": admin.password}, token=token).json()[
        "token"
    ]
    code = signin.send_otp(token, channel="EMAIL")
    admin_token = api.post("/otp/validate", {"otp": code}, token=token).json()["token"]
    return {"admin": admin_token, "customer": signin.signed_in(make_account())["token"]}


def test_the_contract_has_operations_of_each_role() -> None:
    roles = {role for _, _, role, _ in OPERATIONS}
    assert {"any", "customer", "admin", "applicant"} <= roles, roles
    assert len(OPERATIONS) >= 15


@pytest.mark.parametrize(
    ("method", "path", "role", "op"),
    OPERATIONS,
    ids=[f"{method} {path}" for method, path, _, _ in OPERATIONS],
)
def test_each_role_reaches_only_its_own_operations(
    api: Api, sessions: dict[str, str], method: str, path: str, role: str, op: dict[str, Any]
) -> None:
    for caller in ("admin", "customer"):
        response = _call(api, sessions[caller], method, path, op)
        if role in ("any", caller):
            assert response.status_code != 403, (caller, response.text)
            assert response.status_code != 400, (caller, response.text)  # examples are valid
            continue
        body = problem(response, 403)
        if role == "sign-in step":
            assert body["message"] == STEP_INVALID, body
        elif role == "applicant":
            assert body["message"] in NOT_APPLICANT, body
        else:
            assert body["message"] == (NOT_CUSTOMER if caller == "admin" else NOT_ADMIN)
