"""Kannel with its fake SMSC on free loopback ports (scripts/parts/kannel.sh, the same the
cluster starts): what the SMS tests send codes through."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from server.settings import REPO_ROOT
from server.tests.support import free_port

SCRIPT = REPO_ROOT / "scripts" / "parts" / "kannel.sh"
BEARERBOX = Path("/usr/sbin/bearerbox")
FAKE_SMSC = Path("/usr/lib/kannel/test/fakesmsc")


@dataclass
class Kannel:
    sendsms_url: str
    password: str
    sms_log: Path

    def messages(self) -> list[tuple[str, str, str]]:
        """(from, to, text) of each message the fake SMSC received."""
        if not self.sms_log.exists():
            return []
        lines = self.sms_log.read_text().splitlines()
        found = []
        for line in lines:
            sender, to, _kind, text = line.split(" ", 3)
            found.append((sender, to, text))
        return found

    def wait(self, count: int = 1, timeout: float = 15) -> list[tuple[str, str, str]]:
        """The messages once there are ``count`` of them."""
        deadline = time.monotonic() + timeout
        while len(found := self.messages()) < count:
            assert time.monotonic() < deadline, f"{len(found)} of {count} SMS reached the SMSC"
            time.sleep(0.1)
        return found


@contextmanager
def kannel(folder: Path) -> Iterator[Kannel]:
    if not (BEARERBOX.exists() and FAKE_SMSC.exists()):
        pytest.skip("Kannel is not installed (scripts/setup.sh --dev installs it)")
    ports = {
        "KANNEL_SENDSMS_PORT": free_port(),
        "KANNEL_ADMIN_PORT": free_port(),
        "KANNEL_BOX_PORT": free_port(),
        "KANNEL_SMSC_PORT": free_port(),
    }
    env = {"PATH": "/usr/sbin:/usr/bin:/bin", **{k: str(v) for k, v in ports.items()}}
    subprocess.run([SCRIPT, "start", folder], env=env, check=True, timeout=60)  # noqa: S603
    try:
        yield Kannel(
            sendsms_url=f"http://127.0.0.1:{ports['KANNEL_SENDSMS_PORT']}/cgi-bin/sendsms",
            password=(folder / "password").read_text().strip(),
            sms_log=folder / "sms.log",
        )
    finally:
        subprocess.run([SCRIPT, "stop", folder], env=env, check=False, timeout=60)  # noqa: S603
