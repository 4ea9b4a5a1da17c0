"""No hand-written source file is longer than 400 lines (issue 25, "a codebase the next
engineer can carry"): every Python, TypeScript and .mjs file git tracks under server/, web/,
stories/, contract-tests/ and scripts/. A longer file is split by what its parts hold. What
openapi/codegen.mjs writes is exempt: server/contract_types.py and server/contract_labels.py,
and anything in a folder named ``generated`` (web/src/api/generated/); openapi/bundled.yaml
is not in the folders read. The files are those of ``git ls-files``, so an untracked file of
a working copy counts only once it is added."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[3]
MAX_LINES = 400
FOLDERS = ("server", "web", "stories", "contract-tests", "scripts")
SUFFIXES = {".py", ".ts", ".tsx", ".mjs"}
GENERATED_FILES = {"server/contract_types.py", "server/contract_labels.py"}
GENERATED_FOLDER = "generated"


def _tracked() -> list[str]:
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        pytest.skip("not a git working copy")
    listed = subprocess.run(  # noqa: S603 - git with fixed arguments
        [git, "ls-files", "-z", "--", *FOLDERS],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return [name for name in listed.stdout.decode().split("\0") if name]


def hand_written(paths: list[str]) -> list[str]:
    """The paths of source files a person writes: of the checked kinds, not generated."""
    chosen = []
    for name in paths:
        path = PurePosixPath(name)
        if path.suffix not in SUFFIXES or name in GENERATED_FILES:
            continue
        if GENERATED_FOLDER in path.parent.parts:
            continue
        chosen.append(name)
    return chosen


def test_generated_files_and_other_kinds_are_left_out() -> None:
    assert hand_written(
        [
            "server/app.py",
            "server/contract_types.py",
            "server/contract_labels.py",
            "web/src/api/generated/model/spajDetail.ts",
            "web/src/api/generated/endpoints/spaj/spaj.msw.ts",
            "stories/features/auth/OtpPage.stories.tsx",
            "scripts/mock-contract.mjs",
            "web/src/features/spaj/testing/applications.ts",
            "web/src/app/theme.css",
            "server/seed/demo.json",
        ]
    ) == [
        "server/app.py",
        "stories/features/auth/OtpPage.stories.tsx",
        "scripts/mock-contract.mjs",
        "web/src/features/spaj/testing/applications.ts",
    ]


def test_no_hand_written_source_file_is_over_400_lines() -> None:
    files = hand_written(_tracked())
    assert len(files) > 500, "git ls-files listed too few files to be the repository"
    lengths = {
        name: len((ROOT / name).read_text("utf-8").splitlines())
        for name in files
        if (ROOT / name).is_file()  # tracked, but deleted in this working copy
    }
    over = {name: lines for name, lines in sorted(lengths.items()) if lines > MAX_LINES}
    assert not over, f"split these files by what their parts hold (lines): {over}"
