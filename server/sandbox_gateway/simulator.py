"""The sandbox gateway's simulator, outside /customer/api: an Indonesian dashboard
(``/sandbox-gateway/``), the e-wallet "app" page (``/sandbox-gateway/checkout/<id>``) and a
JSON API for tests (``POST /sandbox-gateway/api/charges/<gateway_txn_id>/<action>``, action
``pay``, ``fail``, ``expire``, ``cancel`` or ``late-pay``: a bank's transfer landing on a
charge already cancelled or expired). Paying closes the charge and delivers the notification
to the portal before the answer returns, so a poll right after sees PAID. Mounted only when
the setting GATEWAY_SIMULATOR is on (development and test); otherwise every path under it is
404.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from server.payment_gateway import ChargeClosed
from server.sandbox_gateway.messages import (
    CLOSED,
    DEFAULT_FAILURE,
    DONE,
    NOT_LATE,
    UNKNOWN,
    UNKNOWN_ACTION,
)
from server.sandbox_gateway.models import ChargeStatus
from server.sandbox_gateway.sandbox import SandboxGateway, UnknownCharge
from server.sandbox_gateway.simulator_pages import checkout, dashboard

PREFIX = "/sandbox-gateway"
ACTIONS = {
    "pay": ChargeStatus.SETTLED,
    "fail": ChargeStatus.FAILED,
    "expire": ChargeStatus.EXPIRED,
    "cancel": ChargeStatus.CANCELLED,
}
# A bank posts a transfer to a charge already cancelled or expired (it becomes SETTLED).
LATE_PAY = "late-pay"


class Simulator:
    def __init__(self, gateway: SandboxGateway) -> None:
        self.gateway = gateway

    async def _act(self, txn: str, action: str) -> tuple[int, dict[str, Any]]:
        status = ACTIONS.get(action)
        if status is None and action != LATE_PAY:
            return 404, {"message": UNKNOWN_ACTION}
        reason = DEFAULT_FAILURE if status == ChargeStatus.FAILED else None
        try:
            if status is None:  # a bank's transfer to a charge already closed
                view, notified = await self.gateway.act_late(txn)
            else:
                view, notified = await self.gateway.act(txn, status, reason)
        except UnknownCharge:
            return 404, {"message": UNKNOWN}
        except ChargeClosed as exc:
            refusals = NOT_LATE if status is None else CLOSED
            return 409, {"message": refusals.get(exc.status, UNKNOWN), "status": exc.status}
        body = {
            "gateway_txn_id": view.gateway_txn_id,
            "order_id": view.order_id,
            "status": view.status,
            "notified": notified,
            "message": DONE[action],
        }
        return 200, body

    async def _txn_of_va(self, va_number: str) -> str | None:
        try:
            view = await run_in_threadpool(self.gateway.charge_by_va, va_number.strip())
        except UnknownCharge:
            return None
        return view.gateway_txn_id

    # ------------------------------------------------------------------ JSON API
    async def api_charge_action(self, request: Request) -> Response:
        p = request.path_params
        status, body = await self._act(str(p["gateway_txn_id"]), str(p["action"]))
        return JSONResponse(body, status_code=status)

    async def api_pay_va(self, request: Request) -> Response:
        txn = await self._txn_of_va(str(request.path_params["va_number"]))
        if txn is None:
            return JSONResponse({"message": UNKNOWN}, status_code=404)
        status, body = await self._act(txn, "pay")
        return JSONResponse(body, status_code=status)

    async def api_charges(self, request: Request) -> Response:
        wanted = request.query_params.get("status") or None
        if wanted is not None and wanted not in ChargeStatus.__members__:
            return JSONResponse({"message": "Status tidak dikenal."}, status_code=400)
        views = await run_in_threadpool(self.gateway.listing, wanted)
        data = [
            {
                "gateway_txn_id": v.gateway_txn_id, "order_id": v.order_id, "method": v.method,
                "amount": v.amount, "status": v.status, "va_number": v.va_number,
                "qr_string": v.qr_string, "checkout_url": v.checkout_url,
                "expires_at": v.expires_at.isoformat().replace("+00:00", "Z"),
                "notified": v.notified,
            }
            for v in views
        ]  # fmt: skip
        return JSONResponse({"data": data})

    # ------------------------------------------------------------------ HTML
    async def page_dashboard(self, request: Request) -> Response:
        views = await run_in_threadpool(self.gateway.listing)
        message = request.query_params.get("pesan")
        ok = request.query_params.get("ok") == "1"
        return HTMLResponse(dashboard(views, message, ok), headers=_NO_STORE)

    async def form_charge_action(self, request: Request) -> Response:
        p = request.path_params
        status, body = await self._act(str(p["gateway_txn_id"]), str(p["action"]))
        return _back(f"{PREFIX}/", body["message"], status == 200)

    async def form_pay_va(self, request: Request) -> Response:
        form = await request.form()
        txn = await self._txn_of_va(str(form.get("va_number") or ""))
        if txn is None:
            return _back(f"{PREFIX}/", UNKNOWN, False)
        status, body = await self._act(txn, "pay")
        return _back(f"{PREFIX}/", body["message"], status == 200)

    async def page_checkout(self, request: Request) -> Response:
        txn = str(request.path_params["gateway_txn_id"])
        try:
            view = await run_in_threadpool(self.gateway.charge, txn)
        except UnknownCharge:
            return HTMLResponse(_not_found(), status_code=404)
        message = request.query_params.get("pesan")
        ok = request.query_params.get("ok") == "1"
        return HTMLResponse(checkout(view, message, ok), headers=_NO_STORE)

    async def form_checkout_action(self, request: Request) -> Response:
        txn = str(request.path_params["gateway_txn_id"])
        action = str(request.path_params["action"])
        if action not in ("pay", "cancel"):
            return HTMLResponse(_not_found(), status_code=404)
        status, body = await self._act(txn, action)
        return _back(f"{PREFIX}/checkout/{quote(txn)}", body["message"], status == 200)


_NO_STORE = {"Cache-Control": "no-store"}


def _back(path: str, message: str, ok: bool) -> Response:
    return RedirectResponse(f"{path}?ok={int(ok)}&pesan={quote(message)}", status_code=303)


def _not_found() -> str:
    from server.sandbox_gateway.simulator_pages import page

    return page("Tidak ditemukan", f'<p class="empty">{UNKNOWN}</p>')


async def not_available(_request: Request) -> Response:
    """The simulator is off (production): nothing there."""
    return JSONResponse({"message": "Tidak ditemukan."}, status_code=404)


def mount(app: Any, simulator: Simulator | None) -> None:
    """Add the simulator's routes (or 404s when it is off) to the Connexion app; call before
    the web app's catch-all route."""
    if simulator is None:
        for rule in (PREFIX, PREFIX + "/{rest:path}"):
            app.add_url_rule(rule, f"sandbox_off{len(rule)}", not_available, methods=_ALL)
        return
    s = simulator
    routes = (
        ("/", "dashboard", s.page_dashboard, ["GET"]),
        ("/charges/{gateway_txn_id}/{action}", "form_action", s.form_charge_action, ["POST"]),
        ("/va", "form_va", s.form_pay_va, ["POST"]),
        ("/checkout/{gateway_txn_id}", "checkout", s.page_checkout, ["GET"]),
        ("/checkout/{gateway_txn_id}/{action}", "checkout_action", s.form_checkout_action,
         ["POST"]),
        ("/api/charges", "api_charges", s.api_charges, ["GET"]),
        ("/api/charges/{gateway_txn_id}/{action}", "api_action", s.api_charge_action, ["POST"]),
        ("/api/va/{va_number}/pay", "api_va", s.api_pay_va, ["POST"]),
    )  # fmt: skip
    for path, name, view, methods in routes:
        app.add_url_rule(PREFIX + path, f"sandbox_{name}", view, methods=methods)


_ALL = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
