"""Settings from the environment: documented defaults, checks, and the refusal of
development secrets outside development (the fastapi template's `changethis` rule), said
in one line at start in development."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from server import clock
from server.settings import DEV_CLIENT_SECRET, REPO_ROOT, SettingsError, from_env
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

REAL_SECRET = "k" * 40


def test_defaults() -> None:
    s = from_env({})
    assert s.app_env == "development" and s.port == 8080 and s.host == "127.0.0.1"
    assert s.database_url == f"sqlite:///{REPO_ROOT / 'var' / 'portal.sqlite3'}"
    assert (s.client_id, s.client_secret) == ("portal-web", DEV_CLIENT_SECRET)
    assert (s.otp_ttl_seconds, s.otp_resend_seconds, s.otp_max_attempts) == (300, 60, 5)
    assert (s.otp_lock_seconds, s.password_max_failures) == (1800, 5)
    assert (s.idle_timeout_seconds, s.idle_warning_seconds) == (900, 120)
    assert (s.session_max_seconds, s.access_token_seconds) == (28800, 300)
    assert s.otp_sender == "outbox" and s.outbox_path == REPO_ROOT / "var" / "outbox.jsonl"
    assert s.web_dist == REPO_ROOT / "web" / "dist"
    assert s.response_validation is False
    assert from_env({"APP_ENV": "test", **TEST_SECRETS}).response_validation is True


def test_values_are_read_and_checked() -> None:
    s = from_env({"PORT": "9000", "OTP_TTL_SECONDS": "600", "SMTP_STARTTLS": "true"})
    assert (s.port, s.otp_ttl_seconds, s.smtp_starttls) == (9000, 600, True)
    assert from_env({"PASSWORD_CONFIRM_SECONDS": "600"}).password_confirm_seconds == 600
    assert (s.keep_alive_seconds, from_env({"KEEP_ALIVE_SECONDS": "30"}).keep_alive_seconds) == (
        5,
        30,
    )
    for bad in (
        {"OTP_TTL_SECONDS": "601"},
        {"PORT": "delapan"},
        {"APP_ENV": "staging"},
        {"PASSWORD_MAX_FAILURES": "101"},
        {"OTP_SENDER": "pigeon"},
        {"TOKEN_SECRET": "short"},
        {"SMTP_STARTTLS": "maybe"},
        {"PASSWORD_CONFIRM_SECONDS": "59"},
        {"PASSWORD_CONFIRM_SECONDS": "901"},
        {"KEEP_ALIVE_SECONDS": "0"},
        {"KEEP_ALIVE_SECONDS": "301"},
    ):
        with pytest.raises(SettingsError):
            from_env(bad)


def test_production_refuses_development_secrets() -> None:
    with pytest.raises(SettingsError, match="PORTAL_CLIENT_SECRET, TOKEN_SECRET"):
        from_env({"APP_ENV": "production"})
    with pytest.raises(SettingsError, match="TOKEN_SECRET"):
        from_env({"APP_ENV": "production", "PORTAL_CLIENT_SECRET": REAL_SECRET})
    with pytest.raises(SettingsError, match="PORTAL_CLIENT_SECRET"):
        from_env({"APP_ENV": "production", "TOKEN_SECRET": REAL_SECRET})
    ok = from_env(
        {
            "APP_ENV": "production",
            "TOKEN_SECRET": REAL_SECRET,
            "PORTAL_CLIENT_SECRET": "c" * 32,
            "GATEWAY_CALLBACK_SECRET": "g" * 32,
            "PUBLIC_URL": "https://portal.example",
        }
    )
    assert ok.is_production


def test_public_url_is_required_and_https_in_production() -> None:
    # The documents print their verification link and QR code under PUBLIC_URL.
    real = {"TOKEN_SECRET": REAL_SECRET, "PORTAL_CLIENT_SECRET": "c" * 32,
            "GATEWAY_CALLBACK_SECRET": "g" * 32}  # fmt: skip
    assert from_env({"PORT": "9000"}).portal_url == "http://127.0.0.1:9000"
    assert from_env({"PUBLIC_URL": "https://portal.example/"}).portal_url == (
        "https://portal.example"
    )
    for bad in ("portal.example", "ftp://portal.example", "https://portal.example/?a=1"):
        with pytest.raises(SettingsError, match="PUBLIC_URL must be an http"):
            from_env({"PUBLIC_URL": bad})
    for missing in ({}, {"PUBLIC_URL": "http://portal.example"}):
        with pytest.raises(SettingsError, match="PUBLIC_URL must be set"):
            from_env({"APP_ENV": "production", **real, **missing})
    ok = from_env({"APP_ENV": "production", **real, "PUBLIC_URL": "https://tmanku.example/"})
    assert ok.portal_url == "https://tmanku.example"


@pytest.mark.parametrize("app_env", ["test", "production"])
def test_server_does_not_start_outside_development_with_development_secrets(
    tmp_path: Path, app_env: str
) -> None:
    env = {**os.environ, "APP_ENV": app_env, "DATABASE_URL": f"sqlite:///{tmp_path}/x.db"}
    for name in TEST_SECRETS:
        env.pop(name, None)
    env["GATEWAY_SIMULATOR"] = "false"
    done = subprocess.run(
        [sys.executable, "-m", "server"],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1] == (
        "Configuration error: PORTAL_CLIENT_SECRET, TOKEN_SECRET, GATEWAY_CALLBACK_SECRET still "
        f"has the development value; set a real secret for APP_ENV={app_env}"
    )
    assert not (tmp_path / "x.db").exists()


@pytest.mark.parametrize("app_env", ["test", "production"])
def test_any_one_development_secret_is_refused_outside_development(app_env: str) -> None:
    base = {"APP_ENV": app_env, "GATEWAY_SIMULATOR": "false", "PUBLIC_URL": "https://p.example"}
    for name in TEST_SECRETS:
        others = {k: v for k, v in TEST_SECRETS.items() if k != name}
        with pytest.raises(SettingsError, match=f"^{name} still has the development value"):
            from_env({**base, **others})
    assert from_env({**base, **TEST_SECRETS})


def test_development_says_in_one_line_that_it_runs_on_development_secrets(
    tmp_path: Path,
) -> None:
    env = {
        **os.environ,
        "APP_ENV": "development",
        "PORT": "0",
        "WEB_DIST": str(tmp_path / "dist"),
        "DATABASE_URL": f"sqlite:///{tmp_path}/x.db",
        "OUTBOX_PATH": str(tmp_path / "outbox.jsonl"),
        # A database at this release's revision (the test process's template), started as is:
        # the warning comes before the release step, which would load the demo data.
        "MIGRATE_ON_START": "false",
    }
    migrated(env["DATABASE_URL"])
    for name in TEST_SECRETS:
        env.pop(name, None)
    process = subprocess.Popen(
        [sys.executable, "-m", "server"], cwd=REPO_ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    lines: list[str] = []
    try:
        assert process.stdout is not None
        for line in process.stdout:
            lines.append(line)
            if "serving development" in line:
                break
    finally:
        process.terminate()
        process.wait(timeout=30)
    warned = [line for line in lines if "development secrets in use" in line]
    assert len(warned) == 1, lines
    assert "PORTAL_CLIENT_SECRET, TOKEN_SECRET, GATEWAY_CALLBACK_SECRET" in warned[0]

    env.update(TEST_SECRETS)  # own secrets: nothing to say
    done = subprocess.run(
        [sys.executable, "-c", "from server.settings import development_secrets, from_env;"
         "print(development_secrets(from_env()))"],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    assert done.stdout.strip() == "[]"


def test_every_variable_the_server_reads_is_documented() -> None:
    """docs/configuration.md is the list of settings: a variable from_env reads and the page
    does not name fails here."""
    from server.settings import environment

    source = Path(environment.__file__).read_text()
    read = {*environment._INTS, *environment._STRS, *environment._PATHS, *environment._BOOLS}
    read |= set(re.findall(r'source(?:\.get\(|\[)"([A-Z][A-Z0-9_]+)"', source))
    assert {"CONNECT_ORIGINS", "TRUSTED_PROXIES", "DATABASE_URL"} <= read
    page = (REPO_ROOT / "docs" / "configuration.md").read_text()
    assert sorted(name for name in read if f"`{name}`" not in page) == []


def test_clock_file_moves_the_clock_and_is_refused_in_production(tmp_path: Path) -> None:
    """CLOCK_FILE (the journeys move a running server's time): its seconds are added to the
    system clock, read again when the file changes; production refuses it."""
    real = {"TOKEN_SECRET": REAL_SECRET, "PORTAL_CLIENT_SECRET": "c" * 32,
            "GATEWAY_CALLBACK_SECRET": "g" * 32,
            "PUBLIC_URL": "https://portal.example"}  # fmt: skip
    moved = tmp_path / "clock"
    with pytest.raises(SettingsError, match="CLOCK_FILE"):
        from_env({"APP_ENV": "production", **real, "CLOCK_FILE": str(moved)})
    assert from_env({"CLOCK_FILE": str(moved)}).clock_file == moved
    clock.follow_file(moved)
    try:
        assert abs(clock.now() - datetime.now(UTC)) < timedelta(seconds=5)  # no file yet
        moved.write_text("86400\n")
        assert abs(clock.now() - datetime.now(UTC) - timedelta(days=1)) < timedelta(seconds=5)
        moved.write_text("172800.5")
        os.utime(moved, ns=(1, 1))  # a change within the same instant is seen too
        assert abs(clock.now() - datetime.now(UTC) - timedelta(days=2)) < timedelta(seconds=5)
    finally:
        clock.set_now(None)
