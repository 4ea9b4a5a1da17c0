"""An operation's parameters read once per request, with what only the contract decides
made once per operation (part of :func:`server.edge.request_path.install`).

Connexion, for every request: built the validation layer's URI parser and parameter
validator anew; parsed and resolved the query string there, then again in the parameter
decorator with a second parser; recomputed each parser's table of parameter schemas at
every lookup; cleaned every argument's name with three regular expressions; and reached
the request's scope through context proxies that cost a few calls per attribute. Now:

- the validation layer keeps its parser and validator per operation
  (:func:`_validate_then_call`, Connexion's own steps otherwise), and hands the query it
  resolved and validated to the parameter decorator through the scope's extensions
  (:data:`RESOLVED_QUERY`), so the query string is parsed once;
- a parser's parameter schemas and form fields are computed once per parser;
- a name's clean form is remembered (a bounded cache: the names are the contract's);
- the operation's handler is called as :mod:`server.edge.operation_call` plans it, with
  that query and its parser.

Nothing here changes an answer: ``server/tests/edge/test_parameter_path.py`` holds the
resolved arguments to Connexion's for the contract's kinds of parameters.
"""

from __future__ import annotations

import functools
from typing import Any

import connexion.decorators.main
import connexion.decorators.parameter
import connexion.uri_parsing
from connexion import utils
from connexion.lifecycle import ConnexionRequest
from connexion.middleware.request_validation import RequestValidationOperation
from starlette.types import Receive, Scope, Send

# The query as the validation layer resolved it, for the parameter decorator of the same
# request (the extensions dict is shared by the shallow copies of the scope the layers make).
RESOLVED_QUERY = "portal.resolved_query"

_CONNEXION_SANITIZED = connexion.decorators.parameter.sanitized
sanitized = functools.lru_cache(maxsize=4096)(_CONNEXION_SANITIZED)


def _param_schemas(self: connexion.uri_parsing.OpenAPIURIParser) -> dict[str, Any]:
    schemas: dict[str, Any] | None = self.__dict__.get("_portal_param_schemas")
    if schemas is None:
        schemas = {k: v.get("schema", {}) for k, v in self.param_defns.items()}
        self.__dict__["_portal_param_schemas"] = schemas
    return schemas


def _form_defns(self: connexion.uri_parsing.OpenAPIURIParser) -> dict[str, Any]:
    fields: dict[str, Any] | None = self.__dict__.get("_portal_form_defns")
    if fields is None:
        fields = dict(self._body_schema.get("properties", {}).items())
        self.__dict__["_portal_form_defns"] = fields
    return fields


def _parameter_checks(layer: RequestValidationOperation) -> tuple[Any, Any]:
    """The operation's URI parser and parameter validator, made at its first request."""
    checks: tuple[Any, Any] | None = layer.__dict__.get("_portal_checks")
    if checks is None:
        operation = layer._operation
        uri_parser = operation._uri_parser_class(operation.parameters, operation.body_definition())
        validator = layer._validator_map["parameter"](
            operation.parameters,
            uri_parser=uri_parser,
            strict_validation=layer.strict_validation,
            security_query_params=layer.security_query_params,
        )
        checks = layer.__dict__["_portal_checks"] = (uri_parser, validator)
    return checks


async def _validate_then_call(
    self: RequestValidationOperation, scope: Scope, receive: Receive, send: Send
) -> None:
    """``RequestValidationOperation.__call__``: Connexion's steps, with the parser and the
    parameter validator kept per operation and the resolved query handed on."""
    uri_parser, parameter_validator = _parameter_checks(self)
    request = ConnexionRequest(scope, uri_parser=uri_parser)
    parameter_validator.validate_request(request)
    if request._query_params is not None:  # read (and so validated) by the validator
        scope.setdefault("extensions", {})[RESOLVED_QUERY] = request._query_params

    if not self._operation.request_body and not has_content_type(scope["headers"]):
        # No body declared and none described: the media type checks below have nothing to
        # refuse (Connexion would assume the operation's first media type) or to validate.
        await self.next_app(scope, receive, send)
        return
    mime_type, encoding = self.extract_content_type(scope["headers"])
    self.validate_mime_type(mime_type)
    schema = self._operation.body_schema(mime_type)
    if schema:
        body_validator = self._validator_map["body"].get(mime_type)
        if body_validator is not None:
            validator = body_validator(
                schema=schema,
                required=self._operation.request_body.get("required", False),
                nullable=utils.is_nullable(self._operation.body_definition(mime_type)),
                encoding=encoding,
                strict_validation=self.strict_validation,
                uri_parser=uri_parser,
            )
            receive, scope = await validator.wrap_receive(receive, scope=scope)
    await self.next_app(scope, receive, send)


def has_content_type(headers: list[tuple[bytes, bytes]]) -> bool:
    # A loop, not any(): no generator made and resumed for every request.
    for name, _ in headers:  # noqa: SIM110
        if name == b"content-type":
            return True
    return False


def install() -> None:
    connexion.decorators.parameter.sanitized = sanitized
    parser = connexion.uri_parsing.OpenAPIURIParser
    parser.param_schemas = property(_param_schemas)
    parser.form_defns = property(_form_defns)
    RequestValidationOperation.__call__ = _validate_then_call
