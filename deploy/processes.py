"""Processes of the cluster's parts: started in a session of their own with a pid file and a
log, waited for, signalled; private files; the service user PostgreSQL and PgBouncer run as
when this runs as root (both refuse root)."""

from __future__ import annotations

import contextlib
import os
import pwd
import signal
import socket
import ssl
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SERVICE_USER = os.environ.get("CLUSTER_SERVICE_USER", "postgres")
READY_SECONDS = float(os.environ.get("CLUSTER_READY_SECONDS", "180"))


class PartFailed(RuntimeError):
    """A part did not start; ``log`` says why."""

    def __init__(self, message: str, log: Path) -> None:
        super().__init__(message)
        self.log = log


# ---------------------------------------------------------------------- files
def write_private(file: Path, text: str) -> None:
    """``text`` into ``file``, readable by its owner only (0600) from the first byte."""
    file.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        out.write(text)
    file.chmod(0o600)


def read_env(file: Path) -> dict[str, str]:
    """NAME=value lines."""
    pairs = (line.split("=", 1) for line in file.read_text().splitlines() if "=" in line)
    return {k.strip(): v.strip() for k, v in pairs}


# ---------------------------------------------------------------------- users
def as_root() -> bool:
    return os.geteuid() == 0


def as_service(argv: list[str]) -> list[str]:
    """``argv`` run as SERVICE_USER when this runs as root (setpriv execs: one pid)."""
    if not as_root():
        return argv
    user = f"--reuid={SERVICE_USER}", f"--regid={SERVICE_USER}", "--init-groups"
    return ["/usr/bin/setpriv", *user, "--", *argv]


def give_to_service(*paths: Path) -> None:
    """Make ``paths`` the service user's when this runs as root."""
    if as_root():
        entry = pwd.getpwnam(SERVICE_USER)
        for path in paths:
            os.chown(path, entry.pw_uid, entry.pw_gid)


def base_env() -> dict[str, str]:
    """A clean environment: nothing of the caller's (DATABASE_URL, APP_ENV...) leaks in."""
    keep = ("HOME", "LANG", "LC_ALL", "TZ", "TMPDIR")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    env["PATH"] = f"{REPO / '.venv' / 'bin'}:/usr/sbin:/usr/bin:/sbin:/bin"
    return env


# ---------------------------------------------------------------------- processes
def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, PermissionError):
        return False
    try:  # a zombie (exited, not yet reaped) is not alive
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def pid_in(pidfile: Path) -> int | None:
    """The pid in ``pidfile`` when that process runs."""
    try:
        pid = int(pidfile.read_text().strip())
    except (OSError, ValueError):
        return None
    return pid if alive(pid) else None


def spawn(
    name: str, argv: list[str], env: dict[str, str], *, pidfile: Path, log: Path
) -> subprocess.Popen[bytes]:
    """Start ``argv`` in a session of its own, its output appended to ``log``, its pid in
    ``pidfile``."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("ab") as out:
        out.write(f"--- {time.strftime('%Y-%m-%dT%H:%M:%S%z')} starting {name}\n".encode())
        out.flush()
        process = subprocess.Popen(  # noqa: S603 - the parts' fixed command lines
            argv,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=REPO,
            start_new_session=True,
        )
    pidfile.parent.mkdir(parents=True, exist_ok=True)
    pidfile.write_text(f"{process.pid}\n")
    return process


def terminate(pidfile: Path, sig: signal.Signals, timeout: float = 60) -> None:
    """Signal the process of ``pidfile``, wait for it to end (SIGKILL to its process group
    past ``timeout``), remove the pid file."""
    pid = pid_in(pidfile)
    if pid is not None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)
        deadline = time.monotonic() + timeout
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        if alive(pid):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pid, signal.SIGKILL)
    pidfile.unlink(missing_ok=True)


def wait_until(
    what: str,
    check: Callable[[], bool],
    process: subprocess.Popen[bytes] | None,
    log: Path,
    timeout: float = READY_SECONDS,
) -> None:
    """Return once ``check()`` is true; PartFailed when ``process`` exits first or time is up."""
    deadline = time.monotonic() + timeout
    while not check():
        if process is not None and process.poll() is not None:
            raise PartFailed(f"{what} exited ({process.returncode})", log)
        if time.monotonic() > deadline:
            raise PartFailed(f"{what} not ready after {timeout:.0f} s", log)
        time.sleep(0.2)


# ---------------------------------------------------------------------- probes
def listening(port: int) -> Callable[[], bool]:
    def check() -> bool:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.5):
            return True
        return False

    return check


def http_status(url: str, cafile: Path | None = None, timeout: float = 3) -> int | None:
    """The status of a GET of ``url`` (None: no answer); HTTPS verified against ``cafile``."""
    context = ssl.create_default_context(cafile=str(cafile)) if cafile else None
    try:
        with urllib.request.urlopen(url, timeout=timeout, context=context) as answer:  # noqa: S310
            return int(answer.status)
    except urllib.error.HTTPError as refused:
        return int(refused.code)
    except (OSError, ssl.SSLError):
        return None


def answers(url: str, status: int = 200, cafile: Path | None = None) -> Callable[[], bool]:
    def check() -> bool:
        return http_status(url, cafile) == status

    return check
