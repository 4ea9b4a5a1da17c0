"""Generated code is what the generators make of the contract today (drift check).

The bundle and the Orval output are regenerated into a temporary folder and compared,
file by file, with what is committed.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import ROOT, run


@pytest.fixture
def scratch() -> Iterator[Path]:
    """A folder inside the repository: Orval picks the zod flavour from the packages it finds
    above its output, so the fresh copy must be generated where the real one lives."""
    path = ROOT / ".codegen-check"
    shutil.rmtree(path, ignore_errors=True)
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _files(base: Path) -> dict[str, bytes]:
    return {str(p.relative_to(base)): p.read_bytes() for p in base.rglob("*") if p.is_file()}


def test_generated_code_matches_contract(node: str, scratch: Path) -> None:
    result = run([node, ROOT / "openapi" / "codegen.mjs", scratch])
    assert result.returncode == 0, result.stderr
    pairs = {
        "openapi/bundled.yaml": None,
        "web/src/api/generated": None,
        "server/contract_labels.py": None,
        "server/contract_types.py": None,
    }
    for rel in pairs:
        fresh, committed = scratch / rel, ROOT / rel
        if fresh.is_file():
            assert fresh.read_bytes() == committed.read_bytes(), (
                f"{rel} is stale: run `npm run codegen` and commit"
            )
            continue
        new, old = _files(fresh), _files(committed)
        assert sorted(new) == sorted(old), f"{rel}: files differ; run `npm run codegen`"
        stale = [name for name in new if new[name] != old[name]]
        assert not stale, f"{rel}: stale files {stale[:5]}; run `npm run codegen` and commit"
