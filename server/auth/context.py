"""Who is calling: built from the verified access token and the live session row."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Customer:
    """A signed-in user with a live session (never a sign-in step token)."""

    user_id: int
    user_name: str
    session_id: str
    is_admin: bool
    # The policy holder this portal account belongs to; None for admin-only accounts.
    policy_holder_id: int | None
