"""Demo bills, portal payments and a year of transaction history (to 22 November 2026).

- KS23000456 (family health, quarterly Rp 1.250.000 due on the 1st of Jan/Apr/Jul/Oct):
  January, April and July 2026 paid (July through the portal, BCA virtual account); the
  October 2026 bill is unpaid (grace period to 30 November) and the January 2027 bill has
  been issued (bills go out 45 days ahead). Two claim payouts and a card reissue fee.
- UL24000123 (unit link, monthly Rp 750.000 by credit-card autodebit on the 15th): twelve
  premiums, monthly administration and insurance charges, two top-ups and one withdrawal.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone
from typing import Any

from server.ledger.models import TransactionType

WIB = timezone(timedelta(hours=7), "WIB")


def wib(y: int, m: int, d: int, hh: int = 9, mm: int = 0, ss: int = 0) -> datetime:
    """A Jakarta wall-clock time as an aware UTC datetime."""
    return datetime(y, m, d, hh, mm, ss, tzinfo=WIB).astimezone(UTC)


@dataclass(frozen=True, slots=True)
class BillData:
    policy_number: str
    period_start: date
    period_end: date
    due_date: date
    amount: int
    paid_at: datetime | None = None  # None: unpaid
    portal_payment: str | None = None  # payment_number of the portal payment that paid it


@dataclass(frozen=True, slots=True)
class PortalPaymentData:
    payment_number: str
    policy_number: str
    user_name: str
    method: str
    amount: int
    created_at: datetime
    paid_at: datetime
    gateway_txn_id: str
    va_number: str
    receipt_number: str


@dataclass(frozen=True, slots=True)
class TransactionData:
    policy_number: str
    type: TransactionType
    amount: int
    occurred_at: datetime
    description: str
    channel: str | None = None
    reference_number: str | None = None
    period: tuple[date, date] | None = None
    portal_payment: str | None = None
    breakdown: tuple[tuple[str, int], ...] = ()
    notes: str | None = None
    effective_date: date | None = None  # default: the WIB date of occurred_at

    def breakdown_json(self) -> list[dict[str, Any]] | None:
        if not self.breakdown:
            return None
        return [{"label": label, "amount": amount} for label, amount in self.breakdown]


_MONTHS = (
    "Januari", "Februari", "Maret", "April", "Mei", "Juni",
    "Juli", "Agustus", "September", "Oktober", "November", "Desember",
)  # fmt: skip


def tanggal(d: date) -> str:
    """15 Oktober 2026."""
    return f"{d.day} {_MONTHS[d.month - 1]} {d.year}"


def _add_months(d: date, months: int) -> date:
    index = d.month - 1 + months
    return date(d.year + index // 12, index % 12 + 1, d.day)


# ------------------------------------------------------------------ KS23000456 (health)

KS = "KS23000456"
KS_PREMIUM = 1_250_000
KS_JULY_PAYMENT = "PAY-20260702-M2X8D4QA"


def _quarter(start: date) -> tuple[date, date]:
    return start, _add_months(start, 3) - timedelta(days=1)


def _ks_bill(
    due: date, paid_at: datetime | None = None, portal_payment: str | None = None
) -> BillData:
    return BillData(KS, *_quarter(due), due, KS_PREMIUM, paid_at, portal_payment)


KS_BILLS = (
    _ks_bill(date(2026, 1, 1), wib(2025, 12, 29, 19, 42)),
    _ks_bill(date(2026, 4, 1), wib(2026, 4, 3, 12, 5)),
    _ks_bill(date(2026, 7, 1), wib(2026, 7, 2, 9, 20, 5), KS_JULY_PAYMENT),
    _ks_bill(date(2026, 10, 1)),  # unpaid: grace period to 30 November 2026
    _ks_bill(date(2027, 1, 1)),  # issued 17 November 2026
)

PORTAL_PAYMENTS = (
    PortalPaymentData(
        payment_number=KS_JULY_PAYMENT,
        policy_number=KS,
        user_name="budi.santoso",
        method="VA_BCA",
        amount=KS_PREMIUM,
        created_at=wib(2026, 7, 2, 9, 12, 44),
        paid_at=wib(2026, 7, 2, 9, 20, 5),
        gateway_txn_id="sbx_3c1f8e2a9b7d4a61",
        va_number="3935800081202607",
        receipt_number="BP-20260702-000187",
    ),
)


def _ks_premium(bill: BillData, channel: str, reference: str) -> TransactionData:
    assert bill.paid_at is not None
    return TransactionData(
        policy_number=KS,
        type=TransactionType.PREMIUM_PAYMENT,
        amount=bill.amount,
        occurred_at=bill.paid_at,
        description=(
            f"Premi triwulanan periode {tanggal(bill.period_start)} - {tanggal(bill.period_end)}"
        ),
        channel=channel,
        reference_number=reference,
        period=(bill.period_start, bill.period_end),
        portal_payment=bill.portal_payment,
        breakdown=(("Premi dasar Plan Gold (3 tertanggung)", bill.amount),),
    )


KS_TRANSACTIONS = (
    _ks_premium(KS_BILLS[0], "Transfer Virtual Account BCA", "VA-BCA-20251229-55102"),
    TransactionData(
        policy_number=KS,
        type=TransactionType.CLAIM_PAYOUT,
        amount=8_450_000,
        occurred_at=wib(2026, 2, 18, 14, 30),
        description="Klaim rawat inap Dimas Santoso - RS Pondok Indah",
        channel="Transfer ke Rekening BCA ****4521",
        reference_number="KLM-2026-000341",
        breakdown=(
            ("Biaya kamar 4 hari", 4_000_000),
            ("Biaya dokter dan tindakan", 3_650_000),
            ("Obat-obatan", 1_550_000),
            ("Tidak dijamin (biaya administrasi rumah sakit)", -750_000),
        ),
        notes="Demam berdarah dengue, rawat inap 12-15 Februari 2026.",
    ),
    _ks_premium(KS_BILLS[1], "Transfer Virtual Account BCA", "VA-BCA-20260403-71822"),
    _ks_premium(KS_BILLS[2], "BCA Virtual Account (Portal TManKu)", "sbx_3c1f8e2a9b7d4a61"),
    TransactionData(
        policy_number=KS,
        type=TransactionType.FEE,
        amount=25_000,
        occurred_at=wib(2026, 7, 6, 10, 15),
        description="Biaya cetak ulang kartu kesehatan (AAA card) Rina Santoso",
        notes="Kartu lama hilang; kartu baru berlaku sampai 30 Juni 2027.",
    ),
    TransactionData(
        policy_number=KS,
        type=TransactionType.CLAIM_PAYOUT,
        amount=1_275_000,
        occurred_at=wib(2026, 9, 5, 11, 0),
        description="Klaim rawat jalan Rina Santoso - Klinik Tebet Medika",
        channel="Transfer ke Rekening BCA ****4521",
        reference_number="KLM-2026-000977",
        breakdown=(("Konsultasi dokter spesialis", 450_000), ("Obat-obatan", 825_000)),
    ),
)

# ------------------------------------------------------------------ UL24000123 (unit link)

UL = "UL24000123"
UL_CARD = "Autodebet Kartu Kredit BCA"


def _ul_month(due: date) -> tuple[TransactionData, ...]:
    end = _add_months(due, 1) - timedelta(days=1)
    stamp = due.strftime("%Y%m%d")
    return (
        TransactionData(
            policy_number=UL,
            type=TransactionType.PREMIUM_PAYMENT,
            amount=750_000,
            occurred_at=wib(due.year, due.month, due.day, 7, 2, 11),
            description=f"Premi bulanan periode {tanggal(due)} - {tanggal(end)}",
            channel=UL_CARD,
            reference_number=f"AD-BCA-{stamp}-{due.month * 7919 % 100000:05d}",
            period=(due, end),
            breakdown=(("Premi dasar", 550_000), ("Premi asuransi tambahan", 200_000)),
        ),
        TransactionData(
            policy_number=UL,
            type=TransactionType.FEE,
            amount=27_500,
            occurred_at=wib(due.year, due.month, due.day, 23, 50),
            description="Biaya administrasi bulanan",
            notes="Dipotong dari nilai investasi (unit) polis.",
        ),
        TransactionData(
            policy_number=UL,
            type=TransactionType.FEE,
            amount=186_400,
            occurred_at=wib(due.year, due.month, due.day, 23, 55),
            description="Biaya asuransi (cost of insurance) bulanan",
            breakdown=(
                ("Asuransi dasar", 102_400),
                ("Sentosa Critical Illness 100", 56_000),
                ("Sentosa Hospital Cash Plus", 14_500),
                ("Sentosa Kecelakaan Diri", 13_500),
            ),
            notes="Dipotong dari nilai investasi (unit) polis.",
        ),
    )


UL_TRANSACTIONS = (
    *(t for m in range(12) for t in _ul_month(_add_months(date(2025, 12, 15), m))),
    TransactionData(
        policy_number=UL,
        type=TransactionType.TOP_UP,
        amount=5_000_000,
        occurred_at=wib(2026, 3, 20, 16, 45),
        description="Top-up premi tunggal ke Sentosa Equity Fund",
        channel="Transfer Virtual Account BCA",
        reference_number="VA-BCA-20260320-20811",
        breakdown=(("Alokasi investasi (95%)", 4_750_000), ("Biaya top-up (5%)", 250_000)),
    ),
    TransactionData(
        policy_number=UL,
        type=TransactionType.WITHDRAWAL,
        amount=3_000_000,
        occurred_at=wib(2026, 6, 10, 13, 20),
        description="Penarikan sebagian nilai investasi",
        channel="Transfer ke Rekening BCA ****4521",
        reference_number="WD-2026-004415",
        breakdown=(("Nilai unit yang dijual", 3_050_000), ("Biaya penarikan", -50_000)),
        notes="Biaya sekolah Dimas.",
    ),
    TransactionData(
        policy_number=UL,
        type=TransactionType.TOP_UP,
        amount=2_500_000,
        occurred_at=wib(2026, 8, 17, 10, 5),
        description="Top-up premi tunggal ke Sentosa Balanced Fund",
        channel="Transfer Virtual Account Mandiri",
        reference_number="VA-MDR-20260817-66120",
        breakdown=(("Alokasi investasi (95%)", 2_375_000), ("Biaya top-up (5%)", 125_000)),
    ),
)

ALL_BILLS = KS_BILLS
ALL_TRANSACTIONS: tuple[TransactionData, ...] = tuple(
    sorted((*KS_TRANSACTIONS, *UL_TRANSACTIONS), key=lambda t: t.occurred_at)
)
FIRST_TRANSACTION_SEQUENCE = 100_401
