"""The state machine of the stateful Schemathesis runs: calls chained along the contract's
OpenAPI links, steered towards the demo data, with the session's access token on the
portal operations (links carry only what a step adds: ids and sign-in step tokens; a
signed-in client keeps sending its session's token, as the link walker does; a SPAJ session
a step opened is kept the same way for the applicant's calls), and every step recorded as
(link name or None, "METHOD /path", status)."""

from __future__ import annotations

from typing import Any

import httpx
from steering import steer

HELD_POLICY = "KS23000456"  # the demo policy with unpaid bills
SESSION_PATHS = ("/policy/", "/payment/info", "/payment/create", "/payment/detail",
                 "/payment/cancel", "/payment/receipt", "/transaction/", "/pengkinian/",
                 "/document/", "/claim/", "/spaj/mine", "/spaj/open",
                 "/password/emailPH")  # fmt: skip
ADMIN_PATHS = ("/admin/",)
# The applicant's calls: the SPAJ token of the session a step opened (spaj/open, or the
# entry's code), as the web app keeps it.
APPLICANT_PATHS = ("/spaj/detail", "/spaj/requirement/", "/spaj/offer/", "/spaj/payment/",
                   "/spaj/logout")  # fmt: skip
OPENS_SPAJ = ("/spaj/open", "/spaj/otp/validate")


class AllFollowed(BaseException):
    """Ends a run once every step it must see was seen. A BaseException, as a skip is:
    Hypothesis lets it through at once, without replaying the scenario as a failure."""


def linked_machine(
    loaded: Any,
    *,
    base_url: str,
    token: str,
    basic: str,
    followed: set[tuple[str | None, str, int]],
    admin_token: str | None = None,
    until: set[tuple[str | None, str, int]] | None = None,
) -> Any:
    """``admin_token``: sent on the staff desk's operations (else they get the customer's).
    ``until``: the run ends (:class:`AllFollowed`) as soon as all these steps were seen."""
    base = loaded.as_state_machine()

    class Machine(base):  # type: ignore[misc, valid-type]
        link: str | None = None
        link_token = False  # the link itself gave the access-token (sign-in steps)
        spaj_token: str | None = None  # the SPAJ session a step opened

        def step(self, input: Any) -> Any:
            linked = input.transition is not None and bool(input.applied_parameters)
            # "GET /payment/info -> [200] CreatePayment -> POST /payment/create"
            self.link = input.transition.id.split("] ")[-1].split(" -> ")[0] if linked else None
            self.link_token = any(name == "access-token" for _, name in input.applied_parameters)
            output = super().step(input)
            label = f"{input.case.operation.method.upper()} {input.case.operation.path}"
            followed.add((self.link, label, output.response.status_code))
            if input.case.operation.path in OPENS_SPAJ and output.response.status_code == 200:
                self.spaj_token = output.response.json()["token"]
            if until is not None and until <= followed:
                raise AllFollowed
            return output

        def before_call(self, case: Any) -> None:
            steer(case, linked=self.link is not None, stateful=True)

        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            # Explicit credentials (as in the signed-in run), so the auth checks probe them
            # instead of treating them as generated data.
            headers = {"Authorization": basic}
            path = case.operation.path
            if path.startswith(APPLICANT_PATHS):
                if self.spaj_token and not self.link_token:
                    headers["access-token"] = self.spaj_token
            elif path.startswith(ADMIN_PATHS) and admin_token and not self.link_token:
                headers["access-token"] = admin_token
            elif path.startswith(SESSION_PATHS + ADMIN_PATHS) and not self.link_token:
                headers["access-token"] = token
            # The credentials go into the case itself, so that Schemathesis judges the request
            # as sent: a negative case whose fault was a missing token or Authorization is no
            # longer negative there (a link that also overwrote its faulty body made it a
            # valid request, which the server rightly accepts).
            case.headers = {**(case.headers or {}), **headers}
            return {"headers": headers}

        def teardown(self) -> None:
            """Each scenario starts with Budi's bills free: cancel the payments it left
            waiting (a waiting payment holds its bills, so the next scenario's payment
            through the link would meet a 409)."""
            headers = {"Authorization": basic, "access-token": token}
            with httpx.Client(base_url=base_url, headers=headers, timeout=30) as http:
                info = http.get("/payment/info", params={"policy_number": HELD_POLICY})
                info.raise_for_status()
                for payment in info.json()["payments"]:
                    if payment["status"] == "PENDING":
                        done = http.post(
                            "/payment/cancel", json={"payment_id": payment["payment_id"]}
                        )
                        done.raise_for_status()

    return Machine
