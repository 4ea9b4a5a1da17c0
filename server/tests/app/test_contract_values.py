"""server.contract_values: a value narrowed to one the contract lists, or refused."""

from __future__ import annotations

import enum

import pytest

from server import contract_types as contract
from server.contract_values import listed, values_of


class Stored(enum.StrEnum):
    PAID = "PAID"
    CREATING = "CREATING"  # a status the contract does not list


def test_the_values_are_read_from_the_alias() -> None:
    assert values_of(contract.PaymentChannel) == ("VIRTUAL_ACCOUNT", "QRIS", "EWALLET")
    assert values_of(contract.BannerImageWidth) == (1280, 1920)
    assert values_of(contract.BannerRoute)[-1] is None  # Literal[...] | None
    with pytest.raises(TypeError):
        values_of(contract.PolicyNumber)  # str: no listed values


def test_a_listed_value_is_answered_as_the_contracts_member() -> None:
    statuses = values_of(contract.PaymentStatus)
    shown = listed(statuses, Stored.PAID, what="payment status")
    assert shown == "PAID" and type(shown) is str
    assert listed(values_of(contract.BannerImageWidth), 1920, what="width") == 1920
    assert listed(values_of(contract.BannerRoute), None, what="route") is None


@pytest.mark.parametrize(
    ("alias", "value"),
    [
        (contract.PaymentStatus, Stored.CREATING),
        (contract.PaymentStatus, "paid"),
        (contract.BannerImageWidth, 640),
        (contract.BannerImageWidth, 1920.0),
        (contract.BannerImageWidth, "1920"),
        (contract.BannerLinkKind, None),
    ],
)
def test_a_value_the_contract_does_not_list_raises(alias: object, value: object) -> None:
    with pytest.raises(ValueError, match="not one of the contract's values"):
        listed(values_of(alias), value, what="value")
