"""A software authenticator for the passkey tests: an EC P-256 key (``cryptography``) that
answers the portal's options as a browser and a platform authenticator would, with CBOR by
``cbor2``: a registration (attestation "none"; authenticator data = sha256(rpId), flags,
signature counter, AAGUID, credential id, COSE public key) and assertions signed over the
authenticator data and sha256(clientDataJSON). Each answer can be spoiled one way (another
origin, no user verification, a wrong signature) to prove the portal refuses it."""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import struct
from dataclasses import dataclass, field
from typing import Any

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

from server.tests.conftest import Api

ORIGIN = "http://testserver"  # Starlette's TestClient sends Host: testserver
RP_ID = "testserver"
UP, UV, AT = 0x01, 0x04, 0x40
AAGUID = bytes(16)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _client_data(kind: str, challenge: str, origin: str) -> bytes:
    return json.dumps(
        {"type": kind, "challenge": challenge, "origin": origin, "crossOrigin": False}
    ).encode()


@dataclass
class Authenticator:
    """One passkey on one device: its key, credential id, user handle and counter."""

    key: ec.EllipticCurvePrivateKey = field(
        default_factory=lambda: ec.generate_private_key(ec.SECP256R1())
    )
    credential_id: bytes = field(default_factory=lambda: secrets.token_bytes(32))
    user_handle: bytes | None = None
    sign_count: int = 0

    def _cose_key(self) -> bytes:
        numbers = self.key.public_key().public_numbers()
        return cbor2.dumps(
            {
                1: 2,  # kty: EC2
                3: -7,  # alg: ES256
                -1: 1,  # crv: P-256
                -2: numbers.x.to_bytes(32, "big"),
                -3: numbers.y.to_bytes(32, "big"),
            }
        )

    def register(
        self,
        options: dict[str, Any],
        *,
        origin: str = ORIGIN,
        challenge: str | None = None,
        flags: int = UP | UV | AT,
    ) -> dict[str, Any]:
        """``navigator.credentials.create()`` answered, as PublicKeyCredential.toJSON()."""
        rp_id = options["rp"]["id"]
        self.user_handle = unb64url(options["user"]["id"])
        client_data = _client_data("webauthn.create", challenge or options["challenge"], origin)
        auth_data = (
            hashlib.sha256(rp_id.encode()).digest()
            + bytes([flags])
            + struct.pack(">I", self.sign_count)
            + AAGUID
            + struct.pack(">H", len(self.credential_id))
            + self.credential_id
            + self._cose_key()
        )
        attestation = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": auth_data})
        return {
            "id": b64url(self.credential_id),
            "rawId": b64url(self.credential_id),
            "type": "public-key",
            "authenticatorAttachment": "platform",
            "response": {
                "clientDataJSON": b64url(client_data),
                "attestationObject": b64url(attestation),
                "transports": ["internal", "hybrid"],
            },
            "clientExtensionResults": {},
        }

    def sign_in(
        self,
        options: dict[str, Any],
        *,
        origin: str = ORIGIN,
        flags: int = UP | UV,
        bad_signature: bool = False,
        user_handle: bytes | None = None,
    ) -> dict[str, Any]:
        """``navigator.credentials.get()`` answered (the counter moves on by one)."""
        self.sign_count += 1
        client_data = _client_data("webauthn.get", options["challenge"], origin)
        auth_data = (
            hashlib.sha256(options["rpId"].encode()).digest()
            + bytes([flags])
            + struct.pack(">I", self.sign_count)
        )
        signed = auth_data + hashlib.sha256(client_data).digest()
        signature = self.key.sign(signed, ec.ECDSA(hashes.SHA256()))
        if bad_signature:
            signature = self.key.sign(signed + b"!", ec.ECDSA(hashes.SHA256()))
        handle = user_handle if user_handle is not None else self.user_handle
        return {
            "id": b64url(self.credential_id),
            "rawId": b64url(self.credential_id),
            "type": "public-key",
            "authenticatorAttachment": "platform",
            "response": {
                "clientDataJSON": b64url(client_data),
                "authenticatorData": b64url(auth_data),
                "signature": b64url(signature),
                "userHandle": b64url(handle) if handle is not None else None,
            },
            "clientExtensionResults": {},
        }


MANAGE = "manage-passkeys"


def confirm(api: Api, token: str, password: str) -> None:
    response = api.post(
        "/password/setting/validate", {"password": password, "route": MANAGE}, token=token
    )
    assert response.status_code == 200, response.text


def options(api: Api, token: str) -> dict[str, Any]:
    response = api.post("/passkey/register/options", token=token)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def register(
    api: Api, token: str, device: Authenticator, name: str = "Ponsel Budi", **spoil: Any
) -> Any:
    """Options and the device's answer (``spoil``: see :meth:`Authenticator.register`)."""
    credential = device.register(options(api, token), **spoil)
    return api.post(
        "/passkey/register/verify", {"name": name, "credential": credential}, token=token
    )


def registered(
    api: Api, token: str, device: Authenticator, name: str = "Ponsel Budi"
) -> dict[str, Any]:
    response = register(api, token, device, name)
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def login_options(api: Api) -> dict[str, Any]:
    response = api.post("/passkey/login/options")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def sign_in(api: Api, device: Authenticator, **spoil: Any) -> Any:
    """The passkey sign-in, both steps (``spoil``: see :meth:`Authenticator.sign_in`)."""
    started = login_options(api)
    credential = device.sign_in(started["options"], **spoil)
    return api.post("/passkey/login/verify", {"credential": credential}, token=started["token"])
