"""The one way to write an operation's handler.

A handler is decorated with the operation's guard and receives a :class:`Call`: the unit of
work's session, the caller the guard resolved, and the request's time, settings and client
address. It returns the response body (200, JSON) or a :class:`Reply` for another status or
media type::

    @operation(CUSTOMER)
    def get_policy_detail(call: Call[Customer], policy_number: str) -> contract.PolicyDetail:
        return serializers.policy_detail(service.get_policy_detail(...))

The decorator opens ONE unit of work (:func:`server.db.transaction`) around the guard and the
handler: everything commits when the handler returns and rolls back when it raises, except
that with ``refusal_commits=True`` a refusal (a DomainError, 4xx) still commits what was
written before it. Sign-in steps, session calls, one-time code checks and the password
confirmation ask for that, so that a wrong password or code leaves its failure counter and
lock behind (docs/decisions/0003-refusal-commits.md).

``read_only=True`` is for operations that only read (most GETs): their unit takes no write
lock (SQLite) and is READ ONLY (PostgreSQL), so reads never queue behind writes or each
other; the session's activity is recorded after it (:func:`server.db.after_read`). A write
in such a unit fails, so an operation that may write (a lazy expiry) must not say it.
While the database cannot be reached, a read-only unit, and any unit whose guard could not
reach it (a phased handler's first), runs again for a few seconds (:mod:`server.db_outage`,
docs/decisions/0016): a database restart is waited out instead of failing.

:func:`phased_operation` is for the few operations that must not hold a transaction while
they wait on something outside the database (the payment gateway, an upload being checked):
the handler receives :class:`Phases` and opens each unit itself, the guard running again in
each.

Connexion passes a handler's arguments by the names in its signature; the decorated
endpoint shows Connexion the handler's own parameters (without the first) plus
``token_info``, the verified claims it needs for the guard. The header parameters the
operation declares in the contract are passed as keyword arguments too, which Connexion 3
does not do (``idempotency_key: str``; :mod:`server.edge.headers`). Bodies and answers are
typed with the contract's TypedDicts (:mod:`server.contract_types`, generated).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar

from sqlalchemy.orm import Session

from server import clock, db, db_outage, settings
from server.access.guards import Claims, Guard
from server.edge.client import client_address
from server.edge.headers import declared_headers
from server.settings import Settings

JSON = {"Content-Type": "application/json"}
Answer = tuple[Any, int, Mapping[str, str]]
C = TypeVar("C")
P = ParamSpec("P")


@dataclass(frozen=True, slots=True)
class Call(Generic[C]):
    """What a handler works with: one unit of work and who is calling."""

    session: Session
    caller: C
    now: datetime
    settings: Settings
    address: str  # the client's address (rate limits, audit trail)


@dataclass(frozen=True, slots=True)
class Reply:
    """A response other than ``200 application/json``."""

    body: Any
    status: int = 200
    headers: Mapping[str, str] = field(default_factory=lambda: JSON)


def created(body: Any) -> Reply:
    return Reply(body, 201)


def _answer(result: Any) -> Answer:
    # The JSON Content-Type is always explicit: the operations also declare
    # application/problem+json, and Connexion answers 500 when it has to choose.
    if isinstance(result, Reply):
        return result.body, result.status, dict(result.headers)
    return result, 200, dict(JSON)


@contextmanager
def _unit(
    guard: Guard[C], token_info: Claims, *, refusal_commits: bool, read_only: bool = False
) -> Iterator[Call[C]]:
    with db.transaction(refusal_commits=refusal_commits, read_only=read_only) as session:
        now = clock.now()
        caller = guard(session, token_info, now)
        yield Call(session, caller, now, settings.current(), client_address())


def _endpoint(handler: Callable[..., Any], run: Callable[..., Any]) -> Callable[..., Answer]:
    """``run(token_info, kwargs)`` under the handler's name, with the signature Connexion
    reads: the handler's parameters after the first, and ``token_info``. ``kwargs`` are
    Connexion's arguments and the operation's header parameters (Connexion passes none)."""

    def endpoint(token_info: Claims = None, **kwargs: Any) -> Answer:
        return _answer(run(token_info, {**kwargs, **declared_headers()}))

    signature = inspect.signature(handler)
    own = list(signature.parameters.values())[1:]
    claims = inspect.Parameter("token_info", inspect.Parameter.KEYWORD_ONLY, default=None)
    # The handler's answer keeps its annotation (the body's TypedDict, or Reply) for the
    # checks that read it (server/tests/repo/test_handler_boundary.py); Connexion reads only the
    # parameters.
    endpoint.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [*own, claims], return_annotation=signature.return_annotation
    )
    for name in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(endpoint, name, getattr(handler, name))
    return endpoint


def operation(
    guard: Guard[C], *, refusal_commits: bool = False, read_only: bool = False
) -> Callable[[Callable[Concatenate[Call[C], P], Any]], Callable[..., Answer]]:
    """The handler runs in one unit of work, for the caller ``guard`` resolves."""

    def decorate(handler: Callable[Concatenate[Call[C], P], Any]) -> Callable[..., Answer]:
        body: Callable[..., Any] = handler  # called with Connexion's keyword arguments

        def run(token_info: Claims, kwargs: dict[str, Any]) -> Any:
            began = False

            def once() -> Any:
                nonlocal began
                with _unit(
                    guard, token_info, refusal_commits=refusal_commits, read_only=read_only
                ) as call:
                    began = True
                    return body(call, **kwargs)

            # A database out of reach: a read runs again (nothing written, nothing outside);
            # a write only when its guard could not reach it (its handler had not begun).
            return db_outage.ride_out(once, again=None if read_only else lambda: not began)

        endpoint = _endpoint(handler, run)
        endpoint.read_only = read_only  # type: ignore[attr-defined]
        return endpoint

    return decorate


@dataclass(slots=True)
class Phases(Generic[C]):
    """Units of work the handler opens itself, the guard checked again in each."""

    guard: Guard[C]
    token_info: Claims
    began: bool = field(default=False, init=False)  # a unit's guard has let the caller in

    @contextmanager
    def unit(self, *, read_only: bool = False) -> Iterator[Call[C]]:
        """A unit of work; ``read_only``: one that only reads (as ``operation``'s), so a
        phase that reads takes no write lock."""
        with _unit(self.guard, self.token_info, refusal_commits=False, read_only=read_only) as call:
            self.began = True
            yield call


def phased_operation(
    guard: Guard[C],
) -> Callable[[Callable[Concatenate[Phases[C], P], Any]], Callable[..., Answer]]:
    """The handler opens its units of work with ``phases.unit()``; none is open between. It
    opens its first before it does anything outside the database: when that unit's guard
    cannot reach the database, nothing has happened and the handler runs again
    (:mod:`server.db_outage`)."""

    def decorate(handler: Callable[Concatenate[Phases[C], P], Any]) -> Callable[..., Answer]:
        body: Callable[..., Any] = handler  # called with Connexion's keyword arguments

        def run(token_info: Claims, kwargs: dict[str, Any]) -> Any:
            phases: Phases[C] = Phases(guard, token_info)  # run again only while not begun
            return db_outage.ride_out(
                lambda: body(phases, **kwargs), again=lambda: not phases.began
            )

        return _endpoint(handler, run)

    return decorate
