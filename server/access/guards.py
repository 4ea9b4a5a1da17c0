"""The guards: who may call an operation, decided inside the request's transaction.

Connexion has already checked signatures and secrets (:mod:`server.auth.security`) and passes
the claims as ``token_info``: ``{'clientBasic': ..., 'accessToken': claims}`` when an
operation requires both schemes. A guard checks those claims against the database and
answers the caller the operation works for, or refuses with Forbidden:

- :data:`PUBLIC`: the web app's client credentials are enough (no caller);
- :func:`step`: a sign-in step token that opens one of the given stages (:class:`SignInStep`);
- :data:`CUSTOMER`: a live customer session (:class:`Customer`), which counts as activity;
  an admin session is refused (403): customer data is not the staff's to browse;
- :data:`ADMIN`: a live admin session; a customer session is refused (403);
- :data:`SIGNED_IN`: a live session of either role, counting as activity;
- :data:`SESSION`: the same, without counting as activity (looking at or ending a session).

Which guard an operation has follows its tag in the contract (README: the roles):
``session`` operations any signed-in role, ``admin`` operations the admin role, every other
tag the customer role; server/tests/test_access_roles.py checks every operation so.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import settings
from server.access import messages
from server.access.caller import Customer, SignInStep
from server.access.liveness import ensure_live
from server.access.models import SignInFlow, SignInStage, User, UserSession
from server.clock import as_utc
from server.edge.messages import SESSION_ENDED
from server.errors import Forbidden

log = logging.getLogger("server.access.guards")
Claims = Mapping[str, Any] | None
C_co = TypeVar("C_co", covariant=True)


class Guard(Protocol[C_co]):
    def __call__(self, session: Session, token_info: Claims, now: datetime) -> C_co: ...


def _claims(token_info: Claims) -> Mapping[str, Any]:
    if not token_info:
        return {}
    inner = token_info.get("accessToken", token_info)
    return inner if isinstance(inner, Mapping) else {}


def _ended(detail: str) -> Forbidden:
    return Forbidden(SESSION_ENDED, type="urn:tmanku:problem:session-expired", detail=detail)


def _public(session: Session, token_info: Claims, now: datetime) -> None:
    return None


PUBLIC: Guard[None] = _public


def live_session(
    session: Session, token_info: Claims, *, now: datetime, touch: bool
) -> tuple[UserSession, User]:
    """The live session and user behind an access token; Forbidden otherwise."""
    claims = _claims(token_info)
    if claims.get("typ") != "access":
        log.warning("authorization failure: not an access token (typ=%s)", claims.get("typ"))
        raise _ended("A sign-in step token cannot open portal calls.")
    row = session.execute(
        select(UserSession, User)
        .join(User, User.id == UserSession.user_id)
        .where(UserSession.id == str(claims.get("sid", "")))
    ).one_or_none()
    if row is None or str(row[1].id) != str(claims.get("sub")):
        log.warning("authorization failure: unknown session")
        raise _ended("Unknown session.")
    user_session, user = row
    ensure_live(user_session, settings=settings.current(), now=now)
    if touch:
        user_session.last_seen_at = now
    return user_session, user


@dataclass(frozen=True, slots=True)
class _SignedIn:
    touch: bool
    role: str  # customer, admin or any

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> Customer:
        user_session, user = live_session(session, token_info, now=now, touch=self.touch)
        if self.role == "admin" and not user_session.is_admin:
            log.warning("authorization failure: admin role required user_id=%s", user.id)
            raise Forbidden(messages.NOT_ADMIN, detail="The admin role is required.")
        if self.role == "customer" and user_session.is_admin:
            log.warning("authorization failure: customer data asked by admin user_id=%s", user.id)
            raise Forbidden(messages.NOT_CUSTOMER, detail="The customer role is required.")
        return Customer(
            user_id=user.id,
            user_name=user.user_name,
            session_id=user_session.id,
            is_admin=user_session.is_admin,
            policy_holder_id=user.policy_holder_id,
        )


CUSTOMER: Guard[Customer] = _SignedIn(touch=True, role="customer")
ADMIN: Guard[Customer] = _SignedIn(touch=True, role="admin")
SIGNED_IN: Guard[Customer] = _SignedIn(touch=True, role="any")
SESSION: Guard[Customer] = _SignedIn(touch=False, role="any")


@dataclass(frozen=True, slots=True)
class _Step:
    stages: tuple[SignInStage, ...]

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> SignInStep:
        """The sign-in flow a step token opens, when it stands at one of the stages.

        A token of an earlier step (its ``seq`` is behind the flow's), of another stage, of a
        finished or expired flow, or an access token: Forbidden.
        """
        claims = _claims(token_info)
        if claims.get("typ") != "step":
            log.warning("authorization failure: step token expected")
            raise Forbidden(messages.STEP_INVALID, detail="A sign-in step token is required.")
        # Locked for the step (FOR UPDATE on PostgreSQL; SQLite transactions are serial): two
        # requests of one flow or account run one after the other, so a step token opens its
        # step once and parallel wrong passwords are all counted.
        row = session.execute(
            select(SignInFlow, User)
            .join(User, User.id == SignInFlow.user_id)
            .where(SignInFlow.id == str(claims.get("fid", "")))
            .with_for_update()
        ).one_or_none()
        if row is None:
            raise Forbidden(messages.STEP_INVALID, detail="Unknown sign-in flow.")
        flow, user = row
        stage = flow.stage
        ok = (
            stage in self.stages
            and claims.get("stg") == stage.value
            and claims.get("seq") == flow.seq
            and flow.completed_at is None
            and now < as_utc(flow.expires_at)
        )
        if not ok:
            log.warning(
                "authorization failure: step token for %s (flow at %s, seq %s/%s)",
                claims.get("stg"),
                stage.value,
                claims.get("seq"),
                flow.seq,
            )
            raise Forbidden(messages.STEP_INVALID, detail="The step token does not open this step.")
        return SignInStep(flow=flow, user=user)


def step(*stages: SignInStage) -> Guard[SignInStep]:
    """A sign-in step token standing at one of ``stages``."""
    return _Step(stages)
