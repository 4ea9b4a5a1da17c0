"""GET /metrics (server.metrics, server.health): Prometheus' text with every request counted
by its operation (the contract's operationId, never a path with its ids) and status, and
timed; 404 through a proxy. The counters the areas increment: codes sent, refused and failed,
notices queued, sent, retried and given up (and those waiting, read from the outbox), uploads
refused, reconciliation runs. Several workers summed: test_app_main_probes.py."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import select
from starlette.testclient import TestClient

from server import metrics, notify
from server.db import transaction
from server.documents import service
from server.jobs import work
from server.notify import DeliveryUnavailable, OtpMessage, delivery
from server.reconciliation import job
from server.reconciliation.models import RunTrigger
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.support import CLIENT, problem
from server.verification import limits
from server.verification.models import Challenge


@dataclass
class Gateway(MemorySender):
    """Takes SMS codes and reports on them (QUEUED), or is down."""

    down: bool = False

    def send(self, message: OtpMessage) -> str | None:  # type: ignore[override]
        if self.down:
            raise DeliveryUnavailable("the SMS gateway did not answer")
        super().send(message)
        return "QUEUED"


@pytest.fixture(scope="module")
def sender() -> Gateway:
    return Gateway()


def scrape(client: TestClient) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """Every sample of GET /metrics: (name, labels) -> value."""
    response = client.get("/metrics")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain; version=0.0.4")
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


def value(samples: dict[Any, float], name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def test_requests_are_counted_by_operation_and_status(client: TestClient) -> None:
    before = scrape(client)
    ok = client.post("/customer/api/login/checkUser", json={"userName": "siapa"}, auth=CLIENT)
    assert ok.status_code == 200
    refused = client.post("/customer/api/login/checkUser", json={"userName": 5}, auth=CLIENT)
    assert refused.status_code == 400
    picture = client.get("/customer/api/banner/image/tidakAda0123456789abcd-640.webp")
    assert picture.status_code == 404
    after = scrape(client)

    def grew(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert grew("portal_http_requests_total", operation="check_user", status="200") == 1
    assert grew("portal_http_requests_total", operation="check_user", status="400") == 1
    assert grew("portal_http_requests_total", operation="get_banner_image", status="404") == 1
    assert grew("portal_http_request_duration_seconds_count", operation="check_user") == 2
    assert grew("portal_http_request_duration_seconds_sum", operation="check_user") > 0
    # The first scrape is counted too, under its own name.
    assert grew("portal_http_requests_total", operation="metrics", status="200") == 1
    # No label carries a path (ids), whatever was asked.
    labels = {v for (_, ls) in after for (_, v) in ls}
    assert not [v for v in labels if "/" in v or "tidakAda" in v]


def test_metrics_are_not_served_through_a_proxy(client: TestClient) -> None:
    for header in ("X-Forwarded-For", "Forwarded", "X-Real-IP"):
        response = client.get("/metrics", headers={header: "203.0.113.7"})
        problem(response, 404)
        assert "portal_" not in response.text


def sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def test_a_code_refused_by_a_limit_is_counted() -> None:
    name, labels = "portal_codes_refused_total", {"channel": "SMS", "limit": "destination"}
    before = sample(name, **labels)
    sending = limits.Sending(
        subject="user:1", purpose="LOGIN", channel="SMS", destination_hash="ab", blind=False
    )
    limits.refused(sending, "destination")
    assert sample(name, **labels) == before + 1


def test_codes_sent_and_failed_are_counted_by_channel(
    make_account: Callable[..., Account],
    signin: SignIn,
    api: Api,
    sender: Gateway,
    frozen: Clock,
) -> None:
    sent, failed = "portal_codes_sent_total", "portal_codes_failed_total"
    sent_before, failed_before = sample(sent, channel="SMS"), sample(failed, channel="SMS")
    account = make_account()
    token = signin.to_otp(account)
    signin.send_otp(token)
    assert sample(sent, channel="SMS") == sent_before + 1
    # The gateway took it, then reports it rejected by the operator.
    with transaction() as session:
        ref = session.scalars(
            select(Challenge.delivery_ref).where(Challenge.subject == f"user:{account.user_id}")
        ).one()
    assert api.get(f"/sms/delivery?ref={ref}&status=16").status_code == 204
    assert sample(failed, channel="SMS") == failed_before + 1
    # The next one the gateway does not take.
    frozen.advance(seconds=61)
    sender.down = True
    try:
        response = api.post("/otp/generate", {"channel": "SMS"}, token=token)
    finally:
        sender.down = False
    problem(response, 503)
    assert sample(failed, channel="SMS") == failed_before + 2
    assert sample(sent, channel="SMS") == sent_before + 1


def test_uploads_refused_are_counted_by_reason() -> None:
    name = "portal_uploads_refused_total"
    type_before, size_before = sample(name, reason="type"), sample(name, reason="too_large")
    with pytest.raises(service.DocumentUnsupported):
        service._copy(io.BytesIO(b"MZ not a document"), io.BytesIO(), 1000, "terlalu besar")
    with pytest.raises(service.DocumentTooLarge):
        service._copy(io.BytesIO(b"%PDF-" + b"x" * 200_000), io.BytesIO(), 100_000, "besar")
    assert sample(name, reason="type") == type_before + 1
    assert sample(name, reason="too_large") == size_before + 1


def _notice(kind: str) -> notify.Notice:
    return notify.Notice(
        to="budi@contoh.co.id", kind=kind, subject="Uji", text="Uji.", created_at=datetime.now(UTC)
    )


def test_notices_are_counted_when_queued_sent_retried_and_given_up(
    app: Any, settings: Settings, frozen: Clock, client: TestClient
) -> None:
    kind = "METRICS_TEST"
    names = [f"portal_notices_{what}_total" for what in ("queued", "sent", "retried", "failed")]
    queued, sent, retried, failed = (sample(name, kind=kind) for name in names)
    with transaction() as session:  # delivered once committed (JOBS=inline): to the outbox
        notify.send_after_commit(session, _notice(kind))
    assert sample("portal_notices_queued_total", kind=kind) == queued + 1
    assert sample("portal_notices_sent_total", kind=kind) == sent + 1

    with transaction() as session:  # left for a deliverer whose mail server is down
        delivery.record(session, _notice(kind))
    down = settings.but(otp_sender="smtp", smtp_host="127.0.0.1", smtp_port=1)
    work.deliver_notices(down.but(notice_max_attempts=2))
    assert sample("portal_notices_retried_total", kind=kind) == retried + 1
    assert waiting(client) == {"PENDING": 1.0, "FAILED": 0.0}
    frozen.advance(minutes=1)
    work.deliver_notices(down.but(notice_max_attempts=2))
    assert sample("portal_notices_failed_total", kind=kind) == failed + 1
    assert sample("portal_notices_sent_total", kind=kind) == sent + 1
    assert waiting(client) == {"PENDING": 0.0, "FAILED": 1.0}  # read from the outbox


def waiting(client: TestClient) -> dict[str, float]:
    """portal_notices_waiting by status, as GET /metrics says."""
    families = text_string_to_metric_families(client.get("/metrics").text)
    found = next(f for f in families if f.name == "portal_notices_waiting")
    return {s.labels["status"]: s.value for s in found.samples}


def test_reconciliation_runs_are_counted(app: Any) -> None:
    labels = {"trigger": "STAFF", "outcome": "COMPLETED"}
    before = sample("portal_reconciliation_runs_total", **labels)
    job.run(trigger=RunTrigger.STAFF, started_by="admin.uji", lookback=timedelta(days=1))
    assert sample("portal_reconciliation_runs_total", **labels) == before + 1


def test_the_workers_metrics_folder_is_fresh_at_every_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(metrics.FOLDER_VARIABLE, raising=False)
    assert metrics.prepare_folder(1) is None  # one process: its values in memory
    assert metrics.FOLDER_VARIABLE not in os.environ
    made = metrics.prepare_folder(2)
    assert made is not None and made.is_dir() and not list(made.iterdir())
    assert os.environ[metrics.FOLDER_VARIABLE] == str(made)  # what the workers inherit
    made.rmdir()
    named = tmp_path / "metrics"
    named.mkdir()
    (named / "counter_4242.db").write_bytes(b"a previous start's values")
    (named / "README").write_text("not ours")
    monkeypatch.setenv(metrics.FOLDER_VARIABLE, str(named))
    assert metrics.prepare_folder(2) is None  # the operator's folder, emptied, kept
    assert sorted(p.name for p in named.iterdir()) == ["README"]
