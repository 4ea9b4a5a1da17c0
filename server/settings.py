"""Server settings, read once from the environment (docs/configuration.md explains each).

Variable                default                              meaning
----------------------  -----------------------------------  ------------------------------------
APP_ENV                 development                          development | test | production
HOST                    127.0.0.1                            address ``python -m server`` binds
PORT                    8080                                 port ``python -m server`` listens on
DATABASE_URL            sqlite:///<repo>/var/portal.sqlite3  SQLAlchemy URL (postgresql+psycopg://...)
DATABASE_PREPARED_STATEMENTS true                            false: psycopg prepares no statement
                                                             (through PgBouncer in transaction
                                                             mode, which cannot keep them)
PORTAL_CLIENT_ID        portal-web                           HTTP Basic user of the web app
PORTAL_CLIENT_SECRET    portal-web-dev-secret                HTTP Basic password of the web app
TOKEN_SECRET            (development value)                  HS256 key for tokens and OTP hashes
OTP_TTL_SECONDS         300                                  OTP validity; refused above 600
OTP_RESEND_SECONDS      60                                   wait before a new code may be sent
OTP_MAX_ATTEMPTS        5                                    wrong codes before the OTP lock
OTP_LOCK_SECONDS        1800                                 how long the OTP step stays locked
OTP_DESTINATION_MAX_PER_HOUR 5                               codes one phone number or e-mail
OTP_DESTINATION_MAX_PER_DAY 10                               address may receive in an hour / a day
                                                             (every purpose; 429 past it)
OTP_SUBJECT_MAX_PER_HOUR 10                                  codes for one account or SPAJ number
OTP_SUBJECT_MAX_PER_DAY 20                                   in an hour / a day (every purpose)
OTP_ADDRESS_MAX_SENDS   100                                  codes sent before sign-in (forgotten
                                                             password, SPAJ entry) from one client
                                                             address, then each next one waits
OTP_ADDRESS_WINDOW_SECONDS 3600                              the window that limit counts in
OTP_ADDRESS_MAX_DELAY_SECONDS 60                             its longest wait (1 s doubling)
PASSWORD_MAX_FAILURES   5                                    wrong passwords before a lock (<= 100)
PASSWORD_LOCK_SECONDS   300                                  first lock, doubling after each failure
ADDRESS_ACCOUNT_MAX_FAILURES 10                              failed sign-in steps from one address
                                                             on one account, then each try waits
ADDRESS_MAX_FAILURES    300                                  failed sign-in steps from one address
                                                             on all accounts, then each try waits
ADDRESS_WINDOW_SECONDS  900                                  the window both limits count in
ADDRESS_MAX_DELAY_SECONDS 60                                 the longest wait (1 s doubling)
TRUSTED_PROXIES         (empty)                              reverse proxies (IPs or networks, comma
                                                             separated) whose X-Forwarded-For and
                                                             X-Forwarded-Proto are believed; the
                                                             client's address counts for the limits
CONNECT_ORIGINS         (empty)                              other origins the web app may call
                                                             (its Content-Security-Policy), e.g.
                                                             an API served from its own origin
SIGNIN_FLOW_SECONDS     900                                  lifetime of a sign-in flow/step token
IDLE_TIMEOUT_SECONDS    900                                  session idle timeout
IDLE_WARNING_SECONDS    120                                  web warns this long before idle end
SESSION_MAX_SECONDS     28800                                absolute session lifetime
PASSWORD_CONFIRM_SECONDS 300                                 a password confirmation opens one
                                                             security page this long (60 to 900)
ACCESS_TOKEN_SECONDS    300                                  access token (JWT) lifetime
BODY_GRACE_SECONDS      10                                   a request body's start-up time, then
BODY_MIN_RATE_BYTES     1024                                 the rate (bytes/s, on average) it must
                                                             keep up; 408 past it (0: no limit)
OTP_SENDER              outbox                               outbox | smtp
OUTBOX_PATH             <repo>/var/outbox.jsonl              development OTP outbox (JSON lines)
RECEIPT_FONT_DIR        /usr/share/fonts/truetype            the receipts' fonts (RECEIPT_FONTS)
DOCUMENT_DIR            <repo>/var/documents                 uploaded files, never a served folder
DOCUMENT_STORAGE        local                                local (DOCUMENT_DIR) | s3 (a bucket)
S3_BUCKET               (empty)                              the private bucket; required with s3
S3_ENDPOINT_URL         (empty: AWS)                         another S3 server (rclone serve s3,
                                                             MinIO, a provider's), path-style
S3_REGION               ap-southeast-3                       the bucket's region (AWS Jakarta)
S3_PREFIX               (empty)                              the objects' folder, e.g. documents
S3_SSE                  (empty)                              AES256 | aws:kms: encrypted at rest
                                                             by S3 (the credentials are boto3's:
                                                             AWS_ACCESS_KEY_ID and
                                                             AWS_SECRET_ACCESS_KEY, a profile or a
                                                             role; never settings)
SMTP_HOST               localhost                            SMTP server for OTP_SENDER=smtp
SMTP_PORT               25
SMTP_USER               (empty)                              login only when set
SMTP_PASSWORD           (empty)
SMTP_FROM               TManKu <no-reply@sentosaraya.co.id>
SMTP_STARTTLS           false                                true: STARTTLS before login
SMS_SENDER              outbox                               outbox | kannel: where SMS codes go
                                                             (e-mail follows OTP_SENDER)
KANNEL_SENDSMS_URL      http://127.0.0.1:13013/cgi-bin/sendsms
                                                             Kannel smsbox's sendsms (POST)
KANNEL_USERNAME         portal                               its sendsms-user
KANNEL_PASSWORD         (empty)                              required with SMS_SENDER=kannel
SMS_FROM                TManKu                               sender id shown on the phone
SMS_DELIVERY_URL        (empty: no reports)                  where the gateway reaches this portal's
                                                             /customer/api/sms/delivery
RESPONSE_VALIDATION     true in test, else false             validate responses against the contract
WEB_DIST                <repo>/web/dist                      built web app served at /
LOG_LEVEL               INFO
LOG_FORMAT              text                                 text | json: one JSON object a line,
                                                             with request_id and trace_id
PAYMENT_GATEWAY         sandbox                              payment gateway adapter (only sandbox)
GATEWAY_CALLBACK_SECRET (development value)                  HMAC key of gateway notifications (32+)
GATEWAY_NOTIFY_URL      (empty: in-process)                  where the sandbox POSTs notifications
GATEWAY_PUBLIC_URL      http://HOST:PORT                     sandbox: origin of its e-wallet pages
GATEWAY_SIMULATOR       true in development/test, else false sandbox dashboard /sandbox-gateway/
GATEWAY_SWEEP_SECONDS   30                                   sandbox: expire charges, resend (0 off)
RECONCILIATION_MINUTES  15                                   gateway charges vs payments, once per
                                                             period whatever the workers (0 off)
RECONCILIATION_LOOKBACK_DAYS 7                               charges changed this far back compared
UPLOAD_UNATTACHED_MAX_MB 50                                  an uploader's documents not attached to
                                                             a submission (yet), in all; 413 past it
UPLOADS_PER_HOUR        30                                   uploads one uploader may begin in an
                                                             hour, refused ones too; 429 past it
IMAGE_MAX_MEGAPIXELS    25                                   largest picture an upload may be (415
                                                             past it, read from its header); <= 50
UPLOADS_AT_ONCE         1                                    uploads worked on at once in a worker
                                                             (stored, decoded, checked), in threads
                                                             beside THREADS; more wait their turn
DOCUMENT_SWEEP_MINUTES  60                                   unattached documents past a day and
                                                             files no row names removed, once per
                                                             period whatever the workers (0 off)
JOBS                    inprocess                            where notices are delivered and the
                                                             periodic work runs: inprocess (each
                                                             app process: a delivery thread, the
                                                             schedules under leases) | inline (as
                                                             inprocess, but notices delivered by
                                                             the committing thread: tests) |
                                                             procrastinate (a queue on PostgreSQL,
                                                             run by `python -m server worker`; app
                                                             processes run no periodic work)
NOTICE_MAX_ATTEMPTS     10                                   attempts to deliver a notice, then
                                                             FAILED (1 to 30)
NOTICE_RETRY_SECONDS    60                                   the wait after a failed attempt,
                                                             doubling, at most an hour (1 to 3600)
NOTICE_DRAIN_SECONDS    60                                   how often due notices (retries, any a
                                                             crash left) are looked for (5 to 3600)
NOTICE_KEEP_DAYS        30                                   SENT notices are deleted this many days
                                                             after their delivery, checked hourly
                                                             (0: kept forever; at most 3650);
                                                             FAILED and PENDING ones never are
WORKER_METRICS_PORT     0 (none)                             `python -m server worker`: its
                                                             Prometheus metrics on HOST:this port
WORKERS                 0 (one per CPU core, at most 4)      uvicorn worker processes (<= 64)
THREADS                 8                                    handler threads per worker (1 to 256)
DRAIN_SECONDS           10 in production, else 0             after SIGTERM: /readyz answers 503 and
                                                             requests are still served this long,
                                                             then the graceful shutdown (<= 300)
MIGRATE_ON_START        false in production, else true       python -m server migrates and loads the
                                                             reference data at start; false: it
                                                             only checks the database is at this
                                                             release's revision and exits if not
                                                             (`python -m server migrate` is the
                                                             release step)
PROMETHEUS_MULTIPROC_DIR (empty: a new temporary folder      the workers' metric files (GET /metrics
                        when WORKERS > 1)                    sums them); emptied at every start

Outside development (APP_ENV test or production) the development client secret, token
secret and gateway callback secret are refused at start-up (they are published: with them
anyone mints tokens and "paid" notifications); in production GATEWAY_SIMULATOR=true is
refused too. In development the server says at start, in one line, that it runs on them.
"""

from __future__ import annotations

import ipaddress
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent

DEV_CLIENT_SECRET = "portal-web-dev-secret"  # noqa: S105 - the documented development value
DEV_TOKEN_SECRET = "dev-token-secret-change-me-0123456789abcdef"  # noqa: S105
DEV_GATEWAY_SECRET = "dev-gateway-callback-secret-change-me-0123"  # noqa: S105
_DEV_SECRETS = {DEV_CLIENT_SECRET, DEV_TOKEN_SECRET, DEV_GATEWAY_SECRET}
PAYMENT_GATEWAYS = ("sandbox",)
ENVIRONMENTS = ("development", "test", "production")
MAX_OTP_TTL_SECONDS = 600
MAX_PASSWORD_FAILURES = 100  # NIST SP 800-63B: at most 100 consecutive failures


# The receipts' font files in RECEIPT_FONT_DIR: DejaVu Sans regular and bold (Latin with every
# accent, Greek, Cyrillic; Debian's fonts-dejavu-core) and Droid Sans Fallback for the letters
# DejaVu lacks (Chinese, Japanese, Korean; fonts-droid-fallback).
RECEIPT_FONTS = (
    "dejavu/DejaVuSans.ttf",
    "dejavu/DejaVuSans-Bold.ttf",
    "droid/DroidSansFallbackFull.ttf",
)


class SettingsError(ValueError):
    """A setting is missing, malformed or unsafe for the chosen environment."""


@dataclass(frozen=True, slots=True)
class Settings:
    app_env: str = "development"
    host: str = "127.0.0.1"
    port: int = 8080
    database_url: str = f"sqlite:///{REPO_ROOT / 'var' / 'portal.sqlite3'}"
    # False through PgBouncer in transaction mode (server.db.make_engine).
    database_prepared_statements: bool = True
    client_id: str = "portal-web"
    client_secret: str = DEV_CLIENT_SECRET
    token_secret: str = DEV_TOKEN_SECRET
    otp_ttl_seconds: int = 300
    otp_resend_seconds: int = 60
    otp_max_attempts: int = 5
    otp_lock_seconds: int = 1800
    # How many codes may be sent (server.verification.limits).
    otp_destination_max_per_hour: int = 5
    otp_destination_max_per_day: int = 10
    otp_subject_max_per_hour: int = 10
    otp_subject_max_per_day: int = 20
    otp_address_max_sends: int = 100
    otp_address_window_seconds: int = 3600
    otp_address_max_delay_seconds: int = 60
    password_max_failures: int = 5
    password_lock_seconds: int = 300
    address_account_max_failures: int = 10
    address_max_failures: int = 300
    address_window_seconds: int = 900
    address_max_delay_seconds: int = 60
    trusted_proxies: tuple[str, ...] = ()
    connect_origins: tuple[str, ...] = ()
    signin_flow_seconds: int = 900
    idle_timeout_seconds: int = 900
    idle_warning_seconds: int = 120
    session_max_seconds: int = 28800
    password_confirm_seconds: int = 300
    access_token_seconds: int = 300
    # How slowly a request body may arrive (server.edge.body_deadline).
    body_grace_seconds: float = 10
    body_min_rate_bytes: int = 1024
    otp_sender: str = "outbox"
    outbox_path: Path = REPO_ROOT / "var" / "outbox.jsonl"
    document_dir: Path = REPO_ROOT / "var" / "documents"
    # Where documents live: DOCUMENT_DIR or an S3 bucket (server.documents.s3). Its
    # credentials are boto3's own (environment, profile, role), never held here.
    document_storage: str = "local"
    s3_bucket: str = ""
    s3_endpoint_url: str = ""
    s3_region: str = "ap-southeast-3"
    s3_prefix: str = ""
    s3_sse: str = ""
    # The receipts' Unicode fonts (RECEIPT_FONTS, Debian's packages that scripts/setup.sh
    # installs), embedded so that every name prints as written.
    receipt_font_dir: Path = Path("/usr/share/fonts/truetype")
    smtp_host: str = "localhost"
    smtp_port: int = 25
    smtp_user: str = ""
    smtp_password: str = field(default="", repr=False)
    smtp_from: str = "TManKu <no-reply@sentosaraya.co.id>"
    smtp_starttls: bool = False
    sms_sender: str = "outbox"
    kannel_sendsms_url: str = "http://127.0.0.1:13013/cgi-bin/sendsms"
    kannel_username: str = "portal"
    kannel_password: str = field(default="", repr=False)
    sms_from: str = "TManKu"
    sms_delivery_url: str = ""
    response_validation: bool = False
    web_dist: Path = REPO_ROOT / "web" / "dist"
    log_level: str = "INFO"
    log_format: str = "text"
    payment_gateway: str = "sandbox"
    gateway_callback_secret: str = field(default=DEV_GATEWAY_SECRET, repr=False)
    gateway_notify_url: str = ""
    gateway_public_url: str = ""  # empty: this server's own address
    gateway_simulator: bool | None = None  # None: on in development and test
    gateway_sweep_seconds: int = 30
    reconciliation_minutes: int = 15  # 0: no scheduled run (staff may still run one)
    reconciliation_lookback_days: int = 7
    # What one uploader may cost (server.documents.limits) and what one picture may
    # (server.documents.hygiene); the sweep of what was left behind (server.documents.sweep).
    upload_unattached_max_mb: int = 50
    uploads_per_hour: int = 30
    image_max_megapixels: int = 25
    uploads_at_once: int = 1
    document_sweep_minutes: int = 60
    # Notices and periodic work (server.jobs): in each app process, or on the procrastinate
    # queue run by `python -m server worker` (PostgreSQL).
    jobs: str = "inprocess"
    notice_max_attempts: int = 10
    notice_retry_seconds: int = 60
    notice_drain_seconds: int = 60
    notice_keep_days: int = 30  # 0: SENT notices kept forever (server.notify.retention)
    worker_metrics_port: int = 0
    # uvicorn worker processes (0: one per CPU core, at most 4) and, in each, the threads
    # that run request handlers (each holds at most one database connection).
    workers: int = 0
    threads: int = 8
    # After SIGTERM, how long /readyz says 503 while serving on (server.edge.drain); None:
    # 10 s in production (the proxy's time to stop sending), 0 elsewhere.
    drain_seconds: int | None = None
    # None: migrate at start outside production (server.__main__).
    migrate_on_start: bool | None = None

    def __post_init__(self) -> None:
        check(self)

    def but(self, **changes: Any) -> Settings:
        """A copy with some values changed (and checked again)."""
        return replace(self, **changes)

    @property
    def is_production(self) -> bool:
        return self.app_env == "production"

    @property
    def migrates_at_start(self) -> bool:
        """MIGRATE_ON_START, or its default for APP_ENV."""
        if self.migrate_on_start is not None:
            return self.migrate_on_start
        return not self.is_production

    @property
    def drain_period(self) -> int:
        """DRAIN_SECONDS, or its default for APP_ENV."""
        if self.drain_seconds is not None:
            return self.drain_seconds
        return 10 if self.is_production else 0

    @property
    def worker_count(self) -> int:
        """WORKERS, or one per CPU core (at most 4) when it is 0."""
        return self.workers or max(1, min(os.cpu_count() or 1, 4))

    @property
    def sandbox_public_url(self) -> str:
        """Where a browser reaches the sandbox gateway's pages (its e-wallet checkout links are
        absolute, like a real gateway's): GATEWAY_PUBLIC_URL, else this server's address."""
        if self.gateway_public_url:
            return self.gateway_public_url.rstrip("/")
        host = "127.0.0.1" if self.host in ("", "0.0.0.0", "::") else self.host  # noqa: S104
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}"

    @property
    def simulator_enabled(self) -> bool:
        """The sandbox gateway's dashboard (/sandbox-gateway/): never in production."""
        wanted = self.gateway_simulator
        if wanted is None:
            wanted = self.app_env in ("development", "test")
        return wanted and self.payment_gateway == "sandbox" and not self.is_production


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
    check_jobs(s)
    check_storage(s)
    if not 0 <= s.workers <= 64:
        raise SettingsError("WORKERS must be between 0 (one per CPU core) and 64")
    if not 1 <= s.threads <= 256:
        raise SettingsError("THREADS must be between 1 and 256")
    if s.drain_seconds is not None and not 0 <= s.drain_seconds <= 300:
        raise SettingsError("DRAIN_SECONDS must be between 0 and 300")
    if s.log_format not in ("text", "json"):
        raise SettingsError("LOG_FORMAT must be text or json")
    if s.is_production and s.gateway_simulator:
        raise SettingsError("GATEWAY_SIMULATOR must be off for APP_ENV=production")
    unsafe = development_secrets(s)
    if unsafe and s.app_env != "development":
        raise SettingsError(
            f"{', '.join(unsafe)} still has the development value; "
            f"set a real secret for APP_ENV={s.app_env}"
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
        if value in _DEV_SECRETS
    ]


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
    "NOTICE_MAX_ATTEMPTS": "notice_max_attempts",
    "NOTICE_RETRY_SECONDS": "notice_retry_seconds",
    "NOTICE_DRAIN_SECONDS": "notice_drain_seconds",
    "NOTICE_KEEP_DAYS": "notice_keep_days",
    "WORKER_METRICS_PORT": "worker_metrics_port",
    "WORKERS": "workers",
    "THREADS": "threads",
    "DRAIN_SECONDS": "drain_seconds",
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
    "DOCUMENT_STORAGE": "document_storage",
    "S3_BUCKET": "s3_bucket",
    "S3_ENDPOINT_URL": "s3_endpoint_url",
    "S3_REGION": "s3_region",
    "S3_PREFIX": "s3_prefix",
    "S3_SSE": "s3_sse",
    "JOBS": "jobs",
}
_PATHS = {"OUTBOX_PATH": "outbox_path", "WEB_DIST": "web_dist", "DOCUMENT_DIR": "document_dir",
          "RECEIPT_FONT_DIR": "receipt_font_dir"}  # fmt: skip
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
