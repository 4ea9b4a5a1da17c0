"""Generated code is what the generators make of the contract today (drift check).

The bundle and the Orval output are regenerated into a temporary folder and compared,
file by file, with what is committed.
"""

from __future__ import annotations

from pathlib import Path

from conftest import ROOT, run


def _files(base: Path) -> dict[str, bytes]:
    return {str(p.relative_to(base)): p.read_bytes() for p in base.rglob("*") if p.is_file()}


def test_generated_code_matches_contract(node: str, tmp_path: Path) -> None:
    result = run([node, ROOT / "openapi" / "codegen.mjs", tmp_path])
    assert result.returncode == 0, result.stderr
    pairs = {
        "openapi/bundled.yaml": None,
        "web/src/api/generated": None,
    }
    for rel in pairs:
        fresh, committed = tmp_path / rel, ROOT / rel
        if fresh.is_file():
            assert fresh.read_bytes() == committed.read_bytes(), (
                f"{rel} is stale: run `npm run codegen` and commit"
            )
            continue
        new, old = _files(fresh), _files(committed)
        assert sorted(new) == sorted(old), f"{rel}: files differ; run `npm run codegen`"
        stale = [name for name in new if new[name] != old[name]]
        assert not stale, f"{rel}: stale files {stale[:5]}; run `npm run codegen` and commit"
