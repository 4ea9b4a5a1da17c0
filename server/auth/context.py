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


def client_address() -> str:
    """The calling peer's address as the server sees it (no forwarded headers: they can be
    forged; behind a trusted proxy, uvicorn's --proxy-headers sets the peer). Empty outside a
    request."""
    from connexion import request

    try:
        client = request.client
    except (RuntimeError, LookupError, AttributeError):
        return ""
    return str(client.host)[:64] if client else ""
