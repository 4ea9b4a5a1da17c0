"""Request validators that report every field error (``errors[]`` of the problem) and turn a
body that is not valid text in its declared charset, or JSON nested past
:data:`server.edge.json_depth.MAX_DEPTH` levels, into 400 instead of a 500; patterns are
applied as the contract means them (:mod:`server.edge.patterns`)."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncGenerator, Iterable
from datetime import date
from typing import Any
from urllib.parse import parse_qsl

from connexion.datastructures import MediaTypeDict
from connexion.exceptions import BadRequestProblem, ExtraParameterProblem
from connexion.lifecycle import ConnexionRequest
from connexion.utils import is_null, is_nullable
from connexion.validators import (
    FormDataValidator,
    JSONRequestBodyValidator,
    ParameterValidator,
)
from jsonschema import Draft4Validator, FormatChecker, ValidationError
from starlette.types import Scope

from server.edge.json_depth import MAX_DEPTH, nesting_exceeds
from server.edge.messages import (
    BAD_FORMAT,
    NOT_JSON,
    OUT_OF_RANGE,
    REPEATED_PARAMETER,
    REQUIRED,
    TOO_DEEP,
    UNDECODABLE,
    UNKNOWN_CHOICE,
    UNKNOWN_FIELD,
    UNKNOWN_PARAMETER,
    WRONG_TYPE,
    max_length,
    min_length,
)
from server.edge.multipart import StreamedMultiPartValidator
from server.edge.patterns import ParameterSchemaValidator, RequestValidator
from server.edge.quick_checks import quick_check

MAX_ERRORS = 50
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

# Draft 4's checker knows date-time but not `date`: without it, '' or '2026-02-30' reached
# the handlers as a birth date (and a parse there answered 500).
FORMATS = FormatChecker(Draft4Validator.FORMAT_CHECKER.checkers)


def _is_date(value: object) -> bool:
    """An RFC 3339 full-date that is a day of the calendar (other types are the type's rule)."""
    if not isinstance(value, str):
        return True
    return bool(_DATE.fullmatch(value)) and date.fromisoformat(value) is not None


FORMATS.checks("date", raises=ValueError)(_is_date)


class ValidationProblem(BadRequestProblem):
    """400 with the per-field errors attached (rendered by server.edge.problems)."""

    def __init__(self, detail: str, errors: list[dict[str, str]]) -> None:
        super().__init__(detail=detail[:2000])
        self.errors = errors[:MAX_ERRORS]


def _field(error: ValidationError, prefix: str = "") -> str:
    path = [str(p) for p in error.absolute_path]
    if error.validator == "required" and isinstance(error.instance, dict):
        missing = [k for k in error.validator_value if k not in error.instance]
        path.append(missing[0] if missing else "")
    elif error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = [k for k in error.instance if k not in allowed]
        path.append(extra[0] if extra else "")
    name = ".".join(p for p in path if p)
    return f"{prefix}{name}" if name else (prefix.rstrip(".") or "body")


def _message(error: ValidationError) -> str:
    v, value = error.validator, error.validator_value
    if v == "required":
        return REQUIRED
    if v == "additionalProperties":
        return UNKNOWN_FIELD
    if v == "minLength":
        return min_length(value)
    if v == "maxLength":
        return max_length(value)
    if v == "enum":
        return UNKNOWN_CHOICE
    if v == "type":
        return WRONG_TYPE
    if v in ("minimum", "maximum"):
        return OUT_OF_RANGE
    return BAD_FORMAT


def _leaves(errors: Iterable[ValidationError]) -> list[ValidationError]:
    """Flatten oneOf/anyOf: keep the errors of the alternative that came closest."""
    out: list[ValidationError] = []
    for error in errors:
        if error.validator in ("oneOf", "anyOf") and error.context:
            by_branch: dict[Any, list[ValidationError]] = {}
            for sub in error.context:
                by_branch.setdefault(sub.relative_schema_path[0], []).append(sub)
            closest = min(by_branch.values(), key=len)
            out.extend(_leaves(closest))
        else:
            out.append(error)
    return out


def field_errors(errors: Iterable[ValidationError], prefix: str = "") -> list[dict[str, str]]:
    result: list[dict[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for error in _leaves(errors):
        item = (_field(error, prefix), _message(error))
        if item not in seen:
            seen.add(item)
            result.append({"field": item[0][:200], "message": item[1]})
    return result


# Connexion makes its validators anew for every request; the schemas they check are the
# contract's own objects, alive as long as the app: one compiled validator each, kept by the
# schema's identity (the schema is kept with it, so its id is never reused).
_COMPILED: dict[tuple[Any, ...], tuple[Any, Any]] = {}


def compiled(kind: type, schema: Any, **options: Any) -> Any:
    """The validator of class ``kind`` for ``schema`` (made at its first use)."""
    key = (kind, id(schema), *((name, id(value)) for name, value in sorted(options.items())))
    held = _COMPILED.get(key)
    if held is None or held[0] is not schema:
        held = _COMPILED[key] = (schema, kind(schema, **options))
    return held[1]


class BodyValidator(JSONRequestBodyValidator):
    @property
    def _validator(self) -> Any:
        return compiled(RequestValidator, self._schema, format_checker=FORMATS)

    async def _parse(self, stream: AsyncGenerator[bytes, None], scope: Scope) -> Any:
        raw = b"".join([message async for message in stream])
        try:
            text = raw.decode(self._encoding)
        except (UnicodeDecodeError, LookupError) as exc:
            raise ValidationProblem(
                f"The request body is not valid {self._encoding} text.",
                [{"field": "body", "message": UNDECODABLE}],
            ) from exc
        if not text:
            return None
        if nesting_exceeds(text):  # json.loads would recurse once per level
            raise ValidationProblem(
                f"The request body nests deeper than {MAX_DEPTH} levels.",
                [{"field": "body", "message": TOO_DEEP}],
            )
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValidationProblem(
                f"The request body is not valid JSON: {exc.msg}.",
                [{"field": "body", "message": NOT_JSON}],
            ) from exc

    def _validate(self, body: Any) -> dict[str, Any] | None:
        if body is None and not self._required:
            return None  # an optional request body may be left out
        if not self._nullable and body is None:
            raise ValidationProblem(
                "Request body must not be empty",
                [{"field": "body", "message": REQUIRED}],
            )
        errors = list(self._validator.iter_errors(body))
        if errors:
            first = _leaves(errors)[0]
            detail = f"request body field '{_field(first)}' breaks the rule '{first.validator}'"
            raise ValidationProblem(detail, field_errors(errors))
        return None


def _coerce_header(value: str | None, param: dict[str, Any]) -> Any:
    """Connexion 3 validates header values as raw strings, so an integer header could never
    be valid: turn digits into the number the schema asks for (anything else stays text and
    fails the type check)."""
    kind = param.get("schema", param).get("type")
    if value is None or kind not in ("integer", "number"):
        return value
    text = value.strip()
    try:
        return int(text) if kind == "integer" else float(text)
    except ValueError:
        return value


def _parameter_error(param: dict[str, Any], value: Any) -> ValidationError | None:
    schema = param.get("schema", param)
    check = quick_check(schema, _is_date)
    if check is not None and check(value):
        return None  # plainly within the rules (server.edge.quick_checks)
    validator = compiled(ParameterSchemaValidator, schema, format_checker=FORMATS)
    return next(iter(validator.iter_errors(value)), None)


def _repeated(query_string: bytes, arrays: frozenset[str]) -> list[str]:
    """Query parameters given more than once (only an array may be): the server would have
    to pick one value silently."""
    if b"&" not in query_string:
        return []  # one parameter at most
    names = [name for name, _ in parse_qsl(query_string.decode("latin-1"), keep_blank_values=True)]
    return sorted({n for n in names if names.count(n) > 1 and n not in arrays})


class ParamsValidator(ParameterValidator):
    """Connexion's parameter checks, except that a refusal names the parameter and the rule it
    breaks and never repeats the value (a header may carry a secret, and refusals are logged),
    and that a query parameter given twice is refused instead of one value winning.

    The validator lives as long as its operation (server.edge.parameter_path): what the
    contract alone decides (each parameter's kind, name, whether it may be null) is read
    once, here."""

    def __init__(self, parameters: list[dict[str, Any]], *args: Any, **kwargs: Any) -> None:
        super().__init__(parameters, *args, **kwargs)
        self._arrays = frozenset(
            p["name"] for p in self.parameters["query"] if p.get("schema", p).get("type") == "array"
        )
        self._checks = [
            (kind, param, str(param["name"]), bool(is_nullable(param)))
            for kind in ("query", "path", "header", "cookie")
            for param in self.parameters.get(kind, [])
        ]

    def validate_request(self, request: ConnexionRequest) -> None:
        errors: list[dict[str, str]] = []
        details: list[str] = []
        if self.strict_validation:
            extra = self.validate_query_parameter_list(
                request, security_params=self.security_query_params
            )
            if extra:
                problem = ExtraParameterProblem(param_type="query", extra_params=sorted(extra))
                raise ValidationProblem(
                    str(problem.detail),
                    [{"field": name, "message": UNKNOWN_PARAMETER} for name in extra],
                )
        for name in _repeated(request.scope.get("query_string", b""), self._arrays):
            details.append(f"query parameter '{name}' is repeated")
            errors.append({"field": name, "message": REPEATED_PARAMETER})
        for kind, param, name, nullable in self._checks:
            value = _read(request, kind, param, name)
            if nullable and is_null(value):
                continue
            if value is None:
                if param.get("required"):
                    details.append(f"Missing {kind} parameter '{name}'")
                    errors.append({"field": name, "message": REQUIRED})
                continue
            error = _parameter_error(param, value)
            if error is not None:
                details.append(f"{kind} parameter '{name}' breaks the rule '{error.validator}'")
                errors.append({"field": name, "message": _message(error)})
        if errors:
            raise ValidationProblem("; ".join(details), errors)


def _read(request: ConnexionRequest, kind: str, param: dict[str, Any], name: str) -> Any:
    """A parameter's value in the request, as Connexion's validator reads it."""
    if kind == "query":
        return request.query_params.get(name)
    if kind == "path":
        return request.path_params.get(name.replace("-", "_"))
    if kind == "header":
        return _coerce_header(request.headers.get(name), param)
    return request.cookies.get(name)


class FormValidator(StreamedMultiPartValidator):
    """The streamed multipart validator, its fields' patterns read as ECMA-262 (the
    contract's meaning, :mod:`server.edge.patterns`) and its refusals naming every field and
    rule, like a JSON body's."""

    @property
    def _validator(self) -> Any:
        return compiled(
            RequestValidator, self._schema, format_checker=Draft4Validator.FORMAT_CHECKER
        )

    def _validate(self, body: Any) -> None:
        if not isinstance(body, dict):
            raise BadRequestProblem("Parsed body must be a mapping")
        if self._strict_validation:
            self._validate_params_strictly(body)
        errors = list(self._validator.iter_errors(body))
        if errors:
            first = _leaves(errors)[0]
            detail = f"form field '{_field(first)}' breaks the rule '{first.validator}'"
            raise ValidationProblem(detail, field_errors(errors))


VALIDATOR_MAP: dict[str, Any] = {
    "parameter": ParamsValidator,
    "body": MediaTypeDict(
        {
            "*/*json": BodyValidator,
            "application/x-www-form-urlencoded": FormDataValidator,
            "multipart/form-data": FormValidator,
        }
    ),
}
