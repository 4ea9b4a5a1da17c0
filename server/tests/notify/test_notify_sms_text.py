"""A notice's SMS (server.notify.sms): ``TManKu: <subject>. Buka <url>`` within one SMS of
160 GSM-7 characters; a long subject cut and ended with ``...``, the link never cut, the
text written in the GSM-7 alphabet so that one character never makes it a UCS-2 SMS."""

from __future__ import annotations

from server.notify.sms import LIMIT, gsm_length, notice_text, to_gsm

URL = "https://portal.sentosaraya.co.id/klaim/submission-detail?claim_number=KLM-2026-000123"


def test_a_short_subject_whole_with_its_link_or_without() -> None:
    assert notice_text("Klaim KLM-2026-000123: Disetujui", URL) == (
        f"TManKu: Klaim KLM-2026-000123: Disetujui. Buka {URL}"
    )
    assert notice_text("Kata sandi TManKu Anda telah diganti.", None) == (
        "TManKu: Kata sandi TManKu Anda telah diganti."
    )


def test_a_long_subject_is_cut_to_one_sms_and_the_link_kept() -> None:
    subject = "Pengalihan dana polis 1234567890 dari Sentosa Ekuitas ke Sentosa Pasar Uang " * 2
    text = notice_text(subject, URL)
    assert len(text) == LIMIT and gsm_length(text) == LIMIT
    assert text.startswith("TManKu: Pengalihan dana polis") and text.endswith(f"... Buka {URL}")
    alone = notice_text(subject * 2, None)
    assert len(alone) == LIMIT and alone.endswith("...")


def test_a_link_that_leaves_no_room_is_left_out() -> None:
    long_url = "https://portal.sentosaraya.co.id/" + "x" * 120
    assert notice_text("Klaim KLM-2026-000123: Disetujui", long_url) == (
        "TManKu: Klaim KLM-2026-000123: Disetujui."
    )


def test_the_text_is_gsm_7() -> None:
    typed = "Dana \u201cSentosa\u201d \u2013 Rp1.000\u2026 \u00c7a\u011flar \u0131"
    assert to_gsm(typed) == 'Dana "Sentosa" - Rp1.000... \u00c7aglar ?'
    assert gsm_length("a[b]€") == 8  # the extension table counts two
    text = notice_text("Klaim {KLM} " + "é" * 200, None)
    assert gsm_length(text) <= LIMIT and "é" in text
