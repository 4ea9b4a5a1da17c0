"""The document sweep (server.documents.sweep) as a function with a clock: unattached
documents past a day go with their files, attached and younger ones stay; files no row names
(a process killed during an upload: one truncated, one whole) go once they are an hour old,
never younger ones, those a document or a banner picture names, nor another database's in a
shared folder, nor any while a table's model is not loaded; an upload in flight (file
written, row not yet committed) survives a sweep racing it, and its row ends naming a file
that exists; a row cannot commit naming a file written too long ago; one run per period
however many processes ask."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import func, select, text, update

from server import leases
from server.banner.models import BannerImage
from server.clock import as_utc
from server.db import transaction
from server.documents import files, limits, service
from server.documents.files import TooLate
from server.documents.models import Document, DocumentPurpose, UploadAttempt
from server.documents.owner import Owner
from server.documents.storage import LocalStorage, storage
from server.documents.sweep import Swept, sweep
from server.documents.sweep_schedule import SWEEP_LEASE, SweepSchedule
from server.settings import REPO_ROOT, Settings
from server.tests import document_samples as samples
from server.tests.banner_support import image_row
from server.tests.conftest import Account, Clock
from server.tests.support import TEST_SECRETS

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

PNG = samples.png()
PDF = samples.pdf()


@pytest.fixture(scope="module")
def owner(make_account: Any) -> Owner:
    account: Account = make_account()
    return Owner.customer(account.user_id)


@pytest.fixture
def real_time(frozen: Clock) -> datetime:
    """The clock set to the real time: the files' ages are the file system's."""
    frozen.now = datetime.now(UTC)
    return frozen.now


def _keep(owner: Owner, at: datetime, content: bytes = PDF) -> Document:
    with transaction() as session:
        return service.store(
            session=session,
            owner=owner,
            purpose=DocumentPurpose.KYC_ID_CARD,
            file_name="ktp.pdf",
            source=io.BytesIO(content),
            now=at,
        )


def _exists(key: str) -> bool:
    store = storage()
    assert isinstance(store, LocalStorage)
    return store.exists(key)


def _row(document_id: str) -> Document | None:
    with transaction() as session:
        return session.get(Document, document_id)


def _age(key: str, by: timedelta) -> None:
    """Make the file look written ``by`` ago."""
    store = storage()
    assert isinstance(store, LocalStorage)
    path = store.root / key[:2] / key
    when = (datetime.now(UTC) - by).timestamp()
    os.utime(path, (when, when))


def test_unattached_documents_past_a_day_go_with_their_files(owner: Owner, frozen: Clock) -> None:
    now = frozen.now
    old = _keep(owner, now - timedelta(hours=24, seconds=1))
    young = _keep(owner, now - timedelta(hours=23))
    attached = _keep(owner, now - timedelta(days=30))
    with transaction() as session:
        session.execute(
            update(Document).where(Document.id == attached.id).values(attached_to="KLM-2026-000001")
        )

    swept = sweep(now=now)

    assert swept.documents == 1
    assert _row(old.id) is None and not _exists(old.storage_key)
    for kept in (young, attached):
        assert _row(kept.id) is not None and _exists(kept.storage_key)
    assert sweep(now=now).documents == 0


def test_files_no_row_names_go_after_an_hour(owner: Owner, real_time: datetime) -> None:
    store = storage()
    # What a process killed with kill -9 during uploads leaves: files without a row, one cut
    # short mid-write, one whole.
    truncated_key, target = store.create()
    with target:
        target.write(samples.photo()[:2000])
    whole_key, target = store.create()
    with target:
        target.write(PDF)
    young_key, target = store.create()
    with target:
        target.write(PDF)
    # In the same folder, as old and named by no row here: another database's file (the
    # folder is shared, as a developer's is with the test servers) and one written before
    # keys were scoped.
    assert isinstance(store, LocalStorage)
    others = []
    for scope in ("0badf00d", ""):
        key, target = LocalStorage(store.root, scope).create()
        with target:
            target.write(PDF)
        others.append(key)
    for key in (truncated_key, whole_key, *others):
        _age(key, timedelta(hours=1, minutes=1))
    # Files that rows name, just as old: a document's and a banner picture's.
    document = _keep(owner, real_time)
    _age(document.storage_key, timedelta(days=3))
    picture_key, target = store.create()
    with target:
        target.write(b"RIFF....WEBP")
    _age(picture_key, timedelta(days=3))
    image_id = image_row(real_time)
    with transaction() as session:
        session.execute(
            update(BannerImage).where(BannerImage.id == image_id).values(key_640=picture_key)
        )

    swept = sweep(now=real_time)

    assert swept.orphans == 2
    assert not _exists(truncated_key) and not _exists(whole_key)
    assert _exists(young_key)  # it may be an upload whose row is on its way
    assert all(_exists(key) for key in others)
    assert _exists(document.storage_key) and _exists(picture_key)
    for key in (young_key, *others):
        store.delete(key)


def test_no_file_is_judged_while_a_table_of_the_database_has_no_model_loaded(
    real_time: datetime,
) -> None:
    """A table this process knows nothing of might name files (a banner picture's, where
    the banner models are not loaded): then no file is judged unnamed."""
    store = storage()
    key, target = store.create()
    with target:
        target.write(PDF)
    _age(key, timedelta(hours=2))
    with transaction() as session:
        session.execute(text("CREATE TABLE stray_pictures (storage_key VARCHAR(64))"))
    try:
        assert sweep(now=real_time).orphans == 0
        assert _exists(key)
    finally:
        with transaction() as session:
            session.execute(text("DROP TABLE stray_pictures"))
    assert sweep(now=real_time).orphans == 1
    assert not _exists(key)


def test_a_worker_knows_every_table_that_may_name_a_file(settings: Settings) -> None:
    """A worker process imports the handlers, and their models, only as they are first
    called; its start (create_app) loads every model, so its sweep judges files at all and
    keeps the banner pictures' and the data exports' (in a process of its own: this one has
    imported them all)."""
    code = (
        "from server import db\n"
        "from server.app import create_app\n"
        "from server.documents import files\n"
        "create_app()\n"
        "with db.transaction(read_only=True) as session:\n"
        "    print(sorted(str(c) for c in files.naming_columns(session)))\n"
    )
    environment = {
        **os.environ, **TEST_SECRETS, "APP_ENV": "test", "DATABASE_URL": settings.database_url,
        "DOCUMENT_DIR": str(settings.document_dir), "OUTBOX_PATH": str(settings.outbox_path),
        "WEB_DIST": str(settings.web_dist), "LOG_LEVEL": "WARNING",
    }  # fmt: skip
    done = subprocess.run(  # noqa: S603 - this interpreter, a fixed program
        [sys.executable, "-c", code], env=environment, cwd=REPO_ROOT, capture_output=True,
        text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == str(
        ["banner_images.key_1280", "banner_images.key_1920", "banner_images.key_640",
         "documents.storage_key", "privacy_exports.json_key", "privacy_exports.pdf_key"]
    )  # fmt: skip


def test_an_upload_in_flight_survives_a_sweep_racing_it(owner: Owner, real_time: datetime) -> None:
    """The upload's file is written, its row not committed (first before the unit of work
    begins, then with the row flushed in it): sweeps run meanwhile, then the row commits and
    names a file that exists."""
    written, flushed, proceed, commit = (threading.Event() for _ in range(4))
    outcome: dict[str, Any] = {}

    def upload() -> None:
        try:
            with transaction() as session:
                limit = limits.limit_for(
                    session, owner=owner, purpose=DocumentPurpose.KYC_ID_CARD,
                    attached_to=None, now=real_time,
                )  # fmt: skip
            with service.receive(source=io.BytesIO(PNG), limit=limit) as received:
                outcome["key"] = received.key
                written.set()
                assert proceed.wait(10)
                with transaction() as session:
                    document = service.record(
                        session=session, owner=owner, purpose=DocumentPurpose.KYC_ID_CARD,
                        file_name="ktp.png", received=received, now=real_time,
                    )  # fmt: skip
                    flushed.set()
                    assert commit.wait(10)
            outcome["id"] = document.id
        except BaseException as exc:  # reported by the test below
            outcome["error"] = exc
            raise

    uploader = threading.Thread(target=upload)
    uploader.start()
    assert written.wait(10)
    assert _exists(outcome["key"])
    first = sweep(now=real_time + timedelta(seconds=1))
    assert _exists(outcome["key"])

    proceed.set()
    assert flushed.wait(10)
    # The row is flushed, not committed: other units do not see it. (On SQLite the sweep's
    # writing units wait for the upload's write lock; on PostgreSQL it runs through.)
    second: list[Swept] = []
    sweeper = threading.Thread(target=lambda: second.append(sweep(now=real_time)))
    sweeper.start()
    sweeper.join(0.3)
    commit.set()
    uploader.join(10)
    sweeper.join(10)

    assert "error" not in outcome, outcome.get("error")
    assert first.orphans == 0 and second and second[0].orphans == 0
    row = _row(outcome["id"])
    assert row is not None and row.storage_key == outcome["key"]
    assert _exists(row.storage_key)
    assert sweep(now=real_time + timedelta(hours=2)).orphans == 0  # named: kept at any age
    assert _exists(row.storage_key)


def test_a_row_cannot_commit_naming_a_file_written_too_long_ago(
    owner: Owner, frozen: Clock
) -> None:
    """What makes the sweep's hour safe: a unit whose file was written more than
    COMMIT_WITHIN ago refuses to commit, so the file goes and no row names it."""
    with transaction() as session:
        limit = limits.limit_for(
            session, owner=owner, purpose=DocumentPurpose.KYC_ID_CARD, attached_to=None,
            now=frozen.now,
        )  # fmt: skip
    with service.receive(source=io.BytesIO(PNG), limit=limit) as received:
        late = type(received)(
            received.key, received.size, received.sha256, received.content_type,
            received.since - files.COMMIT_WITHIN - 1,
        )  # fmt: skip
        with pytest.raises(TooLate), transaction() as session:
            service.record(
                session=session, owner=owner, purpose=DocumentPurpose.KYC_ID_CARD,
                file_name="ktp.png", received=late, now=frozen.now,
            )  # fmt: skip
        assert not _exists(received.key)
    with transaction() as session:
        assert session.scalar(select(func.count()).where(Document.storage_key == late.key)) == 0


def test_upload_attempts_are_forgotten_after_a_day(frozen: Clock) -> None:
    now = frozen.now
    with transaction() as session:
        for hours in (25, 23):
            at = now - timedelta(hours=hours)
            session.add(UploadAttempt(owner_key="user:999999", started_at=at))

    assert sweep(now=now).attempts == 1
    with transaction() as session:
        left = session.scalars(
            select(UploadAttempt.started_at).where(UploadAttempt.owner_key == "user:999999")
        ).all()
    assert len(left) == 1


def test_one_sweep_per_period_however_many_processes_ask(
    settings: Settings, owner: Owner, frozen: Clock
) -> None:
    frozen.now = frozen.now.replace(minute=10, second=0)
    _keep(owner, frozen.now - timedelta(days=2))
    chosen = settings.but(document_sweep_minutes=60)
    first = SweepSchedule(chosen, holder="worker-1")
    second = SweepSchedule(chosen, holder="worker-2")

    ran = first.run_if_due()
    assert ran is not None and ran.documents >= 1
    assert second.run_if_due() is None and first.run_if_due() is None
    with transaction() as session:
        until = leases.runs_out(session, SWEEP_LEASE)
    assert until is not None
    assert as_utc(until) == frozen.now.replace(minute=0) + timedelta(hours=1)

    frozen.advance(hours=1)  # the next period: whoever asks first
    assert second.run_if_due() is not None
    assert first.run_if_due() is None


def test_the_sweep_is_off_with_zero_minutes(settings: Settings) -> None:
    assert SweepSchedule(settings.but(document_sweep_minutes=0)).minutes == 0
