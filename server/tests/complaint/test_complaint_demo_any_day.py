"""Budi's demo complaints hold on any seed day (a year back, around Christmas and the New
Year, three years on, 29 February, the first of a month): his Pengaduan page lists one in
every state, and the staff's desk opens with the overdue one first, the extended one and the
one just received after it.

The days are fixed around DEMO_DAY (the seed reads only the clock), so they never depend on
the date of the run."""

from __future__ import annotations

from datetime import date

from server.seed.calendar import DemoCalendar
from server.seed.complaints import demo_numbers
from server.seed.demo_data import BUDI
from server.tests.conftest import Api, SignIn
from server.tests.demo_day_support import demo_account, demo_days, ok

DAYS = {  # around DEMO_DAY (22 November 2026)
    "the demo day": date(2026, 11, 22),
    "a year back": date(2025, 11, 22),
    "christmas eve": date(2026, 12, 24),
    "the new year": date(2027, 1, 4),
    "new year's eve, three years on": date(2029, 12, 31),
    "29 February": date(2028, 2, 29),
    "the first of a month": date(2027, 3, 1),
}


on_day = demo_days(DAYS, seed_twice=True, gateway_sweep_seconds=0)


def test_budis_complaints_hold_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    budi = signin.signed_in(demo_account("budi.santoso", "Portal#2026!", BUDI.nik))["token"]
    mine = ok(api.get("/complaint/list", token=budi))["data"]
    assert [c["status"] for c in mine] == ["RECEIVED", "RECEIVED", "RECEIVED", "ANSWERED", "CLOSED"]
    just, extended, overdue, answered, closed = mine
    assert [c["deadline"]["overdue"] for c in mine] == [False, False, True, False, False]
    assert (just["deadline"]["working_days"], extended["deadline"]["working_days"]) == (5, 10)
    assert just["submitted_at"] < f"{day.isoformat()}T03:00:00Z"  # before the seed's 10.00 WIB
    assert overdue["deadline"]["due_date"] < day.isoformat() < extended["deadline"]["due_date"]
    assert day.isoformat() <= just["deadline"]["due_date"]
    numbers = [c["complaint_number"] for c in reversed(mine)]
    assert numbers == demo_numbers(DemoCalendar.on(day))  # as the contract tests steer to
    params = {"complaint_number": closed["complaint_number"]}
    shown = ok(api.get("/complaint/detail", token=budi, params=params))
    assert [(e["action"], e["actor"], e["note"]) for e in shown["timeline"]] == [
        ("RECEIVED", "Nasabah", None), ("ANSWERED", "Petugas", None), ("CLOSED", "Petugas", None),
    ]  # fmt: skip
    assert answered["policy_number"] == "UL24000123" and overdue["policy_number"] == "KS23000456"

    staff = signin.signed_in(demo_account("admin.portal", "Admin#2026!"), check_admin=True)["token"]
    desk = ok(api.get("/admin/complaint/list", token=staff))
    assert [i["complaint_number"] for i in desk["data"]] == [
        overdue["complaint_number"], extended["complaint_number"], just["complaint_number"],
    ]  # fmt: skip
    assert desk["overdue"] == 1
    assert {c["status"]: c["count"] for c in desk["counts"]} == {
        "RECEIVED": 3, "ANSWERED": 1, "CLOSED": 1,
    }  # fmt: skip
    left = [i["working_days_left"] for i in desk["data"]]
    assert left[0] is not None and left[0] < 0 and all(n is not None and n >= 0 for n in left[1:])
    first = ok(
        api.get(
            "/admin/complaint/detail", token=staff,
            params={"complaint_number": overdue["complaint_number"]},
        )
    )  # fmt: skip
    assert (first["user_name"], first["customer_name"]) == ("budi.santoso", BUDI.full_name)
    assert first["allowed_actions"] == ["ANSWER", "EXTEND"]
