"""The bundled contract passes openapi-spec-validator and our Spectral ruleset."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import yaml
from conftest import BUNDLE, ROOT, node_bin, run
from openapi_spec_validator import validate


def test_bundle_is_valid_openapi_3_0() -> None:
    document = yaml.load(BUNDLE.read_text(), Loader=yaml.CSafeLoader)
    assert document["openapi"].startswith("3.0.")
    validate(document)


def test_spectral_finds_nothing() -> None:
    result = run([node_bin("spectral"), "lint", "--fail-severity=hint", BUNDLE])
    assert result.returncode == 0, result.stdout + result.stderr


def _refs(node: Any) -> set[str]:
    """The component references (``#/components/...``) anywhere under ``node``."""
    if isinstance(node, dict):
        found = {node["$ref"]} if isinstance(node.get("$ref"), str) else set()
        return found.union(*(_refs(value) for value in node.values()))
    if isinstance(node, list):
        return set().union(*(_refs(value) for value in node))
    return set()


def _without_examples(node: Any) -> Any:
    if isinstance(node, dict):
        return {
            k: _without_examples(v) for k, v in node.items() if k not in ("example", "examples")
        }
    if isinstance(node, list):
        return [_without_examples(value) for value in node]
    return node


def _narrowed(document: dict[str, Any], paths: list[str]) -> dict[str, Any]:
    """``document`` with only ``paths`` and what they use, so that Spectral's example checks
    (most of its 20 s on the whole contract) have little to read. Every component schema is
    kept, for the casing rule's lists of exempt names, but one no kept path reaches loses its
    examples; other components nobody reaches go."""
    kept = {path: document["paths"][path] for path in paths}
    reached: set[str] = set()
    todo = _refs(kept)
    while todo:
        ref = todo.pop()
        if ref in reached:
            continue
        reached.add(ref)
        node: Any = document
        for part in ref.removeprefix("#/").split("/"):
            node = node[part]
        todo |= _refs(node)
    components: dict[str, Any] = {}
    for kind, items in document["components"].items():
        components[kind] = {
            name: item if f"#/components/{kind}/{name}" in reached else _without_examples(item)
            for name, item in items.items()
            if kind in ("schemas", "securitySchemes") or f"#/components/{kind}/{name}" in reached
        }
    return {**document, "paths": kept, "components": components}


def test_spectral_rules_catch_violations(tmp_path: Path) -> None:
    """Our own rules fire, on one document with one violation of each: a response without
    example, a camelCase operationId, an open request body, an operation without a 4xx
    problem, an unbounded string; and the property casing rule keeps its exemptions closed:
    camelCase passes only as a name docs/product.md P7.5 fixes (any schema) or as a shipped
    name of its own schema; the real document passes (test_spectral_finds_nothing). The
    document is the contract narrowed to the paths of the violations (one Spectral run of a
    small document: the whole one takes 20 s of processor, more than a minute on a busy
    machine)."""
    document = yaml.load(BUNDLE.read_text(), Loader=yaml.CSafeLoader)
    schemas = document["components"]["schemas"]
    schemas["PolicyList"].pop("example")
    document["paths"]["/policy/list"]["get"]["operationId"] = "listPolicies"
    schemas["PasswordRequest"].pop("additionalProperties")
    responses = document["paths"]["/otp/info"]["get"]["responses"]
    for status in ("401", "403", "404"):
        responses.pop(status)
    schemas["IdCardRequest"]["properties"]["birthDate"] = {"type": "string"}
    schemas["PolicyNote"] = {
        "type": "object",
        "properties": {
            "note_text": {"type": "string", "maxLength": 10},
            "IdCarddAddress": {"type": "string", "maxLength": 10},  # a P7.5 name: allowed
            "isAdmin": {"type": "boolean"},  # shipped in SessionUser, not here
            "lines": {"type": "array", "items": {"properties": {"lineNo": {"type": "integer"}}}},
        },
    }
    schemas["SessionUser"]["properties"].pop("clientNumber")  # a P7.5 name: no entry
    schemas["TermValidity"]["properties"].pop("acceptedVersion")  # its exemption is stale
    uses = ("/policy/list", "/otp/info", "/password/validate", "/login/idCard", "/session/check",
            "/token/checkValidTerm")  # fmt: skip
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(_narrowed(document, list(uses))))
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
    casing = [line for line in result.stdout.splitlines() if "schema-properties-snake-case" in line]
    assert len(casing) == 3, casing
    assert any('"isAdmin"' in line and "PolicyNote" in line for line in casing)
    assert any('"lineNo"' in line for line in casing)
    assert any('"acceptedVersion" is no property of TermValidity' in line for line in casing)


def test_spectral_ruleset_is_the_repository_one() -> None:
    assert (ROOT / ".spectral.yaml").read_text().startswith("# Lint rules")


def test_problem_examples_carry_the_status_they_answer() -> None:
    """Each error answer's example (per-area response components; every one of its named
    examples, when it has several) says the status code it is declared under, so a mock
    served by Prism is self-consistent."""
    document = yaml.load(BUNDLE.read_text(), Loader=yaml.CSafeLoader)
    shared = document["components"]["responses"]
    checked = 0
    for path, item in document["paths"].items():
        for method, operation in item.items():
            for status, response in operation["responses"].items():
                if not status.startswith(("4", "5")):
                    continue
                if "$ref" in response:
                    response = shared[response["$ref"].rsplit("/", 1)[-1]]
                content = response["content"]["application/problem+json"]
                examples = (
                    [content["example"]]
                    if "example" in content
                    else [named["value"] for named in content["examples"].values()]
                )
                for example in examples:
                    assert example["status"] == int(status), (method, path, status)
                checked += 1
    assert checked > 150, checked
