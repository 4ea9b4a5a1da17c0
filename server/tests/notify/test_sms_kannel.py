"""Codes by SMS through a real Kannel gateway and its fake SMSC (SMS_SENDER=kannel): Budi
signs in with the code that reached the SMSC, and the gateway's delivery report comes back
to the portal. A notice's SMS goes the same way (without a delivery report)."""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from server.notify import Notice
from server.notify.kannel import KannelSender
from server.settings import Settings
from server.tests.kannel_support import kannel
from server.tests.support import CLIENT, free_port, served, with_demo_data


def _post(base: str, path: str, body: dict[str, Any], token: str | None = None) -> Any:
    headers = {"access-token": token} if token else {}
    response = httpx.post(
        f"{base}/customer/api{path}", json=body, auth=CLIENT, headers=headers, timeout=30
    )
    assert response.status_code == 200, response.text
    return response.json()


def test_budi_signs_in_with_the_code_the_gateway_delivered(tmp_path: Path) -> None:
    with kannel(tmp_path / "kannel") as gateway:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        with served(
            with_demo_data(tmp_path),
            PORT=str(port),
            SMS_SENDER="kannel",
            KANNEL_SENDSMS_URL=gateway.sendsms_url,
            KANNEL_PASSWORD=gateway.password,
            SMS_DELIVERY_URL=f"{base}/customer/api/sms/delivery",
        ):
            token = _post(base, "/login/checkUser", {"userName": "budi.santoso"})["token"]
            token = _post(base, "/password/validate", {"password": "Portal#2026!"}, token)["token"]
            sent = _post(base, "/otp/generate", {"channel": "SMS"}, token)
            assert sent["delivery"] == "QUEUED"
            [(sender, to, text)] = gateway.wait()
            assert sender == "TManKu" and to.startswith("+628")
            assert len(text) <= 160 and text.isascii()  # one SMS in the GSM alphabet
            code = re.search(r"\b(\d{6})\b", text)
            assert code, text
            deadline = time.monotonic() + 15
            while True:  # the fake SMSC reports delivery at once; Kannel calls back
                info = httpx.get(
                    f"{base}/customer/api/otp/info",
                    auth=CLIENT,
                    headers={"access-token": token},
                    timeout=30,
                ).json()
                if info["delivery"] == "DELIVERED" or time.monotonic() > deadline:
                    break
                time.sleep(0.2)
            assert info["delivery"] == "DELIVERED"
            signed_in = _post(base, "/otp/validate", {"otp": code.group(1)}, token)
            assert signed_in["next"] == "AUTHENTICATED"
        text = "TManKu: Klaim KLM-2026-000123: Disetujui. Buka https://tmanku.id/klaim"
        KannelSender(
            Settings(kannel_sendsms_url=gateway.sendsms_url, kannel_password=gateway.password)
        ).send_notice(
            Notice(
                to="+6281234567890", kind="CLAIM_APPROVED", subject="Klaim disetujui", text=text,
                created_at=datetime.now(UTC), channel="SMS",
            )
        )  # fmt: skip
        assert gateway.wait(2)[1] == ("TManKu", "+6281234567890", text)
