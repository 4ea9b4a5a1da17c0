"""The draft's one-time codes through :mod:`server.verification`: the subject is the portal
account (wrong codes counted per account and caseOtp, across drafts and resends, the same
limits and locks as sign-in), the context the draft, the destination the proof's address."""

from __future__ import annotations

from server import notify, verification
from server.access.caller import Customer
from server.access.operation import Call
from server.contract_types import OtpInfo
from server.pengkinian import drafts
from server.pengkinian.models import KycDraft
from server.verification import Destination, Target


def _target(call: Call[Customer], draft: KycDraft, case: str) -> Target:
    return Target(
        subject=f"user:{call.caller.user_id}", purpose=case, context=f"kyc-draft:{draft.id}"
    )


def send(call: Call[Customer], draft_id: str, case: str) -> OtpInfo:
    """A code for one proof of the draft; the attempt/limit record (OtpInfo)."""
    draft = drafts.live(call.session, call.caller, draft_id, call.now)
    proof = drafts.proof(draft, case)
    return verification.issue(
        session=call.session,
        settings=call.settings,
        sender=notify.current(),
        target=_target(call, draft, case),
        destination=Destination(proof["channel"], proof["address"], proof["destination"]),
        now=call.now,
    )


def check(call: Call[Customer], draft_id: str, case: str, code: str) -> KycDraft:
    """Accept the code (the proof is marked) or raise; the wrong-code counter is written
    before a refusal (the operation commits refusals)."""
    draft = drafts.live(call.session, call.caller, draft_id, call.now, for_update=True)
    proof = drafts.proof(draft, case)
    verification.verify(
        session=call.session,
        settings=call.settings,
        target=_target(call, draft, case),
        code=code,
        now=call.now,
        address=proof["address"],
    )
    drafts.mark_verified(draft, case)
    return draft
