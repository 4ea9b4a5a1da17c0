"""Units of the gateway side: the QRIS payload and its CRC, the notification signature,
the settings (secrets and the simulator refused in production), and the simulator being
absent from a production app."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import anyio
import pytest
from starlette.testclient import TestClient

from server.app import create_app
from server.payment_gateway import signature
from server.sandbox_gateway.qris import crc16_ccitt_false, crc_is_valid, parse, payload
from server.sandbox_gateway.runtime import GatewayRuntime
from server.settings import Settings, SettingsError, from_env
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

REAL = "r" * 40


def test_crc16_ccitt_false_check_value() -> None:
    # The catalogue's check value for CRC-16/CCITT-FALSE over "123456789" is 0x29B1.
    assert crc16_ccitt_false(b"123456789") == 0x29B1
    assert crc16_ccitt_false(b"") == 0xFFFF


def test_qris_payload_fields_and_crc() -> None:
    text = payload(amount=1_250_000, reference="PAY-20261122-K7M3Q9XA")
    fields = parse(text)
    assert text.startswith("000201010212")  # format 01, dynamic QR
    assert fields["54"] == "1250000" and fields["53"] == "360" and fields["58"] == "ID"
    assert (fields["59"], fields["60"]) == ("ASURANSI JIWA SENTOSA", "JAKARTA")
    assert parse(fields["51"])["00"] == "ID.CO.QRIS.WWW"
    assert parse(fields["62"])["01"] == "PAY-20261122-K7M3Q9XA"
    assert text[-8:-4] == "6304" and crc_is_valid(text)
    tampered = text.replace("1250000", "1250001")
    assert not crc_is_valid(tampered)


def test_signature_rules() -> None:
    now = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)
    stamp, raw, secret = int(now.timestamp()), b'{"a":1}', "s" * 32
    good = signature.sign(secret=secret, timestamp=stamp, raw_body=raw)
    check = {"secret": secret, "raw_body": raw, "now": now}
    assert signature.problem(timestamp=str(stamp), signature=good, **check) is None
    assert (
        signature.problem(timestamp=str(stamp), signature=good.upper(), **check) == "bad signature"
    )
    assert signature.problem(timestamp=str(stamp + 301), signature=good, **check) == (
        "timestamp in the future"
    )
    assert signature.problem(timestamp=str(stamp - 301), signature=good, **check) == (
        "stale timestamp"
    )
    other_body = {**check, "raw_body": b'{"a": 1}'}  # same JSON, other bytes
    assert signature.problem(timestamp=str(stamp), signature=good, **other_body) == "bad signature"


def test_gateway_settings() -> None:
    s = from_env({})
    assert (s.payment_gateway, s.gateway_notify_url, s.gateway_sweep_seconds) == ("sandbox", "", 30)
    assert s.simulator_enabled and from_env({"APP_ENV": "test", **TEST_SECRETS}).simulator_enabled
    assert not from_env({"GATEWAY_SIMULATOR": "false"}).simulator_enabled
    for bad in ({"PAYMENT_GATEWAY": "midtrans"}, {"GATEWAY_CALLBACK_SECRET": "short"},
                {"GATEWAY_SWEEP_SECONDS": "-1"}, {"GATEWAY_PUBLIC_URL": "/sandbox"},
                {"GATEWAY_PUBLIC_URL": "javascript:alert(1)"}):  # fmt: skip
        with pytest.raises(SettingsError):
            from_env(bad)
    # The sandbox's e-wallet links are absolute, on this server unless told otherwise.
    assert s.sandbox_public_url == "http://127.0.0.1:8080"
    assert from_env({"HOST": "0.0.0.0", "PORT": "9000"}).sandbox_public_url == (  # noqa: S104
        "http://127.0.0.1:9000"
    )
    public = from_env({"GATEWAY_PUBLIC_URL": "https://dev.portal.example/"})
    assert public.sandbox_public_url == "https://dev.portal.example"
    production = {
        "APP_ENV": "production", "TOKEN_SECRET": REAL, "PORTAL_CLIENT_SECRET": REAL,
        "PUBLIC_URL": "https://portal.example",
    }  # fmt: skip
    with pytest.raises(SettingsError, match="GATEWAY_CALLBACK_SECRET"):
        from_env(production)
    ok = from_env({**production, "GATEWAY_CALLBACK_SECRET": REAL})
    assert not ok.simulator_enabled
    with pytest.raises(SettingsError, match="GATEWAY_SIMULATOR"):
        from_env({**production, "GATEWAY_CALLBACK_SECRET": REAL, "GATEWAY_SIMULATOR": "true"})


def test_no_simulator_in_production(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'portal.sqlite3'}"
    migrated(url)
    settings = Settings(
        app_env="production", database_url=url, client_secret=REAL, token_secret=REAL,
        gateway_callback_secret=REAL, web_dist=tmp_path / "no-dist",
        public_url="https://portal.example",
    )  # fmt: skip
    with TestClient(create_app(settings)) as client:
        for path in ("/sandbox-gateway/", "/sandbox-gateway/api/charges",
                     "/sandbox-gateway/checkout/sbx_1234567890abcdef"):  # fmt: skip
            assert client.get(path).status_code == 404, path
        assert client.post("/sandbox-gateway/api/va/3935800000000001/pay").status_code == 404


def test_the_apps_lifespan_runs_the_sandbox_sweep() -> None:
    calls: list[int] = []

    class Sandbox:
        async def sweep(self) -> int:
            calls.append(1)
            if len(calls) == 2:
                raise RuntimeError("database restarting")  # logged; the sweep goes on
            return 0

    runtime = GatewayRuntime()
    runtime.sandbox = Sandbox()  # type: ignore[assignment]
    runtime.sweep_seconds = 0.05  # type: ignore[assignment]

    async def serve() -> None:
        # Until the sweep has run again after its failure (on a busy machine the 0.05 s
        # period stretches: wait for the calls, not for a time).
        async with runtime.lifespan()(None):
            with anyio.fail_after(30):
                while len(calls) < 3:
                    await anyio.sleep(0.02)

    anyio.run(serve)
    assert len(calls) >= 3
    count = len(calls)
    anyio.run(anyio.sleep, 0.15)
    assert len(calls) == count  # stopped with the app
