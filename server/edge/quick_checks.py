"""A parameter's value passed at once when it plainly keeps its schema's rules, before
jsonschema's validator is asked.

jsonschema checks a query parameter in about 8 microseconds of this machine's processor
(its keywords looked up and dispatched one by one, every rule through a generator); a page
of transactions has two. The parameters of the contract are simple: text with a length, a
pattern, an enumeration or a date format; an integer or a number in a range; a boolean; an
array of these. For such a schema :func:`quick_check` makes a predicate once. It says True
only when the value keeps every rule; anything else (a value it does not pass, a keyword it
does not know) goes to jsonschema, which decides and words the refusal as before. So a
predicate can only be too strict, never let through what jsonschema would refuse:
server/tests/edge/test_quick_checks.py holds it to jsonschema for every parameter of the
contract and many values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.edge.patterns import compiled as compiled_pattern

Check = Callable[[Any], bool]
# Keywords that say nothing about a value, and formats whose checks are known here (the
# FormatChecker of server.edge.validation knows no "password": every text passes it).
_ANNOTATIONS = frozenset(
    {"description", "example", "default", "title", "x-enum-descriptions", "nullable"}
)
_FORMATS = ("date", "password")
_KNOWN = {
    "string": {"type", "minLength", "maxLength", "pattern", "enum", "format"},
    "integer": {"type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "enum"},
    "number": {"type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"},
    "boolean": {"type"},
    "array": {"type", "items", "minItems", "maxItems"},
}
_cache: dict[int, tuple[Any, Check | None]] = {}


def quick_check(schema: dict[str, Any], is_date: Check) -> Check | None:
    """The predicate of ``schema`` (made at its first use, kept by the schema's identity),
    None when its rules are not all known here."""
    held = _cache.get(id(schema))
    if held is None or held[0] is not schema:
        held = _cache[id(schema)] = (schema, _make(schema, is_date))
    return held[1]


def _make(schema: dict[str, Any], is_date: Check) -> Check | None:
    kind = schema.get("type")
    rules = set(schema) - _ANNOTATIONS
    if kind not in _KNOWN or not rules <= _KNOWN[kind]:
        return None
    if kind == "string":
        return _text(schema, is_date)
    if kind in ("integer", "number"):
        return _number(schema, integer=kind == "integer")
    if kind == "boolean":
        return lambda value: value is True or value is False
    item = _make(schema.get("items") or {}, is_date)
    if item is None:
        return None
    least, most = schema.get("minItems", 0), schema.get("maxItems")

    def array(value: Any) -> bool:
        return (
            type(value) is list
            and least <= len(value)
            and (most is None or len(value) <= most)
            and all(item(part) for part in value)
        )

    return array


def _text(schema: dict[str, Any], is_date: Check) -> Check | None:
    fmt = schema.get("format")
    if fmt is not None and fmt not in _FORMATS:
        return None
    least, most = schema.get("minLength", 0), schema.get("maxLength")
    choices = schema.get("enum")
    if choices is not None and not all(type(choice) is str for choice in choices):
        return None
    pattern = compiled_pattern(schema["pattern"]) if "pattern" in schema else None
    dated = fmt == "date"

    def a_date(value: str) -> bool:
        try:
            return is_date(value)
        except ValueError:  # not a day of the calendar
            return False

    def text(value: Any) -> bool:
        return (
            type(value) is str
            and least <= len(value)
            and (most is None or len(value) <= most)
            and (choices is None or value in choices)
            and (pattern is None or pattern.search(value) is not None)
            and (not dated or a_date(value))
        )

    return text


def _number(schema: dict[str, Any], *, integer: bool) -> Check | None:
    low, high = schema.get("minimum"), schema.get("maximum")
    above = bool(schema.get("exclusiveMinimum"))
    below = bool(schema.get("exclusiveMaximum"))
    choices = schema.get("enum")
    if choices is not None and not all(type(choice) is int for choice in choices):
        return None
    kinds: tuple[type, ...] = (int,) if integer else (int, float)

    def number(value: Any) -> bool:
        return (
            type(value) in kinds
            and (low is None or (value > low if above else value >= low))
            and (high is None or (value < high if below else value <= high))
            and (choices is None or value in choices)
        )

    return number
