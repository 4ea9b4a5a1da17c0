"""The contract a running server serves is openapi/bundled.yaml as written (components and
$refs kept, `servers` untouched), as JSON and as YAML, and Swagger UI shows that document."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from starlette.testclient import TestClient

BUNDLE = Path(__file__).resolve().parents[3] / "openapi" / "bundled.yaml"


def test_the_served_json_is_the_bundled_contract(client: TestClient) -> None:
    response = client.get("/customer/api/openapi.json")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    served = response.json()
    # Equal as data, with no allowed difference: not even `servers` is rewritten.
    assert served == yaml.load(BUNDLE.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    assert served["servers"][0]["url"] == "/customer/api"
    body = served["paths"]["/login/checkUser"]["post"]["requestBody"]["content"]
    assert body["application/json"]["schema"] == {"$ref": "#/components/schemas/CheckUserRequest"}
    assert response.text.count('"$ref"') > 300  # nothing inlined
    assert len(response.content) < 1.5 * BUNDLE.stat().st_size


def test_the_served_yaml_is_the_bundled_file(client: TestClient) -> None:
    response = client.get("/customer/api/openapi.yaml")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/yaml")
    assert response.text == BUNDLE.read_text(encoding="utf-8")


def test_swagger_ui_loads_the_served_contract(client: TestClient) -> None:
    page = client.get("/customer/api/ui/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    spec_url = re.search(r'url: "([^"]+)"', page.text)
    assert spec_url is not None and spec_url.group(1) == "/customer/api/openapi.json"
    for script in re.findall(r'<script src="\./([^"]+)"', page.text):
        asset = client.get(f"/customer/api/ui/{script}")
        assert asset.status_code == 200 and len(asset.content) > 1000, script
    assert client.get(spec_url.group(1)).json()["openapi"] == "3.0.3"
    assert client.get("/customer/api/ui", follow_redirects=False).status_code in (301, 302, 307)
