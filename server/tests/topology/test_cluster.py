"""The production topology, proved on this machine (issue 24): a cluster of its own started
by scripts/cluster.sh (nginx, two app processes, PgBouncer, PostgreSQL, rclone serve s3,
Kannel with its fake SMSC, the jobs worker when the release has one) on free ports, then:

- Budi signs in through the proxy with the code that reached the fake SMSC;
- the proxy serves the web app itself (pre-compressed, cached by kind, the app's defence
  headers), never /metrics, and refuses a body too large in the API's words;
- a document uploaded through app-1 is read through app-2 and is an object in the bucket;
- under a load of 20 reads a second through the proxy: kill -9 of app-1 fails at most 2% of
  them, none sent 5 s after the kill, and a claim in flight to app-1 retried with its
  Idempotency-Key exists once; SIGTERM of app-2 fails none (it drains); PostgreSQL restarted
  fails none (the reads wait for it) and the apps recover without a restart;
- a notice due while the mail server is down is sent once when it is back;
- through all of that, the jobs worker's scheduled reconciliation ran once per period;
- stopped and started again, the cluster still has what it had.

Skipped when the parts are not installed (scripts/setup.sh --cluster, or --dev as `npm test`
runs it). The figures are printed (pytest -s shows them; bench/cluster_kill.py prints the same
against a running cluster). Takes about three minutes, most of it the first start (PostgreSQL's
initdb, the release step with the demo data) and the loads (15 to 22 s each)."""

from __future__ import annotations

import ssl
import time
from collections.abc import Iterator
from pathlib import Path

import boto3  # type: ignore[import-untyped]
import httpx
import pytest
from botocore.config import Config  # type: ignore[import-untyped]

from server.tests import document_samples
from server.tests.cluster_jobs import SETTINGS, notice_through_smtp_outage, scheduled_runs
from server.tests.cluster_load import Figures, kill_app_1, restart_postgres, sigterm_app_2
from server.tests.cluster_support import (
    Cluster,
    Session,
    claims,
    sign_in,
    started,
    unclaimed_day,
    upload,
)

pytestmark = pytest.mark.cluster


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    began = time.monotonic()
    with started(settings=SETTINGS) as running:
        _say(f"cluster started in {time.monotonic() - began:.0f} s")
        yield running


@pytest.fixture(scope="module")
def session(cluster: Cluster) -> Session:
    return sign_in(cluster)[0]


def _say(text: str) -> None:
    """Straight to the terminal (pytest -s), and kept for the failure message."""
    print(f"\n[cluster] {text}", flush=True)


def test_budi_signs_in_through_the_proxy_with_the_code_the_fake_smsc_received(
    cluster: Cluster,
) -> None:
    session, message = sign_in(cluster)
    sender, to, kind, text = message.split(" ", 3)
    assert (sender, kind) == ("TManKu", "text") and to.startswith("+628"), message
    assert session.token and "Kode OTP" in text
    with cluster.client() as api:
        policies = api.get("/policy/list", headers=session.fresh())
    assert policies.status_code == 200
    assert "KS23000456" in {p["policy_number"] for p in policies.json()["data"]}


def test_the_proxy_serves_the_web_app_itself_and_keeps_metrics_to_the_app(
    cluster: Cluster,
) -> None:
    base = cluster.base_url
    asset = httpx.get(f"{base}/assets/index-c1a5e7.js", headers={"Accept-Encoding": "br"})
    assert asset.headers["content-encoding"] == "br"
    assert asset.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert "Accept-Encoding" in asset.headers["vary"]
    page = httpx.get(f"{base}/polis/detail", headers={"Accept-Encoding": "gzip"})
    assert page.status_code == 200 and page.headers["content-encoding"] == "gzip"
    assert page.headers["cache-control"] == "no-cache" and 'id="root"' in page.text
    assert "frame-ancestors 'none'" in page.headers["content-security-policy"]
    assert page.headers["x-content-type-options"] == "nosniff"
    assert "strict-transport-security" not in page.headers  # plain HTTP
    trusted = ssl.create_default_context(cafile=cluster.env["TLS_CERT"])  # made at start
    over_tls = httpx.get(cluster.env["HTTPS_URL"] + "/", verify=trusted)
    assert over_tls.headers["strict-transport-security"].startswith("max-age=")
    config = httpx.get(f"{base}/runtime-config.js")  # made by the app, not a file
    assert cluster.env["PORTAL_CLIENT_SECRET"] in config.text
    assert "x-request-id" in config.headers
    assert httpx.get(f"{base}/metrics").status_code == 404
    assert httpx.get(cluster.app_url("app-1") + "/metrics").status_code == 200
    unknown = httpx.get(f"{base}/customer/api/no/such/call")
    assert unknown.status_code == 404
    assert unknown.headers["content-type"] == "application/problem+json"
    too_large = httpx.post(
        f"{base}/customer/api/login/checkUser",
        content=b"{" + b" " * 70_000 + b"}",
        headers={"Content-Type": "application/json"},
    )
    assert too_large.status_code == 413 and "terlalu besar" in too_large.json()["message"]


def test_a_document_uploaded_through_app_1_is_read_through_app_2_from_the_bucket(
    cluster: Cluster, session: Session
) -> None:
    env = cluster.env
    s3 = boto3.session.Session().client(
        "s3",
        endpoint_url=env["S3_ENDPOINT_URL"],
        aws_access_key_id=env["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=env["AWS_SECRET_ACCESS_KEY"],
        config=Config(region_name=env["S3_REGION"], s3={"addressing_style": "path"}),
    )

    def keys() -> set[str]:
        pages = s3.get_paginator("list_objects_v2").paginate(Bucket=env["S3_BUCKET"])
        return {o["Key"] for page in pages for o in page.get("Contents", ())}

    before = keys()
    content = document_samples.pdf()
    with cluster.client(cluster.app_url("app-1")) as app_1:
        document_id = upload(app_1, session, content, "kwitansi.pdf")
    with cluster.client(cluster.app_url("app-2")) as app_2:
        read = app_2.get(
            "/document/file", params={"document_id": document_id}, headers=session.fresh()
        )
    assert read.status_code == 200 and read.content == content
    [key] = keys() - before
    stored = s3.get_object(Bucket=env["S3_BUCKET"], Key=key)["Body"].read()
    assert stored == content
    local = cluster.root / "documents"
    assert not (local.exists() and any(p.is_file() for p in local.rglob("*")))


def _shown(figures: Figures) -> str:
    text = figures.describe()
    _say(text)
    return text


def test_kill_9_of_app_1_under_load_fails_little_and_only_at_first(
    cluster: Cluster, session: Session
) -> None:
    day = unclaimed_day(cluster, session)  # none of the demo's claims is for it
    figures, claim = kill_app_1(cluster, session, document_samples.pdf(), day)
    text = _shown(figures)
    assert figures.share <= 0.02, text
    assert not figures.failed_after(5.0), text
    # The claim sent to app-1 as it died, retried with its Idempotency-Key: exactly one.
    assert claim["again"] == (201, claim["claim_number"]), text
    assert claim["claims_added"] == 1 and claim["times_listed"] == 1, text


def test_sigterm_of_app_2_under_load_fails_nothing(cluster: Cluster, session: Session) -> None:
    figures = sigterm_app_2(cluster, session)
    text = _shown(figures)
    assert "readyz 1 s later: 503" in text.replace("/readyz", "readyz"), text
    assert figures.failed == [], text


def test_postgres_restarted_under_load_fails_no_read_and_the_apps_recover_without_a_restart(
    cluster: Cluster, session: Session
) -> None:
    figures = restart_postgres(cluster, session)
    text = _shown(figures)
    assert "{'app-1': True, 'app-2': True}" in text, text
    # The reads waited for the database (server.db_outage) instead of answering 500.
    assert figures.failed == [], text
    assert text.endswith("readyz through the proxy now: 200"), text


def test_a_notice_due_while_smtp_is_down_is_sent_once_when_it_is_back(
    cluster: Cluster, session: Session
) -> None:
    day = unclaimed_day(cluster, session)
    outage = notice_through_smtp_outage(cluster, session, document_samples.pdf(), day)
    _say(outage.describe())
    assert "SMTP" in outage.last_error or "Connection" in outage.last_error, outage.describe()


def test_one_scheduled_reconciliation_per_period_through_kills_and_restarts(
    cluster: Cluster,
) -> None:
    """Two app processes and the worker, app-1 killed, app-2 and PostgreSQL restarted since
    the start (the tests above): one run a minute, never two, and still running."""
    schedule = scheduled_runs(cluster)
    _say(schedule.describe())
    assert len(schedule.runs) >= 2, schedule.describe()
    assert set(schedule.per_minute.values()) == {1}, schedule.describe()
    last, _status = schedule.runs[-1]
    assert time.time() - last.timestamp() < 150, schedule.describe()


def test_stopped_and_started_again_the_cluster_keeps_its_data(
    cluster: Cluster, session: Session
) -> None:
    total, newest = claims(cluster, session)
    cluster.run("stop", timeout=300)
    assert not list((cluster.root / "pids").glob("*.pid"))
    began = time.monotonic()
    output = cluster.run("start")
    _say(f"started again in {time.monotonic() - began:.0f} s")
    assert "initdb" not in output
    assert claims(cluster, session) == (total, newest)  # the session, too, is in the database
    assert Path(cluster.env["SMS_LOG"]).exists()
