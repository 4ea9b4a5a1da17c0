"""Password hashing (argon2id, m=19456 KiB, t=2, p=1: OWASP's minimum) and the password rules
of security.md: 8 to 128 characters, no composition rules, never truncated, not on the common
password list, not containing the user name. Reasons are Indonesian sentences
(:mod:`server.auth.messages`)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from server.auth import messages
from server.errors import RuleViolation

MIN_LENGTH = 8
MAX_LENGTH = 128
_COMMON_FILE = Path(__file__).with_name("data") / "common-passwords.txt"

_hasher = PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1, hash_len=32, salt_len=16)


def hash_password(plain: str) -> str:
    """argon2id hash in PHC string form (parameters and salt included)."""
    return _hasher.hash(plain)


def verify_password(hash: str, plain: str) -> bool:
    """True when ``plain`` matches ``hash``; False for a mismatch or an unreadable hash."""
    try:
        return _hasher.verify(hash, plain)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def needs_rehash(hash: str) -> bool:
    return _hasher.check_needs_rehash(hash)


# A hash of a random password: verifying against it when the account has no password keeps
# the answer time the same as for a real account.
@lru_cache(maxsize=1)
def dummy_hash() -> str:
    return hash_password("dummy-password-for-constant-time-checks")


@lru_cache(maxsize=1)
def common_passwords() -> frozenset[str]:
    lines = _COMMON_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def password_problems(password: str, *, user_name: str) -> list[str]:
    """Indonesian reasons why ``password`` may not be used (empty: acceptable)."""
    problems: list[str] = []
    length = len(password)
    if length < MIN_LENGTH:
        problems.append(messages.password_too_short(MIN_LENGTH))
    if length > MAX_LENGTH:
        problems.append(messages.password_too_long(MAX_LENGTH))
    lowered = password.lower()
    if lowered in common_passwords() or lowered.strip() in common_passwords():
        problems.append(messages.PASSWORD_COMMON)
    name = user_name.lower()
    if name and name in lowered:
        problems.append(messages.PASSWORD_HAS_USER_NAME)
    return problems


def check_new_password(*, password: str, confirm_password: str, user_name: str) -> None:
    """Raise RuleViolation (422, errors per field) when the new password is not acceptable."""
    problems = password_problems(password, user_name=user_name)
    if problems:
        raise RuleViolation(
            problems[0],
            detail="The new password breaks the password rules.",
            errors=[{"field": "password", "message": p} for p in problems],
        )
    if password != confirm_password:
        message = messages.PASSWORD_CONFIRMATION_DIFFERS
        raise RuleViolation(
            message,
            detail="password and confirmPassword differ.",
            errors=[{"field": "confirmPassword", "message": message}],
        )
