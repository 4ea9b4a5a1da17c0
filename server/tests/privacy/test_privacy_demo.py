"""The demo's personal-data rights hold on any seed day: Budi's terms accepted as his account
holds them, his e-mail offers consent given on his SPAJ form, his correction request under
review (answer due 12 days after the seed day), and Andi's erasure request waiting past its
acknowledgement's deadline at the head of the staff's queue, counted overdue."""

from __future__ import annotations

from datetime import date, timedelta

from server.seed.demo_data import BUDI
from server.tests.conftest import Api, SignIn
from server.tests.demo_day_support import demo_account, demo_days, ok

DAYS = {"the demo day": date(2026, 11, 22), "29 February": date(2028, 2, 29)}


on_day = demo_days(DAYS, gateway_sweep_seconds=0)


def test_the_demo_privacy_holds_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    budi = signin.signed_in(demo_account("budi.santoso", "Portal#2026!", BUDI.nik))["token"]
    mine = ok(api.get("/privacy/overview", token=budi))
    terms = mine["consents"][0]
    assert (terms["consent"], terms["granted"], terms["required"]) == ("TERMS", True, True)
    first = terms["history"][-1]  # the seeded acceptance of the version his account holds
    assert (first["version"], first["channel"], first["client_address"]) == (
        "2025.1", "Portal TManKu", None,
    )  # fmt: skip
    assert first["at"] < f"{day.isoformat()}T03:00:00Z"
    email = mine["consents"][1]
    assert (email["consent"], email["granted"]) == ("MARKETING_EMAIL", True)
    assert [(h["action"], h["channel"], h["client_address"]) for h in email["history"]] == [
        ("GRANTED", "Formulir SPAJ", None)
    ]
    assert email["updated_at"] < f"{day.isoformat()}T00:00:00Z"
    assert [c["granted"] for c in mine["consents"][2:]] == [False, False]
    [request] = mine["requests"]
    assert (request["kind"], request["status"], request["overdue"]) == (
        "CORRECT", "ACKNOWLEDGED", False,
    )  # fmt: skip
    answer_due = (day + timedelta(days=12)).isoformat()
    assert request["answer_due_at"].startswith(answer_due)
    assert len(mine["retention"]) == 2

    staff = signin.signed_in(demo_account("admin.portal", "Admin#2026!"), check_admin=True)["token"]
    queue = ok(api.get("/admin/privacy/list", token=staff))
    [waiting] = queue["data"]
    assert (waiting["request"]["kind"], waiting["request"]["overdue"]) == ("ERASE", True)
    assert waiting["customer_name"] != "Budi Santoso"
    counts = {c["status"]: c["count"] for c in queue["counts"]}
    assert (counts["RECEIVED"], counts["ACKNOWLEDGED"], queue["overdue"]) == (1, 1, 1)
    number = waiting["request"]["request_number"]
    assert number.startswith(f"PDP-{(day - timedelta(days=4)).year}-")
    detail = ok(api.get("/admin/privacy/detail", token=staff, params={"request_number": number}))
    assert (detail["user_name"], detail["allowed_actions"]) == ("andi.wijaya", ["ACKNOWLEDGE"])
