"""The demo's SPAJ applications as the agent's system hands them over (the signed forms), and
the facts the browser and contract tests read (:func:`spaj_facts`). Their numbers are fixed
12-digit numbers (real ones are random); their dates are reckoned from the seed day in
:mod:`server.seed.spaj`.

- Dewi Lestari (new applicant), term life: waiting for her medical check-up and an answer
  about smoking;
- Rina Kartika (new applicant), term life with a critical illness rider: the underwriter's
  offer with a 50% loading (blood pressure) and one exclusion, waiting for her approval;
- Agus Salim (new applicant): approved three days ago, his first premium to pay;
- Budi Santoso (a policy holder) for his son Rafi: in the risk selection;
- Fajar Nugroho (new applicant): received yesterday.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from server.customer.models import Gender
from server.policy.models import PremiumFrequency
from server.seed.calendar import DemoCalendar
from server.seed.demo_data import BUDI, PRODUCTS
from server.spaj.intake import (
    AddressForm,
    AgentForm,
    ApplicantForm,
    BeneficiaryForm,
    Form,
    InsuredForm,
    KycForm,
    RiderForm,
)
from server.spaj.premiums import compute

YOHANES = AgentForm("AG-104233", "Yohanes Prasetyo", "+6281298765432")
MELINDA = AgentForm("AG-118702", "Melinda Hartono", "+6281311224466")
SELF = "Diri Sendiri"

DEWI_NUMBER = "260417305882"
RINA_NUMBER = "260522714309"
AGUS_NUMBER = "260608231547"
BUDI_NUMBER = "260311908214"
FAJAR_NUMBER = "260701482936"
# Requirement ids of the demo (fixed, so the browser tests may name them).
DEWI_DOCUMENT, DEWI_QUESTION, RINA_CHECKUP = 41, 42, 40
AGUS_POLICY_SUFFIX = "000912"  # TL<yy of approval>000912

MEDICAL_CHECKUP = "Hasil pemeriksaan kesehatan (medical check-up)"
MEDICAL_NOTE = (
    "Hasil medical check-up di klinik rekanan, paling lama 3 bulan terakhir, termasuk hasil "
    "laboratorium."
)
SMOKING = "Berapa batang rokok yang Anda isap per hari?"
SMOKING_NOTE = "Tuliskan juga sejak kapan Anda merokok, atau 0 bila Anda tidak merokok."
RINA_LOADING = ("Tekanan darah di atas normal pada pemeriksaan kesehatan (150/95 mmHg).", 50)
RINA_EXCLUSION = (
    "Penyakit dan komplikasi terkait batu ginjal",
    "Riwayat batu ginjal dengan tindakan ESWL dalam 2 tahun terakhir.",
)
RINA_VALID_DAYS = 30
PRODUCT_NAMES = {p.code: p.name for p in PRODUCTS}


def _kyc(**overrides: Any) -> KycForm:
    base: dict[str, Any] = {
        "birth_place": "Jakarta", "religion_code": "ISLAM", "marital_code": "KAWIN",
        "occupation_code": "KARYAWAN_SWASTA", "business_code": "KEUANGAN",
        "income_code": "LEBIH_10JT_25JT", "source_fund_code": "GAJI", "bank_code": "014",
        "bank_account_number": "0000000000", "bank_account_name": "",
        "company_name": None, "job_title": None, "npwp": None,
    }  # fmt: skip
    return KycForm(**{**base, **overrides})


DEWI = ApplicantForm(
    name="Dewi Lestari",
    nik="3174055403920004",  # women: day of birth + 40 (14 March 1992)
    birth_date=date(1992, 3, 14),
    gender=Gender.P,
    phone="+6281377412291",
    email="dewi.lestari@gmail.com",
    address=AddressForm(
        "Jl. Kemang Raya No. 18", "004", "002", "31.74.03.1002", "Bangka", "Mampang Prapatan",
        "Kota Jakarta Selatan", "DKI Jakarta", "12730",
    ),
    kyc=_kyc(
        birth_place="Bogor", marital_code="BELUM_KAWIN", business_code="TEKNOLOGI",
        company_name="PT Cakrawala Digital Nusantara", job_title="Analis Data",
        bank_account_number="7010294411", bank_account_name="Dewi Lestari",
    ),
)  # fmt: skip
RINA = ApplicantForm(
    name="Rina Kartika",
    nik="3175075908880007",  # 19 August 1988
    birth_date=date(1988, 8, 19),
    gender=Gender.P,
    phone="+6281298334410",
    email="rina.kartika@gmail.com",
    address=AddressForm(
        "Jl. Pahlawan Revolusi No. 45", "008", "005", "31.75.07.1002", "Pondok Bambu",
        "Duren Sawit", "Kota Jakarta Timur", "DKI Jakarta", "13430",
    ),
    kyc=_kyc(
        religion_code="KATOLIK", occupation_code="GURU_DOSEN", business_code="PENDIDIKAN",
        company_name="SMA Santa Maria Jakarta", job_title="Guru Biologi",
        income_code="LEBIH_5JT_10JT", bank_code="009", bank_account_number="0264819034",
        bank_account_name="Rina Kartika",
    ),
)  # fmt: skip
AGUS = ApplicantForm(
    name="Agus Salim",
    nik="3275010311790012",  # 3 November 1979
    birth_date=date(1979, 11, 3),
    gender=Gender.L,
    phone="+6285691773025",
    email="agus.salim79@yahoo.co.id",
    address=AddressForm(
        "Perum Bekasi Jaya Indah Blok C2 No. 7", "003", "011", "32.75.01.1002", "Margahayu",
        "Bekasi Timur", "Kota Bekasi", "Jawa Barat", "17113",
    ),
    kyc=_kyc(
        birth_place="Cirebon", occupation_code="WIRASWASTA", business_code="PERDAGANGAN",
        income_code="LEBIH_10JT_25JT", source_fund_code="HASIL_USAHA", bank_code="008",
        bank_account_number="1560017734521", bank_account_name="Agus Salim",
    ),
)  # fmt: skip
FAJAR = ApplicantForm(
    name="Fajar Nugroho",
    nik="3173052701950021",  # 27 January 1995
    birth_date=date(1995, 1, 27),
    gender=Gender.L,
    phone="+6281908562217",
    email="fajar.nugroho95@gmail.com",
    address=AddressForm(
        "Jl. Kedoya Raya No. 88", "002", "004", "31.73.05.1006", "Kedoya Utara", "Kebon Jeruk",
        "Kota Jakarta Barat", "DKI Jakarta", "11520",
    ),
    kyc=_kyc(
        birth_place="Semarang", marital_code="BELUM_KAWIN", occupation_code="PEKERJA_LEPAS",
        business_code="KESENIAN", income_code="LEBIH_5JT_10JT",
        source_fund_code="HASIL_USAHA", bank_code="002", bank_account_number="034101009876503",
        bank_account_name="Fajar Nugroho",
    ),
)  # fmt: skip
BUDI_FORM = ApplicantForm(
    name=BUDI.full_name,
    nik=BUDI.nik,
    birth_date=BUDI.birth_date,
    gender=BUDI.gender,
    phone=BUDI.phone,
    email=BUDI.email,
    address=AddressForm(
        "Jl. Tebet Barat Dalam Raya No. 27", "005", "003", "31.74.01.1002", BUDI.village,
        BUDI.district, BUDI.city, BUDI.province, BUDI.postal_code,
    ),
    kyc=_kyc(
        company_name="PT Nusantara Data Prima", job_title="Manajer Proyek",
        business_code="TEKNOLOGI", npwp="3174011505800003", bank_account_number="5270123456",
        bank_account_name="Budi Santoso",
    ),
)  # fmt: skip


def _self(applicant: ApplicantForm) -> InsuredForm:
    return InsuredForm(applicant.name, SELF, applicant.birth_date, applicant.gender)


FORMS = {
    "dewi": Form(
        spaj_number=DEWI_NUMBER, applicant=DEWI, insured=_self(DEWI), product_code="SPJ20",
        sum_assured=1_000_000_000, premium=450_000, premium_frequency=PremiumFrequency.MONTHLY,
        term_years=20, agent=YOHANES,
        beneficiaries=(BeneficiaryForm("Sri Handayani", "Orang Tua", 100),),
    ),
    "rina": Form(
        spaj_number=RINA_NUMBER, applicant=RINA, insured=_self(RINA), product_code="SPJ20",
        sum_assured=1_000_000_000, premium=450_000, premium_frequency=PremiumFrequency.MONTHLY,
        term_years=20, agent=MELINDA,
        riders=(RiderForm("CI100", "Sentosa Penyakit Kritis", 250_000_000, 85_000),),
        beneficiaries=(
            BeneficiaryForm("Yosef Kartika", "Suami", 60),
            BeneficiaryForm("Clara Kartika", "Anak", 40),
        ),
    ),
    "agus": Form(
        spaj_number=AGUS_NUMBER, applicant=AGUS, insured=_self(AGUS), product_code="SPB10",
        sum_assured=300_000_000, premium=215_000, premium_frequency=PremiumFrequency.MONTHLY,
        term_years=10, agent=MELINDA,
        beneficiaries=(BeneficiaryForm("Siti Aminah", "Istri", 100),),
    ),
    "budi": Form(
        spaj_number=BUDI_NUMBER, applicant=BUDI_FORM,
        insured=InsuredForm("Rafi Santoso", "Anak", date(2019, 7, 8), Gender.L),
        product_code="SPA", sum_assured=200_000_000, premium=600_000,
        premium_frequency=PremiumFrequency.MONTHLY, term_years=18, agent=YOHANES,
        beneficiaries=(BeneficiaryForm("Rina Santoso", "Istri", 100),),
    ),
    "fajar": Form(
        spaj_number=FAJAR_NUMBER, applicant=FAJAR, insured=_self(FAJAR), product_code="SWA",
        sum_assured=500_000_000, premium=6_500_000, premium_frequency=PremiumFrequency.ANNUAL,
        term_years=50, agent=YOHANES,
        beneficiaries=(BeneficiaryForm("Bambang Nugroho", "Orang Tua", 100),),
    ),
}  # fmt: skip


def rina_decided(cal: DemoCalendar) -> date:
    return cal.today - timedelta(days=2)


def agus_approved(cal: DemoCalendar) -> date:
    return cal.today - timedelta(days=3)


def agus_policy_number(cal: DemoCalendar) -> str:
    return f"TL{agus_approved(cal):%y}{AGUS_POLICY_SUFFIX}"


def spaj_facts(cal: DemoCalendar) -> dict[str, Any]:
    """What the demo's applications hold on the seed day (for ``python -m server.seed.facts``)."""
    rina = FORMS["rina"]
    money = compute(rina.premium, [r.premium for r in rina.riders], [RINA_LOADING])
    agus = FORMS["agus"]
    approved = agus_approved(cal)
    due = approved + timedelta(days=30)

    def person(key: str) -> dict[str, Any]:
        form = FORMS[key]
        return {
            "spajNumber": form.spaj_number,
            "name": form.applicant.name,
            "nik": form.applicant.nik,
            "birthDate": form.applicant.birth_date.isoformat(),
            "phone": form.applicant.phone,
            "email": form.applicant.email,
            "productName": PRODUCT_NAMES[form.product_code],
        }

    return {
        "dewi": {
            **person("dewi"),
            "status": "WAITING_DOCUMENTS",
            "requirements": {"document": DEWI_DOCUMENT, "question": DEWI_QUESTION},
            "documentTitle": MEDICAL_CHECKUP,
            "questionTitle": SMOKING,
        },
        "rina": {
            **person("rina"),
            "status": "DECISION",
            "userName": "rina.kartika",  # the account opened when her policy is issued
            "offer": {
                "basePremium": money.base,
                "extraPremium": money.extra,
                "finalPremium": money.final,
                "loadingPercent": RINA_LOADING[1],
                "loadingReason": RINA_LOADING[0],
                "exclusionTitle": RINA_EXCLUSION[0],
                "validUntil": (rina_decided(cal) + timedelta(days=RINA_VALID_DAYS)).isoformat(),
            },
        },
        "agus": {
            **person("agus"),
            "status": "WAITING_PAYMENT",
            "policyNumber": agus_policy_number(cal),
            "billId": f"TG-{agus_policy_number(cal)}-{due:%Y%m}",
            "amount": agus.premium,
            "payBefore": due.isoformat(),
        },
        "budi": {
            **person("budi"),
            "status": "RISK_SELECTION",
            "insuredName": FORMS["budi"].insured.name,
        },
        "fajar": {**person("fajar"), "status": "RECEIVED"},
    }
