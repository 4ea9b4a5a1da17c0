"""The cluster's shape: its parts, their ports (``CLUSTER_*_PORT``, so that a test runs a
cluster of its own beside the default one), where its state lives, its secrets (made once
into ``secrets.env``, 0600) and the settings its portal processes share."""

from __future__ import annotations

import os
import secrets
import string
from dataclasses import dataclass, field
from pathlib import Path

from deploy.processes import REPO, read_env, write_private

PG_BIN = Path(os.environ.get("CLUSTER_PG_BIN", "/usr/lib/postgresql/15/bin"))
NGINX = "/usr/sbin/nginx"
PGBOUNCER = "/usr/sbin/pgbouncer"
KANNEL = REPO / "scripts" / "parts" / "kannel.sh"
PYTHON = REPO / ".venv" / "bin" / "python"
DATABASE = "portal"
BUCKET = "tmanku-documents"
REGION = "ap-southeast-3"
APPS = ("app-1", "app-2")
# The order of start; stop goes the other way.
PARTS = ("postgres", "pgbouncer", "s3", "kannel", "smtp", "worker", *APPS, "nginx")
# CLUSTER_PORTAL_<SETTING>=value: <SETTING>=value for every portal process (a proof test's
# short NOTICE_RETRY_SECONDS or RECONCILIATION_MINUTES; a trial of a setting).
PORTAL_PREFIX = "CLUSTER_PORTAL_"


def _port(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


@dataclass(frozen=True)
class Ports:
    http: int = field(default_factory=lambda: _port("CLUSTER_HTTP_PORT", 8088))
    https: int = field(default_factory=lambda: _port("CLUSTER_HTTPS_PORT", 8443))
    app_1: int = field(default_factory=lambda: _port("CLUSTER_APP1_PORT", 8081))
    app_2: int = field(default_factory=lambda: _port("CLUSTER_APP2_PORT", 8082))
    worker_metrics: int = field(default_factory=lambda: _port("CLUSTER_WORKER_METRICS_PORT", 8083))
    postgres: int = field(default_factory=lambda: _port("CLUSTER_PG_PORT", 55432))
    pgbouncer: int = field(default_factory=lambda: _port("CLUSTER_PGBOUNCER_PORT", 6432))
    s3: int = field(default_factory=lambda: _port("CLUSTER_S3_PORT", 9000))
    sendsms: int = field(default_factory=lambda: _port("CLUSTER_KANNEL_SENDSMS_PORT", 13013))
    kannel_admin: int = field(default_factory=lambda: _port("CLUSTER_KANNEL_ADMIN_PORT", 13000))
    kannel_box: int = field(default_factory=lambda: _port("CLUSTER_KANNEL_BOX_PORT", 13001))
    kannel_smsc: int = field(default_factory=lambda: _port("CLUSTER_KANNEL_SMSC_PORT", 13002))
    smtp: int = field(default_factory=lambda: _port("CLUSTER_SMTP_PORT", 2525))

    def app(self, name: str) -> int:
        return self.app_1 if name == "app-1" else self.app_2

    def of(self, part: str) -> tuple[int, ...]:
        """The ports ``part`` listens on."""
        return {
            "postgres": (self.postgres,),
            "pgbouncer": (self.pgbouncer,),
            "s3": (self.s3,),
            "kannel": (self.sendsms, self.kannel_admin, self.kannel_box, self.kannel_smsc),
            "smtp": (self.smtp,),
            "worker": (self.worker_metrics,),
            "app-1": (self.app_1,),
            "app-2": (self.app_2,),
            "nginx": (self.http, self.https),
        }[part]


# Pool sizes that add up (docs/deployment.md, "Connections"). Client side, each app process
# holds at most (THREADS 8 + UPLOADS_AT_ONCE 1 + 4) * 2 = 26 SQLAlchemy connections, 2 of the
# job queue (server/jobs/queue.py APP_POOL) and up to 4 of /readyz probes: 32, two processes
# 64, well below MAX_CLIENT_CONN. PgBouncer lends them POOL_SIZE server connections (and the
# reserve); PostgreSQL's max_connections holds those, the worker's direct ones (queue pool 4,
# its LISTEN connection, its own engine 4 + 4 overflow: 13), the release step's two, four for
# people and the superuser reserve (3).
POOL_SIZE = 10
RESERVE_POOL_SIZE = 2
MAX_CLIENT_CONN = 200
WORKER_CONNECTIONS = 13
MAX_CONNECTIONS = POOL_SIZE + RESERVE_POOL_SIZE + WORKER_CONNECTIONS + 2 + 4 + 3


@dataclass
class Cluster:
    """One cluster: where its state lives, its ports and how its portal processes run."""

    root: Path
    ports: Ports
    web_dist: Path
    app_env: str  # production, or test for the sandbox's payment simulator
    demo: bool  # the demo's accounts and policies, seeded once into an empty database
    drain_seconds: str  # empty: the app's default for app_env
    overrides: dict[str, str] = field(default_factory=dict)  # CLUSTER_PORTAL_* settings

    # ------------------------------------------------------------------ places
    def path(self, *parts: str) -> Path:
        return self.root.joinpath(*parts)

    def pidfile(self, part: str) -> Path:
        return self.path("pids", f"{part}.pid")

    def log(self, part: str) -> Path:
        return self.path("logs", f"{part}.log")

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.ports.http}"

    @property
    def https_url(self) -> str:
        return f"https://127.0.0.1:{self.ports.https}"

    # ------------------------------------------------------------------ secrets and settings
    def secrets(self) -> dict[str, str]:
        """secrets.env: made once (0600), kept across starts."""
        file = self.path("secrets.env")
        if not file.exists():
            alphabet = string.ascii_uppercase + string.digits
            made = {
                "PORTAL_CLIENT_SECRET": secrets.token_urlsafe(36),
                "TOKEN_SECRET": secrets.token_urlsafe(48),
                "GATEWAY_CALLBACK_SECRET": secrets.token_urlsafe(48),
                "POSTGRES_PASSWORD": secrets.token_urlsafe(24),
                "PORTAL_DB_PASSWORD": secrets.token_urlsafe(24),
                "AWS_ACCESS_KEY_ID": "TMK" + "".join(secrets.choice(alphabet) for _ in range(17)),
                "AWS_SECRET_ACCESS_KEY": secrets.token_urlsafe(30),
                "KANNEL_PASSWORD": secrets.token_urlsafe(18),
            }
            write_private(file, "".join(f"{k}={v}\n" for k, v in made.items()))
        return read_env(file)

    def database_url(self, *, direct: bool) -> str:
        """The portal user's URL: through PgBouncer (the apps), or PostgreSQL itself (the
        release step, the worker, pg_dump)."""
        password = self.secrets()["PORTAL_DB_PASSWORD"]
        port = self.ports.postgres if direct else self.ports.pgbouncer
        return f"postgresql+psycopg://portal:{password}@127.0.0.1:{port}/{DATABASE}"

    def worker_available(self) -> bool:
        """Whether this release has the jobs worker (``python -m server worker``): its
        command line names it."""
        return '"worker"' in (REPO / "server" / "__main__.py").read_text()

    def portal_env(self) -> dict[str, str]:
        """The settings every portal process of the cluster shares (server/settings.py)."""
        s = self.secrets()
        env = {
            "APP_ENV": self.app_env,
            "HOST": "127.0.0.1",
            "PORTAL_CLIENT_SECRET": s["PORTAL_CLIENT_SECRET"],
            "TOKEN_SECRET": s["TOKEN_SECRET"],
            "GATEWAY_CALLBACK_SECRET": s["GATEWAY_CALLBACK_SECRET"],
            "DOCUMENT_STORAGE": "s3",
            "S3_ENDPOINT_URL": f"http://127.0.0.1:{self.ports.s3}",
            "S3_BUCKET": BUCKET,
            "S3_REGION": REGION,
            "AWS_ACCESS_KEY_ID": s["AWS_ACCESS_KEY_ID"],
            "AWS_SECRET_ACCESS_KEY": s["AWS_SECRET_ACCESS_KEY"],
            "DOCUMENT_DIR": str(self.path("documents")),  # unused with s3; never served
            "SMS_SENDER": "kannel",
            "KANNEL_SENDSMS_URL": f"http://127.0.0.1:{self.ports.sendsms}/cgi-bin/sendsms",
            "KANNEL_PASSWORD": s["KANNEL_PASSWORD"],
            # Kannel's delivery reports come back through the proxy, as from a remote gateway.
            "SMS_DELIVERY_URL": f"{self.base_url}/customer/api/sms/delivery",
            # E-mailed codes and notices to the cluster's mail server (aiosmtpd, mail/).
            "OTP_SENDER": "smtp",
            "SMTP_HOST": "127.0.0.1",
            "SMTP_PORT": str(self.ports.smtp),
            "OUTBOX_PATH": str(self.path("outbox.jsonl")),  # unused: both senders are real
            "TRUSTED_PROXIES": "127.0.0.1",
            "LOG_FORMAT": "json",
            "MIGRATE_ON_START": "false",
            "RESPONSE_VALIDATION": "false",
            "WEB_DIST": str(self.web_dist),
            "GATEWAY_PUBLIC_URL": self.base_url,
            # The documents' verification links (https: production requires it).
            "PUBLIC_URL": self.https_url,
            "WORKERS": "1",
        }
        if self.app_env != "production":  # the sandbox's simulator, to pay in the demo
            env["GATEWAY_SIMULATOR"] = "true"
            env.setdefault("DRAIN_SECONDS", "10")
        if self.drain_seconds:
            env["DRAIN_SECONDS"] = self.drain_seconds
        if self.worker_available():
            env["JOBS"] = "procrastinate"
        env.update(self.overrides)
        return env

    def write_cluster_env(self) -> None:
        s = self.secrets()
        values = {
            "BASE_URL": self.base_url,
            "HTTPS_URL": self.https_url,
            "APP_1_URL": f"http://127.0.0.1:{self.ports.app_1}",
            "APP_2_URL": f"http://127.0.0.1:{self.ports.app_2}",
            "DATABASE_URL": self.database_url(direct=False),
            "DIRECT_DATABASE_URL": self.database_url(direct=True),
            "S3_ENDPOINT_URL": f"http://127.0.0.1:{self.ports.s3}",
            "S3_BUCKET": BUCKET,
            "S3_REGION": REGION,
            "AWS_ACCESS_KEY_ID": s["AWS_ACCESS_KEY_ID"],
            "AWS_SECRET_ACCESS_KEY": s["AWS_SECRET_ACCESS_KEY"],
            "PORTAL_CLIENT_ID": "portal-web",
            "PORTAL_CLIENT_SECRET": s["PORTAL_CLIENT_SECRET"],  # public: in runtime-config.js
            "SMS_LOG": str(self.path("kannel", "sms.log")),
            "MAILDIR": str(self.path("mail")),  # what the mail server received (Maildir)
            "TLS_CERT": str(self.path("tls", "cert.pem")),
            "APP_ENV": self.app_env,
            # What a portal process of one's own needs beside DATABASE_URL (PgBouncer).
            "DATABASE_PREPARED_STATEMENTS": "false",
        }
        write_private(self.path("cluster.env"), "".join(f"{k}={v}\n" for k, v in values.items()))


def from_env() -> Cluster:
    """The cluster the environment describes (CLUSTER_DIR, CLUSTER_*_PORT, CLUSTER_WEB_DIST,
    CLUSTER_APP_ENV, CLUSTER_DEMO, CLUSTER_DRAIN_SECONDS, CLUSTER_PORTAL_<SETTING>)."""
    root = Path(os.environ.get("CLUSTER_DIR", REPO / "var" / "cluster")).resolve()
    return Cluster(
        root=root,
        ports=Ports(),
        web_dist=Path(os.environ.get("CLUSTER_WEB_DIST", REPO / "web" / "dist")).resolve(),
        app_env=os.environ.get("CLUSTER_APP_ENV", "production"),
        demo=os.environ.get("CLUSTER_DEMO", "1") != "0",
        drain_seconds=os.environ.get("CLUSTER_DRAIN_SECONDS", ""),
        overrides={
            name.removeprefix(PORTAL_PREFIX): value
            for name, value in os.environ.items()
            if name.startswith(PORTAL_PREFIX) and len(name) > len(PORTAL_PREFIX)
        },
    )
