"""One-time codes aimed at one person, as fast as one client can ask (issue "Hold under
abuse", finding 1: SMS pumping). Against a running demo portal (seeded data, development
client credentials), loopback only:

    .venv/bin/python bench/otp_flood.py --base http://127.0.0.1:8080 --outbox var/outbox.jsonl

Four floods, each a new flow per code so that the 60-second resend wait of one flow never
applies:

1. signed out: ``login/checkUser`` for budi.santoso, then ``password/otp/generate``
   (FORGOT_PASSWORD) to his recovery e-mail, ``--forgot`` times;
2. signed out: ``spaj/login`` with Dewi Lestari's SPAJ number and birth date (SMS),
   ``--spaj`` times;
3. signed in as Budi: a new ``pengkinian/draft`` with a stranger's mobile number, then
   ``pengkinian/otp/generate`` (PENGKINIAN_HP), ``--draft`` times;
4. signed in as Budi: a fresh password confirmation, then ``password/otp/generate``
   (RECOVERY_EMAIL) to a stranger's address, ``--recovery`` times.

For each: the answers by status, the codes the outbox gained for that destination, the time,
and the first refusal's message and Retry-After. Not a test: it writes to the demo database
(Budi's sign-in codes count too), so run it against a fresh one.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

CLIENT = ("portal-web", "portal-web-dev-secret")
BUDI = ("budi.santoso", "Portal#2026!")
ADMIN = ("admin.portal", "Admin#2026!")
BUDI_RECOVERY = "budi.santoso.pribadi@yahoo.co.id"
DEWI = ("260417305882", "1992-03-14", "+6281377412291")
STRANGER_PHONE = "+6281199990001"
STRANGER_EMAIL = "orang.lain@contoh.co.id"
NAME_FIELDS = ("province_name", "district_name", "sub_district_name", "village_name")


class Portal:
    def __init__(self, base: str, outbox: Path) -> None:
        self.http = httpx.Client(base_url=f"{base}/customer/api", auth=CLIENT, timeout=30)
        self.outbox = outbox

    def post(self, path: str, body: Any, token: str | None = None) -> httpx.Response:
        headers = {"access-token": token} if token else {}
        return self.http.post(path, json=body, headers=headers)

    def sent(self, to: str) -> int:
        if not self.outbox.exists():
            return 0
        lines = self.outbox.read_text().splitlines()
        return sum(1 for line in lines if line and json.loads(line).get("to") == to)

    def last_code(self, to: str) -> str:
        for line in reversed(self.outbox.read_text().splitlines()):
            row = json.loads(line)
            if row.get("to") == to:
                return str(row["code"])
        raise SystemExit(f"no code for {to} in the outbox")

    def sign_in(self, user: tuple[str, str], *, admin: bool = False) -> str:
        """A session by password and a code by e-mail."""
        first = {"userName": user[0], **({"checkAdmin": True} if admin else {})}
        step = self.post("/login/checkUser", first).json()["token"]
        answer = self.post("/password/validate", {"password": user[1]}, step)
        step = answer.json()["token"]
        sent = self.post("/otp/generate", {"channel": "EMAIL"}, step)
        assert sent.status_code == 200, sent.text
        done = self.post("/otp/validate", {"otp": self._last_login_code()}, step)
        assert done.status_code == 200, done.text
        return str(done.json()["token"])

    def _last_login_code(self) -> str:
        for line in reversed(self.outbox.read_text().splitlines()):
            row = json.loads(line)
            if row.get("purpose") == "LOGIN":
                return str(row["code"])
        raise SystemExit("no sign-in code in the outbox")

    def reject_pending_updates(self) -> None:
        """The demo's pending Pengkinian Data of Budi rejected (a new draft waits for it)."""
        token = self.sign_in(ADMIN, admin=True)
        queue = self.http.get("/admin/pengkinian/list", headers={"access-token": token})
        for row in queue.json()["data"]:
            body = {"registration_number": row["registration_number"], "reason": "Uji beban."}
            self.post("/admin/pengkinian/reject", body, token)


def flood(portal: Portal, name: str, to: str, times: int, one: Any) -> None:
    before = portal.sent(to)
    statuses: Counter[int] = Counter()
    first_refusal: httpx.Response | None = None
    started = time.perf_counter()
    for _ in range(times):
        response = one()
        statuses[response.status_code] += 1
        if response.status_code != 200 and first_refusal is None:
            first_refusal = response
    took = time.perf_counter() - started
    sent = portal.sent(to) - before
    print(
        f"{name}: {times} requests in {took:.2f} s -> codes sent {sent}; answers {dict(statuses)}"
    )
    if first_refusal is not None:
        body = first_refusal.json()
        print(
            f"    first refusal: {first_refusal.status_code} Retry-After="
            f"{first_refusal.headers.get('retry-after')} message={body.get('message')!r}"
        )


def forgot(portal: Portal) -> httpx.Response:
    step = portal.post("/login/checkUser", {"userName": BUDI[0]}).json()["token"]
    body = {"caseOtp": "FORGOT_PASSWORD", "email": BUDI_RECOVERY}
    return portal.post("/password/otp/generate", body, step)


def spaj(portal: Portal) -> httpx.Response:
    body = {"spaj_number": DEWI[0], "birth_date": DEWI[1], "channel": "SMS"}
    return portal.post("/spaj/login", body)


def draft_request(portal: Portal, token: str) -> dict[str, Any]:
    data = portal.http.get(
        "/policy/infoPengkinanData",
        params={"policy_number": "UL24000123"},
        headers={"access-token": token},
    ).json()
    data.pop("updated_at")
    for section in ("IdCarddAddress", "CurrentAddress", "WorkingAddress"):
        for field in NAME_FIELDS:
            data.get(section, {}).pop(field, None)
    data["id_document_id"] = None
    data["data_hp"] = STRANGER_PHONE
    return dict(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="http://127.0.0.1:8080")
    parser.add_argument("--outbox", type=Path, default=Path("var/outbox.jsonl"))
    parser.add_argument("--forgot", type=int, default=30)
    parser.add_argument("--spaj", type=int, default=42)
    parser.add_argument("--draft", type=int, default=10)
    parser.add_argument("--recovery", type=int, default=5)
    args = parser.parse_args()
    assert httpx.URL(args.base).host in ("127.0.0.1", "localhost"), "loopback only"
    portal = Portal(args.base, args.outbox)

    flood(portal, "forgot password (signed out)", BUDI_RECOVERY, args.forgot,
          lambda: forgot(portal))  # fmt: skip
    flood(portal, "spaj/login (signed out)", DEWI[2], args.spaj, lambda: spaj(portal))

    portal.reject_pending_updates()
    token = portal.sign_in(BUDI)
    form = draft_request(portal, token)

    def draft_code() -> httpx.Response:
        made = portal.post("/pengkinian/draft", form, token)
        if made.status_code != 201:
            return made
        body = {"draft_id": made.json()["draft_id"], "caseOtp": "PENGKINIAN_HP"}
        return portal.post("/pengkinian/otp/generate", body, token)

    flood(portal, "pengkinian draft + code (signed in)", STRANGER_PHONE, args.draft, draft_code)

    def recovery_code() -> httpx.Response:
        body = {"password": BUDI[1], "route": "change-recovery-email"}
        confirmed = portal.post("/password/setting/validate", body, token)
        if confirmed.status_code != 200:
            return confirmed
        body = {"caseOtp": "RECOVERY_EMAIL", "recovery_email_new": STRANGER_EMAIL}
        return portal.post("/password/otp/generate", body, token)

    flood(portal, "recovery e-mail code (signed in)", STRANGER_EMAIL, args.recovery,
          recovery_code)  # fmt: skip


if __name__ == "__main__":
    main()
