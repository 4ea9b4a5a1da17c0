"""Demo bills, portal payments and a year of transaction history up to the seed day.

Dates are reckoned from the seed day (:mod:`server.seed.calendar`); on 22 November 2026:

- KS23000456 (family health, quarterly Rp 1.250.000 due on the 1st of Jan/Apr/Jul/Oct):
  January, April and July 2026 paid (July through the portal, BCA virtual account); the
  October 2026 bill is unpaid (grace period to 30 November) and the January 2027 bill has
  been issued. Two claim payouts and a card reissue fee.
- UL24000123 (unit link, monthly Rp 750.000 by credit-card autodebit on the 15th): twelve
  premiums, monthly administration and insurance charges, two top-ups and one withdrawal.

:class:`DemoBilling` holds them for one seed day.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from server.clock import WIB
from server.ledger.models import TransactionType
from server.seed.calendar import DemoCalendar, add_months, bulan, tanggal, wib


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


KS = "KS23000456"
KS_PREMIUM = 1_250_000
UL = "UL24000123"
UL_CARD = "Autodebet Kartu Kredit BCA"
FIRST_TRANSACTION_SEQUENCE = 100_401


def _quarter(start: date) -> tuple[date, date]:
    return start, add_months(start, 3) - timedelta(days=1)


def _stamp(moment: datetime) -> str:
    """``20260702``: the WIB date of ``moment``, as references carry it."""
    return f"{moment.astimezone(WIB):%Y%m%d}"


def bill_number(policy_number: str, due: date) -> str:
    return f"TG-{policy_number}-{due:%Y%m}"


class DemoBilling:
    """Bills, the portal payment and the transactions of the demo on ``cal.today``."""

    def __init__(self, cal: DemoCalendar) -> None:
        self.cal = cal
        self.bills = self._ks_bills()
        self.portal_payments = (self._portal_payment(),)
        self.transactions: tuple[TransactionData, ...] = tuple(
            sorted(
                (*self._ks_transactions(), *self._ul_transactions()), key=lambda t: t.occurred_at
            )
        )

    def numbered(self) -> Iterator[tuple[str, TransactionData]]:
        """Each transaction with its number (``TRX-<WIB date>-<running number>``)."""
        for sequence, data in enumerate(self.transactions, start=FIRST_TRANSACTION_SEQUENCE):
            yield f"TRX-{_stamp(data.occurred_at)}-{sequence:06d}", data

    # ------------------------------------------------------------ KS23000456 (health)
    @property
    def ks_portal_paid_due(self) -> date:
        return self.cal.ks_due(-1)

    @property
    def ks_payment_created(self) -> datetime:
        return wib(self.ks_portal_paid_due + timedelta(days=1), 9, 12, 44)

    @property
    def ks_payment_number(self) -> str:
        return f"PAY-{_stamp(self.ks_payment_created)}-M2X8D4QA"

    def _ks_bill(
        self, due: date, paid_at: datetime | None = None, portal_payment: str | None = None
    ) -> BillData:
        return BillData(KS, *_quarter(due), due, KS_PREMIUM, paid_at, portal_payment)

    def _ks_bills(self) -> tuple[BillData, ...]:
        due = self.cal.ks_due
        return (
            self._ks_bill(due(-3), wib(due(-3) - timedelta(days=3), 19, 42)),
            self._ks_bill(due(-2), wib(due(-2) + timedelta(days=2), 12, 5)),
            self._ks_bill(
                due(-1), wib(due(-1) + timedelta(days=1), 9, 20, 5), self.ks_payment_number
            ),
            self._ks_bill(due(0)),  # unpaid: in its grace period
            self._ks_bill(due(1)),  # the next quarter's, issued
        )

    def _portal_payment(self) -> PortalPaymentData:
        paid = self.bills[2].paid_at
        assert paid is not None
        return PortalPaymentData(
            payment_number=self.ks_payment_number,
            policy_number=KS,
            user_name="budi.santoso",
            method="VA_BCA",
            amount=KS_PREMIUM,
            created_at=self.ks_payment_created,
            paid_at=paid,
            gateway_txn_id="sbx_3c1f8e2a9b7d4a61",
            va_number=f"3935800081{self.ks_portal_paid_due:%Y%m}",
            receipt_number=f"BP-{_stamp(paid)}-000187",
        )

    def _ks_premium(self, bill: BillData, channel: str, reference: str) -> TransactionData:
        assert bill.paid_at is not None
        return TransactionData(
            policy_number=KS,
            type=TransactionType.PREMIUM_PAYMENT,
            amount=bill.amount,
            occurred_at=bill.paid_at,
            description=(
                f"Premi triwulanan periode {tanggal(bill.period_start)} - "
                f"{tanggal(bill.period_end)}"
            ),
            channel=channel,
            reference_number=reference,
            period=(bill.period_start, bill.period_end),
            portal_payment=bill.portal_payment,
            breakdown=(("Premi dasar Plan Gold (3 tertanggung)", bill.amount),),
        )

    def _ks_transactions(self) -> tuple[TransactionData, ...]:
        cal, bills = self.cal, self.bills
        inpatient = cal.day_of_month(-9, 18)
        reissue = cal.day_of_month(-4, 6)
        outpatient = cal.day_of_month(-2, 5)
        assert bills[0].paid_at is not None and bills[1].paid_at is not None
        return (
            self._ks_premium(
                bills[0], "Transfer Virtual Account BCA", f"VA-BCA-{_stamp(bills[0].paid_at)}-55102"
            ),
            TransactionData(
                policy_number=KS,
                type=TransactionType.CLAIM_PAYOUT,
                amount=8_450_000,
                occurred_at=wib(inpatient, 14, 30),
                description="Klaim rawat inap Dimas Santoso - RS Pondok Indah",
                channel="Transfer ke Rekening BCA ****4521",
                reference_number=f"KLM-{inpatient.year}-000341",
                breakdown=(
                    ("Biaya kamar 4 hari", 4_000_000),
                    ("Biaya dokter dan tindakan", 3_650_000),
                    ("Obat-obatan", 1_550_000),
                    ("Tidak dijamin (biaya administrasi rumah sakit)", -750_000),
                ),
                notes=f"Demam berdarah dengue, rawat inap 12-15 {bulan(inpatient)}.",
            ),
            self._ks_premium(
                bills[1], "Transfer Virtual Account BCA", f"VA-BCA-{_stamp(bills[1].paid_at)}-71822"
            ),
            self._ks_premium(
                bills[2], "BCA Virtual Account (Portal TManKu)", "sbx_3c1f8e2a9b7d4a61"
            ),
            TransactionData(
                policy_number=KS,
                type=TransactionType.FEE,
                amount=25_000,
                occurred_at=wib(reissue, 10, 15),
                description="Biaya cetak ulang kartu kesehatan (AAA card) Rina Santoso",
                notes=(
                    "Kartu lama hilang; kartu baru berlaku sampai "
                    f"{tanggal(cal.card_year(reissue)[1])}."
                ),
            ),
            TransactionData(
                policy_number=KS,
                type=TransactionType.CLAIM_PAYOUT,
                amount=1_275_000,
                occurred_at=wib(outpatient, 11, 0),
                description="Klaim rawat jalan Rina Santoso - Klinik Tebet Medika",
                channel="Transfer ke Rekening BCA ****4521",
                reference_number=f"KLM-{outpatient.year}-000977",
                breakdown=(("Konsultasi dokter spesialis", 450_000), ("Obat-obatan", 825_000)),
            ),
        )

    # ------------------------------------------------------------ UL24000123 (unit link)
    def _ul_transactions(self) -> tuple[TransactionData, ...]:
        cal = self.cal
        first = add_months(cal.ul_last_due, -11)
        months = tuple(t for m in range(12) for t in _ul_month(add_months(first, m)))
        top_up, withdrawal = cal.day_of_month(-8, 20), cal.day_of_month(-5, 10)
        second_top_up = cal.day_of_month(-3, 17)
        return (
            *months,
            TransactionData(
                policy_number=UL,
                type=TransactionType.TOP_UP,
                amount=5_000_000,
                occurred_at=wib(top_up, 16, 45),
                description="Top-up premi tunggal ke Sentosa Equity Fund",
                channel="Transfer Virtual Account BCA",
                reference_number=f"VA-BCA-{top_up:%Y%m%d}-20811",
                breakdown=(("Alokasi investasi (95%)", 4_750_000), ("Biaya top-up (5%)", 250_000)),
            ),
            TransactionData(
                policy_number=UL,
                type=TransactionType.WITHDRAWAL,
                amount=3_000_000,
                occurred_at=wib(withdrawal, 13, 20),
                description="Penarikan sebagian nilai investasi",
                channel="Transfer ke Rekening BCA ****4521",
                reference_number=f"WD-{withdrawal.year}-004415",
                breakdown=(("Nilai unit yang dijual", 3_050_000), ("Biaya penarikan", -50_000)),
                notes="Biaya sekolah Dimas.",
            ),
            TransactionData(
                policy_number=UL,
                type=TransactionType.TOP_UP,
                amount=2_500_000,
                occurred_at=wib(second_top_up, 10, 5),
                description="Top-up premi tunggal ke Sentosa Balanced Fund",
                channel="Transfer Virtual Account Mandiri",
                reference_number=f"VA-MDR-{second_top_up:%Y%m%d}-66120",
                breakdown=(("Alokasi investasi (95%)", 2_375_000), ("Biaya top-up (5%)", 125_000)),
            ),
        )


def _ul_month(due: date) -> tuple[TransactionData, ...]:
    end = add_months(due, 1) - timedelta(days=1)
    stamp = due.strftime("%Y%m%d")
    return (
        TransactionData(
            policy_number=UL,
            type=TransactionType.PREMIUM_PAYMENT,
            amount=750_000,
            occurred_at=wib(due, 7, 2, 11),
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
            occurred_at=wib(due, 23, 50),
            description="Biaya administrasi bulanan",
            notes="Dipotong dari nilai investasi (unit) polis.",
        ),
        TransactionData(
            policy_number=UL,
            type=TransactionType.FEE,
            amount=186_400,
            occurred_at=wib(due, 23, 55),
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
