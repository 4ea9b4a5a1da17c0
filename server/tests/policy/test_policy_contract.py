"""The policy bodies match the contract's schemas exactly: every required field, nothing
undeclared, dates as YYYY-MM-DD, nullable only where declared."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema.exceptions import ValidationError
from openapi_schema_validator import OAS30Validator
from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.access.models import User
from server.db import make_engine
from server.policy import serializers, service
from server.seed import seed_accounts
from server.tests.conftest import DEMO_DAY
from server.tests.template_db import migrated

BUNDLE = Path(__file__).resolve().parents[3] / "openapi" / "bundled.yaml"


@cache
def components() -> dict[str, Any]:
    document = yaml.load(BUNDLE.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    return dict(document["components"])


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if ref is None:
        return schema
    return _resolve(components()["schemas"][ref.rsplit("/", 1)[-1]])


def assert_exact_shape(body: Any, schema: dict[str, Any], where: str = "body") -> None:
    """Every declared property present (required or not) and nothing else, at every level."""
    schema = _resolve(schema)
    if isinstance(body, dict):
        declared = set(schema.get("properties", {}))
        assert set(body) == declared, f"{where}: {sorted(set(body) ^ declared)}"
        for key, value in body.items():
            assert_exact_shape(value, schema["properties"][key], f"{where}.{key}")
    elif isinstance(body, list):
        for n, item in enumerate(body):
            assert_exact_shape(item, schema["items"], f"{where}[{n}]")


def assert_matches(schema_name: str, body: Any) -> None:
    schema = {"$ref": f"#/components/schemas/{schema_name}", "components": components()}
    OAS30Validator(schema, format_checker=OAS30Validator.FORMAT_CHECKER).validate(body)
    assert_exact_shape(body, {"$ref": f"#/components/schemas/{schema_name}"})


@pytest.fixture(scope="module")
def session(database_url: str) -> Iterator[Session]:
    migrated(database_url)
    engine = make_engine(database_url)
    with Session(engine) as session:
        seed_accounts(session, DEMO_DAY)
        session.commit()
        yield session
    engine.dispose()


def _customer(session: Session, user_name: str) -> Customer:
    user = session.scalars(select(User).where(User.user_name == user_name)).one()
    return Customer(user.id, user.user_name, "s", user.is_admin, user.policy_holder_id)


POLICIES = {
    "budi.santoso": ["UL24000123", "KS23000456", "TL15000789"],
    "siti.rahma": ["WL22000789"],
    "andi.wijaya": ["TL19000321"],
}


@pytest.mark.parametrize("user_name", [*POLICIES, "admin.portal"])
def test_list_matches_policy_list(session: Session, user_name: str) -> None:
    items = service.list_policies(session=session, customer=_customer(session, user_name))
    body = serializers.policy_list(items)

    assert_matches("PolicyList", body)
    assert [p["policy_number"] for p in body["data"]] == POLICIES.get(user_name, [])


@pytest.mark.parametrize(
    ("user_name", "number"), [(u, n) for u, numbers in POLICIES.items() for n in numbers]
)
def test_every_demo_policy_detail_matches_policy_detail(
    session: Session, user_name: str, number: str
) -> None:
    customer = _customer(session, user_name)
    detail = service.get_policy_detail(session=session, customer=customer, policy_number=number)

    assert_matches("PolicyDetail", serializers.policy_detail(detail))


def test_aaa_card_matches_aaa_card_info(session: Session) -> None:
    customer = _customer(session, "budi.santoso")
    cards = service.get_health_cards(session=session, customer=customer, policy_number="KS23000456")

    assert_matches("AAACardInfo", serializers.aaa_card_info("KS23000456", cards))


def test_the_checks_notice_a_wrong_date_a_missing_or_an_extra_field() -> None:
    person = {"name": "Budi Santoso", "relation": "Diri Sendiri", "birth_date": "1980-05-15"}
    with pytest.raises(ValidationError):
        assert_matches("Person", {**person, "gender": "L", "birth_date": "15-05-1980"})
    with pytest.raises(AssertionError):
        assert_exact_shape(person, {"$ref": "#/components/schemas/Person"})
    with pytest.raises(AssertionError):
        assert_exact_shape({**person, "gender": "L", "nik": "x"}, {"$ref": "#/c/Person"})
