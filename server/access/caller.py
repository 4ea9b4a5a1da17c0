"""The callers a guard hands to an operation."""

from __future__ import annotations

from dataclasses import dataclass

from server.access.models import SignInDecoy, SignInFlow, User


@dataclass(frozen=True, slots=True)
class Customer:
    """A signed-in user with a live session (never a sign-in step token)."""

    user_id: int
    user_name: str
    session_id: str
    is_admin: bool
    # The policy holder this portal account belongs to; None for admin-only accounts.
    policy_holder_id: int | None


@dataclass(frozen=True, slots=True)
class SignInStep:
    """A visitor part-way through signing in who has proved who they are: the flow their step
    token opens (locked for this request) and the account it is for."""

    flow: SignInFlow
    user: User


@dataclass(frozen=True, slots=True)
class SignInClaim:
    """A visitor at a step that proves who they are (password, NIK and birth date, the
    forgotten password's code): the flow their step token opens (locked for this request)
    and the account the user name or NIK named, or the decoy standing in for a name that
    named none. Both are locked; both keep the same failure counter and lock."""

    flow: SignInFlow
    account: User | SignInDecoy

    @property
    def user(self) -> User | None:
        """The account, or None for a decoy (no name matched)."""
        return self.account if isinstance(self.account, User) else None


@dataclass(frozen=True, slots=True)
class SignInChallenge:
    """A visitor answering a sign-in flow's challenge before any account is named (a passkey
    sign-in): the flow their step token was issued for (locked for this request), and
    whether its challenge still stands (not yet answered, not expired). A challenge that no
    longer stands is the operation's to refuse, as it refuses a wrong answer."""

    flow: SignInFlow
    open: bool


@dataclass(frozen=True, slots=True)
class Applicant:
    """The applicant of one SPAJ in a live SPAJ session: it opens that application (its
    documents, its first premium) and nothing of any policy holder."""

    spaj_id: int
    spaj_number: str
    session_id: str
