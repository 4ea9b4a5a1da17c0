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
