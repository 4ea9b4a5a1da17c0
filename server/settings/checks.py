"""What a start refuses: a value out of its bounds, a mode the portal does not know, a
production start on the published development secrets (:class:`SettingsError`, one line
naming the variable)."""

from __future__ import annotations

import ipaddress
import re

from server.settings.model import (
    DEV_SECRETS,
    ENVIRONMENTS,
    MAX_OTP_TTL_SECONDS,
    MAX_PASSWORD_FAILURES,
    PAYMENT_GATEWAYS,
    RECEIPT_FONTS,
    Settings,
    SettingsError,
)


def check(s: Settings) -> None:
    if s.app_env not in ENVIRONMENTS:
        raise SettingsError(f"APP_ENV must be one of {', '.join(ENVIRONMENTS)}")
    if not 60 <= s.otp_ttl_seconds <= MAX_OTP_TTL_SECONDS:
        raise SettingsError(f"OTP_TTL_SECONDS must be between 60 and {MAX_OTP_TTL_SECONDS}")
    if not 1 <= s.otp_max_attempts <= 100:
        raise SettingsError("OTP_MAX_ATTEMPTS must be between 1 and 100")
    if not 1 <= s.otp_destination_max_per_hour <= s.otp_destination_max_per_day <= 1000:
        raise SettingsError(
            "OTP_DESTINATION_MAX_PER_HOUR must be at least 1, OTP_DESTINATION_MAX_PER_DAY at"
            " least that and at most 1000"
        )
    if not 1 <= s.otp_subject_max_per_hour <= s.otp_subject_max_per_day <= 1000:
        raise SettingsError(
            "OTP_SUBJECT_MAX_PER_HOUR must be at least 1, OTP_SUBJECT_MAX_PER_DAY at least"
            " that and at most 1000"
        )
    if not 1 <= s.otp_address_max_sends <= 1_000_000:
        raise SettingsError("OTP_ADDRESS_MAX_SENDS must be between 1 and 1000000")
    if not 60 <= s.otp_address_window_seconds <= 86400:
        raise SettingsError("OTP_ADDRESS_WINDOW_SECONDS must be between 60 and 86400")
    if not 1 <= s.otp_address_max_delay_seconds <= s.otp_address_window_seconds:
        raise SettingsError(
            "OTP_ADDRESS_MAX_DELAY_SECONDS must be between 1 and OTP_ADDRESS_WINDOW_SECONDS"
        )
    if not 1 <= s.password_max_failures <= MAX_PASSWORD_FAILURES:
        raise SettingsError(f"PASSWORD_MAX_FAILURES must be between 1 and {MAX_PASSWORD_FAILURES}")
    if not 1 <= s.address_account_max_failures <= s.address_max_failures:
        raise SettingsError(
            "ADDRESS_ACCOUNT_MAX_FAILURES must be between 1 and ADDRESS_MAX_FAILURES"
        )
    if not 1 <= s.address_max_delay_seconds <= s.address_window_seconds:
        raise SettingsError(
            "ADDRESS_MAX_DELAY_SECONDS must be between 1 and ADDRESS_WINDOW_SECONDS"
        )
    for proxy in s.trusted_proxies:
        try:
            ipaddress.ip_network(proxy, strict=False)
        except ValueError as exc:
            raise SettingsError(
                f"TRUSTED_PROXIES: {proxy!r} is not an IP address or network"
            ) from exc
    for origin in s.connect_origins:
        if not re.fullmatch(r"https?://[A-Za-z0-9.-]+(:\d{1,5})?", origin):
            raise SettingsError(
                f"CONNECT_ORIGINS: {origin!r} is not an origin like https://api.example.co.id"
            )
    missing = [name for name in RECEIPT_FONTS if not (s.receipt_font_dir / name).is_file()]
    if missing:
        raise SettingsError(
            f"RECEIPT_FONT_DIR: {', '.join(missing)} not in {s.receipt_font_dir} (the receipts'"
            " Unicode fonts: install Debian's fonts-dejavu-core and fonts-droid-fallback, as"
            " scripts/setup.sh does)"
        )
    if s.idle_warning_seconds >= s.idle_timeout_seconds:
        raise SettingsError("IDLE_WARNING_SECONDS must be below IDLE_TIMEOUT_SECONDS")
    if s.session_max_seconds < s.idle_timeout_seconds:
        raise SettingsError("SESSION_MAX_SECONDS must not be below IDLE_TIMEOUT_SECONDS")
    if not 60 <= s.password_confirm_seconds <= 900:
        raise SettingsError("PASSWORD_CONFIRM_SECONDS must be between 60 and 900")
    if not 0 < s.body_grace_seconds <= 300:
        raise SettingsError("BODY_GRACE_SECONDS must be above 0 and at most 300")
    if not 0 <= s.body_min_rate_bytes <= 10_000_000:
        raise SettingsError("BODY_MIN_RATE_BYTES must be between 0 (no limit) and 10000000")
    if s.otp_sender not in ("outbox", "smtp"):
        raise SettingsError("OTP_SENDER must be outbox or smtp")
    if s.sms_sender not in ("outbox", "kannel"):
        raise SettingsError("SMS_SENDER must be outbox or kannel")
    if s.sms_sender == "kannel" and not s.kannel_password:
        raise SettingsError("SMS_SENDER=kannel needs KANNEL_PASSWORD")
    if len(s.token_secret) < 32:
        raise SettingsError("TOKEN_SECRET must be at least 32 characters")
    if s.payment_gateway not in PAYMENT_GATEWAYS:
        raise SettingsError(f"PAYMENT_GATEWAY must be one of {', '.join(PAYMENT_GATEWAYS)}")
    if len(s.gateway_callback_secret) < 32:
        raise SettingsError("GATEWAY_CALLBACK_SECRET must be at least 32 characters")
    if s.gateway_public_url and not re.fullmatch(
        r"https?://[^\s/]+(/[^\s]*)?", s.gateway_public_url
    ):
        raise SettingsError("GATEWAY_PUBLIC_URL must be an http(s) address, e.g. http://host:8080")
    if s.gateway_sweep_seconds < 0:
        raise SettingsError("GATEWAY_SWEEP_SECONDS must not be negative")
    if not 0 <= s.reconciliation_minutes <= 10080:
        raise SettingsError("RECONCILIATION_MINUTES must be between 0 (off) and 10080 (a week)")
    if not 1 <= s.reconciliation_lookback_days <= 90:
        raise SettingsError("RECONCILIATION_LOOKBACK_DAYS must be between 1 and 90")
    if not 1 <= s.upload_unattached_max_mb <= 100_000:
        raise SettingsError("UPLOAD_UNATTACHED_MAX_MB must be between 1 and 100000")
    if not 1 <= s.uploads_per_hour <= 100_000:
        raise SettingsError("UPLOADS_PER_HOUR must be between 1 and 100000")
    if not 1 <= s.image_max_megapixels <= 50:
        raise SettingsError("IMAGE_MAX_MEGAPIXELS must be between 1 and 50")
    if not 1 <= s.uploads_at_once <= 16:
        raise SettingsError("UPLOADS_AT_ONCE must be between 1 and 16")
    if not 0 <= s.document_sweep_minutes <= 1440:
        raise SettingsError("DOCUMENT_SWEEP_MINUTES must be between 0 (off) and 1440 (a day)")
    if not 0 <= s.invest_minutes <= 1440:
        raise SettingsError("INVEST_MINUTES must be between 0 (off) and 1440 (a day)")
    check_jobs(s)
    check_storage(s)
    if not 0 <= s.workers <= 64:
        raise SettingsError("WORKERS must be between 0 (one per CPU core) and 64")
    if not 0 <= s.database_wait_seconds <= 60:
        raise SettingsError("DATABASE_WAIT_SECONDS must be between 0 and 60")
    if not 1 <= s.threads <= 256:
        raise SettingsError("THREADS must be between 1 and 256")
    if s.drain_seconds is not None and not 0 <= s.drain_seconds <= 300:
        raise SettingsError("DRAIN_SECONDS must be between 0 and 300")
    if not 1 <= s.keep_alive_seconds <= 300:
        raise SettingsError("KEEP_ALIVE_SECONDS must be between 1 and 300")
    if s.log_format not in ("text", "json"):
        raise SettingsError("LOG_FORMAT must be text or json")
    if s.is_production and s.gateway_simulator:
        raise SettingsError("GATEWAY_SIMULATOR must be off for APP_ENV=production")
    if s.is_production and s.clock_file is not None:
        raise SettingsError("CLOCK_FILE moves the clock: not for APP_ENV=production")
    unsafe = development_secrets(s)
    if unsafe and s.app_env != "development":
        raise SettingsError(
            f"{', '.join(unsafe)} still has the development value; "
            f"set a real secret for APP_ENV={s.app_env}"
        )
    check_public_url(s)


def check_public_url(s: Settings) -> None:
    """PUBLIC_URL: an http(s) address; in production required and https (it is printed on
    every document a customer downloads, as the link and QR code that verify it)."""
    if s.public_url and not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", s.public_url):
        raise SettingsError("PUBLIC_URL must be an http(s) address, e.g. https://portal.example")
    if s.is_production and not s.public_url.startswith("https://"):
        raise SettingsError(
            "PUBLIC_URL must be set to the portal's https address for APP_ENV=production"
            " (printed on the documents as their verification link)"
        )


JOBS_MODES = ("inprocess", "inline", "procrastinate")


def check_jobs(s: Settings) -> None:
    """JOBS and the notices' delivery."""
    if s.jobs not in JOBS_MODES:
        raise SettingsError(f"JOBS must be one of {', '.join(JOBS_MODES)}")
    if s.jobs == "procrastinate" and not s.database_url.startswith("postgresql"):
        raise SettingsError("JOBS=procrastinate needs PostgreSQL (a postgresql DATABASE_URL)")
    if not 1 <= s.notice_max_attempts <= 30:
        raise SettingsError("NOTICE_MAX_ATTEMPTS must be between 1 and 30")
    if not 1 <= s.notice_retry_seconds <= 3600:
        raise SettingsError("NOTICE_RETRY_SECONDS must be between 1 and 3600")
    if not 5 <= s.notice_drain_seconds <= 3600:
        raise SettingsError("NOTICE_DRAIN_SECONDS must be between 5 and 3600")
    if not 0 <= s.notice_keep_days <= 3650:
        raise SettingsError("NOTICE_KEEP_DAYS must be between 0 (kept forever) and 3650")
    if not 0 <= s.worker_metrics_port <= 65535:
        raise SettingsError("WORKER_METRICS_PORT must be a port number (0: none)")


S3_SSE_MODES = ("", "AES256", "aws:kms")


def check_storage(s: Settings) -> None:
    """DOCUMENT_STORAGE and the S3_ settings."""
    if s.document_storage not in ("local", "s3"):
        raise SettingsError("DOCUMENT_STORAGE must be local or s3")
    if s.document_storage == "s3" and not s.s3_bucket:
        raise SettingsError("DOCUMENT_STORAGE=s3 needs S3_BUCKET")
    if s.s3_bucket and not re.fullmatch(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]", s.s3_bucket):
        raise SettingsError(
            "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens"
        )
    if s.s3_endpoint_url and not re.fullmatch(r"https?://[^\s/]+(/[^\s]*)?", s.s3_endpoint_url):
        raise SettingsError(
            "S3_ENDPOINT_URL must be an http(s) address, e.g. http://127.0.0.1:9000"
        )
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", s.s3_region):
        raise SettingsError("S3_REGION must be a region name, e.g. ap-southeast-3")
    folders = s.s3_prefix.strip("/").split("/") if s.s3_prefix.strip("/") else []
    if not all(re.fullmatch(r"[A-Za-z0-9_-][A-Za-z0-9_.-]*", f) for f in folders):
        raise SettingsError(
            "S3_PREFIX must be folder names of letters, digits, '_', '-' and '.' joined by '/'"
        )
    if s.s3_sse not in S3_SSE_MODES:
        raise SettingsError("S3_SSE must be empty, AES256 or aws:kms")


def development_secrets(s: Settings) -> list[str]:
    """The settings that still hold a published development secret."""
    return [
        name
        for name, value in (
            ("PORTAL_CLIENT_SECRET", s.client_secret),
            ("TOKEN_SECRET", s.token_secret),
            ("GATEWAY_CALLBACK_SECRET", s.gateway_callback_secret),
        )
        if value in DEV_SECRETS
    ]
