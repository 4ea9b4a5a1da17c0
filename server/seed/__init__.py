"""Demo data: the terms, the company profile, four portal accounts, their policies, bills,
portal payments and transaction history (``server.seed.demo_data``, ``demo_billing``), the
partner hospitals (``server.seed.hospitals``, when the regions are loaded), SPAJ
applications in underwriting (``server.seed.spaj``), the banners of
the carousel (``server.seed.banners``), the funds with two years of unit prices and
UL24000123's units (``server.seed.investment``), a refund case for the desk
(``server.seed.refunds``), Budi's complaints (``server.seed.complaints``), with dates
reckoned from the seed day (``server.seed.calendar``: today in Jakarta unless a test gives
its day). Idempotent: nothing is added when the demo
accounts exist."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.models import User
from server.auth.passwords import hash_password
from server.policy.models import Product
from server.seed.banners import seed_banners
from server.seed.billing import seed_billing
from server.seed.builders import add_holder, add_policy
from server.seed.calendar import DemoCalendar, add_months, wib
from server.seed.claims import seed_claims
from server.seed.complaints import seed_complaints
from server.seed.demo_billing import DemoBilling
from server.seed.demo_data import PRODUCTS, AccountData, demo_accounts
from server.seed.hospitals import seed_hospitals
from server.seed.investment import seed_investment
from server.seed.kyc import seed_kyc
from server.seed.privacy import seed_privacy
from server.seed.profiles import PROFILES, add_profile
from server.seed.refunds import seed_refunds
from server.seed.spaj import seed_spaj


def seed_demo(session: Session, day: date | None = None) -> None:
    """Add the demo data as it stands on ``day`` (default: today in Jakarta) in the caller's
    transaction."""
    from server.config.seed import seed_company_profile
    from server.terms.seed import seed_terms

    calendar = DemoCalendar.on(day)
    seed_terms(session)
    seed_company_profile(session)
    seed_accounts(session, calendar.today)
    seed_billing(session, DemoBilling(calendar))
    seed_investment(session, calendar.today)  # after the ledger: its unit movements
    seed_kyc(session, calendar)
    seed_hospitals(session)  # when the regions are loaded
    seed_claims(session, calendar)  # after the ledger (payouts) and the partners
    seed_spaj(session, calendar)  # applications in underwriting (Budi's son's among them)
    seed_banners(session, calendar)
    seed_refunds(session, calendar)  # a late transfer for a bill paid meanwhile (Budi's)
    seed_complaints(session, calendar)  # Budi's complaints in every state (POJK 22/2023)
    seed_privacy(session, calendar)  # consents' proof and requests on personal data (UU PDP)


def seed_accounts(session: Session, day: date | None = None) -> None:
    """The demo portal accounts with their policy holders and policies as they stand on
    ``day`` (default: today in Jakarta), unless present."""
    calendar = DemoCalendar.on(day)
    accounts = demo_accounts(calendar)
    names = [account.user_name for account in accounts]
    if session.scalar(select(User.id).where(User.user_name.in_(names)).limit(1)) is not None:
        return
    products = _products(session)
    for account in accounts:
        _add_account(session, account, products, wib(add_months(calendar.today, -18)))
    session.flush()


def _products(session: Session) -> dict[str, Product]:
    existing = {p.code: p for p in session.scalars(select(Product))}
    for data in PRODUCTS:
        if data.code not in existing:
            product = Product(code=data.code, name=data.name, type=data.type)
            session.add(product)
            existing[data.code] = product
    return existing


def _add_account(
    session: Session, account: AccountData, products: dict[str, Product], profiled: datetime
) -> None:
    """The account, its holder with their KYC profile (as last updated ``profiled``) and
    policies."""
    holder_id = None
    if account.holder is not None:
        holder = add_holder(session, account.holder)
        add_profile(session, holder.id, PROFILES[account.holder.client_number], profiled)
        for data in account.policies:
            add_policy(session, data, holder, products[data.product_code])
        holder_id = holder.id
    session.add(
        User(
            user_name=account.user_name,
            policy_holder_id=holder_id,
            email=account.email,
            phone=account.phone,
            password_hash=None if account.password is None else hash_password(account.password),
            status=account.status,
            is_admin=account.is_admin,
            tnc_version=account.tnc_version,
            last_login_at=account.last_login_at,
            recovery_email=account.recovery_email,
            password_changed_at=account.password_changed_at,
        )
    )
