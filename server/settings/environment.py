"""The settings read from the environment (:func:`from_env`), once per process
(:func:`install`, :func:`current`)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from server.settings.model import Settings, SettingsError


def _bool(value: str) -> bool:
    lowered = value.strip().lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off", ""):
        return False
    raise SettingsError(f"not a boolean: {value!r}")


_INTS = {
    "PORT": "port",
    "OTP_TTL_SECONDS": "otp_ttl_seconds",
    "OTP_RESEND_SECONDS": "otp_resend_seconds",
    "OTP_MAX_ATTEMPTS": "otp_max_attempts",
    "OTP_LOCK_SECONDS": "otp_lock_seconds",
    "OTP_DESTINATION_MAX_PER_HOUR": "otp_destination_max_per_hour",
    "OTP_DESTINATION_MAX_PER_DAY": "otp_destination_max_per_day",
    "OTP_SUBJECT_MAX_PER_HOUR": "otp_subject_max_per_hour",
    "OTP_SUBJECT_MAX_PER_DAY": "otp_subject_max_per_day",
    "OTP_ADDRESS_MAX_SENDS": "otp_address_max_sends",
    "OTP_ADDRESS_WINDOW_SECONDS": "otp_address_window_seconds",
    "OTP_ADDRESS_MAX_DELAY_SECONDS": "otp_address_max_delay_seconds",
    "PASSWORD_MAX_FAILURES": "password_max_failures",
    "PASSWORD_LOCK_SECONDS": "password_lock_seconds",
    "ADDRESS_ACCOUNT_MAX_FAILURES": "address_account_max_failures",
    "ADDRESS_MAX_FAILURES": "address_max_failures",
    "ADDRESS_WINDOW_SECONDS": "address_window_seconds",
    "ADDRESS_MAX_DELAY_SECONDS": "address_max_delay_seconds",
    "SIGNIN_FLOW_SECONDS": "signin_flow_seconds",
    "IDLE_TIMEOUT_SECONDS": "idle_timeout_seconds",
    "IDLE_WARNING_SECONDS": "idle_warning_seconds",
    "SESSION_MAX_SECONDS": "session_max_seconds",
    "PASSWORD_CONFIRM_SECONDS": "password_confirm_seconds",
    "ACCESS_TOKEN_SECONDS": "access_token_seconds",
    "BODY_GRACE_SECONDS": "body_grace_seconds",
    "BODY_MIN_RATE_BYTES": "body_min_rate_bytes",
    "SMTP_PORT": "smtp_port",
    "GATEWAY_SWEEP_SECONDS": "gateway_sweep_seconds",
    "RECONCILIATION_MINUTES": "reconciliation_minutes",
    "RECONCILIATION_LOOKBACK_DAYS": "reconciliation_lookback_days",
    "UPLOAD_UNATTACHED_MAX_MB": "upload_unattached_max_mb",
    "UPLOADS_PER_HOUR": "uploads_per_hour",
    "IMAGE_MAX_MEGAPIXELS": "image_max_megapixels",
    "UPLOADS_AT_ONCE": "uploads_at_once",
    "DOCUMENT_SWEEP_MINUTES": "document_sweep_minutes",
    "INVEST_MINUTES": "invest_minutes",
    "NOTICE_MAX_ATTEMPTS": "notice_max_attempts",
    "NOTICE_RETRY_SECONDS": "notice_retry_seconds",
    "NOTICE_DRAIN_SECONDS": "notice_drain_seconds",
    "NOTICE_KEEP_DAYS": "notice_keep_days",
    "WORKER_METRICS_PORT": "worker_metrics_port",
    "WORKERS": "workers",
    "THREADS": "threads",
    "DATABASE_WAIT_SECONDS": "database_wait_seconds",
    "DRAIN_SECONDS": "drain_seconds",
    "KEEP_ALIVE_SECONDS": "keep_alive_seconds",
}
_STRS = {
    "APP_ENV": "app_env",
    "HOST": "host",
    "DATABASE_URL": "database_url",
    "PORTAL_CLIENT_ID": "client_id",
    "PORTAL_CLIENT_SECRET": "client_secret",
    "TOKEN_SECRET": "token_secret",
    "OTP_SENDER": "otp_sender",
    "SMS_SENDER": "sms_sender",
    "KANNEL_SENDSMS_URL": "kannel_sendsms_url",
    "KANNEL_USERNAME": "kannel_username",
    "KANNEL_PASSWORD": "kannel_password",
    "SMS_FROM": "sms_from",
    "SMS_DELIVERY_URL": "sms_delivery_url",
    "SMTP_HOST": "smtp_host",
    "SMTP_USER": "smtp_user",
    "SMTP_PASSWORD": "smtp_password",
    "SMTP_FROM": "smtp_from",
    "LOG_LEVEL": "log_level",
    "LOG_FORMAT": "log_format",
    "PAYMENT_GATEWAY": "payment_gateway",
    "GATEWAY_CALLBACK_SECRET": "gateway_callback_secret",
    "GATEWAY_NOTIFY_URL": "gateway_notify_url",
    "GATEWAY_PUBLIC_URL": "gateway_public_url",
    "PUBLIC_URL": "public_url",
    "DOCUMENT_STORAGE": "document_storage",
    "S3_BUCKET": "s3_bucket",
    "S3_ENDPOINT_URL": "s3_endpoint_url",
    "S3_REGION": "s3_region",
    "S3_PREFIX": "s3_prefix",
    "S3_SSE": "s3_sse",
    "JOBS": "jobs",
}
_PATHS = {"OUTBOX_PATH": "outbox_path", "WEB_DIST": "web_dist", "DOCUMENT_DIR": "document_dir",
          "RECEIPT_FONT_DIR": "receipt_font_dir", "CLOCK_FILE": "clock_file"}  # fmt: skip
_BOOLS = {
    "DATABASE_PREPARED_STATEMENTS": "database_prepared_statements",
    "SMTP_STARTTLS": "smtp_starttls",
    "RESPONSE_VALIDATION": "response_validation",
    "GATEWAY_SIMULATOR": "gateway_simulator",
    "MIGRATE_ON_START": "migrate_on_start",
}


def from_env(env: Mapping[str, str] | None = None) -> Settings:
    """Settings from ``env`` (default: the process environment); raises SettingsError."""
    source = os.environ if env is None else env
    values: dict[str, Any] = {}
    for var, name in _STRS.items():
        if source.get(var):
            values[name] = source[var]
    for var, name in _INTS.items():
        if source.get(var):
            try:
                values[name] = int(source[var])
            except ValueError as exc:
                raise SettingsError(f"{var} must be a whole number") from exc
    for var, name in _PATHS.items():
        if source.get(var):
            values[name] = Path(source[var])
    for var, name in _BOOLS.items():
        if var in source:
            values[name] = _bool(source[var])
    if source.get("CONNECT_ORIGINS"):
        origins = (o.strip().rstrip("/") for o in source["CONNECT_ORIGINS"].split(","))
        values["connect_origins"] = tuple(o for o in origins if o)
    if source.get("TRUSTED_PROXIES"):
        proxies = (p.strip() for p in source["TRUSTED_PROXIES"].split(","))
        values["trusted_proxies"] = tuple(p for p in proxies if p)
    values.setdefault("response_validation", values.get("app_env") == "test")
    return Settings(**values)


_current: Settings | None = None


def install(settings: Settings) -> None:
    """Make ``settings`` the process-wide settings (done by the app factory)."""
    global _current
    _current = settings


def current() -> Settings:
    if _current is None:
        install(from_env())
    assert _current is not None
    return _current
