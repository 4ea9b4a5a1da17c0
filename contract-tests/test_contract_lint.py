"""The bundled contract passes openapi-spec-validator and our Spectral ruleset."""

from __future__ import annotations

import textwrap
from pathlib import Path

import yaml
from conftest import BUNDLE, ROOT, node_bin, run
from openapi_spec_validator import validate


def test_bundle_is_valid_openapi_3_0() -> None:
    document = yaml.safe_load(BUNDLE.read_text())
    assert document["openapi"].startswith("3.0.")
    validate(document)


def test_spectral_finds_nothing() -> None:
    result = run([node_bin("spectral"), "lint", "--fail-severity=hint", BUNDLE])
    assert result.returncode == 0, result.stdout + result.stderr


def test_spectral_rules_catch_violations(tmp_path: Path) -> None:
    """Our own rules fire: a response without example, a camelCase operationId, an open
    request body, an operation without a 4xx problem and an unbounded string."""
    document = yaml.safe_load(BUNDLE.read_text())
    schemas = document["components"]["schemas"]
    schemas["PolicyList"].pop("example")
    document["paths"]["/policy/list"]["get"]["operationId"] = "listPolicies"
    schemas["PasswordRequest"].pop("additionalProperties")
    responses = document["paths"]["/otp/info"]["get"]["responses"]
    for status in ("401", "403", "404"):
        responses.pop(status)
    schemas["IdCardRequest"]["properties"]["birthDate"] = {"type": "string"}
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(document))
    result = run([node_bin("spectral"), "lint", "--fail-severity=hint", bad])
    assert result.returncode != 0
    for rule in (
        "response-has-example",
        "operation-operationId-snake-case",
        "request-body-closed",
        "operation-has-4xx-problem",
        "strings-are-bounded",
    ):
        assert rule in result.stdout, textwrap.shorten(result.stdout, 2000)


def test_spectral_ruleset_is_the_repository_one() -> None:
    assert (ROOT / ".spectral.yaml").read_text().startswith("# Lint rules")
