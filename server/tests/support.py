"""Plain helpers of the server tests (fixtures live in conftest.py)."""

from __future__ import annotations

from typing import Any

CLIENT = ("portal-web", "portal-web-dev-secret")
PASSWORD = "Kopi-Tubruk-Pagi-2026"


def problem(response: Any, status: int) -> dict[str, Any]:
    """Assert a problem+json answer with this status; its body."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body: dict[str, Any] = response.json()
    assert body["status"] == status
    assert body["message"]
    assert body["requestId"] == response.headers["x-request-id"]
    return body
