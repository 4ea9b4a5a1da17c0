"""The demo customers of PT Asuransi Jiwa Sentosa Raya, as plain data.

Dates are chosen around November 2026: Budi's family health policy is in its grace period
(premium due 1 October 2026, grace until 30 November 2026), Andi has not signed in for more
than 12 months, Siti has never created a password.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, date, datetime

from server.access.models import AccountStatus
from server.customer.models import Gender
from server.policy.models import HealthCardStatus, PolicyStatus, PremiumFrequency, ProductType

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


PRODUCTS = (
    ProductData("SLPM", "Sentosa Link Proteksi Maksima", ProductType.UNIT_LINK),
    ProductData("SMK", "Sentosa Medika Keluarga", ProductType.HEALTH),
    ProductData("SPB10", "Sentosa Proteksi Berjangka 10", ProductType.TERM_LIFE),
    ProductData("SPB20", "Sentosa Proteksi Berjangka 20", ProductType.TERM_LIFE),
    ProductData("SWA", "Sentosa Warisan Abadi", ProductType.WHOLE_LIFE),
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

_BUDI_SELF = InsuredData("Budi Santoso", "Diri Sendiri", date(1980, 5, 15), Gender.L, True)
_RINA = InsuredData("Rina Santoso", "Istri", date(1983, 9, 12), Gender.P)
_DIMAS = InsuredData("Dimas Santoso", "Anak", date(2010, 2, 3), Gender.L)


def _gold_card(sequence: int) -> CardData:
    """Family plan Gold on KS23000456, policy year July 2026 to June 2027."""
    return CardData(
        card_number=f"8001 2300 0456 {sequence:04d}",
        plan_name="Plan Gold",
        room_class="Kamar 1 orang, Rp 1.000.000/hari",
        annual_limit=500_000_000,
        valid_from=date(2026, 7, 1),
        valid_until=date(2027, 6, 30),
    )


BUDI_UNIT_LINK = PolicyData(
    policy_number="UL24000123",
    product_code="SLPM",
    status=PolicyStatus.INFORCE,
    start_date=date(2024, 3, 15),
    end_date=date(2079, 3, 15),
    sum_assured=500_000_000,
    premium_amount=750_000,
    premium_frequency=PremiumFrequency.MONTHLY,
    next_due_date=date(2026, 12, 15),
    payment_method="Autodebet Kartu Kredit BCA",
    insured=(_BUDI_SELF,),
    beneficiaries=(
        BeneficiaryData("Rina Santoso", "Istri", 60),
        BeneficiaryData("Dimas Santoso", "Anak", 40),
    ),
    riders=(
        RiderData("CI100", "Sentosa Critical Illness 100", 200_000_000, 125_000, date(2045, 3, 15)),
        RiderData("HCP500", "Sentosa Hospital Cash Plus", 500_000, 45_000, date(2045, 3, 15)),
        RiderData("ADD250", "Sentosa Kecelakaan Diri", 250_000_000, 30_000, date(2045, 3, 15)),
    ),
)

BUDI_HEALTH = PolicyData(
    policy_number="KS23000456",
    product_code="SMK",
    status=PolicyStatus.GRACE_PERIOD,
    start_date=date(2023, 7, 1),
    end_date=date(2033, 7, 1),
    sum_assured=0,
    premium_amount=1_250_000,
    premium_frequency=PremiumFrequency.QUARTERLY,
    next_due_date=date(2026, 10, 1),
    grace_period_end=date(2026, 11, 30),
    payment_method="Transfer Virtual Account BCA",
    insured=(
        replace(_BUDI_SELF, card=_gold_card(1)),
        replace(_RINA, card=_gold_card(2)),
        replace(_DIMAS, card=_gold_card(3)),
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

SITI_WHOLE_LIFE = PolicyData(
    policy_number="WL22000789",
    product_code="SWA",
    status=PolicyStatus.INFORCE,
    start_date=date(2022, 9, 1),
    end_date=date(2090, 9, 1),
    sum_assured=300_000_000,
    premium_amount=6_000_000,
    premium_frequency=PremiumFrequency.ANNUAL,
    next_due_date=date(2027, 9, 1),
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

ANDI_TERM = PolicyData(
    policy_number="TL19000321",
    product_code="SPB20",
    status=PolicyStatus.INFORCE,
    start_date=date(2019, 8, 20),
    end_date=date(2039, 8, 20),
    sum_assured=750_000_000,
    premium_amount=1_100_000,
    premium_frequency=PremiumFrequency.SEMI_ANNUAL,
    next_due_date=date(2027, 2, 20),
    payment_method="Autodebet Rekening Mandiri",
    insured=(InsuredData("Andi Wijaya", "Diri Sendiri", date(1985, 3, 2), Gender.L, True),),
    beneficiaries=(BeneficiaryData("Maya Wijaya", "Istri", 100),),
    riders=(
        RiderData("ADD250", "Sentosa Kecelakaan Diri", 250_000_000, 95_000, date(2039, 8, 20)),
    ),
)

# ---------------------------------------------------------------- portal accounts

ACCOUNTS = (
    AccountData(
        user_name="budi.santoso",
        status=AccountStatus.ACTIVE,
        password="Portal#2026!",  # noqa: S106 - published demo credential
        tnc_version=PREVIOUS_TNC,  # must accept the current terms on sign-in
        holder=BUDI,
        policies=(BUDI_UNIT_LINK, BUDI_HEALTH, BUDI_OLD_TERM),
        last_login_at=datetime(2026, 11, 1, 2, 15, tzinfo=UTC),
    ),
    AccountData(
        user_name="siti.rahma",
        status=AccountStatus.NEW,  # first-time journey: creates a password after an OTP
        password=None,
        tnc_version=None,
        holder=SITI,
        policies=(SITI_WHOLE_LIFE,),
    ),
    AccountData(
        user_name="andi.wijaya",
        status=AccountStatus.INACTIVE,  # no sign-in for 12 months: reactivation journey
        password="Surabaya#1985",  # noqa: S106 - old password, kept only as a hash
        tnc_version=PREVIOUS_TNC,
        holder=ANDI,
        policies=(ANDI_TERM,),
        last_login_at=datetime(2025, 6, 10, 4, 30, tzinfo=UTC),
    ),
    AccountData(
        user_name="admin.portal",
        email="admin.portal@sentosaraya.co.id",
        phone="+6281100000001",
        status=AccountStatus.ACTIVE,
        password="Admin#2026!",  # noqa: S106 - published demo credential
        tnc_version=CURRENT_TNC,
        is_admin=True,
        last_login_at=datetime(2026, 11, 20, 1, 0, tzinfo=UTC),
    ),
)
