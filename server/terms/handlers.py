"""HTTP edge of termscondition/load, termscondition/store and token/checkValidTerm."""

from __future__ import annotations

from typing import Any

from server import clock
from server.auth.context import client_address
from server.auth.guards import require_customer
from server.auth.unit import unit
from server.db import transaction
from server.terms import service

JSON = {"Content-Type": "application/json"}


def load_terms() -> tuple[str, int, dict[str, str]]:
    with transaction() as session:
        html = service.current_html(session=session)
    return html, 200, JSON


def store_terms(
    body: dict[str, Any], token_info: dict[str, Any]
) -> tuple[dict[str, Any], int, dict[str, str]]:
    with unit() as session:
        customer = require_customer(session, token_info)
        result = service.accept(
            session=session,
            customer=customer,
            version=str(body["tnc_version"]),
            client_address=client_address(),
            now=clock.now(),
        )
    return result, 200, JSON


def check_valid_term(token_info: dict[str, Any]) -> tuple[dict[str, Any], int, dict[str, str]]:
    with unit() as session:
        customer = require_customer(session, token_info)
        result = service.validity(session=session, customer=customer)
    return result, 200, JSON
