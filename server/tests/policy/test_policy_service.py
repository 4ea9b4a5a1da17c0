"""Policy service against a real database built from the models: ownership, ordering,
masking and a fixed number of SQL statements per read."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import date

import pytest
from sqlalchemy import Engine, event, select
from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.access.models import User
from server.customer.models import Gender
from server.db import make_engine
from server.errors import NotFound
from server.policy import serializers, service
from server.policy.models import PolicyStatus, PremiumFrequency, Product
from server.seed import seed_accounts
from server.seed.builders import add_holder, add_policy
from server.seed.demo_data import (
    BUDI,
    BeneficiaryData,
    CardData,
    HolderData,
    InsuredData,
    PolicyData,
    RiderData,
)
from server.tests.conftest import DEMO_DAY
from server.tests.support import Statements
from server.tests.template_db import migrated


@pytest.fixture(scope="module")
def engine(database_url: str) -> Iterator[Engine]:
    """The migrated database of this module (SQLite, and PostgreSQL when reachable) with the
    demo accounts and their policies."""
    migrated(database_url)
    engine = make_engine(database_url)
    with Session(engine) as session, session.begin():
        seed_accounts(session, DEMO_DAY)
    yield engine
    engine.dispose()


@pytest.fixture
def session(engine: Engine) -> Iterator[Session]:
    """Each test sees the demo data; whatever it adds is rolled back."""
    with Session(engine) as session:
        yield session
        session.rollback()


def customer(session: Session, user_name: str) -> Customer:
    user = session.scalars(select(User).where(User.user_name == user_name)).one()
    return Customer(
        user_id=user.id,
        user_name=user.user_name,
        session_id="test-session",
        is_admin=user.is_admin,
        policy_holder_id=user.policy_holder_id,
    )


# ------------------------------------------------------------------------------- list


def test_list_is_the_customers_own_policies_newest_start_first(session: Session) -> None:
    items = service.list_policies(session=session, customer=customer(session, "budi.santoso"))

    assert [i.policy_number for i in items] == ["UL24000123", "KS23000456", "TL15000789"]
    body = serializers.policy_list(items)
    assert body["total"] == 3
    health = body["data"][1]
    assert health["status"] == "GRACE_PERIOD"
    assert health["status_desc"] == "Masa Tenggang"
    assert health["has_health_card"] is True
    assert health["insured_name"] == "Budi Santoso"
    assert health["next_due_date"] == "2026-10-01"
    assert body["data"][0]["has_health_card"] is False
    assert body["data"][2]["status_desc"] == "Berakhir"
    assert body["data"][2]["next_due_date"] is None


def test_other_customers_see_only_their_own(session: Session) -> None:
    siti = service.list_policies(session=session, customer=customer(session, "siti.rahma"))
    andi = service.list_policies(session=session, customer=customer(session, "andi.wijaya"))

    assert [i.policy_number for i in siti] == ["WL22000789"]
    assert [i.policy_number for i in andi] == ["TL19000321"]


def test_admin_without_policy_holder_gets_an_empty_list(session: Session) -> None:
    admin = customer(session, "admin.portal")
    assert admin.policy_holder_id is None

    assert service.list_policies(session=session, customer=admin) == []
    assert serializers.policy_list([]) == {"data": [], "total": 0}


# ----------------------------------------------------------------------------- detail


def test_detail_has_holder_insured_beneficiaries_and_riders(session: Session) -> None:
    detail = service.get_policy_detail(
        session=session, customer=customer(session, "budi.santoso"), policy_number="UL24000123"
    )
    body = serializers.policy_detail(detail)

    assert body["product_code"] == "SLPM"
    assert body["status_desc"] == "Aktif"
    assert body["sum_assured"] == 500_000_000
    assert body["premium_amount"] == 750_000
    assert body["payment_method"] == "Autodebet Kartu Kredit BCA"
    assert body["start_date"] == "2024-03-15"
    assert body["grace_period_end"] is None
    assert body["insured"] == [
        {
            "name": "Budi Santoso",
            "relation": "Diri Sendiri",
            "birth_date": "1980-05-15",
            "gender": "L",
        }
    ]
    assert body["beneficiaries"] == [
        {"name": "Rina Santoso", "relation": "Istri", "share_percent": 60},
        {"name": "Dimas Santoso", "relation": "Anak", "share_percent": 40},
    ]
    assert [r["rider_code"] for r in body["riders"]] == ["CI100", "HCP500", "ADD250"]
    assert body["riders"][0]["end_date"] == "2045-03-15"


def test_detail_masks_the_holders_email_and_phone(session: Session) -> None:
    detail = service.get_policy_detail(
        session=session, customer=customer(session, "budi.santoso"), policy_number="KS23000456"
    )
    holder = serializers.policy_detail(detail)["holder"]

    assert holder == {
        "client_number": "C000123456",
        "name": "Budi Santoso",
        "email": "bu***o@gm***.com",
        "phone": "+62 812-****-7890",
    }
    assert BUDI.email not in str(holder) and BUDI.phone not in str(holder)


def test_main_insured_comes_first_in_a_family_policy(session: Session) -> None:
    detail = service.get_policy_detail(
        session=session, customer=customer(session, "budi.santoso"), policy_number="KS23000456"
    )
    body = serializers.policy_detail(detail)

    assert [p["name"] for p in body["insured"]] == ["Budi Santoso", "Rina Santoso", "Dimas Santoso"]
    assert body["has_health_card"] is True
    assert body["grace_period_end"] == "2026-11-30"
    assert body["beneficiaries"] == []


def _problem_for(session: Session, user_name: str, policy_number: str) -> dict[str, object]:
    with pytest.raises(NotFound) as caught:
        service.get_policy_detail(
            session=session, customer=customer(session, user_name), policy_number=policy_number
        )
    return caught.value.problem()


def test_another_customers_policy_answers_exactly_like_an_unknown_one(session: Session) -> None:
    foreign = _problem_for(session, "siti.rahma", "UL24000123")
    unknown = _problem_for(session, "siti.rahma", "XX99999999")

    assert foreign == unknown
    assert foreign["message"] == "Polis tidak ditemukan."


def test_admin_cannot_read_any_policy(session: Session) -> None:
    assert _problem_for(session, "admin.portal", "UL24000123")["message"] == (
        "Polis tidak ditemukan."
    )


# ---------------------------------------------------------------------------- AAA card


def test_health_cards_of_a_family_policy(session: Session) -> None:
    cards = service.get_health_cards(
        session=session, customer=customer(session, "budi.santoso"), policy_number="KS23000456"
    )
    body = serializers.aaa_card_info("KS23000456", cards)

    assert body["policy_number"] == "KS23000456"
    assert [c["member_name"] for c in body["cards"]] == [
        "Budi Santoso",
        "Rina Santoso",
        "Dimas Santoso",
    ]
    first = body["cards"][0]
    assert first["card_number"] == "8001 2300 0456 0001"
    assert first["relation"] == "Diri Sendiri"
    assert first["birth_date"] == "1980-05-15"
    assert first["tpa_name"] == "AdMedika"
    assert first["annual_limit"] == 500_000_000
    assert (first["valid_from"], first["valid_until"]) == ("2026-07-01", "2027-06-30")


def _card_problem(session: Session, user_name: str, policy_number: str) -> dict[str, object]:
    with pytest.raises(NotFound) as caught:
        service.get_health_cards(
            session=session, customer=customer(session, user_name), policy_number=policy_number
        )
    return caught.value.problem()


def test_policy_without_health_card_answers_404_with_its_own_message(session: Session) -> None:
    problem = _card_problem(session, "budi.santoso", "UL24000123")
    assert problem["message"] == "Polis ini tidak memiliki kartu kesehatan (AAA card)."


def test_another_customers_health_cards_answer_like_an_unknown_policy(session: Session) -> None:
    foreign = _card_problem(session, "andi.wijaya", "KS23000456")
    unknown = _card_problem(session, "andi.wijaya", "KS99000000")

    assert foreign == unknown
    assert foreign["message"] == "Polis tidak ditemukan."


# ------------------------------------------------------------- fixed statement count


BIG_HOLDER = HolderData(
    client_number="C000999001",
    full_name="Hendra Gunawan",
    nik="3171010101700009",
    birth_date=date(1970, 1, 1),
    gender=Gender.L,
    email="hendra.gunawan@gmail.com",
    phone="+6281299990001",
    address_line="Jl. Kemang Raya No. 8",
    village="Bangka",
    district="Mampang Prapatan",
    city="Kota Jakarta Selatan",
    province="DKI Jakarta",
    postal_code="12730",
)


def _big_policy() -> PolicyData:
    """A family policy with many insured (each with a card), riders and beneficiaries."""
    insured = tuple(
        InsuredData(
            name=f"Anggota Keluarga {n}",
            relation="Diri Sendiri" if n == 0 else "Anak",
            birth_date=date(1970 + n, 1, 1),
            gender=Gender.L if n % 2 == 0 else Gender.P,
            is_main=n == 0,
            card=CardData(
                card_number=f"8001 9900 0001 {n:04d}",
                plan_name="Plan Platinum",
                room_class="Kamar 1 orang, Rp 1.500.000/hari",
                annual_limit=1_000_000_000,
                valid_from=date(2026, 1, 1),
                valid_until=date(2026, 12, 31),
            ),
        )
        for n in range(12)
    )
    return PolicyData(
        policy_number="KS26999001",
        product_code="SMK",
        status=PolicyStatus.INFORCE,
        start_date=date(2026, 1, 1),
        end_date=date(2036, 1, 1),
        sum_assured=0,
        premium_amount=4_500_000,
        premium_frequency=PremiumFrequency.QUARTERLY,
        next_due_date=date(2027, 1, 1),
        payment_method="Autodebet Rekening BRI",
        insured=insured,
        beneficiaries=tuple(
            BeneficiaryData(f"Ahli Waris {n}", "Anak", 13 if n < 7 else 9) for n in range(8)
        ),
        riders=tuple(
            RiderData(f"R{n:03d}", f"Rider {n}", 10_000_000, 25_000, date(2036, 1, 1))
            for n in range(10)
        ),
    )


@pytest.fixture
def big_customer(session: Session) -> Customer:
    holder = add_holder(session, BIG_HOLDER)
    product = session.scalars(select(Product).where(Product.code == "SMK")).one()
    big = _big_policy()
    add_policy(session, big, holder, product)
    for n in range(2, 10):  # eight more policies with one insured and no card
        main = replace(big.insured[0], card=None)
        add_policy(
            session, replace(big, policy_number=f"TL2699900{n}", insured=(main,)), holder, product
        )
    session.flush()
    session.expunge_all()
    return Customer(
        user_id=0,
        user_name="hendra",
        session_id="test-session",
        is_admin=False,
        policy_holder_id=holder.id,
    )


def _count(engine: Engine, session: Session, read: Callable[[], object]) -> int:
    session.expunge_all()
    counter = Statements()
    event.listen(engine, "before_cursor_execute", counter)
    try:
        read()
    finally:
        event.remove(engine, "before_cursor_execute", counter)
    return counter.count()


def test_detail_costs_the_same_statements_for_a_big_and_a_small_policy(
    engine: Engine, session: Session, big_customer: Customer
) -> None:
    budi = customer(session, "budi.santoso")

    def small() -> object:
        return service.get_policy_detail(session=session, customer=budi, policy_number="TL15000789")

    def big() -> object:
        detail = service.get_policy_detail(
            session=session, customer=big_customer, policy_number="KS26999001"
        )
        body = serializers.policy_detail(detail)  # touching every list must not load more
        assert (len(body["insured"]), len(body["riders"]), len(body["beneficiaries"])) == (
            12,
            10,
            8,
        )
        return body

    assert _count(engine, session, big) == _count(engine, session, small) <= 4


def test_list_costs_one_statement_however_many_policies(
    engine: Engine, session: Session, big_customer: Customer
) -> None:
    siti = customer(session, "siti.rahma")

    def few() -> object:
        return serializers.policy_list(service.list_policies(session=session, customer=siti))

    def many() -> object:
        body = serializers.policy_list(
            service.list_policies(session=session, customer=big_customer)
        )
        assert body["total"] == 9
        return body

    assert _count(engine, session, many) == _count(engine, session, few) == 1


def test_health_cards_cost_the_same_statements_for_many_cards(
    engine: Engine, session: Session, big_customer: Customer
) -> None:
    budi = customer(session, "budi.santoso")

    def three() -> object:
        cards = service.get_health_cards(session=session, customer=budi, policy_number="KS23000456")
        return serializers.aaa_card_info("KS23000456", cards)

    def twelve() -> object:
        cards = service.get_health_cards(
            session=session, customer=big_customer, policy_number="KS26999001"
        )
        assert len(serializers.aaa_card_info("KS26999001", cards)["cards"]) == 12
        return cards

    assert _count(engine, session, twelve) == _count(engine, session, three) <= 2
