"""The topics of notices: the groups whose channels a customer chooses (the contract's
NotificationTopic), each a set of notice kinds (NotificationKind). Written once, here: the
deliverer reads a notice's topic (:func:`server.notify.delivery.record`, which sits below
every area) and the preferences' page lists them (:mod:`server.notification.preferences`).

Besides the inbox, which keeps every notice, a topic goes by e-mail unless the customer
turned it off, and also by SMS when they turned that on (:data:`DEFAULT`: e-mail yes, SMS
no). The account's security notices (:data:`EMAIL_REQUIRED`) are always e-mailed: a change
the customer did not make must reach them where they read it; so are the answers on a
complaint or a personal-data request, which the law wants in writing."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from server import contract_types as contract


class Topic(enum.StrEnum):
    """The contract's NotificationTopic, in its order (the preferences answer in it)."""

    CLAIM = "CLAIM"
    PENGKINIAN = "PENGKINIAN"
    SPAJ = "SPAJ"
    INVESTMENT = "INVESTMENT"
    REFUND = "REFUND"
    SECURITY = "SECURITY"
    COMPLAINT = "COMPLAINT"
    PRIVACY = "PRIVACY"


KINDS: Final[Mapping[Topic, tuple[contract.NotificationKind, ...]]] = {
    Topic.CLAIM: (
        "CLAIM_SUBMITTED", "CLAIM_DOCUMENT_VERIFICATION", "CLAIM_DOCUMENTS_REQUESTED",
        "CLAIM_ANALYSIS", "CLAIM_APPROVED", "CLAIM_REJECTED", "CLAIM_PAID",
    ),
    Topic.PENGKINIAN: ("KYC_SUBMITTED", "KYC_APPROVED", "KYC_REJECTED"),
    Topic.SPAJ: (
        "SPAJ_RECEIVED", "SPAJ_WAITING_DOCUMENTS", "SPAJ_RISK_SELECTION", "SPAJ_DECISION",
        "SPAJ_WAITING_PAYMENT", "SPAJ_ISSUED", "SPAJ_REJECTED", "SPAJ_DECLINED", "SPAJ_EXPIRED",
    ),
    Topic.INVESTMENT: ("TOP_UP_INVESTED", "FUND_SWITCH_INVESTED", "FUND_ALLOCATION_CHANGED"),
    Topic.REFUND: ("REFUND_REFUNDED",),
    Topic.SECURITY: (
        "PASSWORD_CHANGED", "RECOVERY_EMAIL_CHANGED", "PASSKEY_ADDED", "PASSKEY_REMOVED",
    ),
    Topic.COMPLAINT: ("COMPLAINT_RECEIVED", "COMPLAINT_EXTENDED", "COMPLAINT_ANSWERED"),
    Topic.PRIVACY: (
        "PRIVACY_EXPORT_READY", "PRIVACY_REQUEST_RECEIVED", "PRIVACY_REQUEST_ACKNOWLEDGED",
        "PRIVACY_REQUEST_ANSWERED",
    ),
}  # fmt: skip
"""Every kind of notice the portal writes, in exactly one topic
(``server/tests/notification/test_notification_topics.py`` holds it to the contract)."""

EMAIL_REQUIRED: Final = frozenset({Topic.SECURITY, Topic.COMPLAINT, Topic.PRIVACY})
"""Topics whose e-mail cannot be turned off: the account's security, and the written
acknowledgements and answers the insurer owes on a complaint (POJK 22/2023) and on a request
about personal data (UU 27/2022)."""

_TOPIC_OF: Final[Mapping[str, Topic]] = {
    kind: topic for topic, kinds in KINDS.items() for kind in kinds
}


@dataclass(frozen=True, slots=True)
class Channels:
    """Where a topic's notices go besides the inbox."""

    email: bool
    sms: bool


DEFAULT: Final = Channels(email=True, sms=False)
"""A topic the customer never changed (no row in ``notification_preferences``)."""


def topic_of(kind: str) -> Topic | None:
    """The topic of a notice's kind; None for a kind no topic lists (it goes as
    :data:`DEFAULT`)."""
    return _TOPIC_OF.get(kind)
