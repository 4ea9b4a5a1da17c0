"""Where an account's codes and notices go by e-mail (openapi/paths/password@emailPH.yaml):
the account's own address, its recovery e-mail and the policy holder's address on record,
each masked and with what goes to it. Only for a caller who has proved the account (a
customer session, or a sign-in step after the proof: the guard), so it tells nothing to
someone who has only typed a user name or NIK."""

from __future__ import annotations

import enum

from sqlalchemy.orm import Session

from server.access.models import User
from server.contract_types import EmailPhAddress, EmailPhAddressSource, EmailPhData
from server.customer.masking import mask_email
from server.customer.models import PolicyHolder


class Use(enum.StrEnum):
    SIGN_IN_CODE = "SIGN_IN_CODE"  # the sign-in code, when the customer chooses e-mail
    SECURITY_NOTICE = "SECURITY_NOTICE"  # password or recovery e-mail changed
    FORGOT_PASSWORD = "FORGOT_PASSWORD"  # noqa: S105 - the forgotten password's code, when typed


def email_ph(session: Session, user: User) -> EmailPhData:
    """The EmailPhData of ``user``: the same rules as the senders. The sign-in code goes to
    the account's address, else the policy holder's (server.auth.contacts.email_destination);
    security notices to the recovery e-mail, else there (server.security.notices); the
    forgotten password's code to any of them the visitor types (contacts.recovery_match)."""
    holder = (
        session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    holder_email = holder.email if holder is not None else None
    sign_in: EmailPhAddressSource | None = (
        "ACCOUNT" if user.email else "POLICY_HOLDER" if holder_email else None
    )
    notice: EmailPhAddressSource | None = "RECOVERY" if user.recovery_email else sign_in
    emails: list[EmailPhAddress] = []
    sources: tuple[tuple[EmailPhAddressSource, str | None], ...] = (
        ("ACCOUNT", user.email),
        ("RECOVERY", user.recovery_email),
        ("POLICY_HOLDER", holder_email),
    )
    for source, address in sources:
        if not address:
            continue
        uses = [Use.SIGN_IN_CODE] if source == sign_in else []
        uses += [Use.SECURITY_NOTICE] if source == notice else []
        emails.append(
            {
                "source": source,
                "email": mask_email(address.lower()),
                "uses": [use.value for use in (*uses, Use.FORGOT_PASSWORD)],
            }
        )
    return {"emails": emails}
