"""The settings' values and defaults (:class:`Settings`), and the constants their bounds use.
docs/configuration.md explains each variable."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]

DEV_CLIENT_SECRET = "portal-web-dev-secret"  # noqa: S105 - the documented development value
DEV_TOKEN_SECRET = "dev-token-secret-change-me-0123456789abcdef"  # noqa: S105
DEV_GATEWAY_SECRET = "dev-gateway-callback-secret-change-me-0123"  # noqa: S105
DEV_SECRETS = {DEV_CLIENT_SECRET, DEV_TOKEN_SECRET, DEV_GATEWAY_SECRET}
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
    # How long a read waits for an unreachable database before it fails (server.db_outage).
    database_wait_seconds: int = 8
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
    # The seconds by which this process's clock is moved, read from this file whenever it
    # changes (server.clock.follow_file): the journeys move time with it. Never in production.
    clock_file: Path | None = None
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
    # Where the public reaches the portal (the documents' verification links and QR codes);
    # empty: this server's own address. Production: required, https.
    public_url: str = ""
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
    # The investing of fund orders a publication of unit prices left (server.investment).
    invest_minutes: int = 10
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
    # How long an idle HTTP connection stays open (uvicorn's keep-alive): longer than the
    # idle timeout of the client or proxy in front, so it never reuses a connection just closed.
    keep_alive_seconds: int = 5
    # None: migrate at start outside production (server.__main__).
    migrate_on_start: bool | None = None

    def __post_init__(self) -> None:
        from server.settings.checks import check  # the checks read the model's constants

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
    def own_url(self) -> str:
        """This server's own address (``http://127.0.0.1:PORT`` when it listens on every
        interface)."""
        host = "127.0.0.1" if self.host in ("", "0.0.0.0", "::") else self.host  # noqa: S104
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}"

    @property
    def sandbox_public_url(self) -> str:
        """Where a browser reaches the sandbox gateway's pages (its e-wallet checkout links are
        absolute, like a real gateway's): GATEWAY_PUBLIC_URL, else this server's address."""
        if self.gateway_public_url:
            return self.gateway_public_url.rstrip("/")
        return self.own_url

    @property
    def portal_url(self) -> str:
        """Where anyone reaches the portal's pages, without a trailing slash: PUBLIC_URL, else
        this server's address. The documents print their verification link under it
        (``/verifikasi-dokumen/<code>``)."""
        return self.public_url.rstrip("/") if self.public_url else self.own_url

    @property
    def simulator_enabled(self) -> bool:
        """The sandbox gateway's dashboard (/sandbox-gateway/): never in production."""
        wanted = self.gateway_simulator
        if wanted is None:
            wanted = self.app_env in ("development", "test")
        return wanted and self.payment_gateway == "sandbox" and not self.is_production
