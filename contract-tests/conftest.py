"""Shared helpers of the contract tests."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "openapi" / "bundled.yaml"


def node_bin(name: str) -> Path:
    path = ROOT / "node_modules" / ".bin" / name
    if not path.exists():
        pytest.fail(f"{name} is not installed: run `npm ci` (the test command does)")
    return path


def run(cmd: list[str | Path], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - fixed tool paths from node_modules
        [str(c) for c in cmd], cwd=ROOT, capture_output=True, text=True, check=False, **kwargs
    )


@pytest.fixture(scope="session")
def node() -> str:
    exe = shutil.which("node")
    if exe is None:
        pytest.fail("node is not on PATH")
    return exe


# Schemathesis 4.32's lazy pytest fixture (schemathesis.pytest.from_fixture) reads and, to
# name sub-tests in reports, writes the private `Function._nodeid`, which pytest 9 no longer
# has. Give it back as a property over the public `nodeid`.
def _get_nodeid(self: pytest.Function) -> str:
    return str(self.__dict__.get("_schemathesis_nodeid", self.nodeid))


def _set_nodeid(self: pytest.Function, value: str) -> None:
    self.__dict__["_schemathesis_nodeid"] = value


if not hasattr(pytest.Function, "_nodeid"):
    pytest.Function._nodeid = property(_get_nodeid, _set_nodeid)  # type: ignore[attr-defined]
