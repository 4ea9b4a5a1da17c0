"""Response bodies of the sign-in and session operations (shapes of the contract)."""

from __future__ import annotations

from typing import Any

from server.auth.models import SignInStage, User
from server.auth.sessions import Issued
from server.policy.models import PolicyHolder


def mask_name(full_name: str) -> str:
    """``Budi Santoso`` -> ``Budi S******``: the first word whole, the others by initial."""
    words = full_name.split()
    if not words:
        return ""
    rest = [w[0] + "*" * (len(w) - 1) for w in words[1:]]
    return " ".join([words[0], *rest])[:100]


def mask_nik(nik: str) -> str:
    """``3174011505800003`` -> ``3174********0003``."""
    if len(nik) < 8:
        return "*" * len(nik)
    return nik[:4] + "*" * (len(nik) - 8) + nik[-4:]


def step_response(stage: SignInStage, token: str) -> dict[str, Any]:
    return {"result": "Success", "next": stage.value, "token": token}


def session_user(user: User, holder: PolicyHolder | None, *, is_admin: bool) -> dict[str, Any]:
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
) -> dict[str, Any]:
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


def refresh_response(*, user: User, holder: PolicyHolder | None, issued: Issued) -> dict[str, Any]:
    return {
        "token": issued.access_token,
        "refreshToken": issued.refresh_token,
        "policyHolderName": holder.full_name if holder else None,
        "ldapName": user.user_name,
        "userName": user.user_name,
        "tnc_version": user.tnc_version,
    }
