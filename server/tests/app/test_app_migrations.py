"""Alembic: the revisions build exactly the tables the models describe, on SQLite and
PostgreSQL, and can be undone."""

from __future__ import annotations

from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, inspect

from server import bootstrap, migrations
from server.db import Base
from server.migrations import include_name

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

EXPECTED = {
    "users", "signin_flows", "signin_decoys", "verification_challenges", "verification_counters",
    "user_sessions", "refresh_tokens", "auth_attempts", "terms_versions", "terms_acceptances",
    "company_profile", "policy_holders", "products", "policies", "insured_persons",
    "beneficiaries", "riders", "health_cards", "premium_bills", "payments", "payment_bills",
    "idempotency_keys", "gateway_events", "policy_transactions", "funds", "fund_prices",
    "policy_fund_allocations", "unit_movements", "fund_orders", "fund_order_legs",
}  # fmt: skip


def test_models_and_migrations_agree(app: Any, database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            tables = set(inspect(conn).get_table_names())
            assert tables >= EXPECTED
            context = MigrationContext.configure(
                conn,
                opts={
                    "compare_type": True,
                    "render_as_batch": True,
                    "include_name": include_name,  # not procrastinate's tables: its revision
                },
            )
            assert compare_metadata(context, Base.metadata) == []
    finally:
        engine.dispose()


def test_downgrade_and_upgrade_again(app: Any, database_url: str) -> None:
    from server import db

    db.engine().dispose()
    migrations.downgrade(database_url, "base")
    engine = create_engine(database_url)
    try:
        assert set(inspect(engine).get_table_names()) <= {"alembic_version"}
    finally:
        engine.dispose()
    migrations.upgrade(database_url)
    engine = create_engine(database_url)
    try:
        assert set(inspect(engine).get_table_names()) >= EXPECTED
    finally:
        engine.dispose()
    with db.transaction() as session:  # leave the module's database as the fixture made it
        bootstrap.seed_reference(session)
