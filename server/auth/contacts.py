"""Where a sign-in code goes: the account's phone or e-mail address (or the policy holder's
when the account keeps none of its own); a forgotten password's code goes only to an
address the visitor typed and the account has."""

from __future__ import annotations

from sqlalchemy.orm import Session

from server.access.models import User
from server.customer.masking import mask_email, mask_phone
from server.customer.models import PolicyHolder
from server.verification import Destination


def _holder(session: Session, user: User) -> PolicyHolder | None:
    if user.policy_holder_id is None:
        return None
    return session.get(PolicyHolder, user.policy_holder_id)


def email_destination(session: Session, user: User) -> Destination | None:
    holder = _holder(session, user)
    email = user.email or (holder.email if holder else None)
    return Destination("EMAIL", email, mask_email(email)) if email else None


def phone_destination(session: Session, user: User) -> Destination | None:
    holder = _holder(session, user)
    phone = user.phone or (holder.phone if holder else None)
    return Destination("SMS", phone, mask_phone(phone)) if phone else None


def recovery_match(session: Session, user: User, typed: str) -> str | None:
    """The account's address (recovery e-mail, the account's e-mail, the policy holder's)
    that ``typed`` names, compared without case; None when it names none of them."""
    holder = _holder(session, user)
    wanted = typed.strip().lower()
    for address in (user.recovery_email, user.email, holder.email if holder else None):
        if address and address.strip().lower() == wanted:
            return address
    return None


def account_phone(session: Session, user_id: int) -> str | None:
    """The phone number an account's SMS notices go to (:func:`phone_destination`'s rule:
    the account's own, else its policy holder's); None for no account or no number."""
    user = session.get(User, user_id)
    destination = phone_destination(session, user) if user is not None else None
    return destination.address if destination else None
