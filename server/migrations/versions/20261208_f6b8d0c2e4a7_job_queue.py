"""job queue: procrastinate's tables and functions (PostgreSQL only)

The job queue of JOBS=procrastinate (server.jobs.queue) keeps its jobs in the portal's
database. procrastinate records no version of its schema and asks its users to apply it, then
its migration files, with their own migration tool: this revision applies the schema of
procrastinate 3.10.0, copied unchanged into server/migrations/procrastinate/ (frozen like
every revision: a later procrastinate brings its migration files as a new revision). Applied
on every PostgreSQL database whatever JOBS says, so that switching JOBS needs no migration;
nothing on SQLite, where there is no queue. A database that already has the tables (applied
by hand with `procrastinate schema --apply`) is left as it is.

Revision ID: f6b8d0c2e4a7
Revises: d4f6a8c0e2b5
Create Date: 2026-12-08 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from alembic import op


revision: str = 'f6b8d0c2e4a7'
down_revision: str | Sequence[str] | None = 'd4f6a8c0e2b5'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = Path(__file__).resolve().parent.parent / 'procrastinate' / 'schema-3.10.0.sql'
TABLES = ('procrastinate_events', 'procrastinate_periodic_defers', 'procrastinate_jobs',
          'procrastinate_workers')
TYPES = ('procrastinate_job_to_defer_v1', 'procrastinate_job_event_type',
         'procrastinate_job_status')


def _raw(sql: str) -> None:
    """Run ``sql`` as it is (several statements, '%' in PL/pgSQL messages) in the revision's
    transaction: psycopg takes a query without parameters literally."""
    connection = op.get_bind().connection.driver_connection
    with connection.cursor() as cursor:
        cursor.execute(sql)


def upgrade() -> None:
    if op.get_bind().dialect.name != 'postgresql':
        return
    applied = op.get_bind().exec_driver_sql(
        "SELECT to_regclass('procrastinate_jobs') IS NOT NULL"
    ).scalar()
    if not applied:
        _raw(SCHEMA.read_text(encoding='utf-8'))


def downgrade() -> None:
    if op.get_bind().dialect.name != 'postgresql':
        return
    _raw(
        f"DROP TABLE IF EXISTS {', '.join(TABLES)} CASCADE;"
        " DO $$ DECLARE f regprocedure; BEGIN"
        " FOR f IN SELECT p.oid::regprocedure FROM pg_proc p"
        " JOIN pg_namespace n ON n.oid = p.pronamespace"
        " WHERE n.nspname = current_schema() AND p.proname LIKE 'procrastinate\\_%'"
        " LOOP EXECUTE 'DROP FUNCTION ' || f || ' CASCADE'; END LOOP; END $$;"
        f" DROP TYPE IF EXISTS {', '.join(TYPES)} CASCADE;"
    )
