"""HTTP edge of passkeys (operationIds of openapi/paths/passkey@*.yaml, tag passkey): the
customer's registration, list and removal in Pengaturan (a customer session; registering and
removing need the live password confirmation for ``manage-passkeys``), and the passkey
sign-in's two steps (client credentials, then the flow's step token). The registration's
answer and the sign-in's commit their refusals: a challenge is answered once, and a refused
sign-in leaves its attempt, count and lock."""

from __future__ import annotations

from server.access.caller import Customer, SignInChallenge
from server.access.guards import CUSTOMER, PUBLIC, challenge_step
from server.access.models import SignInStage
from server.access.operation import Call, Reply, created, operation
from server.contract_types import (
    PasskeyCreationOptions,
    PasskeyDeleteRequest,
    PasskeyList,
    PasskeyLoginOptions,
    PasskeyLoginRequest,
    PasskeyRegisterRequest,
    SignInStepResponse,
)
from server.passkey import registration, service, signin

PASSKEY_STEP = challenge_step(SignInStage.PASSKEY)


@operation(CUSTOMER)
def passkey_register_options(call: Call[Customer]) -> PasskeyCreationOptions:
    return registration.options(call)


@operation(CUSTOMER, refusal_commits=True)
def passkey_register_verify(call: Call[Customer], body: PasskeyRegisterRequest) -> Reply:
    return created(registration.verify(call, name=str(body["name"]), credential=body["credential"]))


@operation(CUSTOMER, read_only=True)
def passkey_list(call: Call[Customer]) -> PasskeyList:
    return service.listing(call.session, call.caller.user_id)


@operation(CUSTOMER)
def passkey_delete(call: Call[Customer], body: PasskeyDeleteRequest) -> PasskeyList:
    return service.delete(call, str(body["passkey_id"]))


@operation(PUBLIC)
def passkey_login_options(call: Call[None]) -> PasskeyLoginOptions:
    return signin.options(call)


@operation(PASSKEY_STEP, refusal_commits=True)
def passkey_login_verify(
    call: Call[SignInChallenge], body: PasskeyLoginRequest
) -> SignInStepResponse:
    return signin.verify(call, body["credential"])
