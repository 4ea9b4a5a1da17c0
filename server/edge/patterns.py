r"""The contract's ``pattern``s applied as what they are: ECMA-262 regular expressions (OpenAPI
and JSON Schema say so, and the web's generated zod checks run them so), not as Python's
``re`` reads the same text. jsonschema hands a pattern to ``re.search`` as it is, and there
the same characters mean something else:

- ``$`` also matches before a final newline in Python, so ``^https://...$`` let
  ``'https://evil.example/\n'`` through the "no control characters" of a banner's link; in
  ECMA ``$`` is the end of the text (``\Z`` here);
- ``\d`` is any Unicode digit in Python (``'١٢٣'`` passed ``^\d{3}$``), ``\w`` any Unicode
  letter: in ECMA they are ``[0-9]`` and ``[A-Za-z0-9_]``;
- ``\s`` differs at the edges (Python adds U+001C-U+001F and U+0085, lacks U+FEFF): ECMA's
  white space and line terminators, spelled out;
- ``.`` stops at every ECMA line terminator (``\r``, U+2028, U+2029), not only ``\n``.

:func:`compiled` translates a pattern once and caches it; a construct whose meaning it does
not carry over (``\b``, a class escape like ``\S`` inside ``[...]``, ``[]``) is refused with
:class:`UnsupportedPattern` rather than applied differently:
server/tests/edge/test_edge_patterns.py translates every pattern of the contract.
:data:`RequestValidator` (bodies and form fields) and :data:`ParameterSchemaValidator`
(parameters) use it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from connexion.json_schema import Draft4RequestValidator
from jsonschema import Draft4Validator, ValidationError
from jsonschema.validators import extend

# ECMA-262 WhiteSpace and LineTerminator: what \s matches there.
_SPACE = "\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
_CLASS_ESCAPES = {"d": "0-9", "w": "A-Za-z0-9_", "s": _SPACE}
_ESCAPES = {
    "d": "[0-9]",
    "D": "[^0-9]",
    "w": "[A-Za-z0-9_]",
    "W": "[^A-Za-z0-9_]",
    "s": f"[{_SPACE}]",
    "S": f"[^{_SPACE}]",
}
_DOT = "[^\\n\\r\\u2028\\u2029]"
_UNSUPPORTED = set("bBcpPkDSW")  # \D \S \W only outside a class (handled before)


class UnsupportedPattern(ValueError):
    """A pattern with a construct this module does not carry over to Python's ``re``."""


def translate(pattern: str) -> str:
    """The Python ``re`` spelling of the ECMA-262 ``pattern`` (no flags)."""
    out: list[str] = []
    in_class = False
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            if i + 1 >= len(pattern):
                raise UnsupportedPattern(f"pattern ends in a backslash: {pattern!r}")
            nxt = pattern[i + 1]
            if in_class and nxt in _CLASS_ESCAPES:
                out.append(_CLASS_ESCAPES[nxt])
            elif not in_class and nxt in _ESCAPES:
                out.append(_ESCAPES[nxt])
            elif nxt in _UNSUPPORTED:
                raise UnsupportedPattern(f"\\{nxt} is not carried over: {pattern!r}")
            else:
                out.append(ch + nxt)  # \uXXXX, \xXX, \., \\ and the like mean the same
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
            out.append(ch)
        elif ch == "[":
            rest = pattern[i + 1 : i + 3]
            if rest.startswith("]") or rest == "^]":
                raise UnsupportedPattern(f"an empty class is not carried over: {pattern!r}")
            in_class = True
            out.append(ch)
            if rest.startswith("^"):
                out.append("^")
                i += 1
        elif ch == "$":
            out.append(r"\Z")
        elif ch == ".":
            out.append(_DOT)
        elif ch == "(" and pattern.startswith("(?<", i) and pattern[i + 3 : i + 4] not in "=!":
            raise UnsupportedPattern(f"named groups are not carried over: {pattern!r}")
        else:
            out.append(ch)
        i += 1
    if in_class:
        raise UnsupportedPattern(f"unterminated class: {pattern!r}")
    return "".join(out)


@lru_cache(maxsize=512)
def compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(translate(pattern))


def matches(pattern: str, value: str) -> bool:
    """Whether ``value`` matches ``pattern`` as an ECMA-262 regular expression would."""
    return compiled(pattern).search(value) is not None


def _pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[ValidationError]:
    # The value is never repeated in the error: it may be a secret, and refusals are logged.
    if validator.is_type(instance, "string") and not matches(pattern, instance):
        yield ValidationError("does not match the field's pattern")


RequestValidator: Any = extend(Draft4RequestValidator, {"pattern": _pattern})
ParameterSchemaValidator: Any = extend(Draft4Validator, {"pattern": _pattern})
