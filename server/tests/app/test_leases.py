"""Work that must run once across worker processes goes to the holder of its lease: one
holder at a time, renewed by it, taken over by another when it runs out."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from server import leases
from server.tests.conftest import Clock

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def test_one_holder_at_a_time_and_a_dead_holder_is_replaced(app: Any, frozen: Clock) -> None:
    name = f"test-{frozen.now.timestamp()}"
    now = frozen.now
    assert leases.hold(name, seconds=90, now=now, holder="worker-a")
    assert not leases.hold(name, seconds=90, now=now, holder="worker-b")
    later = now + timedelta(seconds=60)
    assert leases.hold(name, seconds=90, now=later, holder="worker-a")  # renewed
    assert not leases.hold(name, seconds=90, now=later + timedelta(seconds=89), holder="worker-b")
    # worker-a died: its last lease runs out 90 s after its renewal.
    assert leases.hold(name, seconds=90, now=later + timedelta(seconds=90), holder="worker-b")
    assert not leases.hold(name, seconds=90, now=later + timedelta(seconds=91), holder="worker-a")
