"""The demo customers of PT Asuransi Jiwa Sentosa Raya, as plain data.

Dates are reckoned from the seed day (:mod:`server.seed.calendar`): Budi's family health
policy is always in its grace period (the bill due on the 1st of last month, grace to the
end of this month), Andi has not signed in for more than 12 months, Siti has never created
a password. :func:`demo_accounts` gives the accounts for one seed day.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime

from server.access.models import AccountStatus
from server.customer.models import Gender
from server.policy.models import HealthCardStatus, PolicyStatus, PremiumFrequency, ProductType
from server.seed.calendar import DemoCalendar, add_months, next_anniversary

CURRENT_TNC = "2026.1"
PREVIOUS_TNC = "2025.1"


@dataclass(frozen=True, slots=True)
class ProductData:
    code: str
    name: str
    type: ProductType


@dataclass(frozen=True, slots=True)
class HolderData:
    client_number: str
    full_name: str
    nik: str
    birth_date: date
    gender: Gender
    email: str
    phone: str
    address_line: str
    village: str
    district: str
    city: str
    province: str
    postal_code: str


@dataclass(frozen=True, slots=True)
class CardData:
    card_number: str
    plan_name: str
    room_class: str
    annual_limit: int
    valid_from: date
    valid_until: date
    status: HealthCardStatus = HealthCardStatus.ACTIVE
    tpa_name: str = "AdMedika"
    emergency_phone: str = "1500 789"


@dataclass(frozen=True, slots=True)
class InsuredData:
    name: str
    relation: str
    birth_date: date
    gender: Gender
    is_main: bool = False
    card: CardData | None = None


@dataclass(frozen=True, slots=True)
class BeneficiaryData:
    name: str
    relation: str
    share_percent: int


@dataclass(frozen=True, slots=True)
class RiderData:
    code: str
    name: str
    sum_assured: int
    premium_amount: int
    end_date: date
    status: PolicyStatus = PolicyStatus.INFORCE


@dataclass(frozen=True, slots=True)
class PolicyData:
    policy_number: str
    product_code: str
    status: PolicyStatus
    start_date: date
    end_date: date
    sum_assured: int
    premium_amount: int
    premium_frequency: PremiumFrequency
    next_due_date: date | None
    payment_method: str
    insured: tuple[InsuredData, ...]
    beneficiaries: tuple[BeneficiaryData, ...] = ()
    riders: tuple[RiderData, ...] = ()
    grace_period_end: date | None = None


@dataclass(frozen=True, slots=True)
class AccountData:
    user_name: str
    status: AccountStatus
    password: str | None  # plain demo password, hashed when seeded
    tnc_version: str | None
    holder: HolderData | None = None
    # Contact of an account without a policy holder; customers are reached at the holder's.
    email: str | None = None
    phone: str | None = None
    policies: tuple[PolicyData, ...] = ()
    is_admin: bool = False
    last_login_at: datetime | None = None
    # Pengaturan: the address for a forgotten password and security notices, and the last
    # password change.
    recovery_email: str | None = None
    password_changed_at: datetime | None = None


PRODUCTS = (
    ProductData("SLPM", "Sentosa Link Proteksi Maksima", ProductType.UNIT_LINK),
    ProductData("SMK", "Sentosa Medika Keluarga", ProductType.HEALTH),
    ProductData("SPB10", "Sentosa Proteksi Berjangka 10", ProductType.TERM_LIFE),
    ProductData("SPB20", "Sentosa Proteksi Berjangka 20", ProductType.TERM_LIFE),
    ProductData("SWA", "Sentosa Warisan Abadi", ProductType.WHOLE_LIFE),
    # Sold through agents; the demo's SPAJ applications (server.seed.spaj_data) ask for them.
    ProductData("SPJ20", "Sentosa Proteksi Jiwa 20", ProductType.TERM_LIFE),
    ProductData("SPA", "Sentosa Pendidikan Anak", ProductType.UNIT_LINK),
)

# ---------------------------------------------------------------- Budi Santoso, Jakarta

BUDI = HolderData(
    client_number="C000123456",
    full_name="Budi Santoso",
    nik="3174011505800003",
    birth_date=date(1980, 5, 15),
    gender=Gender.L,
    email="budi.santoso@gmail.com",
    phone="+6281234567890",
    address_line="Jl. Tebet Barat Dalam Raya No. 27, RT 005/RW 003",
    village="Tebet Barat",
    district="Tebet",
    city="Kota Jakarta Selatan",
    province="DKI Jakarta",
    postal_code="12810",
)

BUDI_RECOVERY_EMAIL = "budi.santoso.pribadi@yahoo.co.id"
_BUDI_SELF = InsuredData("Budi Santoso", "Diri Sendiri", date(1980, 5, 15), Gender.L, True)
_RINA = InsuredData("Rina Santoso", "Istri", date(1983, 9, 12), Gender.P)
_DIMAS = InsuredData("Dimas Santoso", "Anak", date(2010, 2, 3), Gender.L)


def _gold_card(cal: DemoCalendar, sequence: int) -> CardData:
    """Family plan Gold on KS23000456, valid for the policy year that holds the seed day."""
    valid_from, valid_until = cal.card_year(cal.today)
    return CardData(
        card_number=f"8001 2300 0456 {sequence:04d}",
        plan_name="Plan Gold",
        room_class="Kamar 1 orang, Rp 1.000.000/hari",
        annual_limit=500_000_000,
        valid_from=valid_from,
        valid_until=valid_until,
    )


_RIDERS_END = date(2045, 3, 15)


def _budi_unit_link(cal: DemoCalendar) -> PolicyData:
    return PolicyData(
        policy_number="UL24000123",
        product_code="SLPM",
        status=PolicyStatus.INFORCE,
        start_date=date(2024, 3, 15),
        end_date=date(2079, 3, 15),
        sum_assured=500_000_000,
        premium_amount=750_000,
        premium_frequency=PremiumFrequency.MONTHLY,
        next_due_date=cal.ul_next_due,
        payment_method="Autodebet Kartu Kredit BCA",
        insured=(_BUDI_SELF,),
        beneficiaries=(
            BeneficiaryData("Rina Santoso", "Istri", 60),
            BeneficiaryData("Dimas Santoso", "Anak", 40),
        ),
        riders=(
            RiderData("CI100", "Sentosa Critical Illness 100", 200_000_000, 125_000, _RIDERS_END),
            RiderData("HCP500", "Sentosa Hospital Cash Plus", 500_000, 45_000, _RIDERS_END),
            RiderData("ADD250", "Sentosa Kecelakaan Diri", 250_000_000, 30_000, _RIDERS_END),
        ),
    )


def _budi_health(cal: DemoCalendar) -> PolicyData:
    return PolicyData(
        policy_number="KS23000456",
        product_code="SMK",
        status=PolicyStatus.GRACE_PERIOD,
        start_date=cal.ks_start,
        end_date=add_months(cal.ks_start, 120),
        sum_assured=0,
        premium_amount=1_250_000,
        premium_frequency=PremiumFrequency.QUARTERLY,
        next_due_date=cal.ks_overdue_due,
        grace_period_end=cal.ks_grace_end,
        payment_method="Transfer Virtual Account BCA",
        insured=(
            replace(_BUDI_SELF, card=_gold_card(cal, 1)),
            replace(_RINA, card=_gold_card(cal, 2)),
            replace(_DIMAS, card=_gold_card(cal, 3)),
        ),
    )


BUDI_OLD_TERM = PolicyData(
    policy_number="TL15000789",
    product_code="SPB10",
    status=PolicyStatus.TERMINATED,
    start_date=date(2015, 1, 10),
    end_date=date(2025, 1, 10),
    sum_assured=250_000_000,
    premium_amount=1_800_000,
    premium_frequency=PremiumFrequency.ANNUAL,
    next_due_date=None,
    payment_method="Transfer Bank Mandiri",
    insured=(_BUDI_SELF,),
    beneficiaries=(BeneficiaryData("Rina Santoso", "Istri", 100),),
)

# ---------------------------------------------------------------- Siti Rahmawati, Bandung

SITI = HolderData(
    client_number="C000234567",
    full_name="Siti Rahmawati",
    nik="3273016406900002",  # women: day of birth + 40 (24 June 1990)
    birth_date=date(1990, 6, 24),
    gender=Gender.P,
    email="siti.rahma@yahoo.co.id",
    phone="+6285722334455",
    address_line="Jl. Cihampelas No. 112, RT 002/RW 006",
    village="Cipaganti",
    district="Coblong",
    city="Kota Bandung",
    province="Jawa Barat",
    postal_code="40131",
)


def _siti_whole_life(cal: DemoCalendar) -> PolicyData:
    return PolicyData(
        policy_number="WL22000789",
        product_code="SWA",
        status=PolicyStatus.INFORCE,
        start_date=date(2022, 9, 1),
        end_date=date(2090, 9, 1),
        sum_assured=300_000_000,
        premium_amount=6_000_000,
        premium_frequency=PremiumFrequency.ANNUAL,
        next_due_date=next_anniversary(date(2022, 9, 1), cal.today, 12),
        payment_method="Autodebet Rekening BNI",
        insured=(InsuredData("Siti Rahmawati", "Diri Sendiri", date(1990, 6, 24), Gender.P, True),),
        beneficiaries=(
            BeneficiaryData("Sri Wahyuni", "Orang Tua", 50),
            BeneficiaryData("Rizky Ramadhan", "Saudara Kandung", 50),
        ),
    )


# ---------------------------------------------------------------- Andi Wijaya, Surabaya

ANDI = HolderData(
    client_number="C000345678",
    full_name="Andi Wijaya",
    nik="3578010203850001",
    birth_date=date(1985, 3, 2),
    gender=Gender.L,
    email="andi.wijaya85@gmail.com",
    phone="+6281331234567",
    address_line="Jl. Dharmahusada Indah Timur No. 45, RT 004/RW 007",
    village="Mulyorejo",
    district="Mulyorejo",
    city="Kota Surabaya",
    province="Jawa Timur",
    postal_code="60115",
)


def _andi_term(cal: DemoCalendar) -> PolicyData:
    return PolicyData(
        policy_number="TL19000321",
        product_code="SPB20",
        status=PolicyStatus.INFORCE,
        start_date=date(2019, 8, 20),
        end_date=date(2039, 8, 20),
        sum_assured=750_000_000,
        premium_amount=1_100_000,
        premium_frequency=PremiumFrequency.SEMI_ANNUAL,
        next_due_date=next_anniversary(date(2019, 8, 20), cal.today, 6),
        payment_method="Autodebet Rekening Mandiri",
        insured=(InsuredData("Andi Wijaya", "Diri Sendiri", date(1985, 3, 2), Gender.L, True),),
        beneficiaries=(BeneficiaryData("Maya Wijaya", "Istri", 100),),
        riders=(
            RiderData("ADD250", "Sentosa Kecelakaan Diri", 250_000_000, 95_000, date(2039, 8, 20)),
        ),
    )


# ---------------------------------------------------------------- portal accounts


def demo_accounts(cal: DemoCalendar) -> tuple[AccountData, ...]:
    """The four portal accounts as they stand on the seed day."""
    return (
        AccountData(
            user_name="budi.santoso",
            status=AccountStatus.ACTIVE,
            password="Portal#2026!",  # noqa: S106 - published demo credential
            tnc_version=PREVIOUS_TNC,  # must accept the current terms on sign-in
            holder=BUDI,
            policies=(_budi_unit_link(cal), _budi_health(cal), BUDI_OLD_TERM),
            last_login_at=cal.budi_last_login,
            recovery_email=BUDI_RECOVERY_EMAIL,
            password_changed_at=cal.budi_password_changed,
        ),
        AccountData(
            user_name="siti.rahma",
            status=AccountStatus.NEW,  # first-time journey: creates a password after an OTP
            password=None,
            tnc_version=None,
            holder=SITI,
            policies=(_siti_whole_life(cal),),
        ),
        AccountData(
            user_name="andi.wijaya",
            status=AccountStatus.INACTIVE,  # no sign-in for 12 months: reactivation journey
            password="Surabaya#1985",  # noqa: S106 - old password, kept only as a hash
            tnc_version=PREVIOUS_TNC,
            holder=ANDI,
            policies=(_andi_term(cal),),
            last_login_at=cal.andi_last_login,
        ),
        AccountData(
            user_name="admin.portal",
            email="admin.portal@sentosaraya.co.id",
            phone="+6281100000001",
            status=AccountStatus.ACTIVE,
            password="Admin#2026!",  # noqa: S106 - published demo credential
            tnc_version=CURRENT_TNC,
            is_admin=True,
            last_login_at=cal.admin_last_login,
        ),
    )
