"""E-mails to the policy holder at every change of a claim's status. A notice that cannot be
delivered is logged and never undoes the change it reports (the customer sees the status on
Riwayat Klaim either way). Each is also kept in the holder's inbox, linking to the claim's
detail."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server import notify
from server.access.accounts import account_of
from server.claim import messages
from server.claim.models import Claim, ClaimStatus, DocumentType
from server.clock import WIB, as_utc
from server.notify import Notice
from server.settings import Settings

DETAIL_LINK = "/klaim/submission-detail?claim_number={number}"  # web: features/claim/paths.ts
FOLLOW = "Ikuti klaim Anda di menu Klaim pada portal TManKu."


def _when(at: datetime) -> str:
    return f"{as_utc(at).astimezone(WIB):%d-%m-%Y %H.%M} WIB"


def _body(claim: Claim, insured: str, at: datetime) -> str:
    status = claim.status
    about = (
        f"{messages.BENEFIT_NAME[claim.benefit.value]} nomor {claim.claim_number} untuk {insured}"
    )
    head = f"Klaim {about}"
    if status == ClaimStatus.SUBMITTED:
        return (
            f"{head} kami terima pada {_when(at)} sebesar {messages.rupiah(claim.claimed_amount)}"
            f" dan akan segera diverifikasi. {FOLLOW}"
        )
    if status == ClaimStatus.DOCUMENT_VERIFICATION:
        # "klaim", not the head's capital only: never .lower() the number or the name.
        return f"Dokumen klaim {about} sedang diverifikasi petugas kami ({_when(at)}). {FOLLOW}"
    if status == ClaimStatus.DOCUMENTS_REQUESTED:
        request = claim.document_request or {}
        lines = "\n".join(
            f"- {messages.DOCUMENT[item['type']][0]}"
            + (f": {item['note']}" if item.get("note") else "")
            for item in request.get("items", [])
        )
        note = f"\n\nCatatan petugas: {request['note']}" if request.get("note") else ""
        return (
            f"{head} memerlukan dokumen tambahan ({_when(at)}):\n{lines}{note}\n\n"
            "Unggah dokumen tersebut di halaman detail klaim pada portal TManKu; klaim akan "
            "kami proses kembali setelah dokumen diterima."
        )
    if status == ClaimStatus.ANALYSIS:
        return f"Dokumen klaim {about} lengkap dan klaim sedang dianalisa ({_when(at)}). {FOLLOW}"
    if status == ClaimStatus.APPROVED:
        assert claim.approved_amount is not None
        cuts = "".join(
            f"\n- {d['label']}: {messages.rupiah(d['amount'])}" for d in claim.deductions or []
        )
        detail = f"\n\nTidak dibayarkan:{cuts}" if cuts else ""
        return (
            f"{head} disetujui pada {_when(at)} sebesar "
            f"{messages.rupiah(claim.approved_amount)}.{detail}\n\nDana akan ditransfer ke "
            f"rekening {claim.account_holder} berakhiran {claim.account_number[-4:]}."
        )
    if status == ClaimStatus.REJECTED:
        return (
            f"{head} tidak dapat kami setujui ({_when(at)}).\n\nAlasan: {claim.rejection_reason}"
            "\n\nHubungi Customer Care bila ada yang ingin Anda tanyakan."
        )
    assert claim.transfer_date is not None and claim.approved_amount is not None
    return (
        f"{head} sebesar {messages.rupiah(claim.approved_amount)} telah ditransfer pada "
        f"{messages.tanggal(claim.transfer_date)} ke rekening berakhiran "
        f"{claim.account_number[-4:]} (referensi {claim.transfer_reference}). Pembayaran ini "
        "tercatat di Riwayat Transaksi polis Anda."
    )


def status_changed(
    session: Session, settings: Settings, *, to: str, claim: Claim, insured: str, at: datetime
) -> None:
    notify.send_after_commit(
        session,
        Notice(
            to=to,
            kind=f"CLAIM_{claim.status.value}",
            subject=(f"Klaim {claim.claim_number}: {messages.STATUS_DESC[claim.status.value]}"),
            text=_body(claim, insured, at),
            created_at=at,
            user_id=account_of(session, holder_id=claim.holder_id),
            link=DETAIL_LINK.format(number=claim.claim_number),
        ),
    )


def names(types: list[DocumentType]) -> str:
    return ", ".join(messages.DOCUMENT[t.value][0] for t in types)
