"""The ASGI application: the contract (openapi/bundled.yaml) served by Connexion under
/customer/api, one error translation, X-Request-Id everywhere, the probes and metrics of
:mod:`server.health` (/healthz, /readyz, /metrics) and the web app at /."""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import anyio.to_thread
import connexion
from connexion.exceptions import ProblemException
from connexion.middleware import ConnexionMiddleware
from connexion.middleware.response_validation import ResponseValidationMiddleware
from connexion.middleware.swagger_ui import SwaggerUIMiddleware
from connexion.options import SwaggerUIOptions
from starlette.exceptions import HTTPException
from starlette.formparsers import MultiPartException
from starlette.requests import ClientDisconnect

from server import clock, db, health, jobs, logging_config, notify
from server import settings as settings_module
from server.auth import contacts
from server.documents.sweep_schedule import SweepSchedule
from server.edge import drain, problems, request_path, webapp
from server.edge.body_limit import BodyLimitMiddleware
from server.edge.compression import ApiCompressionMiddleware
from server.edge.contract import JSON_PATH, YAML_PATH, ServedContract, specification
from server.edge.jsonifier import PortalJsonifier
from server.edge.request_id import RequestIdMiddleware
from server.edge.security_headers import SecurityHeadersMiddleware
from server.edge.validation import VALIDATOR_MAP
from server.errors import DomainError
from server.investment import orders as fund_orders
from server.investment.schedule import InvestSchedule
from server.payment import events as payment_events
from server.payment import payers, purposes
from server.payment_gateway import PaymentGateway
from server.reconciliation.schedule import Schedule
from server.refund import listeners as refund_listeners
from server.sandbox_gateway.runtime import GatewayRuntime
from server.settings import Settings
from server.spaj import first_premium, issue

SPEC_DIR = Path(__file__).resolve().parent.parent / "openapi"
SPEC_FILE = "bundled.yaml"


def create_app(
    settings: Settings | None = None,
    *,
    sender: notify.OtpSender | None = None,
    gateway: PaymentGateway | None = None,
) -> connexion.AsyncApp:
    """Build the app. ``settings`` default to the environment; ``sender`` to the configured
    OTP delivery and ``gateway`` to the configured payment gateway (tests pass their own)."""
    s = settings or settings_module.from_env()
    settings_module.install(s)
    if s.clock_file is not None:  # the journeys move this server's time (never production)
        clock.follow_file(s.clock_file)
    _load_models()
    # A connection for each handler thread and upload thread (server.documents.threads), and
    # a few for the background work.
    db.configure(
        s.database_url,
        pool_size=s.threads + s.uploads_at_once + 4,
        prepared_statements=s.database_prepared_statements,
    )
    notify.install(sender or notify.build(s))
    # A notice's SMS goes to the account's phone (server.notify sits below the accounts).
    notify.install_phones(contacts.account_phone)
    # A SPAJ's applicant pays its first premium through the same engine, whose settlement
    # then issues the prepared policy (server.payment may not import server.spaj).
    payers.install(first_premium.FirstPremiums())
    payment_events.on_settled(issue.issue_on_settlement)
    # A top-up is paid through the same engine: its settlement sends its order to await the
    # unit prices, its end unpaid cancels it, and its answers show the order.
    purposes.install(fund_orders.TopUpOrders())
    payment_events.on_settled(fund_orders.on_settled)
    payment_events.on_ended(fund_orders.on_ended)
    # Money a settlement cannot apply becomes a refund case; REFUNDED closes it.
    payment_events.on_unapplied(refund_listeners.open_for_unapplied)
    payment_events.on_refunded(refund_listeners.close_on_refunded)
    payments = GatewayRuntime()
    reconciliation = Schedule(s)  # once per RECONCILIATION_MINUTES, whatever the workers
    document_sweep = SweepSchedule(s)  # once per DOCUMENT_SWEEP_MINUTES, whatever the workers
    investing = InvestSchedule(s)  # the orders a publication left, once per INVEST_MINUTES

    request_path.install()  # routers indexed, functions' arguments read once
    app = connexion.AsyncApp(
        __name__,
        specification_dir=SPEC_DIR,
        middlewares=[
            RequestIdMiddleware,
            SecurityHeadersMiddleware,
            ApiCompressionMiddleware,
            BodyLimitMiddleware,
            # Connexion's layers, without the response validation when it is off and the
            # Swagger UI's when there is none (production): each costs every request.
            *request_path.without(
                ConnexionMiddleware.default_middlewares,
                *(() if s.response_validation else (ResponseValidationMiddleware,)),
                *(() if not s.is_production else (SwaggerUIMiddleware,)),
            ),
        ],
        strict_validation=True,
        validate_responses=s.response_validation,
        validator_map=VALIDATOR_MAP,
        jsonifier=PortalJsonifier(),  # answers encoded by orjson
        # The contract itself is served as written (server.edge.contract), not Connexion's
        # resolved copy; Swagger UI loads it from <base path>/openapi.json.
        # Swagger UI is a development tool: not served in production.
        swagger_ui_options=SwaggerUIOptions(
            serve_spec=False,
            spec_path=JSON_PATH,
            swagger_ui=not s.is_production,
            swagger_ui_path="/ui",
        ),
        # Notices' delivery and the periodic work: in this process, or on the job queue
        # (JOBS, server.jobs).
        lifespan=_lifespan(
            s,
            *jobs.setup(
                s,
                [
                    payments.lifespan(),
                    reconciliation.lifespan(),
                    document_sweep.lifespan(),
                    investing.lifespan(),
                ],
            ),
        ),
    )
    app.add_api(specification(SPEC_DIR / SPEC_FILE), resolver_error=501)
    app.add_error_handler(DomainError, problems.domain_error)
    app.add_error_handler(ProblemException, problems.http_problem)
    app.add_error_handler(HTTPException, problems.http_problem)
    app.add_error_handler(UnicodeDecodeError, problems.undecodable)
    app.add_error_handler(MultiPartException, problems.undecodable)
    app.add_error_handler(ClientDisconnect, problems.client_gone)
    app.add_error_handler(Exception, problems.unexpected)
    app.add_url_rule("/runtime-config.js", "runtime_config", webapp.runtime_config)
    app.add_url_rule("/healthz", "healthz", health.healthz, methods=["GET"])
    app.add_url_rule("/readyz", "readyz", health.readyz, methods=["GET"])
    app.add_url_rule("/metrics", "metrics", health.metrics_text, methods=["GET"])
    contract = ServedContract(SPEC_DIR / SPEC_FILE)
    app.add_url_rule(webapp.API_PREFIX + JSON_PATH, "openapi_json", contract.as_json)
    app.add_url_rule(webapp.API_PREFIX + YAML_PATH, "openapi_yaml", contract.as_yaml)
    payments.setup(app, s, gateway)  # the sandbox gateway's simulator, before the catch-all
    app.add_url_rule("/", "web_root", webapp.web, methods=_ALL_METHODS)
    app.add_url_rule("/{path:path}", "web", webapp.web, methods=_ALL_METHODS)
    return app


_ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]


def _load_models() -> None:
    """Every module that declares tables, imported at start (Connexion imports a handler,
    and the models it needs, only when first called): the document sweep keeps every file a
    row names, in whichever area's table, and judges none until it knows them all
    (server.documents.files)."""
    root = Path(__file__).resolve().parent
    for area in sorted(p.parent.name for p in root.glob("*/models.py")):
        importlib.import_module(f"server.{area}.models")
    for module in ("server.customer.profile", "server.leases"):
        importlib.import_module(module)


def _lifespan(
    s: Settings, *inner: Callable[[Any], contextlib.AbstractAsyncContextManager[None]]
) -> Callable[[Any], contextlib.AbstractAsyncContextManager[None]]:
    @contextlib.asynccontextmanager
    async def run(app: Any) -> AsyncIterator[None]:
        # Handlers run in at most THREADS threads (anyio's default is 40): beyond that,
        # requests wait their turn instead of contending for the interpreter and the pool.
        anyio.to_thread.current_default_thread_limiter().total_tokens = s.threads
        # SIGTERM: /readyz says 503 for DRAIN_SECONDS before uvicorn begins to stop.
        drain.delay_sigterm(s.drain_period)
        async with contextlib.AsyncExitStack() as background:
            for task in inner:  # the deliverer, the sweeps, the schedules (server.jobs)
                await background.enter_async_context(task(app))
            yield
        logging_config.write_directly()  # the shutdown's last lines must not wait in a queue

    return run


def from_environment() -> connexion.AsyncApp:
    """The app of one worker process (``python -m server``): settings from the environment,
    logging configured. The parent process has migrated and seeded the database."""
    s = settings_module.from_env()
    logging_config.configure(s.log_level, s.log_format)
    return create_app(s)
