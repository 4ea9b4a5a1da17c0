"""Wiring the configured gateway into the app: the adapter (PAYMENT_GATEWAY), the sandbox's
notifier (GATEWAY_NOTIFY_URL or in-process through httpx's ASGI transport), its simulator
routes (GATEWAY_SIMULATOR) and its sweep, a background task of the app's lifespan that
every GATEWAY_SWEEP_SECONDS expires overdue charges and re-sends unacknowledged
notifications (the portal's lazy expiry covers the time in between). However many worker
processes serve the portal, one sweeps at a time: the holder of the sweep's lease
(:mod:`server.leases`), which another process takes over when it runs out. With the job
queue (JOBS=procrastinate) a periodic job sweeps instead and the app processes do not."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any

from starlette.concurrency import run_in_threadpool

from server import clock, leases
from server import payment_gateway as gateway_module
from server.sandbox_gateway.notifier import Notifier
from server.sandbox_gateway.sandbox import SandboxGateway
from server.sandbox_gateway.simulator import Simulator, mount
from server.settings import Settings

log = logging.getLogger("server.payment.gateway")
SWEEP_LEASE = "sandbox-gateway-sweep"


class GatewayRuntime:
    def __init__(self) -> None:
        self.sandbox: SandboxGateway | None = None
        self.sweep_seconds = 0

    def setup(
        self, app: Any, settings: Settings, gateway: gateway_module.PaymentGateway | None
    ) -> None:
        """Install the adapter (``gateway`` when a test passes one) and mount the simulator."""
        if settings.payment_gateway == "sandbox":
            notifier = Notifier(
                secret=settings.gateway_callback_secret,
                url=settings.gateway_notify_url,
                app=app,
            )
            self.sandbox = SandboxGateway(notifier=notifier, public_url=settings.sandbox_public_url)
            self.sweep_seconds = settings.gateway_sweep_seconds
        chosen = gateway or self.sandbox
        if chosen is None:
            raise RuntimeError(f"no adapter for PAYMENT_GATEWAY={settings.payment_gateway}")
        gateway_module.install(chosen)
        on = settings.simulator_enabled and self.sandbox is not None
        mount(app, Simulator(self.sandbox) if on and self.sandbox else None)

    async def _sweep_forever(self, sandbox: SandboxGateway) -> None:
        while True:
            await asyncio.sleep(self.sweep_seconds)
            try:
                if await run_in_threadpool(self._may_sweep):
                    await sandbox.sweep()
            except Exception:
                log.exception("sandbox gateway sweep failed")

    def _may_sweep(self) -> bool:
        # Held for three rounds: renewed every round by its holder, taken over by another
        # process after a dead holder's three rounds.
        return leases.hold(SWEEP_LEASE, seconds=3 * self.sweep_seconds, now=clock.now())

    def lifespan(self) -> Callable[[Any], contextlib.AbstractAsyncContextManager[None]]:
        @contextlib.asynccontextmanager
        async def run(_app: Any) -> AsyncIterator[None]:
            task = None
            if self.sandbox is not None and self.sweep_seconds > 0:
                task = asyncio.create_task(self._sweep_forever(self.sandbox))
            try:
                yield
            finally:
                if task is not None:
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task

        return run
