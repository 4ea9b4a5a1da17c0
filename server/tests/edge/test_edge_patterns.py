"""Every ``pattern`` of the contract, applied the way the server applies it (the validators of
JSON bodies and form fields, and of parameters), answers like the ECMA-262 regular
expression the contract means: JavaScript's own ``RegExp`` (what the web's zod checks run)
is the judge, asked once through ``node`` for every probe.

Each pattern is tried on a value it accepts (the contract's example of the field, else the
first one Hypothesis draws from it) and on that value with a trailing newline (Python's
``$`` let it through), a CRLF, a leading newline, a line or paragraph separator, a BOM,
U+0085, a space, and its digits written in Arabic-Indic (Python's ``\\d``)."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import Phase, find
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from server.edge.patterns import (
    ParameterSchemaValidator,
    RequestValidator,
    UnsupportedPattern,
    compiled,
    translate,
)

BUNDLED = Path(__file__).resolve().parents[3] / "openapi" / "bundled.yaml"
_ARABIC_INDIC = str.maketrans("0123456789", "".join(chr(0x0660 + d) for d in range(10)))
_JS = (
    "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{"
    "process.stdout.write(JSON.stringify(JSON.parse(s).map(([p,v])=>new RegExp(p).test(v))))})"
)


def _walk(node: Any, example: Any = None) -> Iterator[tuple[str, Any]]:
    """(pattern, an example of its field or None) for every patterned schema."""
    if isinstance(node, list):
        for item in node:
            yield from _walk(item)
        return
    if not isinstance(node, dict):
        return
    if isinstance(node.get("pattern"), str):
        yield node["pattern"], node.get("example", example)
    if "in" in node and "schema" in node:  # a parameter
        yield from _walk(node["schema"], node.get("example"))
    own = node.get("example")
    for key, value in node.items():
        if key == "properties" and isinstance(value, dict):
            for name, schema in value.items():
                yield from _walk(schema, own.get(name) if isinstance(own, dict) else None)
        elif key == "items" and isinstance(own, list) and own:
            yield from _walk(value, own[0])
        elif key != "schema" or "in" not in node:
            yield from _walk(value)


def _drawn(pattern: str) -> str:
    strategy = st.from_regex(compiled(pattern), fullmatch=True)
    quick = hypothesis_settings(
        database=None, phases=[Phase.generate], max_examples=1, derandomize=True
    )
    return str(find(strategy, lambda _: True, settings=quick))


def _fields() -> dict[str, str]:
    """Each pattern of the contract with a value it accepts."""
    found: dict[str, str] = {}
    for pattern, example in _walk(
        yaml.load(BUNDLED.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    ):
        if isinstance(example, str) and compiled(pattern).search(example):
            found[pattern] = example
        else:
            found.setdefault(pattern, _drawn(pattern))
    return found


FIELDS = _fields()


def _probes(value: str) -> list[str]:
    tails = ["\n", "\r\n", "\u2028", "\u2029", "\ufeff", "\x85", " "]
    probes = [value, *(value + tail for tail in tails), "\n" + value]
    if any(c.isdigit() for c in value):
        probes.append(value.translate(_ARABIC_INDIC))
    return probes


@pytest.fixture(scope="module")
def ecma() -> dict[tuple[str, str], bool]:
    """What JavaScript's RegExp answers for every (pattern, probe)."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (the test command always has it)")
    pairs = [(p, probe) for p, value in FIELDS.items() for probe in _probes(value)]
    out = subprocess.run(  # noqa: S603 - node with a fixed script
        [node, "-e", _JS], input=json.dumps(pairs), capture_output=True, text=True, check=True
    )
    return dict(zip(pairs, json.loads(out.stdout), strict=True))


def test_the_contract_has_patterns_to_check() -> None:
    assert len(FIELDS) > 40  # the walk finds them (48 distinct patterns when written)


@pytest.mark.parametrize("pattern", sorted(FIELDS))
def test_the_server_applies_the_pattern_as_ecma_does(
    pattern: str, ecma: dict[tuple[str, str], bool]
) -> None:
    value = FIELDS[pattern]
    assert ecma[pattern, value], f"{value!r} should match {pattern!r}"
    schema = {"type": "string", "pattern": pattern}
    for validator in (RequestValidator(schema), ParameterSchemaValidator(schema)):
        for probe in _probes(value):
            assert validator.is_valid(probe) == ecma[pattern, probe], (pattern, probe)


@pytest.mark.parametrize(
    ("pattern", "python"),
    [
        ("^a$", "^a\\Z"),
        ("^[$]\\$$", "^[$]\\$\\Z"),
        ("^\\d[\\d.]$", "^[0-9][0-9.]\\Z"),
        ("^[^\\s<]\\S$", "^[^\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029"
         "\\u202f\\u205f\\u3000\\ufeff<][^\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a"
         "\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]\\Z"),
        ("a.b", "a[^\\n\\r\\u2028\\u2029]b"),
        ("[]a]", None),
        ("[^\\S]", None),
        ("\\bword", None),
        ("(?<year>\\d{4})", None),
        ("[abc", None),
    ],
)  # fmt: skip
def test_the_translation(pattern: str, python: str | None) -> None:
    if python is None:
        with pytest.raises(UnsupportedPattern):
            translate(pattern)
    else:
        assert translate(pattern) == python
