"""The contract tests for a portal that is already running: `npm run test:contract -- --url
URL` (or PORTAL_URL=URL). Without a URL (`npm test`, `npm run test:contract`) they check
themselves on a portal of their own, with a few operations.

Against a URL:
- the portal serves this checkout's contract (/customer/api/openapi.json);
- Schemathesis signed out: every operation with the web app's client credentials only
  (PORTAL_CLIENT_ID / PORTAL_CLIENT_SECRET, by default the development ones), every check;
- Schemathesis signed in, when there is a customer session: PORTAL_TOKEN (a session's access
  token), or PORTAL_OUTBOX (the portal's OTP outbox file, for a development portal on this
  machine: the tests sign in themselves, as PORTAL_USER / PORTAL_PASSWORD, by default the
  demo's Budi). Logout, revoking sessions and the security settings (password changes) are
  left out, so the session lives to the end of the run.
Not against a URL: the staff desk, the SPAJ applicant and the runs along the links, which
need the demo's admin and applicants, the gateway's callback secret and a throwaway database
(test_schemathesis*.py and test_links.py start portals of their own for them).

The requests change the portal's data (payments made, documents uploaded, claims submitted):
a test or staging portal, never production. Examples per operation: SCHEMATHESIS_EXAMPLES
(default 25)."""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
import yaml
from conftest import BUNDLE
from fuzzing import EXAMPLES, POSITIVE_DATA, UNTHROTTLED
from hypothesis import HealthCheck, settings
from portal_server import BUDI, CLIENT, PortalServer, running_server
from schemathesis.specs.openapi.schemas import OpenApiSchema
from steering import steer

URL = os.environ.get("PORTAL_URL", "").strip()
SELF_CHECK = r"^/(policy/(list|companyProfile)|login/checkUser|session/logout)$"
FUZZ = settings(
    max_examples=EXAMPLES if URL else 2,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)


@dataclass
class Portal:
    base_url: str  # .../customer/api
    basic: str  # the Authorization header of the web app's client credentials
    token: str | None  # a customer session's access token, when there is one


def _api_base(url: str) -> str:
    url = url.rstrip("/")
    return url if url.endswith("/customer/api") else f"{url}/customer/api"


def _basic(auth: tuple[str, str]) -> str:
    return "Basic " + base64.b64encode(":".join(auth).encode()).decode()


def connect(
    url: str,
    client: tuple[str, str],
    *,
    token: str | None = None,
    outbox: str | None = None,
    user: tuple[str, str] = BUDI,
) -> Portal:
    """The portal at ``url`` (with or without /customer/api), signed in through ``outbox``
    when no ``token`` is given."""
    base = _api_base(url)
    if token is None and outbox:
        server = PortalServer(base, Path(outbox), Path(os.devnull), auth=client)
        token = server.sign_in(*user)["token"]
    return Portal(base, _basic(client), token)


@pytest.fixture(scope="module")
def portal(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Portal]:
    env = os.environ.get
    if URL:
        yield connect(
            URL,
            (
                env("PORTAL_CLIENT_ID", "portal-web"),
                env("PORTAL_CLIENT_SECRET", "portal-web-dev-secret"),
            ),
            token=env("PORTAL_TOKEN") or None,
            outbox=env("PORTAL_OUTBOX") or None,
            user=(env("PORTAL_USER", BUDI[0]), env("PORTAL_PASSWORD", BUDI[1])),
        )
        return
    # The self-check: a portal of the tests' own, reached as a URL, signed in through its
    # outbox.
    with running_server(tmp_path_factory.mktemp("remote"), **UNTHROTTLED) as running:
        yield connect(
            running.base_url.removesuffix("/customer/api"), CLIENT, outbox=str(running.outbox)
        )


@pytest.fixture(scope="module")
def served(portal: Portal) -> OpenApiSchema:
    loaded = schemathesis.openapi.from_url(f"{portal.base_url}/openapi.json")
    loaded.config.base_url = portal.base_url
    loaded.config.checks.positive_data_acceptance = POSITIVE_DATA
    return loaded


schema = schemathesis.pytest.from_fixture("served")
if not URL:  # the self-check: a few operations (the full runs are test_schemathesis*.py's)
    schema = schema.include(path_regex=SELF_CHECK)
# The signed-in run leaves out what would end its own session or change the account.
KEEPING_THE_SESSION = schema.exclude(
    path_regex=r"^/(session/(logout|revoke)|password/(setting|security|otp)/)"
)


def test_portal_serves_this_contract(portal: Portal) -> None:
    """The portal's contract is this checkout's openapi/bundled.yaml: what the other tests
    hold it to is what the team published."""
    answer = httpx.get(f"{portal.base_url}/openapi.json", timeout=30)
    answer.raise_for_status()
    committed = json.loads(
        json.dumps(yaml.load(BUNDLE.read_text(), Loader=yaml.CSafeLoader), default=str)
    )
    served = answer.json()
    for part in ("info", "paths", "components"):
        assert served.get(part) == committed[part], (
            f"the portal at {portal.base_url} serves another contract ({part} differ): "
            "another version of the portal than this checkout"
        )


@schema.parametrize()
@FUZZ
def test_signed_out(case: Any, portal: Portal) -> None:
    """Client credentials only: every operation answers as the contract says."""
    steer(case)
    case.call_and_validate(base_url=portal.base_url, headers={"Authorization": portal.basic})


@KEEPING_THE_SESSION.parametrize()
@FUZZ
def test_signed_in(case: Any, portal: Portal) -> None:
    """A customer session's access token on every call but those that would end it."""
    if portal.token is None:
        pytest.skip("no customer session: give PORTAL_TOKEN or PORTAL_OUTBOX")
    steer(case)
    headers = {"Authorization": portal.basic, "access-token": portal.token}
    case.call_and_validate(base_url=portal.base_url, headers=headers)
