"""Request validators that report every field error (``errors[]`` of the problem) and turn a
body that is not valid text in its declared charset into 400 instead of a 500."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, Iterable
from typing import Any

from connexion.datastructures import MediaTypeDict
from connexion.exceptions import BadRequestProblem, ExtraParameterProblem
from connexion.lifecycle import ConnexionRequest
from connexion.validators import (
    FormDataValidator,
    JSONRequestBodyValidator,
    MultiPartFormDataValidator,
    ParameterValidator,
)
from jsonschema import ValidationError
from starlette.types import Scope

MAX_ERRORS = 50


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
        return "Wajib diisi."
    if v == "additionalProperties":
        return "Field ini tidak dikenal."
    if v == "minLength":
        return f"Minimal {value} karakter."
    if v == "maxLength":
        return f"Maksimal {value} karakter."
    if v == "enum":
        return "Pilihan tidak dikenal."
    if v == "type":
        return "Jenis data tidak sesuai."
    if v in ("minimum", "maximum"):
        return "Nilai di luar batas yang diperbolehkan."
    return "Format tidak valid."


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


class BodyValidator(JSONRequestBodyValidator):
    async def _parse(self, stream: AsyncGenerator[bytes, None], scope: Scope) -> Any:
        raw = b"".join([message async for message in stream])
        try:
            text = raw.decode(self._encoding)
        except (UnicodeDecodeError, LookupError) as exc:
            raise ValidationProblem(
                f"The request body is not valid {self._encoding} text.",
                [{"field": "body", "message": "Isi permintaan bukan teks yang valid."}],
            ) from exc
        if not text:
            return None
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValidationProblem(
                f"The request body is not valid JSON: {exc.msg}.",
                [{"field": "body", "message": "Isi permintaan bukan JSON yang valid."}],
            ) from exc

    def _validate(self, body: Any) -> dict[str, Any] | None:
        if body is None and not self._required:
            return None  # an optional request body may be left out
        if not self._nullable and body is None:
            raise ValidationProblem(
                "Request body must not be empty",
                [{"field": "body", "message": "Wajib diisi."}],
            )
        errors = list(self._validator.iter_errors(body))
        if errors:
            first = errors[0]
            path = ".".join(str(p) for p in first.absolute_path)
            raise ValidationProblem(
                f"{first.message}" + (f" - '{path}'" if path else ""), field_errors(errors)
            )
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


class ParamsValidator(ParameterValidator):
    def validate_header_parameter(self, param: dict[str, Any], request: ConnexionRequest) -> Any:
        value = _coerce_header(request.headers.get(param["name"]), param)
        return self.validate_parameter("header", value, param)

    def validate_request(self, request: ConnexionRequest) -> None:
        if self.strict_validation:
            extra = self.validate_query_parameter_list(
                request, security_params=self.security_query_params
            )
            if extra:
                problem = ExtraParameterProblem(param_type="query", extra_params=sorted(extra))
                raise ValidationProblem(
                    str(problem.detail),
                    [{"field": name, "message": "Parameter tidak dikenal."} for name in extra],
                )
        errors: list[dict[str, str]] = []
        details: list[str] = []
        for kind, validate in (
            ("query", self.validate_query_parameter),
            ("path", self.validate_path_parameter),
            ("header", self.validate_header_parameter),
            ("cookie", self.validate_cookie_parameter),
        ):
            for param in self.parameters.get(kind, []):
                error = validate(param, request)
                if error:
                    details.append(str(error).splitlines()[0])
                    missing = str(error).startswith("Missing ")
                    message = "Wajib diisi." if missing else "Format tidak valid."
                    errors.append({"field": str(param["name"]), "message": message})
        if errors:
            raise ValidationProblem("; ".join(details), errors)


VALIDATOR_MAP: dict[str, Any] = {
    "parameter": ParamsValidator,
    "body": MediaTypeDict(
        {
            "*/*json": BodyValidator,
            "application/x-www-form-urlencoded": FormDataValidator,
            "multipart/form-data": MultiPartFormDataValidator,
        }
    ),
}
