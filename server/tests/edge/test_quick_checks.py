"""A parameter's quick check (server.edge.quick_checks) passes a value only when jsonschema's
validator would: for every parameter of the contract, the contract's own examples and
defaults, values of every kind, and values made at random; and it passes the contract's
examples, so the quick way is the one real requests take."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from server.edge.patterns import ParameterSchemaValidator
from server.edge.quick_checks import quick_check
from server.edge.validation import FORMATS, _is_date
from server.tests.edge.contract_operations import parameter_schemas

SCHEMAS = parameter_schemas()
VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    -1,
    20,
    100,
    101,
    2**40,
    1.5,
    0.0,
    -0.5,
    float("inf"),
    float("nan"),
    "",
    " ",
    "a",
    "A" * 19,
    "A" * 20,
    "A" * 21,
    "A" * 200,
    "1",
    "20",
    "UL24000123",
    "ul24000123",
    "KS23000456",
    "2026-11-30",
    "2026-02-30",
    "2026-13-01",
    "26-11-30",
    "2026-11-30T10:00:00Z",
    "budi@example.com",
    "PAID",
    "paid",
    "BANK_TRANSFER",
    "\u00e9",
    "0812345678901",
    "+62812345678",
    [],
    ["a"],
    ["PAID", "PENDING"],
    [1, 2],
    {"a": 1},
]


def _jsonschema_accepts(schema: dict[str, Any], value: Any) -> bool:
    validator = ParameterSchemaValidator(schema, format_checker=FORMATS)
    return next(iter(validator.iter_errors(value)), None) is None


def test_most_parameters_have_a_quick_check() -> None:
    checked = [schema for schema in SCHEMAS if quick_check(schema, _is_date) is not None]
    assert len(SCHEMAS) > 60 and len(checked) == len(SCHEMAS), [
        schema for schema in SCHEMAS if quick_check(schema, _is_date) is None
    ]


def test_a_quick_pass_is_jsonschemas_pass_and_the_contracts_examples_pass_quickly() -> None:
    for schema in SCHEMAS:
        check = quick_check(schema, _is_date)
        assert check is not None
        for value in VALUES:
            if check(value):
                assert _jsonschema_accepts(schema, value), (schema, value)
        for key in ("example", "default"):
            if key in schema and _jsonschema_accepts(schema, schema[key]):
                assert check(schema[key]), (schema, key)


@settings(max_examples=3000, deadline=None)
@given(
    schema=st.sampled_from(SCHEMAS),
    value=st.one_of(
        st.text(max_size=30),
        st.from_regex(r"[A-Z]{2}[0-9]{6,10}", fullmatch=True),
        st.dates().map(str),
        st.integers(min_value=-5, max_value=2**33),
        st.floats(),
        st.booleans(),
        st.lists(st.text(max_size=12), max_size=4),
    ),
)
def test_a_quick_pass_is_jsonschemas_pass_for_values_made_at_random(
    schema: dict[str, Any], value: Any
) -> None:
    check = quick_check(schema, _is_date)
    if check is not None and check(value):
        assert _jsonschema_accepts(schema, value)
