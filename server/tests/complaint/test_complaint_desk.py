"""The staff's complaint desk: the queue (RECEIVED by due date, overdue first; counts and
the overdue count), the detail with the sender, working days left and allowed actions, the
moves (answer, extend once, close) with the staff's name on the desk and "Petugas" for the
customer, each 409 (a second extension, an answer after closing, two staff at once), the
notices, the documents, and admins only."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, date, datetime, time, timedelta

import pytest

from server.tests.claim_support import admin_account, staff
from server.tests.complaint.helpers import (
    ANSWER,
    REASON,
    Me,
    act,
    again,
    customer,
    detail,
    inbox,
    queue,
    review,
    submitted,
    upload,
)
from server.tests.conftest import Account, Api, SignIn
from server.tests.days import Clock
from server.tests.support import problem
from server.workdays import is_working_day

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["admin_account", "customer", "staff"]


def test_answer_then_close_with_the_staffs_name_on_the_desk_only(
    api: Api, customer: type[Me], staff: str, admin_account: Account
) -> None:
    me = customer()
    number = submitted(api, me.token, policy_number=me.policy)["complaint_number"]
    desk = review(api, staff, number)
    assert desk["allowed_actions"] == ["ANSWER", "EXTEND"]
    assert desk["working_days_left"] == 5
    assert desk["user_name"] == me.account.user_name
    assert (desk["email"], desk["mobile_number"]) == (me.account.email, me.account.phone)
    assert desk["customer_name"].startswith("Nasabah Uji")
    answered = act(api, staff, "answer", number, answer=f"  {ANSWER} ")
    assert answered.status_code == 200, answered.text
    after = answered.json()
    assert after["complaint"]["status"] == "ANSWERED" and after["complaint"]["answer"] == ANSWER
    assert after["allowed_actions"] == ["CLOSE"] and after["working_days_left"] is None
    assert [(e["action"], e["actor"]) for e in after["complaint"]["timeline"]] == [
        ("RECEIVED", me.account.user_name), ("ANSWERED", admin_account.user_name),
    ]  # fmt: skip
    [(subject, text, link)] = inbox(me.account, "COMPLAINT_ANSWERED")
    assert subject == f"Jawaban pengaduan {number}" and ANSWER in text
    assert link == f"/pengaduan/detail?complaint_number={number}"
    closed = act(api, staff, "close", number, note="Nasabah menyatakan puas lewat telepon.")
    assert closed.status_code == 200, closed.text
    assert closed.json()["allowed_actions"] == []
    mine = detail(api, me.token, number)
    assert mine["status"] == "CLOSED" and mine["answer"] == ANSWER and mine["closed_at"]
    assert [(e["action"], e["actor"], e["note"]) for e in mine["timeline"]] == [
        ("RECEIVED", "Nasabah", None), ("ANSWERED", "Petugas", None), ("CLOSED", "Petugas", None),
    ]  # fmt: skip
    staff_view = review(api, staff, number)["complaint"]["timeline"]
    assert staff_view[-1]["note"] == "Nasabah menyatakan puas lewat telepon."
    # Nothing more: an answer or an extension after closing, a second closing.
    for move in ("answer", "extend", "close"):
        refused = problem(act(api, staff, move, number), 409)
        assert refused["message"].startswith(f"Pengaduan {number} sudah ditutup")
    assert len(inbox(me.account, "COMPLAINT_ANSWERED")) == 1


def test_closing_before_the_answer_is_409(api: Api, customer: type[Me], staff: str) -> None:
    me = customer()
    number = submitted(api, me.token)["complaint_number"]
    refused = problem(act(api, staff, "close", number), 409)
    assert refused["message"].startswith(f"Pengaduan {number} belum dijawab")
    assert refused["detail"] == "CLOSE is not allowed from RECEIVED."
    assert detail(api, me.token, number)["status"] == "RECEIVED"


def test_the_deadline_is_extended_once_to_10_working_days(
    api: Api, customer: type[Me], frozen: Clock, signin: SignIn, admin_account: Account
) -> None:
    frozen.now = datetime(2026, 12, 23, 3, 0, tzinfo=UTC)  # Wednesday before Christmas
    me = customer()
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])
    number = submitted(api, me.token)["complaint_number"]
    extended = act(api, staff, "extend", number)
    assert extended.status_code == 200, extended.text
    view = extended.json()
    # 28, 29, 30, 31 Dec, 4 Jan (5 Jan Isra' Mi'raj), 6, 7, 8, 11, 12 Jan.
    assert view["complaint"]["deadline"] == {
        "due_date": "2027-01-12", "working_days": 10, "extended": True,
        "extension_reason": REASON, "overdue": False,
    }  # fmt: skip
    assert view["allowed_actions"] == ["ANSWER"] and view["working_days_left"] == 10
    timeline = detail(api, me.token, number)["timeline"]
    assert [(e["action"], e["actor"], e["note"]) for e in timeline] == [
        ("RECEIVED", "Nasabah", None), ("EXTENDED", "Petugas", REASON),
    ]  # fmt: skip
    [(subject, text, _)] = inbox(me.account, "COMPLAINT_EXTENDED")
    assert subject == f"Batas waktu pengaduan {number} diperpanjang"
    assert "paling lambat 12 Januari 2027 (10 hari kerja" in text and REASON in text
    refused = problem(act(api, staff, "extend", number), 409)
    assert refused["message"] == (
        f"Batas waktu pengaduan {number} sudah pernah diperpanjang (sampai 12 Januari 2027); "
        "perpanjangan hanya dapat dilakukan satu kali."
    )
    assert act(api, staff, "answer", number).status_code == 200
    refused = problem(act(api, staff, "extend", number), 409)
    assert refused["message"].startswith(f"Pengaduan {number} sudah dijawab")
    assert len(inbox(me.account, "COMPLAINT_EXTENDED")) == 1


def _plain_monday(after: datetime) -> date:
    """The first Monday after ``after`` whose week and the next have no holiday or cuti
    bersama: the test's days move forward from the fixture's day, whatever that day is (the
    module's earlier tests left their complaints at its earlier days)."""
    day = after.date() + timedelta(days=7 - after.date().weekday())
    while not all(
        is_working_day(day + timedelta(days=d)) for d in (0, 1, 2, 3, 4, 7, 8, 9, 10, 11)
    ):
        day += timedelta(days=7)
    return day


def _wib(day: date, hour: int, minute: int = 0) -> datetime:
    """``hour``.``minute`` WIB on ``day``, in UTC."""
    return datetime.combine(day, time(hour, minute), tzinfo=UTC) - timedelta(hours=7)


def test_overdue_and_working_days_left_as_the_days_pass(
    api: Api, customer: type[Me], frozen: Clock, signin: SignIn, admin_account: Account
) -> None:
    monday = _plain_monday(frozen.now)
    frozen.now = _wib(monday, 10)
    me = customer()
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])
    number = submitted(api, me.token)["complaint_number"]
    due = monday + timedelta(days=7)  # the 5th working day after the day of receipt
    assert review(api, staff, number)["complaint"]["deadline"]["due_date"] == due.isoformat()

    def seen_on(day: datetime) -> tuple[int | None, bool, bool]:
        frozen.now = day
        token = str(signin.signed_in(admin_account, check_admin=True)["token"])
        desk = review(api, token, number)
        item = next(i for i in queue(api, token)["data"] if i["complaint_number"] == number)
        assert item["working_days_left"] == desk["working_days_left"]
        mine = detail(api, again(signin, me).token, number)["deadline"]["overdue"]
        return desk["working_days_left"], desk["complaint"]["deadline"]["overdue"], mine

    friday, sunday = monday + timedelta(days=4), monday + timedelta(days=6)
    assert seen_on(_wib(friday, 10)) == (1, False, False)
    assert seen_on(_wib(sunday, 10)) == (1, False, False)
    assert seen_on(_wib(due, 23, 59)) == (0, False, False)
    assert seen_on(_wib(due + timedelta(days=1), 0)) == (-1, True, True)  # Tuesday 00.00 WIB
    assert seen_on(_wib(due + timedelta(days=4), 10)) == (-4, True, True)  # Friday
    token = str(signin.signed_in(admin_account, check_admin=True)["token"])
    assert queue(api, token)["overdue"] >= 1
    assert act(api, token, "answer", number).status_code == 200  # late, still answered
    desk = review(api, token, number)
    assert desk["working_days_left"] is None and not desk["complaint"]["deadline"]["overdue"]


def test_the_queue_puts_the_nearest_due_date_first(
    api: Api, customer: type[Me], frozen: Clock, signin: SignIn, admin_account: Account
) -> None:
    me = customer()
    older = submitted(api, me.token)["complaint_number"]
    frozen.advance(days=3)
    me = again(signin, me)
    newer = submitted(api, me.token)["complaint_number"]
    answered = submitted(api, me.token)["complaint_number"]
    token = str(signin.signed_in(admin_account, check_admin=True)["token"])
    assert act(api, token, "answer", answered).status_code == 200
    name = review(api, token, answered)["customer_name"]
    page = queue(api, token)
    numbers = [i["complaint_number"] for i in page["data"]]
    assert numbers.index(older) < numbers.index(newer) and answered not in numbers
    assert page["data"][numbers.index(older)]["customer_name"] == name
    dues = [i["deadline"]["due_date"] for i in page["data"]]
    assert dues == sorted(dues)
    counts = {c["status"]: c["count"] for c in page["counts"]}
    assert set(counts) == {"RECEIVED", "ANSWERED", "CLOSED"} and page["total"] == counts["RECEIVED"]
    frozen.advance(minutes=1)
    assert act(api, token, "answer", older).status_code == 200
    done = [i for i in queue(api, token, status="ANSWERED")["data"] if i["customer_name"] == name]
    # The newest change first (another test's clock may be later: only these two compared).
    assert [i["complaint_number"] for i in done] == [older, answered]
    assert done[0]["working_days_left"] is None


def test_two_staff_answering_at_once_answer_once(api: Api, customer: type[Me], staff: str) -> None:
    me = customer()
    number = submitted(api, me.token)["complaint_number"]
    barrier = threading.Barrier(2)

    def call(_: int) -> int:
        barrier.wait()
        return int(act(api, staff, "answer", number).status_code)

    with ThreadPoolExecutor(2) as pool:
        codes = sorted(pool.map(call, range(2)))
    assert codes == [200, 409]
    timeline = review(api, staff, number)["complaint"]["timeline"]
    assert [e["action"] for e in timeline] == ["RECEIVED", "ANSWERED"]
    assert len(inbox(me.account, "COMPLAINT_ANSWERED")) == 1


def test_a_document_opens_inline_only_on_its_complaint(
    api: Api, customer: type[Me], staff: str
) -> None:
    me = customer()
    document = upload(api, me.token)
    number = submitted(api, me.token, document_ids=[document])["complaint_number"]
    other = submitted(api, me.token)["complaint_number"]
    response = api.get(
        "/admin/complaint/document", token=staff,
        params={"complaint_number": number, "document_id": document},
    )  # fmt: skip
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"].startswith("inline")
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.content.startswith(b"%PDF")
    for complaint in (other, "ADU-2000-999999"):
        problem(
            api.get(
                "/admin/complaint/document", token=staff,
                params={"complaint_number": complaint, "document_id": document},
            ),
            404,
        )  # fmt: skip
    assert review(api, staff, number)["complaint"]["documents"][0]["document_id"] == document


def test_the_desk_is_for_admins_only(api: Api, customer: type[Me], staff: str) -> None:
    me = customer()
    number = submitted(api, me.token)["complaint_number"]
    key = {"complaint_number": number}
    calls = (
        ("GET", "/admin/complaint/list", {"params": {"status": "RECEIVED"}}),
        ("GET", "/admin/complaint/detail", {"params": {"complaint_number": number}}),
        ("POST", "/admin/complaint/answer", {"json": {**key, "answer": ANSWER}}),
        ("POST", "/admin/complaint/extend", {"json": {**key, "reason": REASON}}),
        ("POST", "/admin/complaint/close", {"json": {**key, "note": None}}),
    )  # fmt: skip
    for method, path, kwargs in calls:
        problem(api.call(method, path, token=me.token, **kwargs), 403)
        problem(api.call(method, path, **kwargs), 401)
    problem(api.get("/complaint/list", token=staff), 403)  # and the customer's calls not staff's
    assert review(api, staff, number)["complaint"]["status"] == "RECEIVED"
    assert inbox(me.account, "COMPLAINT_ANSWERED") == []
