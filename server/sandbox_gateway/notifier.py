"""How the sandbox gateway notifies the portal: a signed POST of the JSON notification to
``/customer/api/payment/notification`` (or GATEWAY_NOTIFY_URL), retried with backoff until
a 2xx answer, exactly like a real gateway's webhook."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Sequence
from typing import Any

import httpx

from server import clock
from server.payment_gateway.signature import sign

log = logging.getLogger("server.payment.gateway")
NOTIFY_PATH = "/customer/api/payment/notification"
IN_PROCESS_BASE = "http://portal.internal"


class Notifier:
    def __init__(
        self,
        *,
        secret: str,
        url: str = "",
        app: Any = None,
        backoff: Sequence[float] = (0.2, 0.5, 1.0),
        timeout: float = 10.0,
    ) -> None:
        if not url and app is None:
            raise ValueError("a notify URL or the portal app is needed")
        self._secret = secret
        self._url = url or IN_PROCESS_BASE + NOTIFY_PATH
        self._app = None if url else app
        self._backoff = tuple(backoff)
        self._timeout = timeout

    def _client(self) -> httpx.AsyncClient:
        if self._app is not None:
            transport = httpx.ASGITransport(app=self._app)
            return httpx.AsyncClient(transport=transport, timeout=self._timeout)
        return httpx.AsyncClient(timeout=self._timeout)

    async def send(self, notification: dict[str, Any]) -> bool:
        """POST until a 2xx (1 + len(backoff) attempts); True when acknowledged."""
        raw = json.dumps(notification, separators=(",", ":")).encode()
        order_id = notification.get("order_id")
        async with self._client() as client:
            for attempt, delay in enumerate((*self._backoff, None), start=1):
                timestamp = int(clock.now().timestamp())
                headers = {
                    "Content-Type": "application/json",
                    "X-Gateway-Timestamp": str(timestamp),
                    "X-Gateway-Signature": sign(
                        secret=self._secret, timestamp=timestamp, raw_body=raw
                    ),
                }
                try:
                    response = await client.post(self._url, content=raw, headers=headers)
                    status: int | str = f"{response.status_code} {response.text[:300]}"
                    if 200 <= response.status_code < 300:
                        log.info(
                            "notified %s order_id=%s (attempt %s)",
                            notification["status"], order_id, attempt,
                        )  # fmt: skip
                        return True
                except httpx.HTTPError as exc:
                    status = type(exc).__name__
                log.warning(
                    "notification %s order_id=%s attempt %s answered %s",
                    notification["status"], order_id, attempt, status,
                )  # fmt: skip
                if delay is not None:
                    await asyncio.sleep(delay)
        return False
