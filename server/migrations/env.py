"""Alembic environment: every model module is imported so autogenerate sees all tables.
SQLite gets batch mode (ALTER TABLE by copy) so the same revisions run there and on
PostgreSQL."""

from __future__ import annotations

from logging.config import fileConfig

from alembic import context
from sqlalchemy import create_engine, pool

import server.access.models
import server.auth.models
import server.banner.models
import server.claim.models
import server.complaint.models
import server.config.models
import server.customer.models
import server.customer.profile
import server.documents.models
import server.hospital.models
import server.investment.models
import server.leases
import server.ledger.models
import server.master.models
import server.notify.models
import server.papers.models
import server.passkey.models
import server.payment.models
import server.pengkinian.models
import server.policy.models
import server.privacy.models
import server.reconciliation.models
import server.refund.models
import server.sandbox_gateway.models
import server.security.models
import server.spaj.models
import server.terms.models
import server.verification.models  # noqa: F401  (registers the tables on Base.metadata)
from server.db import Base
from server.migrations import include_name
from server.settings import from_env

config = context.config
if config.config_file_name is not None and config.attributes.get("configure_logger", True):
    fileConfig(config.config_file_name, disable_existing_loggers=False)

target_metadata = Base.metadata


def _url() -> str:
    return config.get_main_option("sqlalchemy.url") or from_env().database_url


def run_offline() -> None:
    url = _url()
    context.configure(
        url=url,
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=url.startswith("sqlite"),
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    url = _url()
    engine = create_engine(url, poolclass=pool.NullPool)
    with engine.connect() as connection:
        context.configure(
            connection=connection,
            target_metadata=target_metadata,
            render_as_batch=connection.dialect.name == "sqlite",
            compare_type=True,
            include_name=include_name,
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
