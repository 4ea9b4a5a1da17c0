"""Response bodies of the sign-in and session operations (shapes of the contract)."""

from __future__ import annotations

from server import contract_types as contract
from server.access.models import AccountStatus, SignInStage, User
from server.auth.sessions import Issued
from server.contract_types import SessionUser, SignInStepResponse, TokenRefreshResponse
from server.contract_values import listed, values_of
from server.customer.masking import mask_nik
from server.customer.models import PolicyHolder

# The stages a visitor is told of (the internal PASSKEY stage never is: its flow goes straight
# to AUTHENTICATED).
STAGES: tuple[contract.SignInStage, ...] = values_of(contract.SignInStage)


def next_stage(stage: SignInStage) -> contract.SignInStage:
    return listed(STAGES, stage.value, what="sign-in stage")


def step_response(
    stage: SignInStage, token: str, account_status: AccountStatus
) -> SignInStepResponse:
    return {
        "result": "Success",
        "next": next_stage(stage),
        "account_status": account_status.value,
        "token": token,
    }


def session_user(user: User, holder: PolicyHolder | None, *, is_admin: bool) -> SessionUser:
    return {
        "userName": user.user_name,
        "nik": mask_nik(holder.nik) if holder else None,
        "display_name": (holder.full_name if holder else user.user_name)[:100],
        "clientNumber": holder.client_number if holder else None,
        "idNumber": mask_nik(holder.nik) if holder else None,
        "phName": holder.full_name if holder else None,
        "isAdmin": is_admin,
    }


def authenticated_response(
    *, user: User, holder: PolicyHolder | None, issued: Issued
) -> SignInStepResponse:
    return {
        "result": "Success",
        "next": SignInStage.AUTHENTICATED.value,
        "token": issued.access_token,
        "refreshToken": issued.refresh_token,
        "tnc_version": user.tnc_version,
        "userName": user.user_name,
        "policyHolderName": holder.full_name if holder else None,
        "ldapName": user.user_name,
        "data": session_user(user, holder, is_admin=issued.session.is_admin),
    }


def refresh_response(
    *, user: User, holder: PolicyHolder | None, issued: Issued
) -> TokenRefreshResponse:
    return {
        "token": issued.access_token,
        "refreshToken": issued.refresh_token,
        "policyHolderName": holder.full_name if holder else None,
        "ldapName": user.user_name,
        "userName": user.user_name,
        "tnc_version": user.tnc_version,
    }
