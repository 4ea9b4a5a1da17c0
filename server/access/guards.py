"""The guards: who may call an operation, decided inside the request's transaction.

Connexion has already checked signatures and secrets (:mod:`server.auth.security`) and passes
the claims as ``token_info``: ``{'clientBasic': ..., 'accessToken': claims}`` when an
operation requires both schemes. A guard checks those claims against the database and
answers the caller the operation works for, or refuses with Forbidden:

- :data:`PUBLIC`: the web app's client credentials are enough (no caller);
- :func:`claim_step`: a sign-in step token at a step that proves who the visitor is, for the
  account named or its decoy (:class:`SignInClaim`);
- :func:`step`: a sign-in step token at a later step, of a visitor already proved
  (:class:`SignInStep`);
- :func:`challenge_step`: a sign-in step token of a flow at a stage that names no account
  yet, whether or not its challenge still stands (:class:`SignInChallenge`);
- :data:`PROVED_STEP`: a sign-in step token at any step after the visitor proved the account,
  read without a lock (:class:`SignInStep`);
- :data:`CUSTOMER`: a live customer session (:class:`Customer`), which counts as activity;
  an admin session is refused (403): customer data is not the staff's to browse;
- :data:`ADMIN`: a live admin session; a customer session is refused (403);
- :data:`SIGNED_IN`: a live session of either role, counting as activity;
- :data:`SESSION`: the same, without counting as activity (looking at or ending a session);
- :data:`CUSTOMER_BACKGROUND`: a live customer session, without counting as activity (a call
  the page repeats on its own, such as the header's unread count: it must not keep a tab
  left open alive past the idle timeout);
- :data:`EXTEND`: the same, recording the activity at once (session/update).

Activity is written at most once a minute (:data:`server.access.liveness.TOUCH_INTERVAL`),
and by a read-only operation right after its read (:func:`server.db.after_read`).

Which guard an operation has follows its tag in the contract (docs/product.md P6.2):
``session`` operations any signed-in role, ``admin`` operations the admin role, every other
tag the customer role; server/tests/access/test_access_roles.py checks every operation so.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import settings
from server.access import messages, session_row
from server.access.caller import Customer, SignInChallenge, SignInClaim, SignInStep
from server.access.liveness import ensure_live, record_activity
from server.access.models import SignInDecoy, SignInFlow, SignInStage, User
from server.clock import as_utc
from server.db import insert_missing
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


class Touch(enum.Enum):
    NO = "no"  # looking at or ending a session is not activity
    THROTTLED = "throttled"  # activity, written at most once a minute
    ALWAYS = "always"  # the explicit extension (session/update)


def live_session(
    session: Session, token_info: Claims, *, now: datetime, touch: Touch
) -> session_row.LiveSession:
    """The live session and its user behind an access token (one row: the session's
    columns, ``user_id``, ``user_name``, ``policy_holder_id``); Forbidden otherwise."""
    claims = _claims(token_info)
    if claims.get("typ") != "access":
        log.warning("authorization failure: not an access token (typ=%s)", claims.get("typ"))
        raise _ended("A sign-in step token cannot open portal calls.")
    row = session_row.read(session, str(claims.get("sid", "")))
    if row is None or str(row.user_id) != str(claims.get("sub")):
        log.warning("authorization failure: unknown session")
        raise _ended("Unknown session.")
    ensure_live(session, row, settings=settings.current(), now=now)
    if touch is not Touch.NO:
        record_activity(session, row, now=now, always=touch is Touch.ALWAYS)
    return row


@dataclass(frozen=True, slots=True)
class _SignedIn:
    touch: Touch
    role: str  # customer, admin or any

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> Customer:
        live = live_session(session, token_info, now=now, touch=self.touch)
        if self.role == "admin" and not live.is_admin:
            log.warning("authorization failure: admin role required user_id=%s", live.user_id)
            raise Forbidden(messages.NOT_ADMIN, detail="The admin role is required.")
        if self.role == "customer" and live.is_admin:
            log.warning(
                "authorization failure: customer data asked by admin user_id=%s", live.user_id
            )
            raise Forbidden(messages.NOT_CUSTOMER, detail="The customer role is required.")
        return Customer(
            user_id=live.user_id,
            user_name=live.user_name,
            session_id=live.id,
            is_admin=live.is_admin,
            policy_holder_id=live.policy_holder_id,
        )


CUSTOMER: Guard[Customer] = _SignedIn(touch=Touch.THROTTLED, role="customer")
ADMIN: Guard[Customer] = _SignedIn(touch=Touch.THROTTLED, role="admin")
SIGNED_IN: Guard[Customer] = _SignedIn(touch=Touch.THROTTLED, role="any")
SESSION: Guard[Customer] = _SignedIn(touch=Touch.NO, role="any")
CUSTOMER_BACKGROUND: Guard[Customer] = _SignedIn(touch=Touch.NO, role="customer")
EXTEND: Guard[Customer] = _SignedIn(touch=Touch.ALWAYS, role="any")


def _step_claims(token_info: Claims) -> Mapping[str, Any]:
    claims = _claims(token_info)
    if claims.get("typ") != "step":
        log.warning("authorization failure: step token expected")
        raise Forbidden(messages.STEP_INVALID, detail="A sign-in step token is required.")
    return claims


def _check_open(
    flow: SignInFlow | None,
    claims: Mapping[str, Any],
    stages: tuple[SignInStage, ...],
    now: datetime,
) -> SignInFlow:
    """The flow when the step token opens it at one of ``stages``; Forbidden otherwise.

    A token of an earlier step (its ``seq`` is behind the flow's), of another stage, of a
    finished or expired flow, or of no flow: all refused alike (a decoy's flow too, so a
    refusal never tells a decoy from an account).
    """
    ok = (
        flow is not None
        and flow.stage in stages
        and claims.get("stg") == flow.stage.value
        and claims.get("seq") == flow.seq
        and flow.completed_at is None
        and now < as_utc(flow.expires_at)
    )
    if not ok:
        log.warning(
            "authorization failure: step token for %s (flow at %s, seq %s/%s)",
            claims.get("stg"),
            flow.stage.value if flow else "-",
            claims.get("seq"),
            flow.seq if flow else "-",
        )
        raise Forbidden(messages.STEP_INVALID, detail="The step token does not open this step.")
    assert flow is not None
    return flow


@dataclass(frozen=True, slots=True)
class _Step:
    stages: tuple[SignInStage, ...]

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> SignInStep:
        """The sign-in flow a step token opens, when it stands at one of the stages, and its
        account (a decoy's flow never gets this far: it is refused like a wrong stage)."""
        claims = _step_claims(token_info)
        # Locked for the step (FOR UPDATE on PostgreSQL; SQLite transactions are serial): two
        # requests of one flow or account run one after the other, so a step token opens its
        # step once and parallel wrong passwords are all counted.
        row = session.execute(
            select(SignInFlow, User)
            .join(User, User.id == SignInFlow.user_id)
            .where(SignInFlow.id == str(claims.get("fid", "")))
            .with_for_update()
        ).one_or_none()
        flow = _check_open(row[0] if row else None, claims, self.stages, now)
        assert row is not None
        return SignInStep(flow=flow, user=row[1])


def step(*stages: SignInStage) -> Guard[SignInStep]:
    """A sign-in step token standing at one of ``stages``, of a visitor already proved."""
    return _Step(stages)


# Every stage a flow can stand at before it ends.
_PENDING = tuple(stage for stage in SignInStage if stage is not SignInStage.AUTHENTICATED)


def _proved_step(session: Session, token_info: Claims, now: datetime) -> SignInStep:
    """A sign-in step token of a flow whose visitor has proved the account (the password,
    NIK and birth date, or the forgotten password's code), at whatever step it stands; read
    without a lock, for operations that only read. checkUser opens a flow at ``seq`` 1 and
    only a proved step moves it on (server.auth.flows.advance), so a flow still at ``seq`` 1
    is refused like any step token that opens nothing: the same answer for an account's
    flow and a decoy's (which never gets past its first step, and has no account to join)."""
    claims = _step_claims(token_info)
    row = session.execute(
        select(SignInFlow, User)
        .join(User, User.id == SignInFlow.user_id)
        .where(SignInFlow.id == str(claims.get("fid", "")))
    ).one_or_none()
    flow = _check_open(row[0] if row else None, claims, _PENDING, now)
    assert row is not None
    if flow.seq <= 1:
        log.warning("authorization failure: step token of a flow not yet proved")
        raise Forbidden(messages.STEP_INVALID, detail="The step token does not open this step.")
    return SignInStep(flow=flow, user=row[1])


PROVED_STEP: Guard[SignInStep] = _proved_step


@dataclass(frozen=True, slots=True)
class _Claim:
    stages: tuple[SignInStage, ...]

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> SignInClaim:
        """The sign-in flow a step token opens at one of the stages, with the account it
        names or that name's decoy (created on first use), both locked for the step."""
        claims = _step_claims(token_info)
        found = session.scalars(
            select(SignInFlow).where(SignInFlow.id == str(claims.get("fid", ""))).with_for_update()
        ).one_or_none()
        flow = _check_open(found, claims, self.stages, now)
        account: User | SignInDecoy | None
        if flow.user_id is not None:
            account = session.get(User, flow.user_id, with_for_update=True, populate_existing=True)
        else:
            assert flow.decoy_key is not None
            insert_missing(
                session, SignInDecoy, key=flow.decoy_key, failed_password_count=0, created_at=now
            )
            account = session.get(
                SignInDecoy, flow.decoy_key, with_for_update=True, populate_existing=True
            )
        assert account is not None
        return SignInClaim(flow=flow, account=account)


def claim_step(*stages: SignInStage) -> Guard[SignInClaim]:
    """A sign-in step token standing at one of ``stages``, steps that prove who the visitor
    is: the account the name named, or its decoy."""
    return _Claim(stages)


@dataclass(frozen=True, slots=True)
class _Challenge:
    stage: SignInStage

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> SignInChallenge:
        """The flow a step token of ``stage`` was issued for, locked for the step. A token of
        another stage, or of no flow, is refused like any step token that opens nothing; a
        flow already answered (or ended, or expired) is handed on as no longer open, so the
        operation refuses it exactly as it refuses a wrong answer."""
        claims = _step_claims(token_info)
        flow = session.scalars(
            select(SignInFlow).where(SignInFlow.id == str(claims.get("fid", ""))).with_for_update()
        ).one_or_none()
        if flow is None or claims.get("stg") != self.stage.value:
            log.warning("authorization failure: step token for %s", claims.get("stg"))
            raise Forbidden(messages.STEP_INVALID, detail="The step token does not open this step.")
        is_open = (
            flow.stage is self.stage
            and claims.get("seq") == flow.seq
            and flow.completed_at is None
            and now < as_utc(flow.expires_at)
        )
        return SignInChallenge(flow=flow, open=is_open)


def challenge_step(stage: SignInStage) -> Guard[SignInChallenge]:
    """A sign-in step token of a flow started at ``stage``, a step that names no account
    before its answer is checked (a passkey sign-in)."""
    return _Challenge(stage)


A = TypeVar("A")
B = TypeVar("B")


@dataclass(frozen=True, slots=True)
class _ByToken(Generic[A, B]):
    step: Guard[A]
    signed_in: Guard[B]

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> A | B:
        if _claims(token_info).get("typ") == "step":
            return self.step(session, token_info, now)
        return self.signed_in(session, token_info, now)


def by_token(step_guard: Guard[A], signed_in: Guard[B]) -> Guard[A | B]:
    """For the few operations both a sign-in step and a signed-in session use (the password
    menu's one-time codes: a forgotten password, a new recovery e-mail): a step token meets
    ``step_guard``, any other token ``signed_in``. The handler checks that what is asked
    (``caseOtp``) belongs to the caller it got."""
    return _ByToken(step_guard, signed_in)
