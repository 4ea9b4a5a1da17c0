"""The policy prepared when the applicant approves the offer: its holder (the policy holder
with the applicant's NIK, or a new one made from the form, with the customer profile that
Pengkinian Data reads), the insured person, riders and beneficiaries of the form, and ONE
bill for the first period of the final premium, due on the last day to pay it (approval +
30 days, WIB). The policy is not issued (:func:`server.policy.models.issued`): no customer
call sees it until that bill is paid (:mod:`server.spaj.issue` then dates it from the
payment day)."""

from __future__ import annotations

import calendar
import secrets
from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.customer.models import PolicyHolder
from server.customer.profile import (
    AddressKind,
    CustomerAddress,
    CustomerProfile,
    IdType,
    MailingAddress,
    StatementDelivery,
)
from server.payment.models import BillStatus, PremiumBill
from server.policy.models import (
    Beneficiary,
    InsuredPerson,
    Policy,
    PolicyStatus,
    PremiumFrequency,
    Product,
    ProductType,
    Rider,
)
from server.spaj.models import SpajApplication

PAY_WITHIN = timedelta(days=30)
PENDING_METHOD = "Premi pertama melalui portal TManKu"
PREFIX = {
    ProductType.TERM_LIFE: "TL",
    ProductType.WHOLE_LIFE: "WL",
    ProductType.UNIT_LINK: "UL",
    ProductType.HEALTH: "KS",
}
MONTHS = {
    PremiumFrequency.MONTHLY: 1,
    PremiumFrequency.QUARTERLY: 3,
    PremiumFrequency.SEMI_ANNUAL: 6,
    PremiumFrequency.ANNUAL: 12,
}


def add_months(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    return date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def period_end(start: date, frequency: PremiumFrequency, policy_end: date) -> date:
    """The last day of the premium period starting ``start`` (a single premium: the term)."""
    months = MONTHS.get(frequency)
    end = add_months(start, months) if months else policy_end
    return min(end, policy_end) - timedelta(days=1)


def wib_day(at: datetime) -> date:
    return as_utc(at).astimezone(WIB).date()


def end_of_day(day: date) -> datetime:
    """23:59:59 WIB of ``day``, as UTC."""
    return datetime.combine(day, time(23, 59, 59), WIB).astimezone(UTC)


def policy_number(session: Session, product_type: ProductType, at: datetime) -> str:
    """``TL26`` and six random digits (free)."""
    while True:
        number = f"{PREFIX[product_type]}{wib_day(at):%y}{secrets.randbelow(10**6):06d}"
        if session.scalar(select(Policy.id).where(Policy.policy_number == number)) is None:
            return number


def _client_number(session: Session) -> str:
    while True:
        number = f"C{secrets.randbelow(10**9):09d}"
        if (
            session.scalar(select(PolicyHolder.id).where(PolicyHolder.client_number == number))
            is None
        ):
            return number


def _address(holder_id: int, kind: AddressKind, app: SpajApplication) -> CustomerAddress:
    parts = app.village_code.split(".")
    return CustomerAddress(
        holder_id=holder_id, kind=kind, address_line=app.address_line, rt=app.rt, rw=app.rw,
        province_code=parts[0], district_code=".".join(parts[:2]),
        sub_district_code=".".join(parts[:3]), village_code=app.village_code,
        postal_code=app.postal_code,
    )  # fmt: skip


def holder_for(session: Session, app: SpajApplication, now: datetime) -> PolicyHolder:
    """The policy holder with the applicant's NIK, or a new one (with profile) from the form."""
    found = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == app.applicant_nik))
    if found is not None:
        return found
    holder = PolicyHolder(
        client_number=_client_number(session), full_name=app.applicant_name,
        nik=app.applicant_nik, birth_date=app.applicant_birth_date,
        gender=app.applicant_gender, email=app.applicant_email, phone=app.applicant_phone,
        address_line=f"{app.address_line}, RT {app.rt}/RW {app.rw}", village=app.village,
        district=app.district, city=app.city, province=app.province,
        postal_code=app.postal_code,
    )  # fmt: skip
    session.add(holder)
    session.flush()
    kyc = app.kyc
    session.add(
        CustomerProfile(
            holder_id=holder.id, id_type=IdType.KTP, nationality_code="01", country_code="ID",
            birth_place=kyc["birth_place"], religion_code=kyc["religion_code"],
            marital_code=kyc["marital_code"], mailing_address=MailingAddress.CURRENT_ADDRESS,
            statement_delivery=StatementDelivery.EMAIL,
            occupation_code=kyc["occupation_code"], business_code=kyc["business_code"],
            company_name=kyc.get("company_name"), job_title=kyc.get("job_title"),
            income_code=kyc["income_code"], source_fund_code=kyc["source_fund_code"],
            npwp=kyc.get("npwp"), bank_code=kyc["bank_code"],
            bank_account_number=kyc["bank_account_number"],
            bank_account_name=kyc["bank_account_name"], updated_at=now,
        )
    )  # fmt: skip
    session.add(_address(holder.id, AddressKind.ID_CARD, app))
    session.add(_address(holder.id, AddressKind.CURRENT, app))
    return holder


def prepare(
    session: Session, app: SpajApplication, *, now: datetime, number: str | None = None
) -> Policy:
    """The prepared policy and its first bill (``number``: the demo's fixed one)."""
    assert app.final_premium is not None
    product = session.get(Product, app.product_id)
    assert product is not None
    holder = holder_for(session, app, now)
    start = wib_day(now)
    end = add_months(start, 12 * app.term_years)
    policy = Policy(
        policy_number=number or policy_number(session, product.type, now),
        product_id=product.id, holder_id=holder.id, status=PolicyStatus.INFORCE,
        start_date=start, end_date=end, sum_assured=app.sum_assured,
        premium_amount=app.final_premium, premium_frequency=app.premium_frequency,
        payment_method=PENDING_METHOD, issued=False,
        insured=[
            InsuredPerson(
                name=app.insured_name, relation=app.insured_relation,
                birth_date=app.insured_birth_date, gender=app.insured_gender, is_main=True,
            )
        ],
        beneficiaries=[
            Beneficiary(name=b["name"], relation=b["relation"], share_percent=b["share_percent"])
            for b in app.beneficiaries
        ],
        riders=[
            Rider(
                rider_code=r["code"], rider_name=r["name"], sum_assured=r["sum_assured"],
                premium_amount=r["premium"], status=PolicyStatus.INFORCE, end_date=end,
            )
            for r in app.riders
        ],
    )  # fmt: skip
    session.add(policy)
    session.flush()
    due = start + PAY_WITHIN
    session.add(
        PremiumBill(
            bill_number=f"TG-{policy.policy_number}-{due:%Y%m}", policy_id=policy.id,
            period_start=start, period_end=period_end(start, app.premium_frequency, end),
            due_date=due, amount=app.final_premium, status=BillStatus.UNPAID,
        )
    )  # fmt: skip
    policy.next_due_date = due
    app.policy_id = policy.id
    app.pay_before = end_of_day(due)
    session.flush()
    return policy
