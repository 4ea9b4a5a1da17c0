"""The one way to write an operation: one unit of work around the guard and the handler,
which commits refusals only where the operation says so."""

from __future__ import annotations

import inspect
from datetime import datetime
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.operation import Call, Phases, Reply, created, operation, phased_operation
from server.config.models import CompanyProfileEntry
from server.db import transaction
from server.errors import Forbidden, NotFound

KEY = "unitOfWorkProbe"


def _write(session: Session, value: str) -> None:
    session.merge(CompanyProfileEntry(key=KEY, value=value))
    session.flush()


def _stored() -> str | None:
    with transaction() as session:
        return session.scalar(
            select(CompanyProfileEntry.value).where(CompanyProfileEntry.key == KEY)
        )


class _Boom(Exception):
    pass


@pytest.mark.parametrize("refusal_commits", [False, True])
def test_a_unit_commits_when_it_ends_and_rolls_back_on_a_failure(
    app: Any, refusal_commits: bool
) -> None:
    with transaction(refusal_commits=refusal_commits) as session:
        _write(session, "kept")
    assert _stored() == "kept"
    with pytest.raises(_Boom), transaction(refusal_commits=refusal_commits) as session:
        _write(session, "half-done")
        raise _Boom  # not a refusal: nothing written survives, whatever the flag
    assert _stored() == "kept"


def test_a_refusal_rolls_back_unless_the_unit_commits_refusals(app: Any) -> None:
    with pytest.raises(NotFound), transaction() as session:
        _write(session, "refused")
        raise NotFound("Tidak ada.")
    assert _stored() != "refused"
    with pytest.raises(NotFound), transaction(refusal_commits=True) as session:
        _write(session, "counted")  # a failure counter, a lock: the refusal's own trace
        raise NotFound("Tidak ada.")
    assert _stored() == "counted"


def _guard(session: Session, token_info: Any, now: datetime) -> str:
    if not token_info:
        raise Forbidden("Sesi Anda telah berakhir.")
    return str(token_info["sub"])


def test_a_handler_gets_the_unit_the_caller_and_the_time(app: Any) -> None:
    seen: dict[str, Any] = {}

    @operation(_guard)
    def probe(call: Call[str], policy_number: str, page: int = 1) -> dict[str, Any]:
        _write(call.session, policy_number)
        seen.update(caller=call.caller, now=call.now, page=page)
        return {"ok": True}

    # Connexion passes what the signature names: the handler's own parameters and the claims.
    assert list(inspect.signature(probe).parameters) == ["policy_number", "page", "token_info"]
    assert probe.__name__ == "probe"
    answer = probe(token_info={"sub": "budi"}, policy_number="KS23000456")
    assert answer == ({"ok": True}, 200, {"Content-Type": "application/json"})
    assert seen["caller"] == "budi" and seen["page"] == 1
    assert _stored() == "KS23000456"


def test_the_guard_refuses_before_the_handler_runs(app: Any) -> None:
    ran = []

    @operation(_guard)
    def probe(call: Call[str]) -> None:
        ran.append(call)

    with pytest.raises(Forbidden):
        probe(token_info=None)
    assert ran == []


def test_replies_other_than_200_json(app: Any) -> None:
    @operation(_guard)
    def pdf(call: Call[str]) -> Reply:
        return Reply(b"%PDF", headers={"Content-Type": "application/pdf"})

    @operation(_guard)
    def make(call: Call[str]) -> Reply:
        return created({"id": 1})

    assert pdf(token_info={"sub": "x"}) == (b"%PDF", 200, {"Content-Type": "application/pdf"})
    assert make(token_info={"sub": "x"})[1] == 201


def test_a_phased_handler_opens_its_own_units_each_guarded(app: Any) -> None:
    callers = []

    @phased_operation(_guard)
    def two_phases(phases: Phases[str], body: dict[str, Any]) -> dict[str, Any]:
        with phases.unit() as call:
            _write(call.session, "phase 1")
            callers.append(call.caller)
        assert _stored() == "phase 1"  # committed before the outside call
        with phases.unit() as call:
            callers.append(call.caller)
        return body

    assert list(inspect.signature(two_phases).parameters) == ["body", "token_info"]
    assert two_phases(token_info={"sub": "siti"}, body={"a": 1})[0] == {"a": 1}
    assert callers == ["siti", "siti"]
