"""Masking of the holder's contact data in the policy detail."""

from __future__ import annotations

import pytest

from server.customer.masking import mask_email, mask_phone


@pytest.mark.parametrize(
    ("email", "masked"),
    [
        ("budi.santoso@gmail.com", "bu***o@gm***.com"),  # the contract's example
        ("siti.rahma@yahoo.co.id", "si***a@ya***.co.id"),
        ("admin.portal@sentosaraya.co.id", "ad***l@se***.co.id"),
        ("abc@ui.ac.id", "a***@u***.ac.id"),
        ("x@y.id", "x***@y***.id"),
        ("not-an-email", "***"),
    ],
)
def test_mask_email(email: str, masked: str) -> None:
    assert mask_email(email) == masked


@pytest.mark.parametrize(
    ("phone", "masked"),
    [
        ("+6281234567890", "+62 812-****-7890"),  # the contract's example
        ("081234567890", "+62 812-****-7890"),
        ("6285722334455", "+62 857-****-4455"),
        ("+62 813-3123-4567", "+62 813-****-4567"),
        ("+628123456", "+62 *****56"),
    ],
)
def test_mask_phone(phone: str, masked: str) -> None:
    assert mask_phone(phone) == masked


def test_masked_values_never_contain_the_middle_of_the_original() -> None:
    assert "santos" not in mask_email("budi.santoso@gmail.com")
    assert "3456" not in mask_phone("+6281234567890")
