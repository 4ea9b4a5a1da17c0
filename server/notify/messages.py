"""Indonesian wording of the messages that carry one-time codes (SMS text and e-mail), and of
the notices' e-mail body and SMS."""

from __future__ import annotations

SUBJECTS = {
    "LOGIN": "Kode OTP masuk TManKu",
    "FORGOT_PASSWORD": "Kode OTP atur ulang kata sandi TManKu",
}
DEFAULT_SUBJECT = "Kode OTP TManKu"


def code_text(code: str, ttl_seconds: int) -> str:
    minutes = max(1, ttl_seconds // 60)
    return (
        f"Kode OTP TManKu Anda: {code}. Berlaku {minutes} menit. "
        "Jangan berikan kode ini kepada siapa pun, termasuk petugas Sentosa Raya."
    )


def email_body(text: str) -> str:
    return (
        f"Yth. Nasabah,\n\n{text}\n\n"
        "Abaikan email ini bila Anda tidak sedang masuk ke TManKu.\n\n"
        "PT Asuransi Jiwa Sentosa Raya\n"
    )


def notice_body(text: str) -> str:
    return (
        f"Yth. Nasabah,\n\n{text}\n\n"
        "Email ini dikirim otomatis; mohon tidak membalasnya. Bila Anda tidak merasa melakukan "
        "hal ini, segera hubungi Customer Care Sentosa Raya di 1500 789.\n\n"
        "PT Asuransi Jiwa Sentosa Raya\n"
    )


def notice_sms(subject: str, url: str | None) -> str:
    """A notice's SMS: its subject and the page to open (:mod:`server.notify.sms` keeps it
    within one SMS). A subject cut short ends with its dots, not another one."""
    head = f"TManKu: {subject}" if subject.endswith(".") else f"TManKu: {subject}."
    return head if url is None else f"{head} Buka {url}"
