"""Where a sign-in code goes: the account's phone or e-mail address (or the policy holder's
when the account keeps none of its own); a forgotten password's code goes to the recovery
e-mail first."""

from __future__ import annotations

from sqlalchemy.orm import Session

from server.access.models import User
from server.auth import messages
from server.customer.masking import mask_email, mask_phone
from server.customer.models import PolicyHolder
from server.errors import NotFound
from server.verification import Destination


def _holder(session: Session, user: User) -> PolicyHolder | None:
    if user.policy_holder_id is None:
        return None
    return session.get(PolicyHolder, user.policy_holder_id)


def email_destination(session: Session, user: User, *, recovery: bool) -> Destination | None:
    holder = _holder(session, user)
    candidates = [user.email, holder.email if holder else None]
    if recovery:
        candidates.insert(0, user.recovery_email)
    email = next((c for c in candidates if c), None)
    return Destination("EMAIL", email, mask_email(email)) if email else None


def phone_destination(session: Session, user: User) -> Destination | None:
    holder = _holder(session, user)
    phone = user.phone or (holder.phone if holder else None)
    return Destination("SMS", phone, mask_phone(phone)) if phone else None


def recovery_email(session: Session, user: User) -> dict[str, str]:
    """The masked address a forgotten password's code goes to (password/emailPH)."""
    found = email_destination(session, user, recovery=True)
    if found is None:
        raise NotFound(messages.NO_RECOVERY_EMAIL, detail="The account has no e-mail address.")
    return {"email": found.masked}
