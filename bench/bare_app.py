"""The baseline of the transaction history benchmark: a bare Starlette endpoint that runs the
portal's own service function (``server.transaction.service.list_transactions``, the same
two SQL statements) and serializer on the same database, minus everything the portal adds
around it: no Connexion, no client credentials, no access token, no session lookup or
touch, no request validation, no problem+json error handling.

Run by ``bench/transaction_history.py``: ``python bench/bare_app.py PORT`` with
``DATABASE_URL`` of the portal's (already migrated and seeded) database.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import uvicorn
from sqlalchemy import select
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server import clock, db
from server.access.caller import Customer
from server.access.models import User
from server.ledger.models import TransactionType
from server.transaction import period, serializers, service

USER_NAME = "budi.santoso"


def _customer() -> Customer:
    """Budi as the portal's guard would build him, looked up once at start."""
    with db.transaction() as session:
        user = session.scalars(select(User).where(User.user_name == USER_NAME)).one()
        return Customer(
            user_id=user.id,
            user_name=user.user_name,
            session_id="bench",
            is_admin=False,
            policy_holder_id=user.policy_holder_id,
        )


def build() -> Starlette:
    db.configure(os.environ["DATABASE_URL"])
    customer = _customer()

    def list_transactions(request: Request) -> JSONResponse:
        # A plain function, run in the thread pool like the portal's (sync) handlers.
        query = request.query_params
        kind = query.get("type")
        with db.transaction(read_only=True) as session:  # as the portal's read-only unit
            used = period.resolve(
                today=clock.now().astimezone(clock.WIB).date(),
                date_from=period.parse_day(query.get("date_from")),
                date_to=period.parse_day(query.get("date_to")),
            )
            page = service.list_transactions(
                session=session,
                customer=customer,
                policy_number=query["policy_number"],
                period=used,
                kind=TransactionType(kind) if kind else None,
                page=int(query.get("page", "1")),
                size=int(query.get("size", "20")),
            )
            return JSONResponse(serializers.transaction_page(page))

    return Starlette(routes=[Route("/transaction/list", list_transactions)])


def main() -> None:
    logging.basicConfig(level=logging.WARNING)
    # The same uvicorn settings as ``python -m server`` (server/__main__.py).
    uvicorn.run(
        build(), host="127.0.0.1", port=int(sys.argv[1]), log_config=None, server_header=False
    )


if __name__ == "__main__":
    main()
