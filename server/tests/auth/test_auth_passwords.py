"""Password hashing and rules (security.md, ASVS 6.2): argon2id with OWASP parameters, 8 to
128 characters, no truncation, no composition rules, common passwords refused."""

from __future__ import annotations

import pytest

from server.auth.passwords import (
    check_new_password,
    common_passwords,
    hash_password,
    password_problems,
    verify_password,
)
from server.errors import RuleViolation


def test_hash_is_argon2id_with_owasp_parameters() -> None:
    hashed = hash_password("Kopi-Tubruk-Pagi-2026")
    assert hashed.startswith("$argon2id$v=19$m=19456,t=2,p=1$")
    assert "Kopi" not in hashed
    assert verify_password(hashed, "Kopi-Tubruk-Pagi-2026")
    assert not verify_password(hashed, "Kopi-Tubruk-Pagi-2027")
    assert not verify_password("not-a-hash", "anything")
    assert hash_password("same") != hash_password("same")  # salted


def test_no_truncation_of_long_passwords() -> None:
    base = "a9-" * 42  # 126 characters
    hashed = hash_password(base + "XY")
    assert verify_password(hashed, base + "XY")
    assert not verify_password(hashed, base + "XZ")


def test_length_limits_without_composition_rules() -> None:
    assert password_problems("kucingoren", user_name="budi") == []  # lower-case only is fine
    assert password_problems("x" * 7 + "q", user_name="budi") == []
    assert password_problems("pendek7", user_name="budi") == ["Kata sandi minimal 8 karakter."]
    assert password_problems("ab" * 32, user_name="budi") == []  # 64 accepted
    assert password_problems("z9" * 64, user_name="budi") == []  # 128 accepted
    assert password_problems("z9" * 64 + "q", user_name="budi") == [
        "Kata sandi maksimal 128 karakter."
    ]


def test_common_list_is_large_and_has_indonesian_favourites() -> None:
    common = common_passwords()
    assert len(common) >= 3000
    for word in ("password123", "bismillah", "indonesia", "sayangku", "rahasia123", "qwertyuiop"):
        assert word in common, word
        assert password_problems(word.upper(), user_name="budi") == [
            "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kata sandi lain."
        ]


def test_password_may_not_contain_the_user_name() -> None:
    assert password_problems("Rumah-Budi.Santoso-9", user_name="budi.santoso") == [
        "Kata sandi tidak boleh memuat nama pengguna Anda."
    ]


def test_new_password_check_reports_every_reason_and_the_confirmation() -> None:
    with pytest.raises(RuleViolation) as refused:
        check_new_password(password="budi", confirm_password="budi", user_name="budi")
    assert refused.value.status == 422
    assert [e["message"] for e in refused.value.extensions["errors"]] == [
        "Kata sandi minimal 8 karakter.",
        "Kata sandi tidak boleh memuat nama pengguna Anda.",
    ]
    with pytest.raises(RuleViolation) as mismatch:
        check_new_password(
            password="Kebun-Teh-Puncak", confirm_password="Kebun-Teh-Puncak!", user_name="x1y"
        )
    assert mismatch.value.message == "Konfirmasi kata sandi tidak sama."
