"""Register numbers of cases: <prefix>-<year in WIB>-<running number>, from a row of a counter
table (``document_counters``: a name and a value).

The counter is taken with one statement that both increments and reads (``UPDATE ... SET
value = value + 1 ... RETURNING value``): the row stays locked until commit, so cases opened
at the same time get distinct numbers. The area passes its counter table (this package sits
below the areas and does not know it) and its words: the prefix and the counter's name.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import update
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.db import Base, insert_missing


def take(session: Session, counters: type[Base], name: str) -> int:
    """The next value of the counter row ``name`` (which must exist), locked until commit."""
    table = counters.__table__
    value = session.execute(
        update(counters)
        .where(table.c.name == name)
        .values({table.c.value: table.c.value + 1})
        .returning(table.c.value)
    ).scalar_one()
    return int(value)


def yearly(
    session: Session, counters: type[Base], *, counter: str, prefix: str, at: datetime
) -> str:
    """``prefix``-<year of ``at`` in WIB>-<the year's running number, six digits>: the counter
    row ``counter``-<year> is made when the year's first case comes (starting at 1)."""
    year = as_utc(at).astimezone(WIB).year
    name = f"{counter}-{year}"
    insert_missing(session, counters, name=name, value=0)
    return f"{prefix}-{year}-{take(session, counters, name):06d}"
