"""E-mails to the applicant at every change of an application's status (after commit: a
change that rolls back tells nobody; a notice that cannot be delivered never undoes the
change, which the follow-up page shows either way). An applicant who holds a policy already
(a portal account with the applicant's NIK; at issue, the account just opened) also finds
each in the inbox; the issued policy's links to Data Polis (the follow-up page needs the SPAJ
sign-in, so the other steps link nowhere)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import notify
from server.access.models import User
from server.clock import WIB, as_utc
from server.customer.models import PolicyHolder
from server.notify import Notice
from server.payment.messages import rupiah, tanggal
from server.settings import Settings
from server.spaj import messages
from server.spaj.models import Action, RequirementStatus, SpajApplication, SpajStatus

POLICY_LINK = "/polis/detail"  # Data Polis (web: features/spaj/paths.ts DATA_POLIS_PATH)
FOLLOW = (
    "Pantau pengajuan Anda di portal TManKu: menu Pantau SPAJ, dengan nomor SPAJ dan tanggal "
    "lahir Anda."
)


def _day(at: datetime) -> str:
    return tanggal(as_utc(at).astimezone(WIB).date())


def _body(
    app: SpajApplication, product: str, new_user_name: str | None, policy_number: str | None
) -> str:
    head = f"SPAJ {app.spaj_number} ({product}) atas nama {app.applicant_name}"
    last = app.events[-1].action if app.events else None
    status = app.status
    if status == SpajStatus.RISK_SELECTION and last == Action.REQUIREMENT_ANSWERED:
        return (
            f"Terima kasih. Semua permintaan untuk {head} sudah Anda jawab; pengajuan kembali "
            f"diseleksi underwriter. {FOLLOW}"
        )
    if status == SpajStatus.RISK_SELECTION:
        return f"{head} sedang diseleksi underwriter. {FOLLOW}"
    if status == SpajStatus.WAITING_DOCUMENTS:
        lines = "\n".join(
            f"- {r.title}" + (f": {r.note}" if r.note else "")
            for r in app.requirements
            if r.status == RequirementStatus.OPEN
        )
        return (
            f"Untuk melanjutkan {head}, mohon lengkapi:\n{lines}\n\nUnggah dokumen atau tuliskan "
            f"jawaban Anda di portal TManKu. {FOLLOW}"
        )
    if status == SpajStatus.DECISION:
        assert app.final_premium is not None and app.valid_until is not None
        return (
            f"Underwriter telah memutuskan {head}: premi akhir {rupiah(app.final_premium)} per "
            f"periode. Periksa keputusan ini dan setujui dengan kode OTP paling lambat "
            f"{tanggal(app.valid_until)}. {FOLLOW}"
        )
    if status == SpajStatus.WAITING_PAYMENT:
        assert app.final_premium is not None and app.pay_before is not None
        return (
            f"Terima kasih, Anda telah menyetujui keputusan untuk {head}. Bayar premi pertama "
            f"{rupiah(app.final_premium)} melalui halaman pembayaran SPAJ di portal TManKu "
            "(virtual account, QRIS atau dompet digital) paling lambat "
            f"{_day(app.pay_before)}. Polis terbit begitu pembayaran diterima."
        )
    if status == SpajStatus.REJECTED:
        return (
            f"Mohon maaf, {head} tidak dapat kami terima.\n\nAlasan: {app.rejection_reason}\n\n"
            "Hubungi agen Anda atau Customer Care bila ada yang ingin Anda tanyakan."
        )
    if status == SpajStatus.DECLINED:
        reason = messages.DECLINE_REASON.get(app.decline_reason or "", "")
        return (
            f"Anda telah menolak keputusan underwriter untuk {head} ({reason.lower()}). "
            "Pengajuan ini berakhir; agen Anda akan menghubungi Anda."
        )
    if status == SpajStatus.EXPIRED:
        what = "Premi pertama" if app.approved_at else "Keputusan underwriter"
        return (
            f"{what} untuk {head} tidak diselesaikan sampai batas waktunya, sehingga pengajuan "
            "berakhir. Hubungi agen Anda untuk mengajukan kembali."
        )
    assert status == SpajStatus.ISSUED
    sign_in = (
        f"Masuk ke portal TManKu untuk pertama kali dengan NIK dan tanggal lahir Anda, lalu "
        f"kode OTP, dan buat kata sandi Anda (nama pengguna Anda: {new_user_name})."
        if new_user_name
        else "Polis baru tampil di menu Data Polis saat Anda masuk ke portal TManKu."
    )
    return (
        f"Premi pertama {head} telah kami terima dan polis Anda nomor {policy_number} terbit. "
        f"{sign_in}"
    )


def status_changed(
    session: Session,
    settings: Settings,
    app: SpajApplication,
    *,
    product: str,
    at: datetime,
    new_user_name: str | None = None,
    policy_number: str | None = None,
) -> None:
    """The e-mail of the application's current status (at issue: the policy's number and
    ``new_user_name``, the account opened for a new holder)."""
    notify.send_after_commit(
        session,
        Notice(
            to=app.applicant_email,
            kind=f"SPAJ_{app.status.value}",
            subject=f"SPAJ {app.spaj_number}: {messages.STATUS_DESC[app.status.value]}",
            text=_body(app, product, new_user_name, policy_number),
            created_at=at,
            user_id=_account(session, app),
            link=POLICY_LINK if app.status == SpajStatus.ISSUED else None,
        ),
    )


def _account(session: Session, app: SpajApplication) -> int | None:
    """The portal account of the holder with the applicant's NIK, None when there is none."""
    return session.scalar(
        select(User.id)
        .join(PolicyHolder, PolicyHolder.id == User.policy_holder_id)
        .where(PolicyHolder.nik == app.applicant_nik)
    )
