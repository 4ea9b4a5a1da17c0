"""The demo's SPAJ applications hold on any seed day: a fresh database is seeded on 29
February and on the last day of a year, and what the facts (``python -m server.seed.facts``)
say is what the portal shows: Dewi's open requirements by their ids, Rina's offer and its
validity, Agus's first premium and its deadline, Budi's application for his son (from his
own sign-in) and Fajar's, just received, at the top of the desk's first tab.

The days are fixed around DEMO_DAY (the seed reads only the clock)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from server.clock import WIB
from server.seed.demo_data import BUDI
from server.seed.facts import demo_facts
from server.tests.conftest import Api, MemorySender, SignIn
from server.tests.demo_day_support import demo_account, demo_days, ok

DAYS = {"29 February": date(2028, 2, 29), "new year's eve": date(2029, 12, 31)}


on_day = demo_days(DAYS)


def _enter(api: Api, sender: MemorySender, person: dict[str, Any]) -> str:
    body = {"spaj_number": person["spajNumber"], "birth_date": person["birthDate"],
            "channel": "SMS"}  # fmt: skip
    step = ok(api.post("/spaj/login", body))["token"]
    code = sender.last_code(person["phone"])
    return str(ok(api.post("/spaj/otp/validate", {"otp": code}, token=step))["token"])


def _detail(api: Api, token: str, person: dict[str, Any]) -> dict[str, Any]:
    params = {"spaj_number": person["spajNumber"]}
    body: dict[str, Any] = ok(api.get("/spaj/detail", token=token, params=params))
    assert body["status"] == person["status"]
    return body


def test_the_demo_applications_hold_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    sender = signin.sender
    facts = demo_facts(day)["spaj"]
    dewi = _detail(api, _enter(api, sender, facts["dewi"]), facts["dewi"])
    assert {r["requirement_id"]: (r["kind"], r["status"]) for r in dewi["requirements"]} == {
        facts["dewi"]["requirements"]["document"]: ("DOCUMENT", "OPEN"),
        facts["dewi"]["requirements"]["question"]: ("QUESTION", "OPEN"),
    }
    offer = _detail(api, _enter(api, sender, facts["rina"]), facts["rina"])["offer"]
    expected = facts["rina"]["offer"]
    assert (offer["status"], offer["final_premium"], offer["extra_premium"]) == (
        "OPEN", expected["finalPremium"], expected["extraPremium"],
    )  # fmt: skip
    assert offer["valid_until"] == expected["validUntil"]
    assert offer["exclusions"][0]["title"] == expected["exclusionTitle"]
    agus = facts["agus"]
    token = _enter(api, sender, agus)
    _detail(api, token, agus)
    info = ok(
        api.get("/spaj/payment/info", token=token, params={"spaj_number": agus["spajNumber"]})
    )
    assert (info["policy_number"], info["bill"]["bill_id"], info["bill"]["amount"]) == (
        agus["policyNumber"], agus["billId"], agus["amount"],
    )  # fmt: skip
    assert (
        datetime.fromisoformat(info["pay_before"]).astimezone(WIB).date().isoformat()
        == (agus["payBefore"])
    )
    _detail(api, _enter(api, sender, facts["fajar"]), facts["fajar"])
    # Budi, from his own sign-in: his son's application, in review.
    budi = demo_account("budi.santoso", "Portal#2026!", BUDI.nik)
    signed_in = signin.signed_in(budi)["token"]
    mine = ok(api.get("/spaj/mine", token=signed_in))["data"]
    assert [(s["spaj_number"], s["insured_name"], s["status"]) for s in mine] == [
        (facts["budi"]["spajNumber"], facts["budi"]["insuredName"], "RISK_SELECTION")
    ]
    opened = ok(api.post("/spaj/open", {"spaj_number": facts["budi"]["spajNumber"]},
                          token=signed_in))  # fmt: skip
    son = _detail(api, opened["token"], facts["budi"])
    assert son["applicant"]["is_policy_holder"] is True
