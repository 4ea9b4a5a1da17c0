"""The export's files: the JSON as the contract's PrivacyExportData, and a readable PDF in
Indonesian through the portal's PDF engine (the fonts embedded, every name printed as
written, title, author and language ``id`` in its metadata): a heading per section, the
account as label and value rows, every other section as a table of its records."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from server import contract_types as contract
from server.payment.messages import waktu_wib
from server.printing import engine
from server.printing.engine import Column
from server.privacy import messages

WIDTH = 170.0  # A4 less the margins (mm)

# Each list section: its columns (the record's key, the head, the share of the width).
COLUMNS: dict[str, Sequence[tuple[str, str, float]]] = {
    "policies": (("policy_number", "Nomor Polis", 0.18), ("product", "Produk", 0.3),
                 ("status", "Status", 0.14), ("start_date", "Mulai", 0.13),
                 ("end_date", "Berakhir", 0.13), ("premium_amount", "Premi", 0.12)),
    "transactions": (("occurred_at", "Waktu", 0.2), ("transaction_number", "Nomor", 0.24),
                     ("policy_number", "Polis", 0.14), ("description", "Uraian", 0.28),
                     ("amount", "Jumlah", 0.14)),
    "payments": (("payment_number", "Nomor", 0.25), ("created_at", "Dibuat", 0.2),
                 ("method", "Metode", 0.17), ("status", "Status", 0.14),
                 ("amount", "Jumlah", 0.12), ("receipt_number", "Kuitansi", 0.12)),
    "claims": (("claim_number", "Nomor Klaim", 0.18), ("policy_number", "Polis", 0.14),
               ("benefit", "Manfaat", 0.14), ("diagnosis", "Diagnosis", 0.22),
               ("status", "Status", 0.14), ("claimed_amount", "Diajukan", 0.18)),
    "data_updates": (("registration_number", "Nomor", 0.24), ("policy_number", "Polis", 0.16),
                     ("submitted_at", "Diajukan", 0.2), ("status", "Status", 0.14),
                     ("changes", "Perubahan", 0.26)),
    "consents": (("consent_desc", "Persetujuan", 0.4), ("granted", "Diberikan", 0.15),
                 ("updated_at", "Terakhir diubah", 0.25), ("history", "Bukti", 0.2)),
    "sessions": (("created_at", "Masuk", 0.2), ("last_seen_at", "Terakhir aktif", 0.2),
                 ("device", "Perangkat", 0.14), ("browser", "Peramban", 0.16),
                 ("client_address", "Alamat IP", 0.16), ("revoked_at", "Berakhir", 0.14)),
    "notifications": (("created_at", "Waktu", 0.2), ("subject", "Judul", 0.35),
                      ("text", "Isi", 0.45)),
    "complaints": (("complaint_number", "Nomor", 0.3), ("status", "Status", 0.3),
                   ("submitted_at", "Diajukan", 0.4)),
    "privacy_requests": (("request_number", "Nomor", 0.2), ("kind_desc", "Jenis", 0.2),
                         ("status_desc", "Status", 0.2), ("submitted_at", "Diajukan", 0.2),
                         ("answered_at", "Dijawab", 0.2)),
}  # fmt: skip
CUSTOMER_ROWS = (
    ("full_name", "Nama"), ("user_name", "Nama pengguna"), ("client_number", "Nomor nasabah"),
    ("nik", "NIK"), ("birth_date", "Tanggal lahir"), ("gender", "Jenis kelamin"),
    ("email", "Email"), ("phone", "Ponsel"), ("recovery_email", "Email pemulihan"),
    ("address_line", "Alamat"), ("village", "Kelurahan/Desa"), ("district", "Kecamatan"),
    ("city", "Kota/Kabupaten"), ("province", "Provinsi"), ("postal_code", "Kode pos"),
    ("created_at", "Akun dibuat"), ("last_login_at", "Terakhir masuk"),
)  # fmt: skip
PROFILE_ROWS = (
    ("birth_place", "Tempat lahir"), ("npwp", "NPWP"), ("company_name", "Perusahaan"),
    ("job_title", "Jabatan"), ("bank_code", "Kode bank"),
    ("bank_account_number", "Nomor rekening"), ("bank_account_name", "Nama pemilik rekening"),
)  # fmt: skip


def to_json(data: contract.PrivacyExportData) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=2).encode()


def _cell(item: Any) -> str:
    if item is None:
        return "-"
    if isinstance(item, bool):
        return "Ya" if item else "Tidak"
    if isinstance(item, int):
        return f"{item:,}".replace(",", ".")
    if isinstance(item, list):
        return "; ".join(_cell(i) for i in item) if item else "-"
    if isinstance(item, dict):
        return ", ".join(f"{_cell(v)}" for v in item.values() if v is not None)
    return str(item)


def _texts(data: contract.PrivacyExportData) -> Iterable[str]:
    """Every text the PDF may print (the fallback font is added when one needs it)."""
    yield json.dumps(data, ensure_ascii=False)


def to_pdf(
    data: contract.PrivacyExportData, *, company: str, address: str, generated_at: datetime
) -> bytes:
    customer = data["customer"]
    name = str(customer.get("full_name") or customer.get("user_name"))
    meta = engine.Meta(
        title=f"{messages.PDF_TITLE} {name}",
        author=company,
        subject=messages.PDF_SUBJECT,
        issued_at=generated_at,
    )
    pdf = engine.document(meta, _texts(data))
    pdf.add_page()
    engine.header(pdf, company, [address])
    engine.title(pdf, messages.PDF_TITLE)
    engine.rows(pdf, [("Nama", name), ("Dibuat", waktu_wib(generated_at))])
    engine.note(pdf, messages.PDF_INTRO)
    engine.section(pdf, messages.SECTIONS["customer"])
    pairs = [(label, _cell(customer[key])) for key, label in CUSTOMER_ROWS if key in customer]
    profile = customer.get("profile") or {}
    pairs += [(label, _cell(profile[key])) for key, label in PROFILE_ROWS if key in profile]
    engine.rows(pdf, pairs, label_width=50)
    for key, columns in COLUMNS.items():
        records = data.get(key)
        if records is None:
            continue
        engine.section(pdf, messages.SECTIONS[key])
        if not records:
            engine.note(pdf, messages.NOTHING)
            continue
        assert isinstance(records, list)
        engine.wrapped_table(
            pdf,
            [Column(head, WIDTH * share) for _, head, share in columns],
            [[_cell(record.get(field)) for field, _, _ in columns] for record in records],
            size=8,
            padding=1.0,
        )
    return engine.output(pdf)
