"""The callers a guard hands to an operation."""

from __future__ import annotations

from dataclasses import dataclass

from server.access.models import SignInFlow, User


@dataclass(frozen=True, slots=True)
class Customer:
    """A signed-in user with a live session (never a sign-in step token)."""

    user_id: int
    user_name: str
    session_id: str
    is_admin: bool
    # The policy holder this portal account belongs to; None for admin-only accounts.
    policy_holder_id: int | None


@dataclass(frozen=True, slots=True)
class SignInStep:
    """A visitor part-way through signing in: the flow their step token opens (locked for
    this request) and the account it is for."""

    flow: SignInFlow
    user: User
