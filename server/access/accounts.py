"""Opening a portal account for a policy holder who has none (a new holder whose first
policy was just issued): status NEW, no password and no contact of its own (codes go to the
holder's phone and e-mail), so the holder signs in through the first-time journey (NIK,
birth date, a one-time code, then a password of their own). The user name is made from the
holder's name (``Rina Kartika`` -> ``rina.kartika``), numbered when taken."""

from __future__ import annotations

import re
import unicodedata

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.models import AccountStatus, User
from server.customer.models import PolicyHolder

MAX_LENGTH = 50  # the contract's UserName


def user_name_for(session: Session, full_name: str) -> str:
    """A free user name from the name: letters and digits of each word, joined by dots,
    lower-case ASCII; ``rina.kartika2`` and on when taken."""
    plain = unicodedata.normalize("NFKD", full_name).encode("ascii", "ignore").decode()
    words = [w for w in re.split(r"[^a-z0-9]+", plain.lower()) if w]
    base = ".".join(words)[: MAX_LENGTH - 3].strip(".") or "nasabah"
    if len(base) < 3:
        base = f"nasabah.{base}"
    taken = set(
        session.scalars(
            select(User.user_name).where((User.user_name == base) | User.user_name.like(f"{base}%"))
        )
    )
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}{n}"
    return name


def open_account(session: Session, *, holder_id: int) -> User | None:
    """A NEW account for the holder, unless they have one; None when they have."""
    if session.scalar(select(User.id).where(User.policy_holder_id == holder_id)) is not None:
        return None
    holder = session.get(PolicyHolder, holder_id)
    assert holder is not None
    user = User(
        user_name=user_name_for(session, holder.full_name),
        policy_holder_id=holder_id,
        status=AccountStatus.NEW,
        password_hash=None,
        is_admin=False,
        tnc_version=None,
    )
    session.add(user)
    session.flush()
    return user


def account_of(session: Session, *, holder_id: int) -> int | None:
    """The portal account of a policy holder (its id), None when they have none yet: where
    their notices land in the inbox (:class:`server.notify.Notice` ``user_id``)."""
    return session.scalar(select(User.id).where(User.policy_holder_id == holder_id))
